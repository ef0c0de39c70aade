// Serves the production build the way a static host does: compressed (each
// compressed response kept in memory, as a CDN keeps it), clean URLs, the
// site's 404 page with status 404, the headers of the build's `_headers`
// file (Netlify / Cloudflare Pages format), validators and conditional
// requests (ETag, Last-Modified, 304), byte ranges of the uncompressed file,
// and bound to loopback only.
import http from 'node:http';
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {lstat} from 'node:fs/promises';
import {posix, resolve} from 'node:path';
import {Readable} from 'node:stream';
import {parse} from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';

const root = resolve(process.env.SERVE_DIR ?? 'build');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`No site in ${root}: run "npm run build" first.`);
  process.exit(1);
}

/** `_headers` rules as [path pattern, [name, value][]]; `*` matches anything. */
function readHeaderRules(file) {
  if (!existsSync(file)) {
    return [];
  }
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('/')) {
      rules.push([line.trim(), []]);
    } else if (line.trim() && rules.length > 0) {
      const colon = line.indexOf(':');
      rules
        .at(-1)[1]
        .push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

const headerRules = readHeaderRules(resolve(root, '_headers')).map(
  ([pattern, headers]) => [
    new RegExp(
      `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
    ),
    headers,
  ],
);

/**
 * The decoded, normalised path of a request URL, read with the parser
 * serve-handler uses (`url.parse`), or null for a URL no static host would
 * serve: one that is not a path starting with a single `/` (`//host/…`,
 * `/\host`), that does not decode, or that names a NUL byte.
 */
function requestPath(url) {
  if (!/^\/(?![/\\])/.test(url)) {
    return null;
  }
  try {
    const path = decodeURIComponent(parse(url).pathname ?? '/');
    return path.includes('\0') ? null : posix.normalize(path);
  } catch {
    return null;
  }
}

/** The path as a URL serve-handler decodes back to it. */
const encodePath = (path) => path.split('/').map(encodeURIComponent).join('/');

/**
 * Where to send a request whose path names a file only once tidied (`//`,
 * a dot segment, an encoded `/`): to the tidied address, as a host does.
 * Its file answered at the untidy address would be a page the site's app
 * doesn't route there, which turns into "Page Not Found" once it starts.
 */
function tidiedLocation(url, path) {
  const {pathname, search} = parse(url);
  const decoded = decodeURIComponent(pathname ?? '/');
  const segments = (text) => text.split('/').length;
  if (decoded === path && segments(pathname ?? '/') === segments(decoded)) {
    return null;
  }
  return encodePath(path) + (search ?? '');
}

/**
 * The encoding a response to `acceptEncoding` gets: of Brotli and gzip, the
 * one the header weighs most (Brotli on a tie), else none. `q=0` refuses;
 * `*` stands for the encodings the header does not name.
 */
function negotiate(acceptEncoding = '') {
  const weights = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const [best] = ['br', 'gzip']
    .filter((name) => weight(name) > 0)
    .sort((a, b) => weight(b) - weight(a));
  return best ?? 'identity';
}

/**
 * Complete 200 responses by encoding and path: compressing each asset again
 * on every request was most of the server's work in the browser tests,
 * which open hundreds of pages. Each records the file it was read from, as
 * it was before the read, and is sent only while that file is unchanged.
 * The oldest used go first beyond KEPT_BYTES.
 */
const kept = new Map();
const KEPT_BYTES = 64 * 1024 * 1024;
let keptBytes = 0;

/** The identity of a file's content: changed by an edit or a replacement. */
function version(file) {
  try {
    const {ino, size, mtimeMs} = statSync(file);
    return `${ino}:${size}:${mtimeMs}`;
  } catch {
    return null;
  }
}

function forget(key) {
  keptBytes -= kept.get(key)?.body.length ?? 0;
  kept.delete(key);
}

function keep(key, entry) {
  forget(key);
  kept.set(key, entry);
  keptBytes += entry.body.length;
  for (const [oldest, {body}] of kept) {
    if (keptBytes <= KEPT_BYTES) {
      break;
    }
    kept.delete(oldest);
    keptBytes -= body.length;
  }
}

/** The kept response for `key`, if its file is unchanged. */
function keptResponse(key) {
  const entry = kept.get(key);
  if (!entry) {
    return undefined;
  }
  if (version(entry.file) !== entry.version) {
    forget(key);
    return undefined;
  }
  // Used last: evicted last.
  keep(key, entry);
  return entry;
}

/**
 * Records the bytes `response` sends, compressed, and the file they came
 * from, and keeps them if the response is a 200 read from one file.
 */
function recordResponse(response, key) {
  const chunks = [];
  const source = {file: null, version: null};
  const add = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function') {
      chunks.push(
        Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
      );
    }
  };
  const {write, end} = response;
  response.write = function (chunk, encoding, ...rest) {
    add(chunk, encoding);
    return write.call(this, chunk, encoding, ...rest);
  };
  response.end = function (chunk, encoding, ...rest) {
    add(chunk, encoding);
    if (response.statusCode === 200 && source.version) {
      keep(key, {
        ...source,
        headers: Object.fromEntries(
          response
            .getRawHeaderNames()
            .map((name) => [name, response.getHeader(name)]),
        ),
        body: Buffer.concat(chunks),
      });
    }
    return end.call(this, chunk, encoding, ...rest);
  };
  // serve-handler's file reads: the file's version is taken before it is
  // read, so an edit during the read leaves a response that is never sent
  // again. A response read from no file or from two is not kept.
  return {
    createReadStream(file, options) {
      source.version = source.file === null ? version(file) : null;
      source.file = file;
      return createReadStream(file, options);
    },
  };
}

/**
 * serve-handler's `lstat`, except that a name too long for the file system
 * is a file that does not exist (404), not a server error.
 */
// The host reads `_headers`; it is not a page of the site.
const HOST_CONFIG = resolve(root, '_headers');

async function lstatOrMissing(path) {
  if (resolve(path) === HOST_CONFIG) {
    throw Object.assign(new Error(`${path} is the host's configuration`), {
      code: 'ENOENT',
    });
  }
  try {
    return await lstat(path);
  } catch (error) {
    if (error.code === 'ENAMETOOLONG') {
      error.code = 'ENOENT';
    }
    throw error;
  }
}

/**
 * Whether a `Range` header is one this server honours: a single byte
 * range, `first-last` (first ≤ last), `first-` or `-suffix`. Any other
 * (several ranges, which would need a multipart body; another unit; a
 * reversed range; garbage) is ignored, as RFC 9110 allows, and the whole
 * file is sent with 200.
 */
function isByteRange(header) {
  const match = /^bytes=\s*(?:(\d+)-(\d*)|-(\d+))\s*$/i.exec(header.trim());
  return Boolean(match && (!match[2] || Number(match[1]) <= Number(match[2])));
}

/**
 * The validators of a file as sent with `encoding`: a strong ETag for the
 * file's own bytes, a weak one for a compressed copy (its bytes differ with
 * the compressor), both from its size and modification time.
 */
function validators(stats, encoding) {
  const version = `${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}`;
  return {
    etag:
      encoding === 'identity' ? `"${version}"` : `W/"${version}-${encoding}"`,
    lastModified: stats.mtime.toUTCString(),
  };
}

const opaqueTag = (tag) => tag.trim().replace(/^W\//, '');

/** Whether a GET's If-None-Match / If-Modified-Since say the client's copy is current. */
function notModified(headers, {etag, lastModified}) {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    return (
      noneMatch.trim() === '*' ||
      noneMatch.split(',').some((tag) => opaqueTag(tag) === opaqueTag(etag))
    );
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Date.parse(lastModified) <= since;
}

/** Whether If-Range (if any) still names this file: a strong ETag or its exact date. */
function rangeStillApplies(headers, {etag, lastModified}) {
  const ifRange = headers['if-range']?.trim();
  if (ifRange === undefined) {
    return true;
  }
  return ifRange.startsWith('"') || ifRange.startsWith('W/')
    ? !etag.startsWith('W/') && ifRange === etag
    : ifRange === lastModified;
}

/**
 * Answers the request's conditions once serve-handler has found its file,
 * through the two calls it makes in turn: `createReadStream` (the file and
 * the range it would send) and `writeHead`. A current copy gets 304 and no
 * body; a range that If-Range no longer names gets the whole file with 200;
 * an unsatisfiable range gets 416 and no body.
 */
function answerConditions(request, response, encoding) {
  let answer = null;
  const {writeHead} = response;
  response.writeHead = function (status, ...rest) {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (answer && headers) {
      headers.ETag = answer.validators.etag;
      headers['Last-Modified'] = answer.validators.lastModified;
      if (answer.kind === 'not-modified') {
        status = 304;
        for (const name of [
          'Content-Length',
          'Content-Range',
          'Content-Type',
          'Content-Disposition',
        ]) {
          delete headers[name];
        }
      } else if (answer.kind === 'whole') {
        status = 200;
        delete headers['Content-Range'];
        headers['Content-Length'] = answer.size;
      } else if (status === 416) {
        headers['Content-Length'] = 0;
      }
    }
    return writeHead.call(this, status, ...rest);
  };
  return (file, options, read) => {
    // An error page (404) is sent as it is.
    if (![200, 206, 416].includes(response.statusCode)) {
      return read(file, options);
    }
    const stats = statSync(file);
    const fileValidators = validators(stats, encoding);
    const isGet = request.method === 'GET';
    const kind =
      isGet && notModified(request.headers, fileValidators)
        ? 'not-modified'
        : response.statusCode === 206 &&
            !rangeStillApplies(request.headers, fileValidators)
          ? 'whole'
          : 'as-asked';
    answer = {kind, validators: fileValidators, size: stats.size};
    if (kind === 'not-modified' || response.statusCode === 416) {
      return Readable.from([]);
    }
    return read(file, kind === 'whole' ? {} : options);
  };
}

function fail(response, status, message) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8'});
  response.end(`${message}\n`);
}

const compress = compression();
const server = http.createServer((request, response) => {
  const path = requestPath(request.url);
  if (path === null) {
    fail(response, 400, 'Bad Request');
    return;
  }
  // A static site has nothing to post, put or delete.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    fail(response, 405, 'Method Not Allowed');
    return;
  }
  // HEAD is answered as GET, whose body Node leaves out: the same headers.
  if (request.method === 'HEAD') {
    request.method = 'GET';
  }
  for (const [pattern, headers] of headerRules) {
    if (pattern.test(path)) {
      headers.forEach(([name, value]) => response.setHeader(name, value));
    }
  }
  const tidied = tidiedLocation(request.url, path);
  if (tidied) {
    response.writeHead(301, {Location: tidied});
    response.end();
    return;
  }
  // A range counts bytes of the file itself, so it is never compressed.
  const {range} = request.headers;
  if (
    range !== undefined &&
    (request.method !== 'GET' || !isByteRange(range))
  ) {
    delete request.headers.range;
  }
  // The compression middleware then picks this same encoding.
  const encoding = request.headers.range
    ? 'identity'
    : negotiate(request.headers['accept-encoding']);
  request.headers['accept-encoding'] = encoding;
  // serve-handler reads the same normalised path the response is kept by.
  request.url = encodePath(path);
  const {headers} = request;
  const conditional =
    headers.range || headers['if-none-match'] || headers['if-modified-since'];
  const key =
    request.method === 'GET' && !conditional ? `${encoding}\n${path}` : null;
  const known = key && keptResponse(key);
  if (known) {
    response.writeHead(200, {
      ...known.headers,
      'Content-Length': known.body.length,
    });
    response.end(known.body);
    return;
  }
  const recorded = key ? recordResponse(response, key) : null;
  compress(request, response, () => {
    const answer = answerConditions(request, response, encoding);
    const methods = {
      lstat: lstatOrMissing,
      createReadStream: (file, options) =>
        answer(file, options, recorded?.createReadStream ?? createReadStream),
    };
    handler(
      request,
      response,
      {public: root, cleanUrls: true, directoryListing: false},
      methods,
    ).catch((error) => {
      console.error(error);
      fail(response, 500, 'Internal Server Error');
    });
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});

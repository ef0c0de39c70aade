// Serves the production build the way a static host does: compressed (each
// compressed response kept in memory, as a CDN keeps it), clean URLs, the
// site's 404 page with status 404, the headers of the build's `_headers`
// file (Netlify / Cloudflare Pages format), and bound to loopback only.
import http from 'node:http';
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {lstat} from 'node:fs/promises';
import {posix, resolve} from 'node:path';
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
async function lstatOrMissing(path) {
  try {
    return await lstat(path);
  } catch (error) {
    if (error.code === 'ENAMETOOLONG') {
      error.code = 'ENOENT';
    }
    throw error;
  }
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
  // HEAD is answered as GET, whose body Node leaves out: the same headers.
  if (request.method === 'HEAD') {
    request.method = 'GET';
  }
  for (const [pattern, headers] of headerRules) {
    if (pattern.test(path)) {
      headers.forEach(([name, value]) => response.setHeader(name, value));
    }
  }
  // The compression middleware then picks this same encoding.
  const encoding = negotiate(request.headers['accept-encoding']);
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
  const methods = {
    lstat: lstatOrMissing,
    ...(key && recordResponse(response, key)),
  };
  compress(request, response, () => {
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

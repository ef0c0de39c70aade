// Serves the production build the way a static host does: compressed (each
// compressed response kept in memory, as a CDN keeps it), clean URLs, the
// site's 404 page with status 404, the headers of the build's `_headers`
// file (Netlify / Cloudflare Pages format), and bound to loopback only.
import http from 'node:http';
import {existsSync, readFileSync, statSync, watch} from 'node:fs';
import {resolve} from 'node:path';
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
 * Complete 200 responses by path and accepted encodings. Compressing each
 * asset again on every request was most of the server's work in the browser
 * tests, which open hundreds of pages. Any change in the served folder
 * empties it, and so does a new folder in its place (`npm run clear`, then
 * a build, while serving).
 */
const kept = new Map();
let watched = null;
/** Counts the changes seen in the served folder. */
let changes = 0;
const changed = () => {
  changes += 1;
  kept.clear();
};

/**
 * Watches the served folder, or returns null (nothing is kept) where it
 * can't be watched, e.g. when the system's watch limit is reached.
 */
function watchServedFolder() {
  try {
    const watcher = watch(root, {recursive: true}, changed);
    watcher.on('error', () => {
      // Watched again on the next request.
      watcher.close();
      watched = null;
      changed();
    });
    return watcher;
  } catch (error) {
    console.warn(`Each response is compressed anew: ${error.message}`);
    return null;
  }
}

/** The kept responses of the folder now at `root`, or null when there is none. */
function keptResponses() {
  let ino;
  try {
    ({ino} = statSync(root));
  } catch {
    ino = null;
  }
  if (watched?.ino !== ino) {
    watched?.watcher?.close();
    changed();
    watched = {ino, watcher: ino && watchServedFolder()};
  }
  return watched.watcher ? kept : null;
}

/** The key of a request whose response may be kept, or null. */
function keptKey(request, path) {
  const {headers} = request;
  const conditional =
    headers.range || headers['if-none-match'] || headers['if-modified-since'];
  return request.method === 'GET' && !conditional
    ? `${path}\n${headers['accept-encoding'] ?? ''}`
    : null;
}

/** Records the bytes `response` sends, compressed, and keeps them if it is a 200. */
function keepResponse(response, key) {
  // A file edited while it is sent may reach the reader half old, half new:
  // such a response is not kept.
  const since = changes;
  const chunks = [];
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
    if (response.statusCode === 200 && changes === since) {
      kept.set(key, {
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
}

const compress = compression();
const server = http.createServer((request, response) => {
  const path = new URL(request.url, 'http://localhost').pathname;
  const responses = keptResponses();
  const key = responses && keptKey(request, path);
  const known = key && responses.get(key);
  if (known) {
    response.writeHead(200, {
      ...known.headers,
      'Content-Length': known.body.length,
    });
    response.end(known.body);
    return;
  }
  if (key) {
    keepResponse(response, key);
  }
  for (const [pattern, headers] of headerRules) {
    if (pattern.test(path)) {
      headers.forEach(([name, value]) => response.setHeader(name, value));
    }
  }
  compress(request, response, () => {
    handler(request, response, {
      public: root,
      cleanUrls: true,
      directoryListing: false,
    });
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});

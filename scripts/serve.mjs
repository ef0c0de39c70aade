// Serves the production build the way a static host does: gzip-compressed,
// clean URLs, the site's 404 page with status 404, the headers of the
// build's `_headers` file (Netlify / Cloudflare Pages format), and bound to
// loopback only.
import http from 'node:http';
import {existsSync, readFileSync} from 'node:fs';
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

const compress = compression();
const server = http.createServer((request, response) => {
  const path = new URL(request.url, 'http://localhost').pathname;
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

// Serves the production build the way a static host does: gzip-compressed,
// clean URLs, the site's 404 page with status 404, and bound to loopback only.
import http from 'node:http';
import {existsSync} from 'node:fs';
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

const compress = compression();
const server = http.createServer((request, response) => {
  compress(request, response, () => {
    handler(request, response, {public: root, cleanUrls: true, directoryListing: false});
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});

import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

import {BASE_URL} from './server';

/** Headers that describe the upstream's bytes, not the proxy's. */
const RECOMPUTED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
]);

/**
 * A proxy of the served build on a free loopback port that sends every
 * HTML page in 1 kB pieces, 50 ms apart, the rest as it comes: the
 * browser then paints pages it has only partly parsed, as it does on a
 * slow network or when its parser yields on a busy machine, so markup that
 * moves earlier markup shows as a layout shift on every load, not now and
 * then.
 */
export async function servedInPieces(): Promise<{
  url: string;
  close: () => Promise<void>;
}> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${BASE_URL}${request.url}`, {
        headers: {'accept-encoding': 'identity'},
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!RECOMPUTED.has(name)) {
          headers[name] = value;
        }
      });
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!headers['content-type']?.startsWith('text/html')) {
        response.end(body);
        return;
      }
      for (let start = 0; start < body.length; start += 1024) {
        response.write(body.subarray(start, start + 1024));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      response.end();
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  );
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

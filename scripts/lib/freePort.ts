import assert from 'node:assert/strict';
import {createServer} from 'node:net';

/** A loopback port no one listens on now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  assert.ok(address && typeof address === 'object');
  return address.port;
}

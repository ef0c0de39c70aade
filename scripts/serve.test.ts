/**
 * scripts/serve.mjs keeps each compressed response in memory: a kept
 * response must be the one the server would send again, and an edited or
 * replaced build must be served as it now is.
 */
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {request} from 'node:http';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {after, before, describe, it} from 'node:test';

import {freePort} from './lib/freePort';

const site = join(mkdtempSync(join(tmpdir(), 'serve-test-')), 'build');
// Above compression's 1 kB threshold, so it is sent compressed.
const script = (label: string) =>
  `console.log(${JSON.stringify(label)});\n`.repeat(200);

function writeSite(label: string) {
  mkdirSync(join(site, 'assets'), {recursive: true});
  writeFileSync(join(site, 'index.html'), `<html>${label}</html>`);
  writeFileSync(join(site, 'assets', 'app.js'), script(label));
  writeFileSync(
    join(site, '_headers'),
    '/*\n  X-Content-Type-Options: nosniff\n',
  );
}

let server: ChildProcess;
let origin: string;

/** A response as sent: its status, headers (not the date) and raw bytes. */
function getRaw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, unknown>;
    bytes: Buffer;
  }>((resolve, reject) => {
    request(
      `${origin}${path}`,
      // A connection per request: serve-handler streams a file that grows
      // while it is sent past the length it announced, and those bytes
      // would garble the next response on a shared connection.
      {agent: false, headers: {'accept-encoding': 'gzip, br', ...headers}},
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const {date: _date, ...rest} = response.headers;
          resolve({
            status: response.statusCode!,
            headers: rest,
            bytes: Buffer.concat(chunks),
          });
        });
      },
    )
      .on('error', reject)
      .end();
  });
}

/** A response's status, headers and decoded body. */
async function get(path: string, headers: Record<string, string> = {}) {
  const {status, headers: sent, bytes} = await getRaw(path, headers);
  const decode = {br: brotliDecompressSync, gzip: gunzipSync}[
    String(sent['content-encoding'])
  ];
  return {
    status,
    headers: sent,
    body: (decode ? decode(bytes) : bytes).toString('utf8'),
  };
}

/** Waits until `path` is served with `expected` (watch events are async). */
async function servedAs(path: string, expected: string) {
  const deadline = Date.now() + 5_000;
  let body = '';
  while (Date.now() < deadline) {
    body = (await get(path)).body;
    if (body === expected) {
      return;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  assert.equal(body, expected);
}

describe('npm run serve: kept responses', () => {
  before(async () => {
    writeSite('one');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(__dirname, 'serve.mjs')], {
      env: {...process.env, SERVE_DIR: site, PORT: String(port)},
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (!(await fetch(origin).catch(() => undefined))) {
      assert.ok(Date.now() < deadline, 'serve.mjs did not answer');
      await new Promise((done) => setTimeout(done, 100));
    }
  });
  after(() => {
    server.kill();
    rmSync(join(site, '..'), {recursive: true, force: true});
  });

  it('sends a kept response with the same status, headers and bytes', async () => {
    const first = await getRaw('/assets/app.js');
    const again = await getRaw('/assets/app.js');
    assert.equal(first.status, 200);
    assert.match(String(first.headers['content-encoding']), /^(br|gzip)$/);
    assert.equal(first.headers['x-content-type-options'], 'nosniff');
    assert.equal((await get('/assets/app.js')).body, script('one'));
    // The first is streamed in chunks; the kept one states its length.
    const {'transfer-encoding': chunked, ...firstHeaders} = first.headers;
    const {'content-length': length, ...againHeaders} = again.headers;
    assert.equal(chunked, 'chunked');
    assert.equal(Number(length), again.bytes.length);
    assert.deepEqual(againHeaders, firstHeaders);
    assert.deepEqual(again.bytes, first.bytes);
  });

  it('sends a kept response only to the same encodings, and keeps no 404', async () => {
    assert.equal((await get('/nope')).status, 404);
    assert.equal((await get('/nope')).status, 404);
    const plain = await get('/assets/app.js', {'accept-encoding': 'identity'});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, script('one'));
  });

  it('serves an edited file as it now is', async () => {
    await get('/');
    writeFileSync(join(site, 'index.html'), '<html>edited</html>');
    await servedAs('/', '<html>edited</html>');
  });

  it('serves a build that replaced the folder', async () => {
    await get('/assets/app.js');
    rmSync(site, {recursive: true});
    assert.equal((await get('/assets/app.js')).status, 404);
    writeSite('two');
    await servedAs('/assets/app.js', script('two'));
    writeFileSync(join(site, 'assets', 'app.js'), script('three'));
    await servedAs('/assets/app.js', script('three'));
  });
});

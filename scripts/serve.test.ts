/**
 * scripts/serve.mjs keeps each compressed response in memory: a kept
 * response must be the one the server would send again, and an edited or
 * replaced build must be served as it now is.
 */
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {request} from 'node:http';
import {randomBytes} from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {after, afterEach, before, beforeEach, describe, it} from 'node:test';

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
/** The server the running tests ask. */
let origin: string;

/** A response as sent: its status, headers (not the date) and raw bytes. */
function getRaw(path: string, {method = 'GET', headers = {}}: RawOptions = {}) {
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
      {
        agent: false,
        method,
        headers: {'accept-encoding': 'gzip, br', ...headers},
      },
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
  const {status, headers: sent, bytes} = await getRaw(path, {headers});
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

/** Starts scripts/serve.mjs on `dir` and a free loopback port. */
async function startServer(dir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, 'serve.mjs')], {
    env: {...process.env, SERVE_DIR: dir, PORT: String(port)},
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await fetch(url).catch(() => undefined))) {
    assert.ok(Date.now() < deadline, 'serve.mjs did not answer');
    await new Promise((done) => setTimeout(done, 100));
  }
  return {child, url};
}

describe('npm run serve: kept responses', () => {
  before(async () => {
    writeSite('one');
    ({child: server, url: origin} = await startServer(site));
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

  it('serves a file replaced by a rename, then edited, as it now is', async () => {
    const file = join(site, 'assets', 'app.js');
    await get('/assets/app.js');
    writeFileSync(`${file}.next`, script('renamed'));
    renameSync(`${file}.next`, file);
    await servedAs('/assets/app.js', script('renamed'));
    writeFileSync(file, script('edited'));
    await servedAs('/assets/app.js', script('edited'));
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

/**
 * Byte ranges count the file's own bytes, and a client's copy that is still
 * current is confirmed with 304 instead of being sent again.
 */
describe('npm run serve: ranges and conditional requests', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'serve-ranges-')), 'build');
  const file = join(dir, 'assets', 'app.js');
  let child: ChildProcess;

  before(async () => {
    mkdirSync(join(dir, 'assets'), {recursive: true});
    writeFileSync(join(dir, 'index.html'), page('Home'));
    writeFileSync(file, script('ranges'));
    ({child, url: origin} = await startServer(dir));
  });
  after(() => {
    child.kill();
    rmSync(join(dir, '..'), {recursive: true, force: true});
  });

  it('sends a range of the uncompressed file, whatever the client accepts', async () => {
    // Above compression's 1 kB threshold.
    const text = Buffer.from(script('ranges'));
    const {status, headers, bytes} = await getRaw('/assets/app.js', {
      headers: {range: 'bytes=10-2057'},
    });
    assert.equal(status, 206);
    assert.equal(headers['content-encoding'], undefined);
    assert.equal(headers['content-range'], `bytes 10-2057/${text.length}`);
    assert.deepEqual(bytes, text.subarray(10, 2058));
  });

  it('ignores a Range it cannot read, or of several ranges, and sends the whole file', async () => {
    for (const range of [
      'bytes=20-10',
      'bytes=abc',
      'items=0-5',
      'bytes=',
      'bytes=0-0,5-6',
    ]) {
      const {status, headers, body} = await get('/assets/app.js', {range});
      assert.equal(status, 200, range);
      assert.equal(headers['content-range'], undefined, range);
      assert.equal(body, script('ranges'), range);
    }
  });

  it('answers only GET and HEAD, and keeps the host configuration private', async () => {
    writeFileSync(join(dir, '_headers'), '/*\n  X-Test: yes\n');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const {status, headers} = await getRaw('/', {method});
      assert.equal(status, 405, method);
      assert.equal(headers.allow, 'GET, HEAD', method);
    }
    assert.equal((await getRaw('/', {method: 'HEAD'})).status, 200);
    assert.equal((await get('/_headers')).status, 404);
  });

  it('answers a range past the end with 416 and no body', async () => {
    const size = Buffer.byteLength(script('ranges'));
    const {status, headers, bytes} = await getRaw('/assets/app.js', {
      headers: {range: `bytes=${size}-`},
    });
    assert.equal(status, 416);
    assert.equal(headers['content-range'], `bytes */${size}`);
    assert.equal(bytes.length, 0);
  });

  it('confirms a current copy with 304, by ETag or date, and sends a changed file', async () => {
    const first = await getRaw('/assets/app.js');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    assert.match(etag, /^(W\/)?"/);
    for (const headers of [
      {'if-none-match': etag} as Record<string, string>,
      {'if-none-match': `"other", ${etag}`},
      {'if-modified-since': lastModified},
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const again = await getRaw('/assets/app.js', {method, headers});
        assert.equal(again.status, 304, `${method} ${JSON.stringify(headers)}`);
        assert.equal(again.bytes.length, 0);
        assert.equal(again.headers.etag, etag);
      }
    }
    assert.equal(
      (await getRaw('/assets/app.js', {headers: {'if-none-match': '"other"'}}))
        .status,
      200,
    );
    // A page is validated too.
    const home = await getRaw('/');
    assert.equal(
      (
        await getRaw('/', {
          headers: {'if-none-match': String(home.headers.etag)},
        })
      ).status,
      304,
    );

    writeFileSync(file, script('changed'));
    const changed = await get('/assets/app.js', {'if-none-match': etag});
    assert.equal(changed.status, 200);
    assert.equal(changed.body, script('changed'));
    assert.notEqual(changed.headers.etag, etag);
  });

  it('sends the whole file when If-Range no longer names it', async () => {
    writeFileSync(file, script('ranges'));
    const current = await getRaw('/assets/app.js', {
      headers: {'accept-encoding': 'identity'},
    });
    const etag = String(current.headers.etag);
    const ranged = await getRaw('/assets/app.js', {
      headers: {range: 'bytes=0-9', 'if-range': etag},
    });
    assert.equal(ranged.status, 206);
    const stale = await getRaw('/assets/app.js', {
      headers: {range: 'bytes=0-9', 'if-range': '"stale"'},
    });
    assert.equal(stale.status, 200);
    assert.deepEqual(stale.bytes, Buffer.from(script('ranges')));
  });
});

/**
 * What a static host must survive: requests no browser sends. Each case of
 * the review that found the server falling over, then a few hundred
 * generated ones (paths, percent-encodings, methods, Accept-Encoding
 * values) from a fixed seed, so a failure repeats.
 */
describe('npm run serve: hostile requests', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'serve-hostile-')), 'build');
  let child: ChildProcess;
  // Random text compresses to about three quarters: each kept copy of it
  // would hold about 200 kB.
  const big = randomBytes(576 * 1024).toString('base64');

  before(async () => {
    mkdirSync(join(dir, 'docs'), {recursive: true});
    mkdirSync(join(dir, 'assets'), {recursive: true});
    writeFileSync(join(dir, 'index.html'), page('Home'));
    writeFileSync(join(dir, '404.html'), page('Page Not Found'));
    writeFileSync(join(dir, 'docs', 'styling.html'), page('Styling'));
    writeFileSync(join(dir, 'assets', 'big.js'), big);
    writeFileSync(join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  });
  // A server each, so one that fell over fails only its own test.
  beforeEach(async () => {
    ({child, url: origin} = await startServer(dir));
  });
  afterEach(() => child.kill());
  after(() => rmSync(join(dir, '..'), {recursive: true, force: true}));

  /** Sends `target` as written, byte for byte, and reads the answer's status. */
  function send(
    target: string,
    {method = 'GET', headers = {}}: RawOptions = {},
  ): Promise<number> {
    const {port} = new URL(origin);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.setTimeout(2_000, () =>
        socket.destroy(new Error(`No answer to ${method} ${target}`)),
      );
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const status = /^HTTP\/1\.1 (\d{3}) /.exec(
          Buffer.concat(chunks).toString('latin1'),
        );
        if (status) {
          resolve(Number(status[1]));
        } else {
          reject(new Error(`No status for ${method} ${target}`));
        }
      });
      const lines = Object.entries({
        host: '127.0.0.1',
        connection: 'close',
        ...headers,
      }).map(([name, value]) => `${name}: ${value}`);
      // Written, not ended: Node drops the answer to a half-closed socket.
      // `connection: close` has the server close it once answered.
      socket.write(
        Buffer.from(
          `${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`,
          'latin1',
        ),
      );
    });
  }

  async function assertStillServing() {
    const home = await fetch(`${origin}/`);
    assert.equal(home.status, 200);
    assert.equal(await home.text(), page('Home'));
    // /styling has no page; the review saw it answer with /docs/styling's.
    const missing = await fetch(`${origin}/styling`);
    assert.equal(missing.status, 404);
    assert.equal(await missing.text(), page('Page Not Found'));
    const styling = await fetch(`${origin}/docs/styling`);
    assert.equal(await styling.text(), page('Styling'));
  }

  it('refuses with 400 what is not a path from a single slash, or names a NUL byte', async () => {
    for (const target of [
      '///',
      '//a:99999/',
      '//docs/styling',
      '//404',
      '/\\docs/styling',
      '/%00',
      '/docs/%00styling',
      '/%E0%A4%A',
      'docs/styling',
      'http://127.0.0.1/docs/styling',
      '*',
    ]) {
      assert.equal(await send(target), 400, target);
      assert.equal(await send(target), 400, `${target}, again`);
    }
    await assertStillServing();
  });

  // (A browser removes dot segments itself, as fetch does.)
  it('sends a path that names a page only once tidied to the tidy one', async () => {
    for (const [target, location] of [
      ['/docs//styling', '/docs/styling'],
      ['/docs%2fstyling', '/docs/styling'],
      ['/docs//styling?q=1', '/docs/styling?q=1'],
      ['/docs/', null],
      ['/docs/%73tyling', null],
    ] as const) {
      const answer = await fetch(`${origin}${target}`, {redirect: 'manual'});
      assert.equal(
        answer.status === 301 ? answer.headers.get('location') : null,
        location,
        target,
      );
    }
    await assertStillServing();
  });

  it('answers HEAD with the headers of GET', async () => {
    for (const path of ['/', '/docs/styling', '/assets/big.js', '/nope']) {
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const options = {headers: {'accept-encoding': acceptEncoding}};
        const head = await getRaw(path, {...options, method: 'HEAD'});
        const got = await getRaw(path, options);
        assert.equal(head.bytes.length, 0);
        assert.deepEqual(
          entityHeaders(head.headers),
          entityHeaders(got.headers),
          `${path}, ${acceptEncoding}`,
        );
      }
    }
  });

  it('keeps answering a few hundred generated requests, in bounded memory', async () => {
    const random = seeded(37);
    const pick = <T>(items: readonly T[]): T =>
      items[Math.floor(random() * items.length)];
    let count = 0;
    /** A request no other one repeats: its path or its encodings differ. */
    const generated = (): [string, RawOptions] => {
      count += 1;
      const target = pick([
        () => percentEncoded('/assets/big.js', random),
        () => percentEncoded('/assets/big.js', random),
        () => `/assets/big.js?${count}`,
        () => percentEncoded('/docs/styling', random),
        () => `/${pick(SEGMENTS)}/${pick(SEGMENTS)}${pick(SUFFIXES)}`,
      ])();
      const acceptEncoding = pick([
        () => `gzip;q=0.${count}, br;q=0.${10_000 - count}`,
        () => `${pick(['br', 'gzip', 'deflate', '*', 'x'])};q=${random()}`,
        () => pick(['', ',', ';;;', 'br;q=x', 'identity;q=0', '*;q=0']),
      ])();
      return [
        target,
        {method: pick(METHODS), headers: {'accept-encoding': acceptEncoding}},
      ];
    };
    /** Sends `total` generated requests, a few at once as browsers do. */
    const round = async (total: number) => {
      for (let sent = 0; sent < total; sent += 8) {
        const batch = Array.from({length: 8}, generated);
        const statuses = await Promise.all(
          batch.map(([target, options]) => send(target, options)),
        );
        statuses.forEach((status, index) => {
          const [target, {method}] = batch[index];
          assert.ok(status < 500, `${method} ${target}: ${status}`);
        });
      }
    };
    // The first round takes the server to its working size (compression
    // buffers, the allocator's pools); the second must not add to it.
    await round(200);
    const working = residentBytes(child.pid!);
    await round(400);
    const grown = residentBytes(child.pid!) - working;
    await assertStillServing();
    assert.ok(
      grown < MEMORY_CEILING,
      `The server grew by ${Math.round(grown / 1e6)} MB`,
    );
  });
});

interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
}

const page = (title: string) => `<html><h1>${title}</h1></html>`;

/**
 * How much a server at its working size may grow over 400 generated
 * requests, most of them to the big asset: keeping a copy for each of their
 * distinct encodings and Accept-Encoding values took 47 MB.
 */
const MEMORY_CEILING = 20e6;

const SEGMENTS = [
  '',
  '.',
  '..',
  '...',
  '%2e%2e',
  '%2F',
  'docs',
  'styling',
  'assets',
  'big.js',
  '404',
  'index',
  'index.html',
  'ä',
  '%C3%A4',
  '%',
  '%zz',
  '~',
  'a'.repeat(300),
];
const SUFFIXES = ['', '/', '.html', '?q=1', '#top', '?%00', '/..', '//'];
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE'];

/** `path` with some of its letters written as %XX escapes. */
function percentEncoded(path: string, random: () => number): string {
  return [...path]
    .map((char) =>
      /[a-z.]/i.test(char) && random() < 0.3
        ? `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`
        : char,
    )
    .join('');
}

/** A repeatable stream of numbers in [0, 1) (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The resident memory of process `pid` (Linux). */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

/**
 * The headers that describe the content. The framing ones (length,
 * chunking) may differ: a HEAD answer has no body to frame.
 */
function entityHeaders(headers: Record<string, unknown>) {
  const {
    'content-length': _length,
    'transfer-encoding': _chunked,
    connection: _connection,
    'keep-alive': _keepAlive,
    ...rest
  } = headers;
  return rest;
}

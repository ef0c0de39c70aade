/**
 * The scripts a maintainer runs against a build, run here for a few
 * seconds each so none rots unnoticed (bench-search once read index files
 * the build no longer wrote): the static server, the development server,
 * the search benchmark and the quick bench. Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {DOC_VERSIONS} from '../../src/data/docVersions';
import {indexFilePath} from '../../plugins/search/engine/records';
import {freePort} from '../../scripts/lib/freePort';

const siteDir = join(__dirname, '..', '..');
const buildDir = join(siteDir, 'build');

interface ServerAnswer {
  status: number;
  body: string;
  encoding: string | null;
}

/**
 * Starts `npm <args>`, waits until `url` answers, stops it and checks that
 * nothing answers any more. Rejects when the server exits first.
 */
async function answerOfServer(
  args: string[],
  env: Record<string, string>,
  url: string,
  timeoutMs: number,
): Promise<ServerAnswer> {
  // Its own process group, so stopping it stops npm's children too.
  const server = spawn('npm', args, {
    cwd: siteDir,
    env: {...process.env, ...env},
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((done) =>
    server.on('exit', (code) => {
      exitCode = code;
      done();
    }),
  );
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      assert.equal(
        exitCode,
        undefined,
        `npm ${args.join(' ')} exited with ${exitCode}:\n${errors}`,
      );
      const response = await fetch(url).catch(() => undefined);
      if (response) {
        return {
          status: response.status,
          body: await response.text(),
          encoding: response.headers.get('content-encoding'),
        };
      }
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
  } finally {
    if (exitCode === undefined) {
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
    }
    await assert.rejects(fetch(url), `${url} still answers after stopping`);
  }
}

interface Finished {
  code: number | null;
  output: string;
}

/**
 * Runs a command in the site folder; rejects with its output when it fails,
 * or when `signal` (the test's own, aborted at its timeout) fires first: the
 * command and every process it started are then stopped, so a hung script
 * fails its test instead of keeping the test file alive.
 */
function run(
  command: string,
  args: string[],
  {env = {}, signal}: {env?: Record<string, string>; signal: AbortSignal},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: siteDir,
      env: {...process.env, ...env},
      // Its own process group, so stopping it stops its children too.
      detached: true,
    });
    let output = '';
    const stop = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      reject(
        new Error(
          `${command} ${args.join(' ')} was stopped unfinished:\n${output}`,
        ),
      );
    };
    signal.addEventListener('abort', stop, {once: true});
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      signal.removeEventListener('abort', stop);
      if (code === 0) {
        resolve({code, output});
      } else {
        reject(
          new Error(
            `${command} ${args.join(' ')} exited with ${code}:\n${output}`,
          ),
        );
      }
    });
  });
}

describe('scripts run against the build', () => {
  it('has a build', () => {
    assert.ok(
      existsSync(join(buildDir, 'index.html')),
      `${buildDir} is missing: run "npm run build" first.`,
    );
  });

  it(
    'npm run serve: answers 200 on /, then stops',
    {timeout: 30_000},
    async () => {
      const port = await freePort();
      const response = await answerOfServer(
        ['run', 'serve'],
        {PORT: String(port), HOST: '127.0.0.1'},
        `http://127.0.0.1:${port}/`,
        20_000,
      );
      assert.equal(response.status, 200);
      assert.match(response.body, /<html/);
      assert.equal(response.encoding, 'gzip');
    },
  );

  it(
    'node scripts/bench-search.mjs --runs 1: prints index sizes and timings',
    {timeout: 60_000},
    async ({signal}) => {
      const {output} = await run(
        process.execPath,
        ['scripts/bench-search.mjs', '--runs', '1'],
        {env: {BENCH_PORT: String(await freePort())}, signal},
      );
      for (const {id} of DOC_VERSIONS) {
        assert.match(
          output,
          new RegExp(`^${indexFilePath(id)}: \\d+ KB, \\d+ KB gzip$`, 'm'),
        );
      }
      assert.match(
        output,
        /^per keystroke \(\d+ prefixes\): median [\d.]+ ms/m,
      );
      assert.match(
        output,
        /^open modal → first results, cold \(median of 1\): \d+ ms$/m,
      );
    },
  );

  it(
    'npm run bench -- --skip-build --skip-lighthouse: writes its reports',
    {timeout: 60_000},
    async ({signal}) => {
      const outDir = mkdtempSync(join(tmpdir(), 'bench-'));
      try {
        await run(
          'npm',
          [
            'run',
            'bench',
            '--',
            '--skip-build',
            '--skip-lighthouse',
            '--out-dir',
            outDir,
          ],
          {signal},
        );
        const report = JSON.parse(
          readFileSync(join(outDir, 'bench.json'), 'utf8'),
        ) as {
          pageWeight: {rows: unknown[]};
          exampleEditor: {chunks: unknown[]};
        };
        assert.ok(report.pageWeight.rows.length > 250);
        assert.ok(report.exampleEditor.chunks.length > 0);
        assert.match(
          readFileSync(join(outDir, 'bench.md'), 'utf8'),
          /## First-load JS and CSS/,
        );
      } finally {
        rmSync(outDir, {recursive: true, force: true});
      }
    },
  );
  // Last: it regenerates .docusaurus/, which the quick bench reads, as a
  // build does (don't run it beside one).
  // A small site (DOCS_ONLY, config/siteEnv.ts) starts in a fraction of the
  // time and goes through the same start-up.
  it(
    'npm start: the development server answers a page, then stops',
    {timeout: 150_000},
    async () => {
      const port = await freePort();
      const response = await answerOfServer(
        [
          'start',
          '--',
          '--no-open',
          '--host',
          '127.0.0.1',
          '--port',
          `${port}`,
        ],
        {DOCS_ONLY: 'start.mdx'},
        `http://127.0.0.1:${port}/start`,
        140_000,
      );
      assert.equal(response.status, 200);
      assert.match(response.body, /<div id="__docusaurus">/);
    },
  );
});

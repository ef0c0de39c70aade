// Search benchmark: gzip size of each version's embedded index, the time
// from opening the modal to the first results on a cold load (Chromium,
// served gzip-compressed like a static host), and the per-keystroke query
// time (every prefix of every query in the quality table, median and p95).
//
//   npm run build && node scripts/bench-search.mjs [--json] [--runs N]
//
// --runs: cold loads to take the median of (default 3; 1 for a quick check).
//
// Importable: `import {benchSearch} from './bench-search.mjs'`.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
// Both of tsx's hooks (ESM and CommonJS), as `node --import tsx` registers
// them: the TypeScript modules below import each other without extensions.
import 'tsx';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const BUILD = join(ROOT, process.env.SERVE_DIR ?? 'build');
const PORT = Number(process.env.BENCH_PORT ?? 4299);
const TARGET_KEYSTROKE_MS = 10;

const {loadIndex, rank} = await import(
  '../plugins/search/engine/searchEngine.ts'
);
const {indexFilePath} = await import('../plugins/search/engine/records.ts');
const {QUALITY_QUERIES} = await import('../tests/fixtures/qualityQueries.ts');
const {DOC_VERSIONS} = await import('../src/data/docVersions.ts');
const {PLAYWRIGHT_CHROMIUM_FLAGS, chromiumPath} = await import(
  './lib/chromium.ts'
);

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))
  ];
}

/** The built index file of a version of src/data/docVersions.ts. */
function readIndexFile(version) {
  const file = join(BUILD, indexFilePath(version));
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: run "npm run build" first (without DOCSEARCH_* or DOCS_ROUTER=hash, which build no embedded index).`,
    );
  }
  return readFileSync(file);
}

export function indexSizes() {
  return DOC_VERSIONS.map(({id}) => {
    const raw = readIndexFile(id);
    return {
      file: indexFilePath(id),
      bytes: raw.length,
      gzipBytes: gzipSync(raw, {level: 9}).length,
    };
  });
}

export function keystrokeTimes() {
  const indexes = new Map();
  const times = [];
  for (const {query, version} of QUALITY_QUERIES) {
    if (!indexes.has(version)) {
      indexes.set(
        version,
        loadIndex(JSON.parse(readIndexFile(version).toString('utf8'))),
      );
    }
    const index = indexes.get(version);
    for (let length = 1; length <= query.length; length += 1) {
      const started = performance.now();
      rank(index, query.slice(0, length));
      times.push(performance.now() - started);
    }
  }
  return {
    keystrokes: times.length,
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
  };
}

/** Resolves once `url` answers; fails as soon as the server exits (a port in use, no build). */
async function waitForServer(server, url) {
  let exited = null;
  server.once('exit', (code) => {
    exited = code;
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (exited !== null) {
      throw new Error(
        `scripts/serve.mjs exited with code ${exited} before ${url} answered (is port ${PORT} in use? BENCH_PORT picks another).`,
      );
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer.`);
}

export async function coldOpenToResults({runs = 3} = {}) {
  const {chromium} = await import('@playwright/test');
  const server = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SERVE_DIR: BUILD,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  let browser;
  try {
    // Inside the try: a browser that can't start must not leave the server
    // running, which would keep this process alive.
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: PLAYWRIGHT_CHROMIUM_FLAGS,
    });
    await waitForServer(server, `${base}/`);
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route(
        (url) => !url.href.startsWith(base),
        (route) => route.abort(),
      );
      await page.goto(`${base}/start`, {waitUntil: 'networkidle'});
      const started = Date.now();
      await page.getByRole('button', {name: 'Search'}).click();
      await page.getByPlaceholder('Search docs').fill('range');
      await page.locator('.DocSearch-Hit').first().waitFor();
      times.push(Date.now() - started);
      await context.close();
    }
    return {runs, medianMs: percentile(times, 0.5), timesMs: times};
  } finally {
    await browser?.close();
    server.kill();
  }
}

export async function benchSearch({runs = 3} = {}) {
  return {
    sizes: indexSizes(),
    keystroke: keystrokeTimes(),
    coldOpen: await coldOpenToResults({runs}),
  };
}

/** `--runs N`: a positive whole number, or the default. */
function runsOption(args) {
  const unknown = args.filter(
    (arg, i) =>
      arg !== '--json' && arg !== '--runs' && args[i - 1] !== '--runs',
  );
  if (unknown.length > 0) {
    throw new Error(
      `Unknown option ${unknown.join(' ')}: use --json and --runs N.`,
    );
  }
  const at = args.indexOf('--runs');
  if (at === -1) return undefined;
  const runs = Number(args[at + 1]);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(
      `--runs takes a whole number of runs, at least 1 (got "${args[at + 1] ?? ''}").`,
    );
  }
  return runs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchSearch({
    runs: runsOption(process.argv.slice(2)),
  });
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    for (const {file, bytes, gzipBytes} of result.sizes) {
      console.log(
        `${file}: ${(bytes / 1024).toFixed(0)} KB, ${(gzipBytes / 1024).toFixed(0)} KB gzip`,
      );
    }
    const {keystrokes, medianMs, p95Ms} = result.keystroke;
    console.log(
      `per keystroke (${keystrokes} prefixes): median ${medianMs.toFixed(2)} ms, p95 ${p95Ms.toFixed(2)} ms (target < ${TARGET_KEYSTROKE_MS} ms)`,
    );
    console.log(
      `open modal → first results, cold (median of ${result.coldOpen.runs}): ${result.coldOpen.medianMs} ms`,
    );
  }
}

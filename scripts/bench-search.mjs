// Search benchmark: gzip size of each version's embedded index, the time
// from opening the modal to the first results on a cold load (Chromium,
// served gzip-compressed like a static host), and the per-keystroke query
// time (every prefix of every query in the quality table, median and p95).
//
//   npm run build && node scripts/bench-search.mjs [--json]
//
// Importable: `import {benchSearch} from './bench-search.mjs'`.
import {spawn} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {register} from 'tsx/esm/api';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const BUILD = join(ROOT, process.env.SERVE_DIR ?? 'build');
const PORT = Number(process.env.BENCH_PORT ?? 4299);
const TARGET_KEYSTROKE_MS = 10;

register();
const {loadIndex, rank} = await import(
  '../plugins/search/engine/searchEngine.ts'
);
const {QUALITY_QUERIES} = await import('../plugins/search/qualityQueries.ts');

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))
  ];
}

export function indexSizes() {
  const dir = join(BUILD, 'search-index');
  return readdirSync(dir).map((name) => {
    const raw = readFileSync(join(dir, name));
    return {
      file: `search-index/${name}`,
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
      const file = JSON.parse(
        readFileSync(join(BUILD, 'search-index', `${version}.json`), 'utf8'),
      );
      indexes.set(version, loadIndex(file));
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

async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
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
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitForServer(`${base}/`);
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
    await browser.close();
    server.kill();
  }
}

export async function benchSearch() {
  return {
    sizes: indexSizes(),
    keystroke: keystrokeTimes(),
    coldOpen: await coldOpenToResults(),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchSearch();
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

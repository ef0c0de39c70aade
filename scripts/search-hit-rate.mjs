// Search hit rate of the thread-title table: the share of real thread
// titles whose answering section is in the first five results of the built
// index, for the titles the index was tuned on and for the held-out ones.
//
//   npm run build && node scripts/search-hit-rate.mjs [--json]
//
// SERVE_DIR=<dir> reads another build (as bench-search.mjs does).
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import 'tsx';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const BUILD = resolve(ROOT, process.env.SERVE_DIR ?? 'build');
const TOP = 5;

const {loadIndex, rank} = await import(
  '../plugins/search/engine/searchEngine.ts'
);
const {indexFilePath} = await import('../plugins/search/engine/records.ts');
const {matchesExpected} = await import('../plugins/search/qualityQueries.ts');
const {THREAD_TITLE_QUERIES, isHeldOut} = await import(
  '../plugins/search/threadTitleQueries.ts'
);

const indexes = new Map();
function indexOf(version) {
  if (!indexes.has(version)) {
    const file = join(BUILD, indexFilePath(version));
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run "npm run build" first.`);
    }
    indexes.set(version, loadIndex(JSON.parse(readFileSync(file, 'utf8'))));
  }
  return indexes.get(version);
}

export function hitRates() {
  const groups = {};
  for (const query of THREAD_TITLE_QUERIES) {
    const top = rank(indexOf(query.version), query.title)
      .slice(0, TOP)
      .map((record) => record.url);
    const hit = top.some((url) => matchesExpected(url, query.expect));
    const group = `${isHeldOut(query) ? 'held-out' : 'tuned'} ${query.version}`;
    groups[group] ??= {hits: 0, total: 0, misses: []};
    groups[group].total += 1;
    if (hit) {
      groups[group].hits += 1;
    } else {
      groups[group].misses.push(`${query.title} → ${top[0] ?? 'nothing'}`);
    }
  }
  return groups;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const groups = hitRates();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(groups, null, 2));
  } else {
    const sum = (names) =>
      names.reduce(
        (total, name) => ({
          hits: total.hits + (groups[name]?.hits ?? 0),
          total: total.total + (groups[name]?.total ?? 0),
        }),
        {hits: 0, total: 0},
      );
    const line = (label, {hits, total}) =>
      console.log(
        `${label.padEnd(14)} ${hits}/${total} (${total ? Math.round((100 * hits) / total) : 0}%) in the top ${TOP}`,
      );
    for (const name of Object.keys(groups).sort()) {
      line(name, groups[name]);
    }
    line('tuned', sum(['tuned v9', 'tuned v8']));
    line('held-out', sum(['held-out v9', 'held-out v8']));
    line('all', sum(Object.keys(groups)));
  }
}

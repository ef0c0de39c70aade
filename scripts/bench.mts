// `npm run bench`: measures a production build and writes
// bench-results/bench.json and bench-results/bench.md, so two runs can be
// compared. Timings vary with machine load: compare medians, not single runs.
//
//   npm run bench                        everything (≈ 10 minutes): a cold build
//                                        and a rebuild after a one-page edit, with
//                                        the time of each build phase
//   npm run bench -- --skip-build        reuse build/ (no build timings)
//   npm run bench -- --skip-lighthouse   sizes and build only
//   npm run bench -- --runs 5            Lighthouse runs per page (median)
//   npm run bench -- --pages /,/playground   Lighthouse on these routes only
//   npm run bench -- --out-dir /tmp/b    write the reports there
//   npm run bench -- --compare ../other/build   Lighthouse on another static
//                                        build too (e.g. daypicker.dev's, built
//                                        from its tag), served the same way,
//                                        its runs alternating with ours
//
// `--skip-build --skip-lighthouse` is the quick run (seconds, on an
// existing build) that tests/unit/documentedScripts.test.ts makes.
//
// It also measures the live-example editor: its chunks' size, and (unless
// --skip-lighthouse) the time from the first click of Edit to the calendar
// rendering pasted code, with the CPU slowed 4×.
import {spawn, spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {join, resolve} from 'node:path';

import {type LighthouseScores, runLighthouse} from './lib/lighthouse.mjs';
import {pageKind} from './lib/budgets';
import {buildPhases, type BuildPhase} from './lib/buildPhases';
import {measureBuild, totals, type PageWeight} from './lib/pageWeight';
import {
  editorChunkSizes,
  timeFirstEdit,
  type EditTiming,
} from './lib/exampleEditor';

const siteDir = join(import.meta.dirname, '..');
const args = process.argv.slice(2);

/** The value after `--name`, or undefined when the option is absent. */
function optionValue(name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) {
    return undefined;
  }
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) {
    throw new Error(`${name} needs a value.`);
  }
  return value;
}

const outDir = resolve(
  optionValue('--out-dir') ?? join(siteDir, 'bench-results'),
);
const runs = Number(optionValue('--runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  throw new Error(`--runs takes a whole number, at least 1.`);
}
const KEY_PAGES = [
  '/',
  '/docs/selection-modes',
  '/api/functions/DayPicker',
  '/playground',
  '/v8/using-daypicker/selection-modes',
];
const LIGHTHOUSE_PAGES = optionValue('--pages')?.split(',') ?? KEY_PAGES;
const PORT = 4310;
const COMPARED_PORT = PORT + 1;
/** Another site's static build, measured in the same run (`--compare`). */
const comparedDir = (() => {
  const dir = optionValue('--compare');
  if (dir === undefined) {
    return undefined;
  }
  const resolved = resolve(dir);
  if (!existsSync(join(resolved, 'index.html'))) {
    throw new Error(
      `--compare needs a built site's folder (with index.html); ${resolved} has none.`,
    );
  }
  return resolved;
})();
/** A v9 guide whose first example the editor benchmark edits. */
const EDITOR_PAGE = '/guides/custom-modifiers';

interface BuildTiming {
  wallSeconds: number;
  peakRssMb: number;
  phases: BuildPhase[];
}

/** The page the warm rebuild edits, as a maintainer would. */
const EDITED_PAGE = 'docs/docs/selection-modes.mdx';

function timedBuild(): BuildTiming {
  const result = spawnSync('/usr/bin/time', ['-v', 'npm', 'run', 'build'], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`Build failed:\n${result.stderr.slice(-2000)}`);
  }
  const field = (name: string) =>
    result.stderr.match(new RegExp(`${name}: (.+)`))?.[1] ?? '';
  const [minutes, seconds] = field(
    'Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)',
  )
    .split(':')
    .map(Number);
  return {
    wallSeconds: Math.round((minutes * 60 + seconds) * 10) / 10,
    peakRssMb: Math.round(
      Number(field('Maximum resident set size \\(kbytes\\)')) / 1024,
    ),
    phases: buildPhases(result.stdout),
  };
}

/** A rebuild after a one-line edit of EDITED_PAGE, which is then restored. */
function timedRebuildAfterEdit(): BuildTiming {
  const file = join(siteDir, EDITED_PAGE);
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, `${original}\nEdited for the benchmark.\n`);
  try {
    return timedBuild();
  } finally {
    writeFileSync(file, original);
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Per-metric medians; the long tasks are those of the run whose performance
 * score is the median, so they explain a score that was actually measured.
 */
function medianScores(all: LighthouseScores[]): LighthouseScores {
  const of = (pick: (s: LighthouseScores) => number) => median(all.map(pick));
  const groups = [...new Set(all.flatMap((s) => Object.keys(s.mainThreadMs)))];
  const medianRun = [...all].sort((a, b) => a.performance - b.performance)[
    Math.floor(all.length / 2)
  ];
  return {
    performance: of((s) => s.performance),
    accessibility: of((s) => s.accessibility),
    bestPractices: of((s) => s.bestPractices),
    seo: of((s) => s.seo),
    lcpMs: of((s) => s.lcpMs),
    tbtMs: of((s) => s.tbtMs),
    cls: of((s) => s.cls),
    mainThreadMs: Object.fromEntries(
      groups.map((group) => [group, of((s) => s.mainThreadMs[group] ?? 0)]),
    ),
    longTasks: medianRun.longTasks,
  };
}

type LighthouseTable = Record<
  string,
  Record<'mobile' | 'desktop', LighthouseScores>
>;

/** scripts/serve.mjs serving `dir`, as the browser tests and a host see it. */
async function serveBuild(dir: string, port: number) {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: siteDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_DIR: dir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  // A server that stops at once (the port is taken) would leave Lighthouse
  // measuring whatever else answers there.
  const exited = await new Promise<boolean>((resolve) => {
    server.once('exit', () => resolve(true));
    setTimeout(() => resolve(false), 1000);
  });
  if (exited) {
    throw new Error(`Serving ${dir} on port ${port} failed:\n${stderr}`);
  }
  return server;
}

/**
 * Lighthouse medians per page and form factor, for this build and, with
 * `--compare`, the other one: each run of ours is followed by the same run
 * of theirs, so both see the machine in the same state.
 */
async function lighthouseTables(): Promise<{
  ours: LighthouseTable;
  compared?: LighthouseTable;
}> {
  const sites = [{port: PORT, dir: join(siteDir, 'build')}];
  if (comparedDir) {
    sites.push({port: COMPARED_PORT, dir: comparedDir});
  }
  const servers = await Promise.all(
    sites.map((site) => serveBuild(site.dir, site.port)),
  );
  try {
    const tables: LighthouseTable[] = sites.map(() => ({}));
    for (const page of LIGHTHOUSE_PAGES) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const samples: LighthouseScores[][] = sites.map(() => []);
        for (let run = 0; run < runs; run += 1) {
          for (const [i, site] of sites.entries()) {
            samples[i].push(
              await runLighthouse(
                `http://127.0.0.1:${site.port}${page}`,
                formFactor,
              ),
            );
          }
        }
        for (const [i, site] of sites.entries()) {
          tables[i][page] ??= {} as LighthouseTable[string];
          tables[i][page][formFactor] = medianScores(samples[i]);
          console.log(site.dir, page, formFactor, tables[i][page][formFactor]);
        }
      }
    }
    return {ours: tables[0], compared: tables[1]};
  } finally {
    servers.forEach((server) => server.kill());
  }
}

async function editorTimings(): Promise<{
  route: string;
  editorReadyMs: number;
  firstEditedRenderMs: number;
  loadedJs: {raw: number; gzip: number; files: string[]};
}> {
  const server = await serveBuild(join(siteDir, 'build'), PORT);
  try {
    const samples: EditTiming[] = [];
    for (let run = 0; run < runs; run += 1) {
      samples.push(
        await timeFirstEdit(siteDir, `http://127.0.0.1:${PORT}`, EDITOR_PAGE),
      );
    }
    const {scripts} = samples[0];
    return {
      route: EDITOR_PAGE,
      editorReadyMs: median(samples.map((s) => s.editorReadyMs)),
      firstEditedRenderMs: median(samples.map((s) => s.firstEditedRenderMs)),
      loadedJs: {
        raw: scripts.reduce((sum, s) => sum + s.raw, 0),
        gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
        files: scripts.map((s) => s.file),
      },
    };
  } finally {
    server.kill();
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function weightSummary(pages: PageWeight[]) {
  const rows = pages.map((page) => ({
    route: page.route,
    kind: pageKind(page.route),
    globalJs: totals(page.global, '.js'),
    ownJs: totals(page.own, '.js'),
    css: totals([...page.global, ...page.own], '.css'),
  }));
  const byKind = Object.fromEntries(
    (['docs', 'api', 'playground'] as const).map((kind) => {
      const own = rows
        .filter((row) => row.kind === kind)
        .map((row) => row.ownJs.gzip);
      return [
        kind,
        {
          pages: own.length,
          medianOwnJsGzip: median(own),
          maxOwnJsGzip: Math.max(...own),
        },
      ];
    }),
  );
  return {global: rows[0].globalJs, css: rows[0].css, byKind, rows};
}

async function main() {
  mkdirSync(outDir, {recursive: true});
  const report: Record<string, unknown> = {date: new Date().toISOString()};

  if (!args.includes('--skip-build')) {
    for (const dir of ['.docusaurus', 'build', 'node_modules/.cache']) {
      rmSync(join(siteDir, dir), {recursive: true, force: true});
    }
    console.log('Cold build…');
    const cold = timedBuild();
    console.log(`Warm rebuild after editing ${EDITED_PAGE}…`);
    const warm = timedRebuildAfterEdit();
    report.build = {cold, warm};
  }

  const weights = weightSummary(measureBuild(siteDir));
  report.pageWeight = weights;

  const editorChunks = editorChunkSizes(siteDir);
  const editor: Record<string, unknown> = {chunks: editorChunks};
  report.exampleEditor = editor;

  if (!args.includes('--skip-lighthouse')) {
    const {ours, compared} = await lighthouseTables();
    report.lighthouse = ours;
    if (compared) {
      report.lighthouseCompared = {build: comparedDir, pages: compared};
    }
    Object.assign(editor, await editorTimings());
  }

  writeFileSync(
    join(outDir, 'bench.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );

  const lines = [`# Benchmark (${report.date})`, ''];
  if (report.build) {
    const {cold, warm} = report.build as {cold: BuildTiming; warm: BuildTiming};
    lines.push(
      '## Build',
      '',
      `Warm: rebuilt with the caches of the cold build after editing ${EDITED_PAGE}.`,
      '',
      '| | wall (s) | peak RSS (MB) |',
      '| --- | --- | --- |',
      `| cold | ${cold.wallSeconds} | ${cold.peakRssMb} |`,
      `| warm | ${warm.wallSeconds} | ${warm.peakRssMb} |`,
      '',
      'Phases (s, from `DOCUSAURUS_PERF_LOGGER`):',
      '',
      '| phase | cold | warm |',
      '| --- | --- | --- |',
      ...cold.phases.map(
        (phase, i) =>
          `| ${phase.name.replace(/^ +/, '↳ ')} | ${phase.seconds} | ${warm.phases[i]?.seconds ?? ''} |`,
      ),
      '',
    );
  }
  lines.push(
    '## First-load JS and CSS (kB)',
    '',
    `Global JS on every page: ${kb(weights.global.raw)} raw, ${kb(weights.global.gzip)} gzip. CSS on every page: ${kb(weights.css.raw)} raw, ${kb(weights.css.gzip)} gzip.`,
    '',
    '| page kind | pages | median own JS gzip | largest own JS gzip |',
    '| --- | --- | --- | --- |',
    ...Object.entries(weights.byKind).map(
      ([kind, s]) =>
        `| ${kind} | ${s.pages} | ${kb(s.medianOwnJsGzip)} | ${kb(s.maxOwnJsGzip)} |`,
    ),
    '',
    'Largest pages (own JS):',
    '',
    '| route | own JS raw | own JS gzip | total JS gzip |',
    '| --- | --- | --- | --- |',
    ...[...weights.rows]
      .sort((a, b) => b.ownJs.gzip - a.ownJs.gzip)
      .slice(0, 10)
      .map(
        (row) =>
          `| ${row.route} | ${kb(row.ownJs.raw)} | ${kb(row.ownJs.gzip)} | ${kb(row.ownJs.gzip + row.globalJs.gzip)} |`,
      ),
    '',
  );
  lines.push(
    '## Live-example editor (loaded on the first click of Edit)',
    '',
    '| chunk | raw | gzip |',
    '| --- | --- | --- |',
    ...editorChunks.map(
      (chunk) => `| ${chunk.file} | ${kb(chunk.raw)} | ${kb(chunk.gzip)} |`,
    ),
    '',
  );
  if (editor.firstEditedRenderMs !== undefined) {
    const timing = editor as unknown as Awaited<
      ReturnType<typeof editorTimings>
    >;
    lines.push(
      `On ${timing.route}, CPU slowed 4×, median of ${runs}: the editor shows the file ${timing.editorReadyMs} ms after the click, and the calendar renders pasted code ${timing.firstEditedRenderMs} ms after it (300 ms debounce included). The click loads ${timing.loadedJs.files.length} scripts, ${kb(timing.loadedJs.gzip)} kB gzip in all.`,
      '',
    );
  }
  if (report.lighthouse) {
    lines.push(
      `## Lighthouse (median of ${runs}, served with gzip by scripts/serve.mjs, third-party hosts blocked)`,
      '',
      '| page | form | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | script eval. ms | style & layout ms |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    const lighthouse = report.lighthouse as Record<
      string,
      Record<string, LighthouseScores>
    >;
    for (const [page, row] of Object.entries(lighthouse)) {
      for (const [form, s] of Object.entries(row)) {
        lines.push(
          `| ${page} | ${form} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} | ${s.mainThreadMs.scriptEvaluation ?? 0} | ${s.mainThreadMs.styleLayout ?? 0} |`,
        );
      }
    }
    lines.push(
      '',
      'Main-thread time by kind (ms, mobile) and the three longest tasks (mobile, the median run):',
      '',
    );
    for (const [page, {mobile}] of Object.entries(lighthouse)) {
      const breakdown = Object.entries(mobile.mainThreadMs)
        .sort(([, a], [, b]) => b - a)
        .map(([group, ms]) => `${group} ${ms}`)
        .join(', ');
      const tasks = mobile.longTasks
        .map((t) => `${t.durationMs} ms at ${t.startMs} ms (${t.url})`)
        .join('; ');
      lines.push(
        `- \`${page}\`: ${breakdown}. Long tasks: ${tasks || 'none'}.`,
      );
    }
    lines.push('');
  }
  if (report.lighthouseCompared) {
    const ours = report.lighthouse as LighthouseTable;
    const compared = (report.lighthouseCompared as {pages: LighthouseTable})
      .pages;
    const ratio = (a: number, b: number) =>
      b === 0 ? '–' : (a / b).toFixed(2);
    lines.push(
      `## Lighthouse, this build and ${comparedDir} in the same run (median of ${runs} each, runs alternating)`,
      '',
      '| page | form | perf ours / theirs | TBT ms ours / theirs | TBT ratio | LCP ms ours / theirs | CLS ours / theirs | best pr. ours / theirs |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const [page, row] of Object.entries(ours)) {
      for (const form of ['mobile', 'desktop'] as const) {
        const [a, b] = [row[form], compared[page][form]];
        lines.push(
          `| ${page} | ${form} | ${a.performance} / ${b.performance} | ${a.tbtMs} / ${b.tbtMs} | ${ratio(a.tbtMs, b.tbtMs)} | ${a.lcpMs} / ${b.lcpMs} | ${a.cls} / ${b.cls} | ${a.bestPractices} / ${b.bestPractices} |`,
        );
      }
    }
    lines.push('');
  }
  writeFileSync(join(outDir, 'bench.md'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * The Vitest tests the testing recipe shows really pass.
 *
 * For each version's testing page, the files it shows are written to a
 * temporary project: the component under test (the page's `<Example>`), and
 * every ```ts/```tsx block with a file name in its fence meta
 * (`title="src/DateField.test.tsx"`), except the Jest test files (Jest isn't
 * installed; the snippets test type-checks them). The project's
 * `node_modules` links to the site's packages, with `react-day-picker`
 * pointing to the page's version, as a reader who followed the page has it.
 * Then `vitest run` must exit 0 and pass the number of tests the page shows.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, dirname, join, resolve} from 'node:path';
import {after, describe, it} from 'node:test';

const siteDir = resolve(__dirname, '..', '..');
const nodeModules = join(siteDir, 'node_modules');

interface Recipe {
  page: string;
  /** Package the reader's `react-day-picker` is, in the site's node_modules. */
  packageName: string;
}

const RECIPES: Recipe[] = [
  {page: 'docs/recipes/testing.mdx', packageName: 'react-day-picker'},
  {
    page: 'versioned_docs/version-8.10.1/recipes/testing.mdx',
    packageName: 'react-day-picker-v8',
  },
];

/** The files a page shows: `path → code`. */
export function shownFiles(text: string): Map<string, string> {
  const files = new Map<string, string>();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const example = /<Example\s+src="([^"]+)"/.exec(lines[i]!);
    if (example) {
      const src = example[1]!;
      files.set(
        `src/${basename(src)}`,
        readFileSync(join(siteDir, src), 'utf8'),
      );
      continue;
    }
    const open = /^(`{3,})(?:tsx|ts)\b.*title="([^"]+)"/.exec(lines[i]!);
    if (!open) {
      continue;
    }
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j]!.startsWith(open[1]!)) {
      body.push(lines[j]!);
      j += 1;
    }
    const code = body.join('\n');
    if (!/from "@jest\/globals"/.test(code)) {
      files.set(open[2]!, code);
    }
    i = j;
  }
  return files;
}

/** Counts `test(` calls at the start of a line in the shown test files. */
function countTests(files: Map<string, string>): number {
  return [...files]
    .filter(([path]) => /\.test\.tsx?$/.test(path))
    .reduce((sum, [, code]) => sum + (code.match(/^test\(/gm)?.length ?? 0), 0);
}

const scratch = mkdtempSync(join(tmpdir(), 'testing-recipe-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

interface Run {
  expected: number;
  status: number | null;
  output: string;
  report?: {numTotalTests: number; numPassedTests: number};
}

/** Writes the page's project and runs Vitest in it. */
function runRecipe(recipe: Recipe): Promise<Run> {
  const files = shownFiles(readFileSync(join(siteDir, recipe.page), 'utf8'));
  const expected = files.has('vitest.config.ts') ? countTests(files) : 0;
  const project = join(scratch, recipe.packageName);
  for (const [path, code] of files) {
    mkdirSync(dirname(join(project, path)), {recursive: true});
    writeFileSync(join(project, path), code);
  }
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({type: 'module'}),
  );
  // node_modules: the site's packages, react-day-picker as the page's.
  mkdirSync(join(project, 'node_modules'));
  for (const name of readdirSync(nodeModules)) {
    if (name !== 'react-day-picker' && name !== '.vite') {
      symlinkSync(join(nodeModules, name), join(project, 'node_modules', name));
    }
  }
  symlinkSync(
    join(nodeModules, recipe.packageName),
    join(project, 'node_modules', 'react-day-picker'),
  );
  const reportFile = join(project, 'report.json');
  return new Promise((done) => {
    let output = '';
    const child = spawn(
      process.execPath,
      [
        join(nodeModules, 'vitest', 'vitest.mjs'),
        'run',
        '--root',
        project,
        // The tests' own 5 s limit is for an idle machine; the unit
        // tests run beside other suites.
        '--testTimeout=30000',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reportFile}`,
      ],
      {cwd: project, env: {...process.env, NO_COLOR: '1', CI: '1'}},
    );
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      let report: Run['report'];
      try {
        report = JSON.parse(readFileSync(reportFile, 'utf8')) as Run['report'];
      } catch {
        report = undefined;
      }
      done({expected, status, output, report});
    });
  });
}

describe('testing recipe', () => {
  // Both projects run at once; each test waits for its own.
  const runs = RECIPES.map((recipe) => [recipe, runRecipe(recipe)] as const);
  for (const [recipe, running] of runs) {
    it(`${recipe.page}: the Vitest files pass`, async () => {
      const run = await running;
      assert.ok(run.expected >= 3, `the page shows vitest.config.ts and tests`);
      assert.equal(run.status, 0, `vitest failed:\n${run.output}`);
      assert.equal(run.report?.numPassedTests, run.expected, run.output);
      assert.equal(run.report?.numTotalTests, run.expected, run.output);
    });
  }
});

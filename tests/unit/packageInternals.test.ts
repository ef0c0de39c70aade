import {strict as assert} from 'node:assert';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {describe, test} from 'node:test';

/*
 * The README's table of places that depend on a package's internals is the
 * maintainer's upgrade checklist: it must name every such place, each with
 * a canary test that exists, and it fails loudly once a package it was
 * checked with is upgraded.
 */
const root = join(__dirname, '..', '..');

/** The installed version of a package (its manifest may not be exported). */
const installed = (name: string): string =>
  (
    JSON.parse(
      readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'),
    ) as {version: string}
  ).version;
const SECTION = '### Package internals the site relies on';

interface Row {
  where: string[];
  canaries: string[];
  packageName: string;
  version: string;
}

const backticked = (cell: string) =>
  [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

function rows(): Row[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf(SECTION);
  assert.ok(start >= 0, `README.md has no "${SECTION}" section.`);
  const end = readme.indexOf('\n#', start + SECTION.length);
  return readme
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [where, , canary, checked] = line.split(' | ');
      // A bare file name in the first cell sits beside the path before it.
      const files = backticked(where);
      const paths = files.map((file, i) =>
        file.includes('/') ? file : join(dirname(files[i - 1]), file),
      );
      const [packageName, version] = [
        backticked(checked)[0],
        checked
          .replace(/`[^`]*`/, '')
          .replace('|', '')
          .trim(),
      ];
      return {
        where: paths,
        canaries: backticked(canary).filter((name) => name.includes('/')),
        packageName,
        version,
      };
    });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), {recursive: true, withFileTypes: true})
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.(ts|tsx|mts|mjs)$/.test(entry.name) &&
        !/\.test\.m?ts$/.test(entry.name),
    )
    .map((entry) =>
      relative(root, join(entry.parentPath ?? entry.path, entry.name)),
    );
}

// An import or resolve of a package's compiled internals, the theme's
// internal hooks, or the stock component a swizzle wraps.
const REACHES_IN =
  /['"](?:@[\w-]+\/)?\w[\w.-]*\/lib\/|theme-common\/internal['"]|['"]@theme-original\/|require\.resolve\(\s*['"]@docusaurus\/theme-/;

describe('package internals (README table)', () => {
  const table = rows();

  test('the table has rows, each with a place, a canary and a version', () => {
    assert.ok(table.length >= 5, `Only ${table.length} rows were read.`);
    for (const row of table) {
      assert.ok(row.where.length > 0, JSON.stringify(row));
      assert.ok(
        row.canaries.length > 0 ||
          row.where.some((w) => w.startsWith('tests/')),
        `${row.where.join(', ')}: no canary test.`,
      );
      assert.match(
        row.version,
        /^\d+\.\d+\.\d+$/,
        `${row.where.join(', ')}: "Checked with" needs a package and a version.`,
      );
    }
  });

  test('every place and every canary exists', () => {
    for (const row of table) {
      for (const file of [...row.where, ...row.canaries]) {
        assert.ok(
          existsSync(join(root, file)),
          `README names ${file}, which does not exist.`,
        );
      }
    }
  });

  test('every package is still the version the table was checked with', () => {
    const drifted = table.filter(
      (row) => installed(row.packageName) !== row.version,
    );
    assert.deepEqual(
      drifted.map(
        (row) =>
          `${row.where.join(', ')}: ${row.packageName} is now ${installed(row.packageName)}, checked with ${row.version}`,
      ),
      [],
      'Re-check these places against the new package, run their canaries, then update "Checked with" in README.md.',
    );
  });

  test('every file that reaches into a package is in the table', () => {
    const listed = new Set(table.flatMap((row) => row.where));
    const reaching = ['src', 'plugins', 'config', 'scripts', 'tests/support']
      .flatMap(sourceFiles)
      .filter((file) =>
        REACHES_IN.test(readFileSync(join(root, file), 'utf8')),
      );
    assert.ok(
      reaching.length >= 5,
      `Only ${reaching.length} files matched: is the pattern still right?`,
    );
    assert.deepEqual(
      reaching.filter((file) => !listed.has(file)),
      [],
      'Add these files to the README table "Package internals the site relies on".',
    );
  });
});

import {strict as assert} from 'node:assert';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, test} from 'node:test';

import {PACKAGE_INTERNALS} from '../../config/packageInternals';

/*
 * config/packageInternals.ts is the upgrade checklist: it must name every
 * place that reaches into a package, each with a canary test that exists,
 * and it fails loudly once a package it was checked with is upgraded.
 */
const root = join(__dirname, '..', '..');

/** The installed version of a package (its manifest may not be exported). */
const installed = (name: string): string =>
  (
    JSON.parse(
      readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'),
    ) as {version: string}
  ).version;

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

describe('package internals (config/packageInternals.ts)', () => {
  const table = PACKAGE_INTERNALS;

  test('every place and every canary exists', () => {
    for (const row of table) {
      assert.ok(
        row.where.length > 0 && row.canaries.length > 0,
        `${row.where.join(', ')}: a place needs a file and a canary.`,
      );
      for (const file of [...row.where, ...row.canaries]) {
        assert.ok(
          existsSync(join(root, file)),
          `config/packageInternals.ts names ${file}, which does not exist.`,
        );
      }
    }
  });

  test('every package is still the version the table was checked with', () => {
    const drifted = table.filter(
      (row) => installed(row.packageName) !== row.checkedWith,
    );
    assert.deepEqual(
      drifted.map(
        (row) =>
          `${row.where.join(', ')}: ${row.packageName} is now ${installed(row.packageName)}, checked with ${row.checkedWith}`,
      ),
      [],
      'Re-check these places against the new package, run their canaries, then update checkedWith in config/packageInternals.ts.',
    );
  });

  test('every file that reaches into a package is in the table', () => {
    const listed = new Set(table.flatMap((row) => row.where));
    const reaching = ['src', 'plugins', 'config', 'scripts', 'tests/support']
      .flatMap(sourceFiles)
      .filter(
        // The list names places (`scripts/lib/…`), it reaches into nothing.
        (file) =>
          file !== 'config/packageInternals.ts' &&
          REACHES_IN.test(readFileSync(join(root, file), 'utf8')),
      );
    assert.ok(
      reaching.length >= 5,
      `Only ${reaching.length} files matched: is the pattern still right?`,
    );
    assert.deepEqual(
      reaching.filter((file) => !listed.has(file)),
      [],
      'Add these files to config/packageInternals.ts, with what they rely on and a canary.',
    );
  });
});

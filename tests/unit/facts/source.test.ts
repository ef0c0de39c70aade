/**
 * What development/source.md and troubleshooting.mdx say about the files,
 * entry points and dependencies of the published package, walked over every
 * file of node_modules/react-day-picker and every key of its exports field.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {describe, it} from 'node:test';

const ROOT = dirname(require.resolve('react-day-picker/package.json'));

interface Manifest {
  readonly exports: Record<string, unknown>;
  readonly sideEffects: readonly string[];
  readonly peerDependencies: Record<string, string>;
}

const manifest = JSON.parse(
  readFileSync(join(ROOT, 'package.json'), 'utf8'),
) as Manifest;

/** The package's own files (its nested node_modules left out), relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [relative(ROOT, path)];
  });
}

const FILES = filesUnder(ROOT);

/** The modules of one build: each file's path in it, without the extension. */
const modulesOf = (build: string, extension: string) =>
  FILES.filter(
    (file) => file.startsWith(`dist/${build}/`) && file.endsWith(extension),
  )
    .map((file) => file.slice(`dist/${build}/`.length, -extension.length))
    .sort();

/** Every path an exports entry leads to, under any condition. */
function targets(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  return Object.values(entry as Record<string, unknown>).flatMap(targets);
}

/** The `default` target under one condition of an exports entry. */
function target(entry: unknown, condition: 'import' | 'require'): unknown {
  const branch = (entry as Record<string, unknown>)[condition];
  return (branch as Record<string, unknown>).default;
}

describe('source.md: every file, entry point and dependency of the package', () => {
  it('both builds hold the same modules in the same folders, each a .js file with its .d.ts, DayPicker.js at the top', () => {
    const esm = modulesOf('esm', '.js');
    assert.ok(esm.length > 100, `only ${esm.length} modules`);
    assert.deepEqual(modulesOf('esm', '.d.ts'), esm);
    assert.deepEqual(modulesOf('cjs', '.js'), esm);
    assert.deepEqual(modulesOf('cjs', '.d.ts'), esm);
    assert.ok(esm.includes('DayPicker'));
    const others = FILES.filter(
      (file) => file.startsWith('dist/') && !/\.(?:js|d\.ts)$/.test(file),
    );
    assert.deepEqual(others, ['dist/cjs/package.json']);
    assert.equal(
      (
        JSON.parse(readFileSync(join(ROOT, others[0]), 'utf8')) as {
          type: string;
        }
      ).type,
      'commonjs',
    );
  });

  it('the two stylesheets and the types of the CSS module are the only files of src/', () => {
    assert.deepEqual(
      FILES.filter((file) => file.startsWith('src/')).sort(),
      ['src/style.css', 'src/style.module.css', 'src/style.module.css.d.ts'],
      'docs/development/source.md, "What the package contains": src/ holds these files only. The installed package has others: re-read the section against it.',
    );
  });

  it('every entry point that leads to JavaScript is one of the seven in the table, from dist/esm/ for import and dist/cjs/ for require', () => {
    const javascript = Object.entries(manifest.exports).filter(([, entry]) =>
      targets(entry).some((path) => path.endsWith('.js')),
    );
    assert.deepEqual(
      javascript.map(([name]) => name).sort(),
      [
        '.',
        './buddhist',
        './ethiopic',
        './hebrew',
        './jalali',
        './locale',
        './persian',
      ],
      'docs/development/source.md, "Entry points": the table names these. The installed package has others: re-read the table and its sentences against it.',
    );
    for (const [name, entry] of javascript) {
      for (const [condition, build] of [
        ['import', 'esm'],
        ['require', 'cjs'],
      ] as const) {
        const path = target(entry, condition);
        assert.match(String(path), new RegExp(`^\\./dist/${build}/.+\\.js$`));
        assert.ok(existsSync(join(ROOT, String(path))), `${name}: ${path}`);
      }
    }
  });

  it('style.css, style.module.css and their dist/ and src/ names are names of exports, not files at those paths, and each leads to a file of src/', () => {
    const stylesheets = Object.entries(manifest.exports).filter(([name]) =>
      name.endsWith('.css'),
    );
    assert.deepEqual(stylesheets.map(([name]) => name).sort(), [
      './dist/style.css',
      './dist/style.module.css',
      './src/style.css',
      './src/style.module.css',
      './style.css',
      './style.module.css',
    ]);
    for (const [name, entry] of stylesheets) {
      const file = name.includes('module') ? 'style.module.css' : 'style.css';
      assert.equal(
        existsSync(join(ROOT, name)),
        name.startsWith('./src/'),
        `${name} is a file`,
      );
      for (const path of targets(entry)) {
        assert.ok(
          [`./src/${file}`, './src/style.module.css.d.ts'].includes(path),
          `docs/development/source.md, "Entry points": ${name} leads to a file of src/. In the installed package it leads to ${path}: re-read the section against it.`,
        );
      }
    }
  });

  it('sideEffects names only the CSS files, and react >=16.8.0 is the only peer dependency', () => {
    assert.deepEqual(manifest.sideEffects, ['**/*.css']);
    assert.deepEqual(manifest.peerDependencies, {react: '>=16.8.0'});
  });
});

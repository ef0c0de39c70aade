/**
 * The site's code runs in two places: in the browser (and the pre-render):
 * `src/` and the search plugin's theme and client folders; in Node at build
 * time: `config/` and the rest of `plugins/`. Imports may only run one way:
 * build code may read the pure shared modules, browser code never imports
 * build code or Node built-ins.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {builtinModules} from 'node:module';
import {dirname, join, relative, resolve, sep} from 'node:path';
import {describe, it} from 'node:test';
import ts from 'typescript';

const siteDir = join(__dirname, '..', '..');

/** Modules both sides may import: data and logic, no components. */
const SHARED = ['src/data/', 'src/config/', 'plugins/search/engine/'];
/** Code that runs in the browser (and the pre-render). */
const BROWSER = ['src/', 'plugins/search/theme/', 'plugins/search/client/'];
/** Code that runs in Node at build time. */
const BUILD = ['plugins/', 'config/'];
/** What makes a module browser-only: React, the Docusaurus client API, styles. */
const BROWSER_ONLY =
  /^(react|react-dom|@docusaurus\/(?!utils$|logger$|types$)|@theme|@generated)|\.css$/;

type Side = 'shared' | 'browser' | 'build';

/** Which side a site-relative path belongs to; null for anything else. */
export function sideOf(path: string | null): Side | null {
  const under = (prefixes: string[]) =>
    path !== null && prefixes.some((prefix) => path.startsWith(prefix));
  return under(SHARED)
    ? 'shared'
    : under(BROWSER)
      ? 'browser'
      : under(BUILD)
        ? 'build'
        : null;
}

const isTest = (file: string) => /\.(test|spec)\.m?tsx?$/.test(file);

/** Source files (tests excluded) under `dir`, site-relative. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(siteDir, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.m?tsx?$/.test(entry.name))
    .map((entry) =>
      relative(siteDir, join(entry.parentPath ?? entry.path, entry.name))
        .split(sep)
        .join('/'),
    )
    .filter((file) => !isTest(file));
}

/** Every source file of one side. */
function filesOf(...sides: Side[]): string[] {
  return ['src', 'plugins', 'config']
    .flatMap(sourceFiles)
    .filter((file) => sides.includes(sideOf(file)!));
}

/** Import specifiers of a file (static, dynamic, re-exports, `import type`). */
export function importsOf(source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((file) => file.fileName);
}

/** A specifier as a site-relative path, or null for a package. */
export function siteRelative(
  specifier: string,
  importer: string,
): string | null {
  if (specifier.startsWith('@site/')) {
    return specifier.slice('@site/'.length);
  }
  if (specifier.startsWith('.')) {
    return relative(siteDir, resolve(siteDir, dirname(importer), specifier))
      .split(sep)
      .join('/');
  }
  return null;
}

const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier);

function violations(
  files: string[],
  allowed: (target: string | null, specifier: string) => boolean,
): string[] {
  return files.flatMap((file) =>
    importsOf(readFileSync(join(siteDir, file), 'utf8'))
      .filter((specifier) => !allowed(siteRelative(specifier, file), specifier))
      .map((specifier) => `${file} imports ${specifier}`),
  );
}

describe('layering between browser and build code', () => {
  it('reads import specifiers of every form', () => {
    assert.deepEqual(
      importsOf(
        "import a from './a';\nimport type {B} from '../b';\nexport * from '@site/c';\nconst d = import('node:fs');",
      ),
      ['./a', '../b', '@site/c', 'node:fs'],
    );
    assert.equal(
      siteRelative('../../../plugins/x', 'src/theme/Y/index.tsx'),
      'plugins/x',
    );
  });

  it('sorts files into sides', () => {
    assert.equal(sideOf('src/theme/DocItem/index.tsx'), 'browser');
    assert.equal(sideOf('src/data/docVersions.ts'), 'shared');
    assert.equal(sideOf('plugins/search/theme/SearchBar/index.tsx'), 'browser');
    assert.equal(sideOf('plugins/search/engine/records.ts'), 'shared');
    assert.equal(sideOf('plugins/search/index.ts'), 'build');
    assert.equal(sideOf('config/siteEnv.ts'), 'build');
    assert.equal(sideOf(null), null);
  });

  it('browser and shared code import no build code and no Node built-in', () => {
    assert.deepEqual(
      violations(
        filesOf('browser', 'shared'),
        (target, specifier) =>
          !isNodeBuiltin(specifier) && sideOf(target) !== 'build',
      ),
      [],
    );
  });

  it('build code imports no browser code', () => {
    assert.deepEqual(
      violations(filesOf('build'), (target) => sideOf(target) !== 'browser'),
      [],
    );
  });

  it('the shared modules build code imports are pure, all the way down', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    const visit = (file: string, via: string) => {
      if (seen.has(file)) {
        return;
      }
      seen.add(file);
      for (const specifier of importsOf(
        readFileSync(join(siteDir, file), 'utf8'),
      )) {
        const target = siteRelative(specifier, file);
        if (BROWSER_ONLY.test(specifier) || isNodeBuiltin(specifier)) {
          problems.push(`${file} (imported by ${via}) imports ${specifier}`);
        } else if (target !== null) {
          visit(resolveModule(target), via);
        }
      }
    };
    for (const file of filesOf('build')) {
      for (const specifier of importsOf(
        readFileSync(join(siteDir, file), 'utf8'),
      )) {
        const target = siteRelative(specifier, file);
        if (sideOf(target) === 'shared') {
          visit(resolveModule(target!), file);
        }
      }
    }
    assert.ok(
      seen.has('plugins/search/engine/searchEngine.ts'),
      'the index writer imports the search engine',
    );
    assert.ok(seen.size > 1, 'build code imports shared modules');
    assert.deepEqual(problems, []);
  });
});

/** The file a site-relative module path names (`src/data/x` → `src/data/x.ts`). */
function resolveModule(path: string): string {
  const found = [
    path,
    `${path}.ts`,
    `${path}.tsx`,
    `${path}/index.ts`,
    `${path}/index.tsx`,
  ].find((candidate) =>
    statSync(join(siteDir, candidate), {throwIfNoEntry: false})?.isFile(),
  );
  if (!found) {
    throw new Error(`Cannot resolve ${path}`);
  }
  return found;
}

/**
 * The site's code runs in two places: `src/` in the browser (and the
 * pre-render), `config/` and `plugins/` in Node at build time. Imports may
 * only run one way: build code may read the pure shared modules of `src/`,
 * and `src/` never imports build code or Node built-ins.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {builtinModules} from 'node:module';
import {dirname, join, relative, resolve, sep} from 'node:path';
import {describe, it} from 'node:test';
import ts from 'typescript';

const siteDir = join(__dirname, '..', '..');

/** Folders of `src/` that build code may import from: data and logic, no components. */
const SHARED_WITH_BUILD = ['src/data/', 'src/search/', 'src/config/'];
/** What makes a module browser-only: React, the Docusaurus client API, styles. */
const BROWSER_ONLY =
  /^(react|react-dom|@docusaurus\/(?!utils$|logger$|types$)|@theme|@generated)|\.css$/;
const BUILD_SIDE = ['plugins/', 'config/'];

const isTest = (file: string) => /\.(test|spec)\.m?tsx?$/.test(file);

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
  dir: string,
  allowed: (target: string | null, specifier: string) => boolean,
): string[] {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(readFileSync(join(siteDir, file), 'utf8'))
      .filter((specifier) => !allowed(siteRelative(specifier, file), specifier))
      .map((specifier) => `${file} imports ${specifier}`),
  );
}

describe('layering between src/ and the build', () => {
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

  it('src/ imports no build code and no Node built-in', () => {
    assert.deepEqual(
      violations(
        'src',
        (target, specifier) =>
          !isNodeBuiltin(specifier) &&
          !BUILD_SIDE.some((prefix) => target?.startsWith(prefix)),
      ),
      [],
    );
  });

  it('build code imports only the shared modules of src/', () => {
    for (const dir of BUILD_SIDE) {
      assert.deepEqual(
        violations(
          dir,
          (target) =>
            !target?.startsWith('src/') ||
            SHARED_WITH_BUILD.some((prefix) => target.startsWith(prefix)),
        ),
        [],
      );
    }
  });

  it('the src/ modules build code imports are pure, all the way down', () => {
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
    for (const dir of BUILD_SIDE) {
      for (const file of sourceFiles(dir)) {
        for (const specifier of importsOf(
          readFileSync(join(siteDir, file), 'utf8'),
        )) {
          const target = siteRelative(specifier, file);
          if (target?.startsWith('src/')) {
            visit(resolveModule(target), file);
          }
        }
      }
    }
    assert.ok(seen.size > 0, 'build code imports shared modules');
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

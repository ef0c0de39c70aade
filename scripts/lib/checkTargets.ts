import {execFileSync} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import {join, normalize, relative, resolve, sep} from 'node:path';

import {DOC_VERSIONS, type DocVersion} from '../../src/data/docVersions';
import {apiDir} from '../../plugins/shared/docVersions';

/** What `npm run check` makes of one path of the site. */
export type Target =
  | {kind: 'page'; path: string; version: DocVersion}
  | {kind: 'example'; path: string; version: DocVersion}
  | {kind: 'other'; path: string};

const PAGE = /\.mdx?$/;
// An example, or a stylesheet an example imports (shown under it).
const EXAMPLE = /\.(tsx|css)$/;

const inside = (path: string, dir: string) => path.startsWith(`${dir}/`);

/** Classifies a site-relative path (forward slashes). */
export function classify(
  path: string,
  registry: readonly DocVersion[] = DOC_VERSIONS,
): Target {
  for (const version of registry) {
    if (
      inside(path, version.docsDir) &&
      !inside(path, apiDir(version)) &&
      PAGE.test(path)
    ) {
      return {kind: 'page', path, version};
    }
    if (inside(path, version.examplesDir) && EXAMPLE.test(path)) {
      return {kind: 'example', path, version};
    }
  }
  return {kind: 'other', path};
}

/** Why a path given on the command line can't be checked, or null. */
export function refusalOf(
  siteDir: string,
  path: string,
  registry: readonly DocVersion[] = DOC_VERSIONS,
): string | null {
  const generated = registry.find((version) => inside(path, apiDir(version)));
  if (generated) {
    return `${path}: TypeDoc generates ${apiDir(generated)}/ from the package's doc comments on every build; there is nothing to edit there.`;
  }
  const file = join(siteDir, path);
  if (path.startsWith('..') || !existsSync(file) || !statSync(file).isFile()) {
    return `${path}: no such file in the site.`;
  }
  if (classify(path, registry).kind !== 'other') {
    return null;
  }
  const pages = registry.map((version) => `${version.docsDir}/`).join(', ');
  const examples = registry
    .map((version) => `${version.examplesDir}/`)
    .join(', ');
  return `${path} is neither a page (.md or .mdx under ${pages}) nor an example (.tsx or .css under ${examples}). npm test checks everything else.`;
}

/** A path given on the command line, made site-relative with forward slashes. */
export function siteRelative(siteDir: string, cwd: string, path: string) {
  return relative(siteDir, resolve(cwd, normalize(path)))
    .split(sep)
    .join('/');
}

const git = (siteDir: string, args: string[]): string =>
  execFileSync('git', args, {cwd: siteDir, encoding: 'utf8'}).trim();

const lines = (text: string) => text.split('\n').filter(Boolean);

/**
 * The files an edit changed: those that differ from where the branch left
 * `main` (commits of the branch, staged and unstaged changes alike), or
 * from HEAD where there is no `main`, and untracked files that git doesn't
 * ignore. Deleted files are left out: there is nothing left to check.
 */
export function changedFiles(siteDir: string): {base: string; files: string[]} {
  const hasMain = lines(git(siteDir, ['branch', '--list', 'main'])).length > 0;
  const base = hasMain ? git(siteDir, ['merge-base', 'main', 'HEAD']) : 'HEAD';
  const files = new Set([
    ...lines(git(siteDir, ['diff', '--name-only', '--relative', base])),
    ...lines(
      git(siteDir, [
        'ls-files',
        '--others',
        '--exclude-standard',
        '--full-name',
      ]),
    ),
  ]);
  return {
    base: hasMain ? 'main' : 'HEAD',
    files: [...files].filter((file) => existsSync(join(siteDir, file))).sort(),
  };
}

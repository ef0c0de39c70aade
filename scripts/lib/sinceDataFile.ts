import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import type {DocVersion} from '../../src/data/docVersions';
import {readReleaseApi} from './releaseApi';
import {compareReleases, sinceData, type ReleaseApi} from './sinceData';

/** Published stable releases of the version's major, up to the documented one. */
function releasesOf(
  version: DocVersion,
  published: readonly string[],
): string[] {
  return published
    .filter((release) => /^\d+\.\d+\.\d+$/.test(release))
    .filter((release) => release.startsWith(`${version.major}.`))
    .filter(
      (release) => compareReleases(release, version.documentedVersion) <= 0,
    )
    .sort(compareReleases);
}

/**
 * The unpacked package of each release, in `cacheDir`: those not there yet
 * are fetched in one `npm pack` call (one registry session for them all).
 */
function unpacked(cacheDir: string, releases: readonly string[]): string[] {
  const packageDir = (release: string) => join(cacheDir, release, 'package');
  const missing = releases.filter(
    (release) => !existsSync(join(packageDir(release), 'package.json')),
  );
  if (missing.length > 0) {
    const tarballs = join(cacheDir, 'tarballs');
    mkdirSync(tarballs, {recursive: true});
    execFileSync(
      'npm',
      [
        'pack',
        ...missing.map((release) => `react-day-picker@${release}`),
        '--pack-destination',
        tarballs,
        '--silent',
      ],
      {encoding: 'utf8'},
    );
    for (const release of missing) {
      const dir = join(cacheDir, release);
      mkdirSync(dir, {recursive: true});
      execFileSync('tar', [
        'xzf',
        join(tarballs, `react-day-picker-${release}.tgz`),
        '-C',
        dir,
      ]);
    }
  }
  return releases.map(packageDir);
}

/**
 * Writes src/data/since/<id>.json for one documented version: it fetches
 * every published stable release of its major up to `documentedVersion`
 * with `npm pack` (kept in node_modules/.cache/since-data/, so a rerun
 * fetches only new releases) and reads its declarations with the
 * TypeScript compiler. `published`: the registry's versions (any order).
 * Returns a one-line summary.
 */
export function writeSinceData(
  siteDir: string,
  version: DocVersion,
  published: readonly string[],
): string {
  const cacheDir = join(siteDir, 'node_modules', '.cache', 'since-data');
  const names = releasesOf(version, published);
  const releases: ReleaseApi[] = unpacked(cacheDir, names).map((dir, i) =>
    readReleaseApi(names[i], dir),
  );
  const data = sinceData(releases);
  const dir = join(siteDir, 'src', 'data', 'since');
  mkdirSync(dir, {recursive: true});
  const file = join(dir, `${version.id}.json`);
  const text = `${JSON.stringify(data, null, 2)}\n`;
  const changed = !existsSync(file) || readFileSync(file, 'utf8') !== text;
  writeFileSync(file, text);
  return `${version.id}: ${releases.length} releases up to ${data.releases.at(-1)}, ${Object.keys(data.exports).length} exports, ${Object.keys(data.props).length} props → src/data/since/${version.id}.json${changed ? '' : ' (unchanged)'}`;
}

// `npm run since-data`: writes src/data/since/<id>.json, the
// first release of each documented major whose type declarations have each
// export and each DayPicker prop (and where a @deprecated tag first appears).
//
// It fetches every published stable release of each major up to the
// documented one with `npm pack` (kept in node_modules/.cache/since-data/, so
// a rerun fetches only new releases) and reads its declarations with the
// TypeScript compiler. The build only reads the committed files and never
// needs the network; tests/unit/since.test.ts fails when a current export or
// prop has no entry, so a version bump says to rerun this.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';

import {DOC_VERSIONS, type DocVersion} from '../src/data/docVersions';
import {compareReleases, sinceData, type ReleaseApi} from './lib/sinceData';
import {readReleaseApi} from './lib/releaseApi';

const siteDir = resolve(import.meta.dirname, '..');
const cacheDir = join(siteDir, 'node_modules', '.cache', 'since-data');

/** Published stable releases of the version's major, up to the documented one. */
function releasesOf(version: DocVersion): string[] {
  const published = JSON.parse(
    execFileSync('npm', ['view', 'react-day-picker', 'versions', '--json'], {
      encoding: 'utf8',
    }),
  ) as string[];
  return published
    .filter((release) => /^\d+\.\d+\.\d+$/.test(release))
    .filter((release) => release.startsWith(`${version.major}.`))
    .filter(
      (release) => compareReleases(release, version.documentedVersion) <= 0,
    )
    .sort(compareReleases);
}

/** The unpacked package of a release, fetched once. */
function unpacked(release: string): string {
  const dir = join(cacheDir, release);
  const packageDir = join(dir, 'package');
  if (!existsSync(join(packageDir, 'package.json'))) {
    mkdirSync(dir, {recursive: true});
    const tarball = execFileSync(
      'npm',
      [
        'pack',
        `react-day-picker@${release}`,
        '--pack-destination',
        dir,
        '--silent',
      ],
      {encoding: 'utf8'},
    ).trim();
    execFileSync('tar', ['xzf', join(dir, tarball), '-C', dir]);
  }
  return packageDir;
}

for (const version of DOC_VERSIONS) {
  const releases: ReleaseApi[] = [];
  for (const release of releasesOf(version)) {
    const packageDir = unpacked(release);
    releases.push(readReleaseApi(release, packageDir));
    process.stdout.write(`${release} `);
  }
  const data = sinceData(releases);
  const dir = join(siteDir, 'src', 'data', 'since');
  mkdirSync(dir, {recursive: true});
  const file = join(dir, `${version.id}.json`);
  const text = `${JSON.stringify(data, null, 2)}\n`;
  const changed = !existsSync(file) || readFileSync(file, 'utf8') !== text;
  writeFileSync(file, text);
  console.log(
    `\n${version.id}: ${releases.length} releases, ${Object.keys(data.exports).length} exports, ${Object.keys(data.props).length} props → ${file}${changed ? '' : ' (unchanged)'}`,
  );
}

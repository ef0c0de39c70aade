import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {installedVersion} from '../../config/versions';
import {DOC_VERSIONS} from '../../src/data/docVersions';
import {markdownLines} from '../../scripts/lib/markdownLines';
import published from '../../src/data/publishedVersions.json';

const siteDir = join(__dirname, '..', '..');

interface Release {
  version: string;
  /** The `_Released on YYYY-MM-DD._` line under the heading, if any. */
  date: string | undefined;
}

/** The `## X.Y.Z` sections of a changelog page, in page order. */
function pageReleases(relativePath: string): Release[] {
  const lines = markdownLines(readFileSync(join(siteDir, relativePath), 'utf8'))
    .filter(({inCode}) => !inCode)
    .map(({text}) => text);
  const releases: Release[] = [];
  for (const line of lines) {
    const heading = /^## (.*?)\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      releases.push({version: heading, date: undefined});
      continue;
    }
    const date = /^_Released on (\d{4}-\d{2}-\d{2})\._$/.exec(line)?.[1];
    const current = releases.at(-1);
    if (
      date !== undefined &&
      current !== undefined &&
      current.date === undefined
    ) {
      current.date = date;
    }
  }
  return releases;
}

function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) {
    if (x[i] !== y[i]) return x[i] - y[i];
  }
  return 0;
}

const registry: Record<string, {published: string; released: string | null}> =
  published.versions;

/** Published releases of one major version up to `last`, newest first. */
function publishedReleases(major: number, last: string): string[] {
  return Object.keys(registry)
    .filter(
      (v) => Number(v.split('.')[0]) === major && compareVersions(v, last) <= 0,
    )
    .sort((a, b) => compareVersions(b, a));
}

/** Each documented version has a changelog page of its major's releases. */
const pages = DOC_VERSIONS.map((version) => ({
  major: version.major,
  path: `${version.docsDir}/changelog.md`,
  packageName: version.packageName,
}));

for (const {major, path, packageName} of pages) {
  const documented = installedVersion(siteDir, packageName);

  test(`${path} lists only releases the registry published`, () => {
    const unpublished = pageReleases(path)
      .map(({version}) => version)
      .filter((version) => !(version in registry));
    assert.deepEqual(
      unpublished,
      [],
      `${path}: these headings are not releases in src/data/publishedVersions.json: fix a typo, or run "npm run release" for a release newer than the data`,
    );
  });

  test(`src/data/publishedVersions.json knows ${packageName} ${documented}`, () => {
    assert.ok(
      documented in registry,
      `${documented} is installed, but src/data/publishedVersions.json lacks it: "npm run release" adds every release published up to ${documented}.`,
    );
  });

  test(`${path} lists every published ${major}.x release up to ${documented}, newest first`, () => {
    const versions = pageReleases(path).map(({version}) => version);
    const expected = publishedReleases(major, documented);
    const missing = expected.filter((version) => !versions.includes(version));
    assert.deepEqual(
      versions,
      expected,
      missing.length > 0
        ? `${path} has no section for ${missing.join(', ')}: add a "## X.Y.Z" section with its "_Released on YYYY-MM-DD._" line for each, newest first, from the release notes.`
        : `${path} must list the releases newest first, each once.`,
    );
  });

  test(`${path} gives each release the date of its release tag`, () => {
    const wrong = pageReleases(path)
      .filter(({version}) => version in registry)
      .filter(({version, date}) => date !== registry[version].released)
      .map(
        ({version, date}) =>
          `${version}: page ${date}, tag ${registry[version].released}`,
      );
    assert.deepEqual(
      wrong,
      [],
      `${path}: these "_Released on …_" lines disagree with src/data/publishedVersions.json: fix the page, or the data if its date is wrong.`,
    );
  });
}

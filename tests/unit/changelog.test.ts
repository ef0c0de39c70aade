import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {installedVersion} from '../../config/versions';
import published from '../fixtures/published-versions.json';

const siteDir = join(__dirname, '..', '..');

/** Lines of a Markdown file, without the ones inside fenced code blocks. */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence === null) lines.push(line);
  }
  return lines;
}

interface Release {
  version: string;
  /** The `_Released on YYYY-MM-DD._` line under the heading, if any. */
  date: string | undefined;
}

/** The `## X.Y.Z` sections of a changelog page, in page order. */
function pageReleases(relativePath: string): Release[] {
  const lines = proseLines(readFileSync(join(siteDir, relativePath), 'utf8'));
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

const pages = [
  {major: 9, path: 'docs/changelog.md', packageName: 'react-day-picker'},
  {
    major: 8,
    path: 'versioned_docs/version-8.10.1/changelog.md',
    packageName: 'react-day-picker-v8',
  },
] as const;

for (const {major, path, packageName} of pages) {
  const documented = installedVersion(siteDir, packageName);

  test(`${path} lists only releases the registry published`, () => {
    const unpublished = pageReleases(path)
      .map(({version}) => version)
      .filter((version) => !(version in registry));
    assert.deepEqual(
      unpublished,
      [],
      'headings that are not published versions',
    );
  });

  test(`${path} lists every published ${major}.x release up to ${documented}, newest first`, () => {
    const versions = pageReleases(path).map(({version}) => version);
    assert.deepEqual(versions, publishedReleases(major, documented));
  });

  test(`${path} gives each release the date of its release tag`, () => {
    const wrong = pageReleases(path)
      .filter(({version}) => version in registry)
      .filter(({version, date}) => date !== registry[version].released)
      .map(
        ({version, date}) =>
          `${version}: page ${date}, tag ${registry[version].released}`,
      );
    assert.deepEqual(wrong, []);
  });
}

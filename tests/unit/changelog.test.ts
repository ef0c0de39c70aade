import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {installedVersion} from '../../src/config/versions';

const siteDir = join(__dirname, '..', '..');
const referencePath = join(siteDir, '..', 'shared', 'reference', 'react-day-picker-CHANGELOG.md');

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

/** Versions of the `## vX.Y.Z` headings of the reference changelog, in order. */
function referenceVersions(major: number): string[] {
  const text = readFileSync(referencePath, 'utf8');
  return proseLines(text)
    .map((line) => /^## v(\d+\.\d+\.\d+)\s*$/.exec(line)?.[1])
    .filter((version): version is string => version !== undefined)
    .filter((version) => Number(version.split('.')[0]) === major);
}

/** Text of every `##` heading of a site page, in order. */
function pageHeadings(relativePath: string): string[] {
  const text = readFileSync(join(siteDir, relativePath), 'utf8');
  return proseLines(text)
    .map((line) => /^## (.*?)\s*$/.exec(line)?.[1])
    .filter((heading): heading is string => heading !== undefined);
}

const pages = [
  {major: 9, path: 'docs/changelog.md', packageName: 'react-day-picker'},
  {major: 8, path: 'versioned_docs/version-8.10.1/changelog.md', packageName: 'react-day-picker-v8'},
] as const;

for (const {major, path, packageName} of pages) {
  test(`${path} has one heading per ${major}.x release, in the reference order`, () => {
    const expected = referenceVersions(major);
    assert.ok(expected.length > 10, `expected many ${major}.x releases in the reference`);
    assert.deepEqual(pageHeadings(path), expected);
  });

  test(`${path} starts with the installed ${packageName} version`, () => {
    assert.equal(pageHeadings(path)[0], installedVersion(siteDir, packageName));
  });
}

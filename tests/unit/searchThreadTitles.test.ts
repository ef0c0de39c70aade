/**
 * Real thread titles, typed into the embedded search of their docs version,
 * find the section that answers them in the first five results
 * (tests/fixtures/threadTitleQueries.ts). Reads the built index: run
 * `npm run build` first.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {DOC_VERSIONS, type DocVersionId} from '../../src/data/docVersions';
import {indexFilePath} from '../../plugins/search/engine/records';
import {matchesExpected} from '../fixtures/qualityQueries';
import {
  loadIndex,
  rank,
  type IndexFile,
} from '../../plugins/search/engine/searchEngine';
import {SECTION_KEYWORDS} from '../../plugins/search/sectionKeywords';
import {THREAD_TITLE_QUERIES} from '../fixtures/threadTitleQueries';

const BUILD = join(__dirname, '..', '..', 'build');
const TOP = 5;

const indexes = new Map<DocVersionId, ReturnType<typeof loadIndex>>();
function builtIndex(version: DocVersionId) {
  if (!indexes.has(version)) {
    const file = join(BUILD, indexFilePath(version));
    assert.ok(
      existsSync(file),
      `${file} is missing: run "npm run build" first.`,
    );
    indexes.set(
      version,
      loadIndex(JSON.parse(readFileSync(file, 'utf8')) as IndexFile),
    );
  }
  return indexes.get(version)!;
}

/** The docs version a site path belongs to: the longest matching URL base. */
function versionOfPath(path: string): DocVersionId {
  const owner = [...DOC_VERSIONS]
    .sort((a, b) => b.urlBase.length - a.urlBase.length)
    .find(({urlBase}) => urlBase === '' || path.startsWith(`${urlBase}/`));
  assert.ok(owner, `no docs version serves ${path}`);
  return owner.id;
}

describe('search: section keywords', () => {
  it('name sections that exist in the built index of their version', () => {
    const missing = Object.keys(SECTION_KEYWORDS).filter(
      (url) => !builtIndex(versionOfPath(url)).index.has(url),
    );
    assert.deepEqual(
      missing,
      [],
      'sections with keywords but no search record',
    );
  });
});

describe(`search: thread titles find their answer in the first ${TOP} results`, () => {
  it('the table holds at least 150 distinct titles, of both versions', () => {
    const titles = new Set(THREAD_TITLE_QUERIES.map(({title}) => title));
    assert.ok(titles.size >= 150, `${titles.size} titles`);
    for (const version of ['v9', 'v8'] as const) {
      assert.ok(
        THREAD_TITLE_QUERIES.some((query) => query.version === version),
      );
    }
  });

  for (const {title, thread, version, expect} of THREAD_TITLE_QUERIES) {
    it(`"${title}" (${thread}, ${version})`, () => {
      const top = rank(builtIndex(version), title)
        .slice(0, TOP)
        .map((record) => record.url);
      assert.ok(
        top.some((url) => matchesExpected(url, expect)),
        `"${title}" (${version}) expects ${[expect].flat().join(' or ')}; ` +
          `first came ${top[0] ?? 'nothing'}; the top ${TOP}: ${top.join(', ') || 'none'}`,
      );
    });
  }
});

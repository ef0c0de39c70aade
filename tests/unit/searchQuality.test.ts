import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import type {DocVersionId} from '../../src/data/docVersions';
import {indexFilePath} from '../../plugins/search/engine/records';
import {matchesExpected, QUALITY_QUERIES} from '../fixtures/qualityQueries';
import {
  loadIndex,
  rank,
  type IndexFile,
} from '../../plugins/search/engine/searchEngine';

const BUILD = join(__dirname, '..', '..', 'build');

function loadBuiltIndex(version: DocVersionId) {
  const file = join(BUILD, indexFilePath(version));
  assert.ok(existsSync(file), `${file} is missing: run "npm run build" first.`);
  return loadIndex(JSON.parse(readFileSync(file, 'utf8')) as IndexFile);
}

describe('search quality: the expected page comes first', () => {
  const indexes = new Map<DocVersionId, ReturnType<typeof loadIndex>>();
  for (const {query, version, expected} of QUALITY_QUERIES) {
    it(`"${query}" (${version}) → ${expected}`, () => {
      if (!indexes.has(version)) {
        indexes.set(version, loadBuiltIndex(version));
      }
      const top = rank(indexes.get(version)!, query)
        .slice(0, 5)
        .map((record) => record.url);
      assert.ok(top.length > 0, `no result for "${query}"`);
      assert.ok(
        matchesExpected(top[0], expected),
        `top results: ${top.join(', ')}`,
      );
    });
  }
});

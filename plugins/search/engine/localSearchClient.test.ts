import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {docVersion, type DocVersionId} from '../../../src/data/docVersions';
import {createLocalSearchClient, RetryError} from './localSearchClient';
import {buildIndex, type IndexFile, type StoredRecord} from './searchEngine';
import {matchesFacetFilters} from './facetFilters';
import {highlight, snippet} from './docSearchHits';

const RECORDS: Record<DocVersionId, StoredRecord[]> = {
  v9: [
    {
      url: '/docs/selection-modes',
      hierarchy: ['Using DayPicker', 'Selection modes'],
      content: 'Pick days.',
    },
    {
      url: '/docs/selection-modes#range-mode',
      hierarchy: ['Using DayPicker', 'Selection modes', 'Range mode'],
      content: 'In range mode, <selected> is a DateRange.',
    },
  ],
  v8: [
    {
      url: '/v8/using-daypicker/selection-modes#range-mode',
      hierarchy: ['Using DayPicker', 'Selection modes', 'Range mode'],
      content: 'In "range" mode, selected is a DateRange.',
    },
  ],
};

function indexFile(version: DocVersionId): IndexFile {
  return {
    docusaurusTag: `docs-default-${docVersion(version).docsPluginVersion}`,
    language: 'en',
    index: buildIndex(RECORDS[version]).toJSON(),
  };
}

function client(fetched: string[] = [], fail = false) {
  return createLocalSearchClient({
    baseUrl: '/',
    origin: 'https://daypicker.dev',
    versions: ['current', '8.10.1'],
    language: 'en',
    fetch: (async (url: string) => {
      fetched.push(url);
      if (fail) {
        throw new TypeError('Failed to fetch');
      }
      const version = /search-index\/(.+)\.json$/.exec(url)![1] as DocVersionId;
      return new Response(JSON.stringify(indexFile(version)));
    }) as typeof fetch,
  });
}

const contextual = (version: string) => [
  'language:en',
  ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`],
];

describe('local search client', () => {
  it('answers DocSearch requests from the version in the facet filters only', async () => {
    const fetched: string[] = [];
    const {results} = await client(fetched).search({
      requests: [
        {
          indexName: 'embedded',
          query: 'range',
          facetFilters: contextual('8.10.1'),
        },
      ],
    });
    // Named by the registry's id, not by Docusaurus' name of the version.
    assert.deepEqual(fetched, ['/search-index/v8.json']);
    assert.equal(results[0].nbHits, 1);
    const [hit] = results[0].hits;
    assert.equal(
      hit.url,
      'https://daypicker.dev/v8/using-daypicker/selection-modes#range-mode',
    );
    assert.equal(hit.type, 'lvl2');
    assert.equal(hit.hierarchy.lvl2, 'Range mode');
    assert.equal(hit.hierarchy.lvl3, null);
    assert.equal(
      hit._highlightResult.hierarchy.lvl2?.value,
      '<mark>Range</mark> mode',
    );
  });

  it("answers the search page helper's legacy requests, with pages", async () => {
    const {results} = await client().search([
      {
        indexName: 'embedded',
        params: {
          query: 'selection',
          facetFilters: contextual('current'),
          hitsPerPage: 1,
          page: 1,
        },
      },
    ]);
    assert.equal(results[0].nbHits, 2);
    assert.equal(results[0].nbPages, 2);
    assert.equal(results[0].hits.length, 1);
  });

  it('fails with a RetryError when the index cannot be fetched, and tries again later', async () => {
    const fetched: string[] = [];
    const failing = client(fetched, true);
    const request = {
      requests: [
        {
          indexName: 'embedded',
          query: 'range',
          facetFilters: contextual('current'),
        },
      ],
    };
    await assert.rejects(
      failing.search(request),
      (error: Error) =>
        error instanceof RetryError && error.name === 'RetryError',
    );
    await assert.rejects(failing.search(request), RetryError);
    assert.equal(fetched.length, 2);
  });
});

describe('facet filters', () => {
  const facets = {language: 'en', docusaurus_tag: 'docs-default-current'};
  it('ANDs the list and ORs inner lists', () => {
    assert.equal(matchesFacetFilters(contextual('current'), facets), true);
    assert.equal(matchesFacetFilters(contextual('8.10.1'), facets), false);
    assert.equal(matchesFacetFilters(['language:fr'], facets), false);
    assert.equal(matchesFacetFilters('-language:fr', facets), true);
    assert.equal(matchesFacetFilters(undefined, facets), true);
  });
  it('rejects a filter without an attribute', () => {
    assert.throws(() => matchesFacetFilters(['en'], facets), /attribute:value/);
  });
});

describe('highlighting', () => {
  it('escapes HTML and marks the matched words', () => {
    assert.equal(
      highlight('<b>Range</b> & ranges', ['range']).value,
      '&lt;b&gt;<mark>Range</mark>&lt;/b&gt; &amp; <mark>range</mark>s',
    );
  });
  it('cuts a snippet around the first match', () => {
    const text = Array.from({length: 60}, (_, i) => `word${i}`).join(' ');
    const value = snippet(text, ['word40']).value;
    assert.match(value, /^… .*<mark>word40<\/mark>.* …$/);
  });
});

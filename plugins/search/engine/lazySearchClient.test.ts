import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {createLazySearchClient} from './lazySearchClient';
import {RetryError} from './retryError';

const OPTIONS = {
  baseUrl: '/',
  origin: 'https://example.test',
  versions: ['current'],
  language: 'en',
};
const INPUT = {requests: [{indexName: 'docs', query: 'range'}]};

describe('createLazySearchClient', () => {
  it('reports a failed load of the client as a RetryError and loads it again on the next search', async () => {
    const answer = {results: []};
    let imports = 0;
    const client = createLazySearchClient(OPTIONS, () => {
      imports += 1;
      return imports === 1
        ? Promise.reject(new Error('Loading chunk 42 failed.'))
        : Promise.resolve({
            createLocalSearchClient: () =>
              ({search: () => Promise.resolve(answer)}) as never,
          });
    });
    await assert.rejects(
      client.search(INPUT),
      (error) => error instanceof RetryError && error.name === 'RetryError',
    );
    assert.equal(await client.search(INPUT), answer);
    assert.equal(await client.search(INPUT), answer);
    assert.equal(imports, 2);
  });
});

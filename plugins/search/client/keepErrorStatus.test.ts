import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';

import {keepErrorStatus} from './keepErrorStatus';

class RetryError extends Error {
  override name = 'RetryError';
}

/** The status a search leaves, the way the DocSearch 3.9.0 modal and autocomplete-core chain it. */
async function statusAfterSearch(client: {
  search: () => Promise<unknown>;
}): Promise<string> {
  let status = 'loading';
  await client
    .search()
    .catch((error: Error) => {
      if (error.name === 'RetryError') {
        status = 'error';
      }
      throw error;
    })
    .then(() => {
      status = 'idle';
    })
    .finally(() => {
      status = 'idle';
    })
    .catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve));
  return status;
}

const failing = () => ({
  search: () => Promise.reject(new RetryError('Unreachable')),
});

describe('keepErrorStatus', () => {
  it('without it, the final reset hides the error', async () => {
    assert.equal(await statusAfterSearch(failing()), 'idle');
  });

  it('sets the error status again once the chain has settled', async () => {
    assert.equal(await statusAfterSearch(keepErrorStatus(failing())), 'error');
  });

  it('leaves other errors and successful searches alone', async () => {
    const other = keepErrorStatus({
      search: () => Promise.reject(new TypeError('bug')),
    });
    assert.equal(await statusAfterSearch(other), 'idle');
    const ok = keepErrorStatus({search: async () => ({results: []})});
    assert.deepEqual(await ok.search(), {results: []});
    assert.equal(await statusAfterSearch(ok), 'idle');
  });

  it('matches how the installed @docsearch/react handles a failed search', () => {
    const bundle = readFileSync(
      require.resolve('@docsearch/react/dist/esm/index.js'),
      'utf8',
    );
    // The modal's handler, on the promise the client's search returns …
    assert.match(
      bundle,
      /\}\)\.catch\(\(function\((\w)\)\{throw"RetryError"===\1\.name&&\w\("error"\),\1\}\)\)/,
    );
    // … and autocomplete-core's reset at the end of every search.
    assert.match(bundle, /\.finally\(\(function\(\)\{\w\("idle"\)/);
  });
});

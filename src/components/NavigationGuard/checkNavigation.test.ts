import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {checkNavigation, type Location} from './checkNavigation';

const at = (pathname: string, hash: string): Location => ({
  pathname,
  search: '',
  hash,
  state: undefined,
});

describe('checkNavigation', () => {
  it('rewrites a fragment that does not decode, online or not', () => {
    for (const online of [true, false]) {
      const check = checkNavigation(at('/docs/styling', '#50%'), {
        online,
        shown: true,
      });
      assert.equal(check.kind, 'rewrite');
      assert.equal(check.kind === 'rewrite' && check.location.hash, '#50%25');
      assert.equal(
        check.kind === 'rewrite' && check.location.pathname,
        '/docs/styling',
      );
    }
  });

  it('loads a page first only offline, and only one this document has not shown', () => {
    const location = at('/docs/styling', '#range-mode');
    assert.deepEqual(checkNavigation(location, {online: true, shown: false}), {
      kind: 'go',
    });
    assert.deepEqual(checkNavigation(location, {online: false, shown: true}), {
      kind: 'go',
    });
    assert.deepEqual(checkNavigation(location, {online: false, shown: false}), {
      kind: 'load-first',
    });
  });
});

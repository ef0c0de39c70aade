import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {fragmentId, wellFormedFragment} from './fragment';

describe('wellFormedFragment', () => {
  it('keeps a fragment that decodes', () => {
    for (const hash of ['', '#', '#range-mode', '#50%25', '#%C3%A4', '#ä']) {
      assert.equal(wellFormedFragment(hash), hash);
    }
  });

  it('escapes the percent signs of what does not decode, and nothing else', () => {
    const cases: [string, string][] = [
      ['#%', '#%25'],
      ['#50%', '#50%25'],
      ['#%E0', '#%25E0'],
      ['#%E0%A4%A', '#%25E0%25A4%25A'],
      ['#%zz-%C3%A4', '#%25zz-%C3%A4'],
      ['#/docs/styling#50%', '#/docs/styling#50%25'],
    ];
    for (const [hash, expected] of cases) {
      const fixed = wellFormedFragment(hash);
      assert.equal(fixed, expected, hash);
      assert.doesNotThrow(() => decodeURIComponent(fixed), hash);
    }
  });
});

describe('fragmentId', () => {
  it('decodes the fragment, or returns it as written when it cannot', () => {
    assert.equal(fragmentId('#range-mode'), 'range-mode');
    assert.equal(fragmentId('#50%25'), '50%');
    assert.equal(fragmentId('#%C3%A4'), 'ä');
    assert.equal(fragmentId('#%E0%A4%A'), '%E0%A4%A');
    assert.equal(fragmentId(''), '');
  });
});

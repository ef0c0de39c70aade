import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {soundStoredSearches} from './storedSearches';

const ORIGIN = 'https://daypicker.test';
const HIT = {
  objectID: 'a',
  url: '/docs/selection-modes#range-mode',
  type: 'lvl2',
  hierarchy: {
    lvl0: 'Using DayPicker',
    lvl1: 'Selection modes',
    lvl2: 'Range mode',
    lvl3: null,
  },
  content: null,
};
const CHILD = {
  ...HIT,
  objectID: 'b',
  type: 'content',
  content: 'In range mode…',
  __docsearch_parent: HIT,
};

describe('soundStoredSearches', () => {
  it('keeps a value whose every entry is a stored hit', () => {
    const value = JSON.stringify([HIT, CHILD]);
    assert.equal(soundStoredSearches(value, ORIGIN), value);
    assert.equal(soundStoredSearches(null, ORIGIN), null);
  });

  for (const value of ['{not json', '{}', 'null', '[]', '[1,2]', '"x"']) {
    it(`removes ${value}`, () => {
      assert.equal(soundStoredSearches(value, ORIGIN), null);
    });
  }

  it('drops the entries the modal could not render or that leave the site', () => {
    const unsound = [
      {objectID: 'a'},
      {...HIT, hierarchy: null},
      {...HIT, hierarchy: {lvl1: 'No lvl0'}},
      {...HIT, type: 'lvl9'},
      {...HIT, url: 'javascript:alert(1)'},
      {...HIT, url: 'https://elsewhere.test/'},
      {...HIT, url: 'http://[::1'},
      {...HIT, content: {}},
      {...CHILD, __docsearch_parent: {objectID: 'p'}},
    ];
    assert.equal(
      soundStoredSearches(JSON.stringify([HIT, ...unsound]), ORIGIN),
      JSON.stringify([HIT]),
    );
  });
});

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {shortened} from './shortened';

describe('shortened', () => {
  it('keeps short text as it is', () => {
    assert.equal(shortened('colour'), 'colour');
    assert.equal(shortened('x'.repeat(40)), 'x'.repeat(40));
  });

  it('cuts long text to 40 characters, the last an ellipsis', () => {
    const cut = shortened('x'.repeat(5000));
    assert.equal(cut, `${'x'.repeat(39)}…`);
  });

  it('never splits a character made of two code units', () => {
    const cut = shortened('😀'.repeat(50));
    assert.equal(Array.from(cut).length, 40);
    assert.equal(cut, `${'😀'.repeat(39)}…`);
  });
});

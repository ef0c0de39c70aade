import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createMemoryHistory} from 'history';

import {blockChained} from './blockChained';

describe('blockChained', () => {
  const refusingX = () => {
    const history = createMemoryHistory();
    const undo = blockChained(history, (location) =>
      location.pathname === '/x' ? false : undefined,
    );
    return {history, undo};
  };

  it('keeps guarding after another blocker comes and goes', () => {
    const {history} = refusingX();
    const unblockOther = history.block((_location, action) =>
      action === 'POP' ? false : undefined,
    );
    history.push('/x');
    assert.equal(history.location.pathname, '/', 'both block: the guard');
    history.push('/y');
    assert.equal(history.location.pathname, '/y');
    history.goBack();
    assert.equal(history.location.pathname, '/y', 'both block: the other');
    unblockOther();
    history.push('/x');
    assert.equal(history.location.pathname, '/y', 'the guard alone again');
    history.goBack();
    assert.equal(history.location.pathname, '/');
  });

  it('undoes itself: nothing blocks, and block is the library’s again', () => {
    const {history, undo} = refusingX();
    const block = history.block;
    undo();
    assert.notEqual(history.block, block);
    history.push('/x');
    assert.equal(history.location.pathname, '/x');
  });
});

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';

import {keepErrorStatus} from './keepErrorStatus';

describe('keepErrorStatus', () => {
  it("defers the error status past autocomplete's reset", () => {
    const bundle =
      'x.catch((function(e){throw"RetryError"===e.name&&l("error"),e}))';
    assert.equal(
      keepErrorStatus(bundle),
      'x.catch((function(e){throw"RetryError"===e.name&&setTimeout((function(){l("error")})),e}))',
    );
  });

  it('applies to the installed @docsearch/react', () => {
    const installed = readFileSync(
      require.resolve('@docsearch/react/dist/esm/index.js'),
      'utf8',
    );
    assert.match(
      keepErrorStatus(installed),
      /setTimeout\(\(function\(\)\{\w+\("error"\)\}\)\)/,
    );
  });

  it('fails loudly when the code it fixes is gone', () => {
    assert.throws(() => keepErrorStatus('nothing here'), /found 0/);
  });
});

import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {DOC_VERSIONS} from '../../src/data/docVersions';
import {renderExample} from './renderExample';

const siteDir = join(__dirname, '..', '..');
const [v9, v8] = DOC_VERSIONS;

describe('renderExample', () => {
  it('renders a v9 example with its CSS module, and a v8 one with v8', async () => {
    const v9Html = await renderExample(
      siteDir,
      'examples/StylingRange.tsx',
      v9,
    );
    assert.match(v9Html, /class="rdp-root"/);
    const v8Html = await renderExample(
      siteDir,
      'examples-v8/V8LayoutFillContainer.tsx',
      v8,
    );
    // v8's calendar has no rdp-root class; v9's has.
    assert.match(v8Html, /class="rdp/);
    assert.doesNotMatch(v8Html, /rdp-root/);
  });
});

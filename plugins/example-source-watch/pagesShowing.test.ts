import {strict as assert} from 'node:assert';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {pagesShowing} from './pagesShowing';

const siteDir = join(__dirname, '..', '..');

describe('pagesShowing', () => {
  it('finds the pages that show an example', () => {
    assert.deepEqual(pagesShowing(siteDir, 'examples/LayoutFixedWeeks.tsx'), [
      'docs/recipes/layout.mdx',
    ]);
  });

  it('finds the pages of the examples that import a stylesheet', () => {
    const pages = pagesShowing(
      siteDir,
      'examples/LayoutFillContainer.module.css',
    );
    assert.ok(pages.includes('docs/recipes/layout.mdx'), pages.join(', '));
  });

  it('looks only in the version of the examples folder', () => {
    assert.deepEqual(
      pagesShowing(siteDir, 'examples-v8/V8LayoutFixedWeeks.tsx'),
      ['versioned_docs/version-8.10.1/recipes/layout.mdx'],
    );
  });

  it('ignores files outside the example folders', () => {
    assert.deepEqual(pagesShowing(siteDir, 'src/pages/index.tsx'), []);
  });
});

import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {classify, refusalOf, siteRelative} from './checkTargets';

const siteDir = join(__dirname, '..', '..');

describe('checkTargets', () => {
  it('tells pages, examples and other files apart, by version', () => {
    assert.equal(classify('docs/docs/styling.mdx').kind, 'page');
    const v8 = classify('versioned_docs/version-8.10.1/start.mdx');
    assert.equal(v8.kind === 'page' && v8.version.id, 'v8');
    assert.equal(classify('examples/Basic.tsx').kind, 'example');
    assert.equal(classify('examples/StylingRange.module.css').kind, 'example');
    const v8Example = classify('examples-v8/V8LayoutFillContainer.tsx');
    assert.equal(v8Example.kind === 'example' && v8Example.version.id, 'v8');
    assert.equal(classify('docs/api/functions/DayPicker.md').kind, 'other');
    assert.equal(classify('src/pages/playground.tsx').kind, 'other');
  });

  it('refuses what is not a page or an example, saying why', () => {
    assert.equal(refusalOf(siteDir, 'docs/start.mdx'), null);
    assert.equal(refusalOf(siteDir, 'examples/Basic.tsx'), null);
    assert.match(refusalOf(siteDir, 'docs/nope.mdx')!, /no such file/);
    assert.match(
      refusalOf(siteDir, 'package.json')!,
      /neither a page .* nor an example/,
    );
    assert.match(
      refusalOf(siteDir, 'docs/api/index.mdx')!,
      /TypeDoc generates docs\/api\//,
    );
  });

  it('reads paths from the working directory', () => {
    assert.equal(
      siteRelative(siteDir, join(siteDir, 'docs'), './start.mdx'),
      'docs/start.mdx',
    );
    assert.equal(
      siteRelative(siteDir, siteDir, 'docs/start.mdx'),
      'docs/start.mdx',
    );
  });
});

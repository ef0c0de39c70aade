import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {join} from 'node:path';

import {readCrawlerConfig} from './crawlerConfig';
import {extractRecords} from './extractRecords';

const config = readCrawlerConfig(join(__dirname, '..', '..', '..'));
const page = (tag: string) => `<!doctype html><html><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}">
</head><body><nav><a class="navbar__item navbar__link navbar__link--active" href="/">Documentation</a></nav>
<aside><a class="menu__link menu__link--sublist menu__link--active">Using DayPicker</a></aside>
<article><header><h1>Selection modes</h1></header><p>Intro text.</p>
<h2 id="range-mode">Range mode<a class="hash-link" href="#range-mode">\u200b</a></h2>
<ul><li><p>First item</p></li><li>Second item</li></ul>
<figure data-example="examples/X.tsx"><div role="group">Live demo</div></figure>
<h3 id="limit">Limit the length</h3><p>Use min and max.</p>
<h2 id="disable">Disable days</h2><p>Pass a matcher.</p></article></body></html>`;

describe('extractRecords', () => {
  it('cuts a docs page into sections with their heading path and text', () => {
    const records = extractRecords(
      page('docs-default-current'),
      '/docs/selection-modes',
      config,
    );
    assert.deepEqual(
      records.map(({url, hierarchy, content}) => ({url, hierarchy, content})),
      [
        {
          url: '/docs/selection-modes',
          hierarchy: ['Using DayPicker', 'Selection modes'],
          content: 'Intro text.',
        },
        {
          url: '/docs/selection-modes#range-mode',
          hierarchy: ['Using DayPicker', 'Selection modes', 'Range mode'],
          content: 'First item Second item',
        },
        {
          url: '/docs/selection-modes#limit',
          hierarchy: [
            'Using DayPicker',
            'Selection modes',
            'Range mode',
            'Limit the length',
          ],
          content: 'Use min and max.',
        },
        {
          url: '/docs/selection-modes#disable',
          hierarchy: ['Using DayPicker', 'Selection modes', 'Disable days'],
          content: 'Pass a matcher.',
        },
      ],
    );
    assert.equal(records[0].docusaurusTag, 'docs-default-current');
  });

  it('skips pages outside the docs', () => {
    assert.deepEqual(
      extractRecords(page('default'), '/playground', config),
      [],
    );
  });
});

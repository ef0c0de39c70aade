import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {brokenIncomingLinks, brokenLinks, servedPaths} from './pageLinks';

const siteDir = join(__dirname, '..', '..');
const siteOrigin = 'https://daypicker.dev';
const routes = {
  idsOf: (url: string) =>
    url === '/docs/styling' ? new Set(['css-variables']) : undefined,
  serves: (path: string) => path === '/playground',
};

describe('brokenLinks', () => {
  const check = (url: string) =>
    brokenLinks({
      file: 'docs/start.mdx',
      pageUrl: '/start',
      ownIds: new Set(['next-steps']),
      links: [{url, line: 3}],
      routes,
      siteOrigin,
      siteDir,
    });

  it('accepts pages, their anchors, other routes and other sites', () => {
    for (const url of [
      '/docs/styling',
      '/docs/styling#css-variables',
      '/docs/styling/#css-variables',
      '#next-steps',
      '/playground',
      'https://date-fns.org',
      'https://daypicker.dev/docs/styling',
    ]) {
      assert.deepEqual(check(url), [], url);
    }
  });

  it('names the line and what the site lacks', () => {
    assert.deepEqual(check('/docs/stylin'), [
      'docs/start.mdx:3: /docs/stylin: the site has no page /docs/stylin.',
    ]);
    assert.deepEqual(check('/docs/styling#nope'), [
      'docs/start.mdx:3: /docs/styling#nope: /docs/styling has no heading or element with id "nope".',
    ]);
    assert.deepEqual(check('#gone'), [
      'docs/start.mdx:3: #gone: this page has no heading or element with id "gone".',
    ]);
    assert.match(
      check('./nope.mdx')[0]!,
      /no file \.\/nope\.mdx beside the page/,
    );
  });
});

describe('brokenIncomingLinks', () => {
  it('finds the links of other pages to an anchor the page lost', () => {
    const sources = [
      {
        file: 'docs/a.mdx',
        text: 'See [it](/docs/styling#css-variables).\nAnd [that](/docs/styling#old-name), <a href="https://daypicker.dev/docs/styling#older">x</a>.',
      },
      {file: 'docs/b.mdx', text: 'Not [this](/docs/styling-more#old-name).'},
    ];
    assert.deepEqual(
      brokenIncomingLinks({
        pageUrl: '/docs/styling',
        ids: new Set(['css-variables']),
        sources,
        siteOrigin,
      }),
      [
        'docs/a.mdx:2: links to /docs/styling#old-name, which the edited page no longer has.',
        'docs/a.mdx:2: links to /docs/styling#older, which the edited page no longer has.',
      ],
    );
  });
});

describe('servedPaths', () => {
  it('serves the pages of src/pages and the static files', () => {
    const serves = servedPaths(siteDir);
    assert.equal(serves('/playground'), true);
    assert.equal(serves('/img/logo.svg'), true);
    assert.equal(serves('/no-such-thing'), false);
  });
});

import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {
  DEFAULT_ANALYTICS_DOMAIN,
  DEFAULT_ANALYTICS_SRC,
  DEFAULT_EDIT_URL,
  DEFAULT_FONT_STYLESHEET,
  parseDocSearch,
  parseDocsOnly,
  parseFlag,
  readSiteEnv,
  thirdPartyOrigins,
} from './siteEnv';

describe('readSiteEnv', () => {
  it('defaults to an indexable site with the browser router, font and analytics', () => {
    assert.deepEqual(readSiteEnv({}), {
      noIndex: false,
      router: 'browser',
      fontStylesheet: DEFAULT_FONT_STYLESHEET,
      analytics: {src: DEFAULT_ANALYTICS_SRC, domain: DEFAULT_ANALYTICS_DOMAIN},
      docsearch: null,
      editUrl: DEFAULT_EDIT_URL,
      docsOnly: null,
    });
  });

  it('points "Edit this page" at a fork, or hides it with "off"', () => {
    assert.equal(
      readSiteEnv({DOCS_EDIT_URL: 'https://github.com/me/fork/edit/dev'})
        .editUrl,
      'https://github.com/me/fork/edit/dev/',
    );
    assert.equal(readSiteEnv({DOCS_EDIT_URL: 'off'}).editUrl, null);
    assert.throws(
      () => readSiteEnv({DOCS_EDIT_URL: 'github.com/me/fork'}),
      /DOCS_EDIT_URL must be an absolute https URL/,
    );
  });

  it('turns on noindex and the hash router', () => {
    const env = readSiteEnv({DOCS_NOINDEX: 'true', DOCS_ROUTER: 'hash'});
    assert.equal(env.noIndex, true);
    assert.equal(env.router, 'hash');
  });

  it('disables the font and analytics with "off"', () => {
    const env = readSiteEnv({
      DOCS_FONT_STYLESHEET: 'off',
      DOCS_ANALYTICS_SRC: 'off',
    });
    assert.equal(env.fontStylesheet, null);
    assert.equal(env.analytics, null);
  });

  it('takes custom font and analytics hosts', () => {
    const env = readSiteEnv({
      DOCS_FONT_STYLESHEET: 'https://fonts.example.org/inter.css',
      DOCS_ANALYTICS_SRC: 'https://stats.example.org/script.js',
      DOCS_ANALYTICS_DOMAIN: 'docs.example.org',
    });
    assert.equal(env.fontStylesheet, 'https://fonts.example.org/inter.css');
    assert.deepEqual(env.analytics, {
      src: 'https://stats.example.org/script.js',
      domain: 'docs.example.org',
    });
  });

  it('rejects an unknown router with a message naming the variable', () => {
    assert.throws(
      () => readSiteEnv({DOCS_ROUTER: 'memory'}),
      /DOCS_ROUTER must be "browser" or "hash"/,
    );
  });

  it('rejects URLs that are not absolute https', () => {
    assert.throws(
      () => readSiteEnv({DOCS_FONT_STYLESHEET: 'fonts.css'}),
      /DOCS_FONT_STYLESHEET must be an absolute https URL/,
    );
    assert.throws(
      () => readSiteEnv({DOCS_ANALYTICS_SRC: 'http://stats.example.org/s.js'}),
      /DOCS_ANALYTICS_SRC must use https/,
    );
  });
});

describe('parseFlag', () => {
  it('reads the accepted spellings', () => {
    for (const [raw, value] of [
      ['1', true],
      ['TRUE', true],
      ['0', false],
      ['false', false],
      ['', false],
    ] as const) {
      assert.equal(parseFlag({FLAG: raw}, 'FLAG'), value, raw);
    }
    assert.equal(parseFlag({}, 'FLAG'), false);
  });

  it('rejects anything else instead of guessing', () => {
    assert.throws(
      () => parseFlag({FLAG: 'yes'}, 'FLAG'),
      /FLAG must be one of/,
    );
  });
});

describe('thirdPartyOrigins', () => {
  it('lists the default font and analytics hosts by what they load', () => {
    assert.deepEqual(thirdPartyOrigins(readSiteEnv({})), {
      scriptOrigins: ['https://plausible.io'],
      styleOrigins: ['https://fonts.googleapis.com'],
      fontOrigins: ['https://fonts.gstatic.com'],
      connectOrigins: [
        'https://plausible.io',
        'https://stackblitz.com',
        'https://codesandbox.io',
      ],
      formOrigins: ['https://stackblitz.com'],
    });
  });

  it('lists only the online editors examples open in when both services are off', () => {
    assert.deepEqual(
      thirdPartyOrigins(
        readSiteEnv({DOCS_FONT_STYLESHEET: 'off', DOCS_ANALYTICS_SRC: 'off'}),
      ),
      {
        scriptOrigins: [],
        styleOrigins: [],
        fontOrigins: [],
        // StackBlitz: the reachability check and the form; CodeSandbox:
        // the define API.
        connectOrigins: ['https://stackblitz.com', 'https://codesandbox.io'],
        formOrigins: ['https://stackblitz.com'],
      },
    );
  });

  it('lets the browser call the hosted search application when one is configured', () => {
    const origins = thirdPartyOrigins(
      readSiteEnv({
        DOCSEARCH_APP_ID: 'TESTAPP123',
        DOCSEARCH_API_KEY: 'key',
        DOCSEARCH_INDEX_NAME: 'docs',
      }),
    );
    assert.deepEqual(origins.connectOrigins, [
      'https://plausible.io',
      'https://testapp123-dsn.algolia.net',
      'https://testapp123-1.algolianet.com',
      'https://testapp123-2.algolianet.com',
      'https://testapp123-3.algolianet.com',
      'https://stackblitz.com',
      'https://codesandbox.io',
    ]);
  });

  it('takes font files from the stylesheet host when it is not Google Fonts', () => {
    const origins = thirdPartyOrigins(
      readSiteEnv({
        DOCS_FONT_STYLESHEET: 'https://fonts.example.org/inter.css',
      }),
    );
    assert.deepEqual(origins.fontOrigins, ['https://fonts.example.org']);
  });
});

describe('parseDocSearch', () => {
  const complete = {
    DOCSEARCH_APP_ID: 'TESTAPP123',
    DOCSEARCH_API_KEY: 'public-search-key',
    DOCSEARCH_INDEX_NAME: 'daypicker',
  };

  it('uses the embedded index when none of the three is set', () => {
    assert.equal(parseDocSearch({}), null);
    assert.equal(
      parseDocSearch({DOCSEARCH_APP_ID: ' ', DOCSEARCH_API_KEY: ''}),
      null,
    );
  });

  it('reads the hosted credentials when all three are set', () => {
    assert.deepEqual(
      parseDocSearch({...complete, DOCSEARCH_INDEX_NAME: ' daypicker '}),
      {
        appId: 'TESTAPP123',
        apiKey: 'public-search-key',
        indexName: 'daypicker',
      },
    );
    assert.deepEqual(readSiteEnv(complete).docsearch?.indexName, 'daypicker');
  });

  it('names the missing variables when only some are set', () => {
    assert.throws(
      () => parseDocSearch({DOCSEARCH_APP_ID: 'TESTAPP123'}),
      /DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME are unset/,
    );
    assert.throws(
      () => parseDocSearch({...complete, DOCSEARCH_API_KEY: ''}),
      /DOCSEARCH_API_KEY is unset/,
    );
  });

  it('rejects an app id that cannot be a host name and names with spaces', () => {
    assert.throws(
      () =>
        parseDocSearch({...complete, DOCSEARCH_APP_ID: 'evil.example.org/'}),
      /DOCSEARCH_APP_ID must contain only letters and digits/,
    );
    assert.throws(
      () => parseDocSearch({...complete, DOCSEARCH_INDEX_NAME: 'day picker'}),
      /DOCSEARCH_INDEX_NAME must not contain spaces/,
    );
  });
});

describe('parseDocsOnly', () => {
  const docsDir = join(__dirname, '..', 'docs');

  it('builds everything when DOCS_ONLY is unset or empty', () => {
    assert.equal(parseDocsOnly({}, docsDir), null);
    assert.equal(parseDocsOnly({DOCS_ONLY: ' '}, docsDir), null);
  });

  it('lists pages of the docs folder', () => {
    assert.deepEqual(
      parseDocsOnly(
        {DOCS_ONLY: 'start.mdx, docs/selection-modes.mdx'},
        docsDir,
      ),
      ['start.mdx', 'docs/selection-modes.mdx'],
    );
  });

  it('refuses a page that is not there, or not a page path', () => {
    assert.throws(
      () => parseDocsOnly({DOCS_ONLY: 'start.mdx,nope.mdx'}, docsDir),
      /DOCS_ONLY lists nope\.mdx, which is not in /,
    );
    for (const bad of ['start', '../README.md', '/start.mdx', 'start.mdx,,']) {
      assert.throws(
        () => parseDocsOnly({DOCS_ONLY: bad}, docsDir),
        /DOCS_ONLY lists pages of the docs folder/,
        bad,
      );
    }
  });
});

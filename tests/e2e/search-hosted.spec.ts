import {existsSync} from 'node:fs';
import type {Request} from '@playwright/test';

import {CURRENT_VERSION} from '../../src/data/docVersions';
import {expect, test, waitForHydration} from '../support';
import {
  HOSTED_BASE_URL,
  HOSTED_CREDENTIALS,
  HOSTED_DIR,
} from '../support/server';

// Hosted mode: the site built with DOCSEARCH_* test credentials
// (npm test builds it into build-hosted/). Requests to the hosted service are
// intercepted here; the support fixture aborts anything not routed.

const HOSTED_HOSTS =
  /^https:\/\/testapp123(-dsn\.algolia\.net|-\d\.algolianet\.com)\//i;

test.beforeAll(() => {
  expect(
    existsSync(`${HOSTED_DIR}/index.html`),
    'run "npm test -- e2e" to build it',
  ).toBe(true);
});

const hit = {
  objectID: 'range-mode',
  url: 'https://daypicker.dev/docs/selection-modes#range-mode',
  type: 'lvl2',
  hierarchy: {
    lvl0: 'Using DayPicker',
    lvl1: 'Selection modes',
    lvl2: 'Range mode',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Using DayPicker'},
      lvl1: {value: 'Selection modes'},
      lvl2: {value: '<mark>Range</mark> mode'},
    },
  },
};

test('queries the hosted index: POST to the multi-index path with the public key, index and contextual filters', async ({
  page,
}) => {
  const requests: Request[] = [];
  await page.route(HOSTED_HOSTS, async (route) => {
    requests.push(route.request());
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: [
          {
            hits: [hit],
            nbHits: 1,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            query: 'range',
          },
        ],
      }),
    });
  });
  await page.goto(`${HOSTED_BASE_URL}/start`);
  await waitForHydration(page);
  await expect(
    page.locator(
      'link[rel="preconnect"][href="https://TESTAPP123-dsn.algolia.net"]',
    ),
  ).toHaveCount(1);
  await page.getByRole('button', {name: 'Search'}).click();
  await page.getByPlaceholder('Search docs').fill('range');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
    'href',
    '/docs/selection-modes#range-mode',
  );

  const request = requests.at(-1)!;
  const url = new URL(request.url());
  expect(request.method()).toBe('POST');
  expect(url.pathname).toBe('/1/indexes/*/queries');
  const headers = {
    ...Object.fromEntries(url.searchParams),
    ...(await request.allHeaders()),
  };
  expect(headers['x-algolia-api-key']).toBe(
    HOSTED_CREDENTIALS.DOCSEARCH_API_KEY,
  );
  expect(headers['x-algolia-application-id']).toBe(
    HOSTED_CREDENTIALS.DOCSEARCH_APP_ID,
  );
  const body = request.postDataJSON() as {
    requests: Array<Record<string, unknown>>;
  };
  expect(body.requests[0]).toMatchObject({
    indexName: HOSTED_CREDENTIALS.DOCSEARCH_INDEX_NAME,
    query: 'range',
    facetFilters: [
      'language:en',
      [
        'docusaurus_tag:default',
        `docusaurus_tag:docs-default-${CURRENT_VERSION.docsPluginVersion}`,
      ],
    ],
  });
  // The embedded index is not part of a hosted build.
  expect(
    (
      await page.request.get(`${HOSTED_BASE_URL}/search-index/v9.json`)
    ).status(),
  ).toBe(404);
});

test('shows the fetch error when the hosted service cannot be reached', async ({
  page,
  blockedRequests,
}) => {
  await page.goto(`${HOSTED_BASE_URL}/start`);
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Search'}).click();
  await page.getByPlaceholder('Search docs').fill('range');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(
    page.getByText('You might want to check your network connection.'),
  ).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByText('No results for')).toHaveCount(0);
  expect(
    blockedRequests.some((request) => HOSTED_HOSTS.test(request.url())),
  ).toBe(true);
});

test('the /search page queries the hosted index too', async ({page}) => {
  const queries: string[] = [];
  await page.route(HOSTED_HOSTS, async (route) => {
    const body = route.request().postDataJSON() as {
      requests: Array<{indexName: string; params?: unknown}>;
    };
    queries.push(...body.requests.map((one) => one.indexName));
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: body.requests.map(() => ({
          hits: [hit],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 15,
          query: 'range',
          params: '',
          facets: {},
          exhaustiveFacetsCount: true,
          processingTimeMS: 1,
        })),
      }),
    });
  });
  await page.goto(`${HOSTED_BASE_URL}/search?q=range`);
  await expect(
    page.locator('main article').first().getByRole('link'),
  ).toHaveAttribute('href', '/docs/selection-modes#range-mode');
  expect(new Set(queries)).toEqual(
    new Set([HOSTED_CREDENTIALS.DOCSEARCH_INDEX_NAME]),
  );
  // Answered by Algolia here, so the stock page's credit stays.
  await expect(
    page.getByRole('link', {name: 'Search by Algolia'}),
  ).toBeVisible();
});

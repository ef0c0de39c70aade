import type {Page} from '@playwright/test';

import {axe, expect, test, waitForHydration} from '../support';
import {DOCS_ISSUES_URL} from '../../src/config/siteLinks';

// These run against the default (embedded) build: the modal and /search answer
// from build/search-index/*.json and never call a hosted service.

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => page.getByPlaceholder('Search docs');
const firstHit = (page: Page) => page.locator('.DocSearch-Hit a').first();

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function openSearch(page: Page) {
  await page.getByRole('button', {name: 'Search'}).click();
  await expect(searchInput(page)).toBeFocused();
}

test('opens from the button, Ctrl+K, Meta+K and "/"', async ({page}) => {
  await openPage(page, '/start');
  const button = page.getByRole('button', {name: 'Search'});
  await expect(button).toContainText('Search');
  await button.click();
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press(shortcut);
    await expect(searchInput(page), shortcut).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  }
});

test('loads the index only when search opens, and never calls a hosted service', async ({
  page,
  blockedRequests,
}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) {
      indexRequests.push(new URL(request.url()).pathname);
    }
  });
  await openPage(page, '/guides/input-fields');
  await expect(
    page.locator('link[rel="preconnect"][href*="algolia"]'),
  ).toHaveCount(0);
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(scripts.some((name) => /minisearch/i.test(name))).toBe(false);
  expect(indexRequests).toEqual([]);

  await page.getByRole('button', {name: 'Search'}).click();
  await searchInput(page).fill('popover');
  await expect(firstHit(page)).toHaveAttribute(
    'href',
    '/guides/input-fields#use-your-own-popover',
  );
  expect(indexRequests).toEqual(['/search-index/v9.json']);
  expect(
    blockedRequests
      .map((request) => request.url())
      .filter((url) => /algolia/.test(url)),
  ).toEqual([]);
});

test('typing shows results and Enter opens the first one', async ({page}) => {
  await openPage(page, '/start');
  await openSearch(page);
  await searchInput(page).fill('keyboard navigation');
  await expect(firstHit(page)).toHaveAttribute(
    'href',
    '/guides/accessibility#keyboard-navigation',
  );
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guides\/accessibility#keyboard-navigation$/);
  await expect(modal(page)).toHaveCount(0);
});

test('what the reader types while the search loads goes into the search box', async ({
  page,
}) => {
  await openPage(page, '/start');
  // A slow network: the modal's code, asked for on the first shortcut,
  // arrives well after the reader has started typing.
  await page.route(/\/assets\/(js|css)\//, async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    await route.continue();
  });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('range mode', {delay: 50});
  await expect(searchInput(page)).toBeFocused({timeout: 15_000});
  await expect(searchInput(page)).toHaveValue('range mode');
  await page.keyboard.type('s');
  await expect(searchInput(page)).toHaveValue('range modes');
  await expect(firstHit(page)).toBeVisible();
  await page.keyboard.press('Escape');

  // Escape while it loads gives the search up.
  await page.reload();
  await waitForHydration(page);
  await page.keyboard.press('/');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(2_000);
  await expect(modal(page)).toHaveCount(0);
});

test('with local storage all but full, a hit still opens, by Enter or a click, and the modal closes', async ({
  page,
}) => {
  await openPage(page, '/start');
  // Room for DocSearch's probe of an empty value, none for a search it keeps.
  await page.evaluate(() => {
    localStorage.setItem('room', 'x'.repeat(64));
    for (let size = 1 << 20, index = 0; size >= 1; ) {
      try {
        localStorage.setItem(`filler-${index++}`, 'x'.repeat(size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
    localStorage.removeItem('room');
  });
  await openSearch(page);
  await searchInput(page).fill('keyboard navigation');
  await expect(firstHit(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guides\/accessibility#keyboard-navigation$/);
  await expect(modal(page)).toHaveCount(0);

  await openSearch(page);
  await searchInput(page).fill('timepicker');
  await firstHit(page).click();
  await expect(page).toHaveURL(/\/guides\/timepicker/);
  await expect(modal(page)).toHaveCount(0);
});

test('searches the version being read: "range" on a v8 page finds the v8 page', async ({
  page,
}) => {
  await openPage(page, '/v8/start');
  await openSearch(page);
  await searchInput(page).fill('range');
  await expect(firstHit(page)).toHaveAttribute(
    'href',
    '/v8/using-daypicker/selection-modes#range-mode',
  );
  const hrefs = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
  expect(hrefs.every((href) => href.startsWith('/v8/'))).toBe(true);
});

test('recent and favourite searches persist across a reload', async ({
  page,
}) => {
  await openPage(page, '/start');
  await openSearch(page);
  await expect(page.getByText('No recent searches')).toBeVisible();
  await searchInput(page).fill('timepicker');
  await expect(firstHit(page)).toHaveAttribute('href', /^\/guides\/timepicker/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guides\/timepicker/);

  await page.reload();
  await waitForHydration(page);
  await openSearch(page);
  await expect(
    page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}),
  ).toBeVisible();
  await page.getByRole('button', {name: 'Save this search'}).first().click();
  await expect(
    page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}),
  ).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await openSearch(page);
  await expect(
    page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}),
  ).toBeVisible();
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
    'href',
    /^\/guides\/timepicker/,
  );
});

test('no results: suggestions and a link to report the query', async ({
  page,
}) => {
  await openPage(page, '/start');
  await openSearch(page);
  await searchInput(page).fill('keyboard');
  await expect(firstHit(page)).toBeVisible();
  await searchInput(page).fill('qqxzzvw');
  await expect(page.getByText('No results for')).toBeVisible();
  await expect(page.getByText('Try searching for')).toBeVisible();
  await expect(
    page.getByText('Believe this query should return results?'),
  ).toBeVisible();
  const report = page.getByRole('link', {name: 'Let us know.'});
  await expect(report).toHaveAttribute(
    'href',
    new RegExp(`^${DOCS_ISSUES_URL}\\?title=`),
  );
});

test('a blocked index shows the fetch error, not "No results"', async ({
  page,
}) => {
  await page.route('**/search-index/**', (route) => route.abort('failed'));
  await openPage(page, '/start');
  await openSearch(page);
  await searchInput(page).fill('range');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(
    page.getByText('You might want to check your network connection.'),
  ).toBeVisible();
  // Stays on the error screen: it is not replaced by "No results for".
  await page.waitForTimeout(500);
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('No results for')).toHaveCount(0);
});

test('/search?q= shows results and typing updates the URL', async ({
  page,
  consoleErrors,
}) => {
  await openPage(page, '/search?q=keyboard%20navigation');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Search results for "keyboard navigation"',
  );
  const results = page.locator('main article');
  await expect(results.first().getByRole('link')).toHaveAttribute(
    'href',
    '/guides/accessibility#keyboard-navigation',
  );
  const input = page.getByRole('searchbox', {name: 'Search'});
  await input.fill('useDayPicker');
  await expect(page).toHaveURL(/\/search\?q=useDayPicker$/);
  await expect(results.first().getByRole('link')).toHaveAttribute(
    'href',
    '/api/functions/useDayPicker',
  );
  // The embedded index is not Algolia's: the stock page's credit is hidden.
  await expect(page.getByRole('link', {name: 'Search by Algolia'})).toHaveCount(
    0,
  );
  // Hydrating with the query's title would mismatch the pre-rendered page.
  expect(consoleErrors).toEqual([]);
});

test('the search page is one <main> with a named version select and a named breadcrumb navigation per result', async ({
  page,
}) => {
  await openPage(page, '/search');
  // Before any query: the stock page would leave the form outside every landmark.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', {level: 1})).toBeVisible();
  await expect(
    main.getByRole('combobox', {name: 'Docs version to search'}),
  ).toBeVisible();

  await main.getByRole('searchbox', {name: 'Search'}).fill('range');
  const results = main.locator('article');
  await expect(results.first()).toBeVisible();
  const names = await main
    .getByRole('navigation')
    .evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size).toBe(names.length);
  expect(names[0]).toMatch(/^Breadcrumbs of result \d+$/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the modal with results and the search page pass axe in ${colorScheme} mode`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme});
    await openPage(page, '/start');
    await openSearch(page);
    await searchInput(page).fill('range');
    await expect(firstHit(page)).toBeVisible();
    // Four rules fail on @docsearch/react 3.9.0's own markup, which this site
    // does not fork: aria-controls names hit lists that are not rendered, each
    // role="option" row wraps its link, and the modal's <header> and <footer>
    // sit outside any sectioning element, so they count as a second banner
    // and contentinfo. Everything else must pass.
    const modalScan = await axe(page)
      .include('.DocSearch-Modal')
      .disableRules([
        'aria-valid-attr-value',
        'nested-interactive',
        'landmark-no-duplicate-banner',
        'landmark-no-duplicate-contentinfo',
      ])
      .analyze();
    expect(
      modalScan.violations.map(
        (violation) => `${violation.id}: ${violation.help}`,
      ),
    ).toEqual([]);

    await openPage(page, '/search?q=range');
    await expect(page.locator('main article').first()).toBeVisible();
    const pageScan = await axe(page).analyze();
    expect(
      pageScan.violations.map(
        (violation) => `${violation.id}: ${violation.help}`,
      ),
    ).toEqual([]);
  });
}

test.describe('when the search code fails to load', () => {
  const searchClient = '**/assets/js/search-client.*.js';

  test('the modal shows the fetch error, then results once the client loads', async ({
    page,
  }) => {
    let failing = true;
    await page.route(searchClient, (route) =>
      failing ? route.abort('failed') : route.continue(),
    );
    await openPage(page, '/start');
    await openSearch(page);
    await searchInput(page).fill('range');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('No results for')).toHaveCount(0);
    failing = false;
    await searchInput(page).fill('range mode');
    await expect(firstHit(page)).toBeVisible();
  });

  test('offline, the shortcuts open a dialog that says so, and search opens once back online', async ({
    page,
    context,
  }) => {
    await openPage(page, '/start');
    await context.setOffline(true);
    const unavailable = page.getByRole('dialog', {
      name: 'Search is unavailable',
    });
    await page.keyboard.press('Control+k');
    await expect(unavailable).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(unavailable).toHaveCount(0);
    await page.keyboard.press('/');
    await expect(unavailable).toBeVisible();
    await context.setOffline(false);
    await expect(unavailable).toHaveCount(0);
    await expect(searchInput(page)).toBeFocused();
    await searchInput(page).fill('range mode');
    await expect(firstHit(page)).toBeVisible();
  });

  test('/search says it could not fetch results, and finds them on the next search', async ({
    page,
    consoleErrors,
  }) => {
    let failing = true;
    await page.route(searchClient, (route) =>
      failing ? route.abort('failed') : route.continue(),
    );
    await openPage(page, '/search?q=range');
    await expect(page.getByRole('alert')).toContainText(
      'Unable to fetch results',
    );
    failing = false;
    await page.getByRole('searchbox', {name: 'Search'}).fill('range mode');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

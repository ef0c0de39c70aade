import {existsSync} from 'node:fs';

import {expect, test, waitForHydration} from '../support';
import {HASH_DIR} from '../support/server';

// Runs in the "hash-router" project against the build made with
// DOCS_ROUTER=hash (build-hash/), for hosts that cannot rewrite URLs.

test.beforeAll(() => {
  expect(
    existsSync(`${HASH_DIR}/index.html`),
    'run "npm test -- e2e" to build it',
  ).toBe(true);
});

test('pages open from #/ URLs and links navigate within the hash', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/#/docs/selection-modes');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Selection modes',
  );
  await page
    .locator('aside')
    .getByRole('link', {name: 'Getting started'})
    .click();
  await expect(page).toHaveURL(/\/#\/start$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Getting started',
  );
  await page.goBack();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Selection modes',
  );
  expect(consoleErrors).toEqual([]);
});

test('live examples and the v8 docs work under the hash router', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/#/v8/using-daypicker/selection-modes');
  await waitForHydration(page);
  await expect(
    page.locator('figure[data-example] [role="grid"]').first(),
  ).toBeVisible();
  await page.goto('/#/');
  await expect(
    page.locator('figure[data-example] [role="grid"]').first(),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the playground works under the hash router', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/#/playground');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Playground/);
  await expect(page.locator('[role="grid"]').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('search opens under the hash router and says why it has no results', async ({
  page,
}) => {
  await page.goto('/#/start');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Search'}).click();
  await page.getByRole('searchbox').fill('range');
  // No pages are pre-rendered in this mode, so no embedded index is built (README, Search).
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
});

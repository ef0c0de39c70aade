import {existsSync} from 'node:fs';

import {sha256Source} from '../../scripts/lib/csp';
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

// The build is a small one (scripts/test.mjs): the v8 docs are not in it.
test('live examples work under the hash router', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/#/docs/selection-modes');
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
  // No pages are pre-rendered in this mode, so no embedded index is built (ARCHITECTURE.md, plugins/search).
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
});

const INJECTED = 'window.injected = true';

test('without the headers of _headers, the meta policy still guards every script', async ({
  page,
  consoleErrors,
}) => {
  // A host that ignores _headers: the build's own <meta> policy is all.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    const headers = {...response.headers()};
    delete headers['content-security-policy'];
    await route.fulfill({response, headers});
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.sample}`),
    );
  });
  const violations = () =>
    page.evaluate(
      () => (window as unknown as {cspViolations: string[]}).cspViolations,
    );
  const response = await page.goto('/#/docs/selection-modes');
  expect(response?.headers()['content-security-policy']).toBeUndefined();
  await waitForHydration(page);
  await expect(
    page.locator('figure[data-example] [role="grid"]').first(),
  ).toBeVisible();
  await page.goto('/#/playground');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Playground/);
  expect(await violations()).toEqual([]);

  // The policy is in force: a script it does not list is refused.
  const injected = await page.evaluate((INJECTED) => {
    const script = document.createElement('script');
    script.textContent = INJECTED;
    document.head.append(script);
    return (window as unknown as {injected?: boolean}).injected ?? false;
  }, INJECTED);
  expect(injected).toBe(false);
  expect(await violations()).toEqual([
    expect.stringMatching(/^script-src-elem /),
  ]);
  // Nothing else was logged: not the directives a meta policy cannot
  // carry (frame-ancestors), nor another refused script.
  expect(
    consoleErrors.filter((error) => !error.includes(sha256Source(INJECTED))),
  ).toEqual([]);
});

import {expect, test as pageTest, waitForHydration} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';
import {
  API_SAMPLE_ROUTES,
  CURRENT_DOC_ROUTES,
  V8_DOC_ROUTES,
} from '../support/routes';

for (const route of [
  ...CURRENT_DOC_ROUTES,
  ...V8_DOC_ROUTES,
  ...API_SAMPLE_ROUTES,
  '/playground',
]) {
  test(`${route} serves its page`, async ({page, request}) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
  });
}

test('an unknown path shows the not-found page with status 404', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Page Not Found',
  );
});

test('draft docs are not built', async ({request}) => {
  expect((await request.get('/development/source')).status()).toBe(404);
});

test('/docs/accessibility redirects to /guides/accessibility', async ({
  page,
}) => {
  await page.goto('/docs/accessibility');
  await expect(page).toHaveURL(/\/guides\/accessibility$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('v8 pages show the older-version banner linking to the current docs', async ({
  page,
}) => {
  await page.goto('/v8/start');
  const banner = page.getByText('which is no longer actively maintained');
  await expect(banner).toBeVisible();
  await page.getByRole('link', {name: 'latest version'}).click();
  await expect(page).toHaveURL(/\/start$/);
});

pageTest(
  "a page lists its route's chunks, so the bundle creates none before hydrating",
  async ({page}) => {
    // scripts/lib/routeScripts.ts writes them into each page after the build.
    // Without them, Docusaurus' route preload adds a script per chunk before
    // it hydrates; chunks the bundle loads later (an example's code) are not
    // the route's.
    await page.addInitScript(() => {
      const created: string[] = [];
      const state = {created, beforeHydration: null as string[] | null};
      Object.assign(window, {scriptLog: state});
      new MutationObserver((records) => {
        for (const {addedNodes} of records) {
          for (const node of Array.from(addedNodes)) {
            if (node instanceof HTMLScriptElement && node.src && !node.defer) {
              created.push(new URL(node.src).pathname);
            }
          }
        }
        if (
          state.beforeHydration === null &&
          document.documentElement.hasAttribute('data-hydrated')
        ) {
          state.beforeHydration = [...created];
        }
      }).observe(document, {childList: true, subtree: true, attributes: true});
    });
    for (const path of [
      '/docs/selection-modes',
      '/v8/api/functions/DayPicker',
    ]) {
      // The entry scripts and the route's own: the docs layout, the page,
      // its data. (The bundle's loader removes each element once it ran.)
      const html = await (await page.request.get(path)).text();
      expect(html.match(/<script src=[^>]+ defer>/g)?.length).toBeGreaterThan(
        5,
      );
      await page.goto(path);
      await waitForHydration(page);
      const {beforeHydration} = await page.evaluate(
        () =>
          (window as unknown as {scriptLog: {beforeHydration: string[] | null}})
            .scriptLog,
      );
      expect(beforeHydration).toEqual([]);
    }
  },
);

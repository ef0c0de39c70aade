import {expect} from '../support';
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

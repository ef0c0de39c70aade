import {expect, waitForHydration} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

test('head tags follow the spec', async ({page}) => {
  await page.goto('/docs/selection-modes');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en-US');
  await expect(html).toHaveAttribute('dir', 'ltr');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://daypicker.dev/docs/selection-modes',
  );
  await expect(
    head.locator('link[rel="alternate"][hreflang="en-US"]'),
  ).toHaveAttribute('href', 'https://daypicker.dev/docs/selection-modes');
  await expect(
    head.locator('link[rel="alternate"][hreflang="x-default"]'),
  ).toHaveAttribute('href', 'https://daypicker.dev/docs/selection-modes');
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute(
    'content',
    'en_US',
  );
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^https:\/\/daypicker\.dev\/.+\.png$/,
  );
  await expect(head.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /.{40,}/,
  );
  await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page).toHaveTitle(/Selection modes \| React DayPicker/);
  await expect(head.locator('link[rel="icon"]')).toHaveAttribute(
    'href',
    '/img/favicon.svg',
  );
});

test('the social card image is served', async ({request}) => {
  const response = await request.get('/img/social-card.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

test('the web font and analytics load from their hosts without blocking first render', async ({
  page,
  blockedRequests,
}) => {
  const response = await page.goto('/');
  const staticHtml = (await response?.text()) ?? '';
  // Nothing third-party is render-blocking in the served HTML: the analytics
  // script is deferred and the font stylesheet is attached by script.
  expect(staticHtml).not.toContain('fonts.googleapis.com/css2');
  expect(staticHtml).toMatch(
    /<script[^>]+src="?https:\/\/plausible\.io\/js\/script\.js"?[^>]*defer/,
  );
  await expect
    .poll(() =>
      blockedRequests.map((request) => new URL(request.url()).host).sort(),
    )
    .toEqual(expect.arrayContaining(['fonts.googleapis.com', 'plausible.io']));
  const font = blockedRequests.find((request) =>
    request.url().includes('fonts.googleapis.com'),
  );
  expect(font?.resourceType()).toBe('stylesheet');
  const analytics = page.locator(
    'script[src="https://plausible.io/js/script.js"]',
  );
  await expect(analytics).toHaveAttribute('data-domain', 'daypicker.dev');
});

test('a client-side navigation replaces the title, canonical URL and description', async ({
  page,
}) => {
  await page.goto('/docs/selection-modes');
  await waitForHydration(page);
  await expect(page).toHaveTitle('Selection modes | React DayPicker');

  const head = page.locator('head');
  const description = head.locator('meta[name="description"]');
  const before = await description.getAttribute('content');
  expect(before).toMatch(/.{40,}/);

  await page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('link', {name: 'Getting started', exact: true})
    .click();
  await expect(page).toHaveURL(/\/start$/);
  await expect(page).toHaveTitle('Getting started | React DayPicker');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://daypicker.dev/start',
  );
  await expect(description).toHaveCount(1);
  await expect(description).not.toHaveAttribute('content', before ?? '');
});

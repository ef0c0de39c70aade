import type {Page} from '@playwright/test';

import {axeViolations, expect, waitForHydration} from '../support';
import {crawlRoutes} from '../support/pages';
import {sharedPageTest as test} from '../support/sharedPage';

const routes = crawlRoutes();

/** Same-origin responses that failed, e.g. a chunk or image that 404s. */
function recordFailedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (
      response
        .url()
        .startsWith(new URL(page.url() || 'http://127.0.0.1').origin) &&
      response.status() >= 400
    ) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  return failed;
}

async function settled(page: Page) {
  await waitForHydration(page);
  // Examples load in chunks of their own after hydration.
  await page.waitForLoadState('networkidle');
  // Live examples render in the browser only; wait until each frame has content.
  await page.waitForFunction(() =>
    Array.from(
      document.querySelectorAll('figure[data-example] [role="group"]'),
    ).every(
      (frame) =>
        frame.querySelector('.rdp-root, .rdp, [role="alert"]') !== null ||
        frame.textContent!.trim() !== '',
    ),
  );
}

test.describe('every page: accessible in both colour modes, no console errors, nothing missing', () => {
  // axe on the longest pages takes seconds; the margin is for a loaded CI machine.
  test.describe.configure({timeout: 120_000});
  // Reduced motion turns Infima's colour transitions off, so axe never
  // measures a link half-way between its light and dark colours.
  test.use({colorScheme: 'light', reducedMotion: 'reduce'});

  for (const route of routes) {
    test(route, async ({page, consoleErrors}) => {
      const failed = recordFailedResponses(page);
      await page.goto(route);
      await settled(page);
      expect(await axeViolations(page), 'light mode').toEqual([]);

      await page.emulateMedia({colorScheme: 'dark'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await axeViolations(page), 'dark mode').toEqual([]);

      expect(consoleErrors).toEqual([]);
      expect(failed).toEqual([]);
    });
  }
});

test.describe('client-side navigation renders every page without errors', () => {
  test.describe.configure({timeout: 120_000});

  test('from the home page to each page in turn', async ({
    page,
    consoleErrors,
  }) => {
    const failed = recordFailedResponses(page);
    await page.goto('/');
    await waitForHydration(page);
    for (const route of routes) {
      // react-router follows history changes: the same path a Link click takes.
      await page.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await expect(page).toHaveURL(
        new RegExp(`${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      await expect(page.locator('h1').first()).toBeVisible();
      await settled(page);
    }
    console.log(`navigated client-side to ${routes.length} pages`);
    expect(consoleErrors).toEqual([]);
    expect(failed).toEqual([]);
  });
});

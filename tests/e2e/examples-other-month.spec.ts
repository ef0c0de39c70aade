import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';

import {builtRoutes, joinBuild} from '../support/pages';
import {expect, islandsInViewLive, open, readerDay, test} from '../support';
import {htmlFileOfRoute, TRAILING_SLASH} from '../../plugins/shared/builtFiles';

// Every page with live examples, read in a month that starts on another
// weekday and spans another number of weeks than the build month.
const ROUTES = builtRoutes().filter((route) =>
  readFileSync(
    joinBuild(htmlFileOfRoute(route, TRAILING_SLASH)),
    'utf8',
  ).includes('data-example='),
);
// A phone's width (where most readers' layout shifts are felt), and tall,
// so few scroll steps bring every example near the viewport. At this width
// the responsive-months examples keep the one month they pre-render.
// Pre-rendered calendars, not the code blocks, which wait for the pointer.
const EXAMPLE_ISLANDS = 'figure[data-example] > [role="group"] [data-island]';
const VIEWPORT = {width: 412, height: 2400};

/** The height of each example's frame, and where the footer starts. */
function measure(page: Page) {
  return page.evaluate(() => ({
    frames: Array.from(
      document.querySelectorAll('figure[data-example] > [role="group"]'),
      (frame) => frame.getBoundingClientRect().height,
    ),
    footer:
      document.querySelector('footer')!.getBoundingClientRect().top +
      window.scrollY,
  }));
}

test.use({viewport: VIEWPORT});

test('pages with examples are found', () => {
  expect(ROUTES.length).toBeGreaterThan(30);
});

for (const route of ROUTES) {
  test(`${route}: every example keeps its height when it goes live in another month`, async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: VIEWPORT,
    });
    const prerendered = await context.newPage();
    await prerendered.goto(route);
    const before = await measure(prerendered);
    await context.close();

    await open(page, route, {now: readerDay()});
    // Scroll down the page, so every example nears the viewport and goes live.
    for (
      let y = 0;
      y < (await page.evaluate(() => document.body.scrollHeight));
      y += VIEWPORT.height
    ) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await islandsInViewLive(page, EXAMPLE_ISLANDS);
    }
    await expect(page.locator(EXAMPLE_ISLANDS)).toHaveCount(0);
    // Within a pixel: a v9 grid of six real weeks is one pixel taller than
    // five and a reserved one (measured in Chromium; the rows are equal).
    const after = await measure(page);
    expect(after.frames).toHaveLength(before.frames.length);
    after.frames.forEach((height, i) =>
      expect(
        Math.abs(height - before.frames[i]),
        `example ${i + 1}`,
      ).toBeLessThanOrEqual(1),
    );
    // Nothing else moved: the footer, only by what the frames did.
    const drift = after.frames.reduce(
      (sum, height, i) => sum + Math.abs(height - before.frames[i]),
      0,
    );
    expect(Math.abs(after.footer - before.footer)).toBeLessThanOrEqual(
      drift + 0.5,
    );
    expect(consoleErrors).toEqual([]);
  });
}

import type {Browser, Page} from '@playwright/test';

import {expect, test, waitForHydration} from '../support';

interface Positions {
  heading: number;
  footer: number;
}

/** Where the first heading and the footer start, in page coordinates. */
async function positions(page: Page): Promise<Positions> {
  return page.evaluate(() => {
    const top = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) {
        throw new Error(`No ${selector} on ${location.pathname}`);
      }
      return Math.round(element.getBoundingClientRect().top + window.scrollY);
    };
    return {heading: top('h1'), footer: top('footer')};
  });
}

/** The pre-rendered page, as it stands before any script runs. */
async function prerendered(
  browser: Browser,
  route: string,
  viewport: {width: number; height: number},
): Promise<Positions> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport,
  });
  try {
    const page = await context.newPage();
    await page.goto(route);
    return await positions(page);
  } finally {
    await context.close();
  }
}

const ROUTES = [
  '/playground',
  // Options that change the controls, the calendar and the code.
  '/playground?mode=range&showWeekNumber=true&weekStartsOn=1',
  '/docs/selection-modes',
  '/api/functions/DayPicker',
];

for (const viewport of [
  {name: 'phone', width: 412, height: 823},
  {name: 'desktop', width: 1280, height: 800},
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({viewport});

    for (const route of ROUTES) {
      test(`${route}: the heading and the footer stay where the pre-rendered page put them`, async ({
        page,
        browser,
      }) => {
        const before = await prerendered(browser, route, viewport);
        await page.goto(route);
        await waitForHydration(page);
        // Every island in view that goes live by itself has, and nothing is
        // loading. (Code blocks in the default colour mode wait for the pointer.)
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                Array.from(
                  document.querySelectorAll(
                    '[data-island]:not(:has(.theme-code-block))',
                  ),
                ).filter((island) => {
                  const {top, bottom} = island.getBoundingClientRect();
                  return bottom > 0 && top < window.innerHeight;
                }).length,
            ),
          )
          .toBe(0);
        expect(await positions(page)).toEqual(before);
      });
    }
  });
}

import type {Browser, Page} from '@playwright/test';

import {
  expect,
  islandsInViewLive,
  layoutShifts,
  open,
  readerDay,
  recordLayoutShifts,
  test,
  waitForHydration,
} from '../support';
import {servedInPieces} from '../support/inPieces';

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
  '/docs/selection-modes#range-mode',
  '/v8/using-daypicker/selection-modes',
  '/api/functions/DayPicker',
];

// The pre-rendered calendars show the build month. Read in that month, the
// live ones show the same weeks; read in another, they span another number
// of weeks, which must not move the page either.
const READERS = [
  {name: 'in the build month', now: undefined},
  {name: 'in another month', now: readerDay()},
];

for (const viewport of [
  {name: 'phone', width: 412, height: 823},
  {name: 'desktop', width: 1280, height: 800},
]) {
  for (const reader of READERS) {
    test.describe(`on a ${viewport.name}, ${reader.name}`, () => {
      test.use({viewport});

      for (const route of ROUTES) {
        test(`${route}: the heading and the footer stay where the pre-rendered page put them`, async ({
          page,
          browser,
        }) => {
          const before = await prerendered(browser, route, viewport);
          await recordLayoutShifts(page);
          await open(page, route, {now: reader.now});
          // Nothing is loading, and every island in view that goes live by
          // itself has (code blocks in the default colour mode wait for the
          // pointer).
          await page.waitForLoadState('networkidle');
          await islandsInViewLive(
            page,
            '[data-island]:not(:has(.theme-code-block))',
          );
          expect(await layoutShifts(page)).toEqual([]);
          // Anchored routes scroll, so compare what the scroll can't move.
          if (!route.includes('#')) {
            expect(await positions(page)).toEqual(before);
          }
        });
      }
    });
  }
}

// Whether the browser paints a page before it has parsed all of it depends
// on the machine's load, so the tests above caught a shift only now and then
// (the navbar's items, a centred calendar). Sent in pieces, a page is
// painted part-parsed on every load. The home page (an example in view), a
// docs page, an API page and the playground, each short enough to arrive in
// a few seconds.
test.describe('on a desktop, the HTML arriving in pieces', () => {
  test.use({viewport: {width: 1280, height: 800}});

  for (const route of [
    '/',
    '/start',
    '/playground',
    '/api/functions/DayPicker',
  ]) {
    test(`${route}: painted early, nothing moves while the page is parsed`, async ({
      page,
    }) => {
      const proxy = await servedInPieces();
      try {
        await recordLayoutShifts(page);
        await page.goto(`${proxy.url}${route}`);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await islandsInViewLive(
          page,
          '[data-island]:not(:has(.theme-code-block))',
        );
        expect(await layoutShifts(page)).toEqual([]);
        // Nor does the first paint wait for the whole page.
        const {firstPaint, htmlEnd} = await page.evaluate(() => ({
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]
            ?.startTime,
          htmlEnd: (
            performance.getEntriesByType('navigation')[0] as
              | PerformanceNavigationTiming
              | undefined
          )?.responseEnd,
        }));
        expect(firstPaint).toBeLessThan(htmlEnd ?? 0);
      } finally {
        await proxy.close();
      }
    });
  }
});

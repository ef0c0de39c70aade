import type {Page, Request} from '@playwright/test';

import {CURRENT_VERSION, docVersion} from '../../src/data/docVersions';
import {expect, open, test, versionDropdown} from '../support';

const V8 = docVersion('v8').documentedVersion;

/**
 * Back, Forward, Back between any two places the navbar leads to must leave
 * the page answering. Each of those steps is a `popstate` render, which
 * React renders synchronously; a hook that schedules deferred work during
 * one can keep React re-rendering forever (it froze the tab around the
 * playground). One page per width and client-side navigation only, so the
 * walk over every pair stays short.
 */

interface Destination {
  name: string;
  /** Follows the navbar to this destination from wherever the page is. */
  follow: (page: Page, phone: boolean) => Promise<void>;
}

/**
 * Opens the phone's menu on its main panel (on a docs page it opens on the
 * docs panel, which can arrive just after the menu opened).
 */
async function openMainMenu(page: Page) {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(async () => {
    if (await page.locator('.navbar-sidebar__items--show-secondary').count()) {
      await menu
        .getByRole('button', {name: /Back to main menu/})
        .click({timeout: 1_000});
    }
    await expect(menu.getByRole('link', {name: 'Playground'})).toBeInViewport({
      timeout: 1_000,
    });
  }).toPass();
  return menu;
}

const link =
  (name: string) =>
  async (page: Page, phone: boolean): Promise<void> => {
    const navbar = phone
      ? await openMainMenu(page)
      : page.locator('.navbar__items');
    await navbar.getByRole('link', {name, exact: true}).first().click();
  };

const DESTINATIONS: Destination[] = [
  {name: 'Documentation', follow: link('Documentation')},
  {name: 'Playground', follow: link('Playground')},
  {name: 'API Reference', follow: link('API Reference')},
  {
    name: 'the other version',
    follow: async (page, phone) => {
      if (phone) {
        const menu = await openMainMenu(page);
        const other = menu.getByRole('link', {name: V8});
        // The version menu comes first; outside the docs it is folded.
        if (!(await other.isVisible())) {
          await menu
            .getByRole('button', {name: 'Expand the dropdown'})
            .first()
            .click();
        }
        await other.click();
        return;
      }
      const dropdown = await versionDropdown(
        page,
        CURRENT_VERSION.documentedVersion,
      );
      // Opened by the keyboard, not a hover: a hover menu closes if anything
      // moves the navbar from under the pointer (and a click follows the
      // toggle's own link).
      await dropdown.locator(':scope > .navbar__link').press('Enter');
      await dropdown.getByRole('link', {name: V8}).click();
    },
  },
  {
    name: 'the search page',
    follow: async (page) => {
      await page.getByRole('button', {name: 'Search'}).click();
      await page.getByRole('searchbox').fill('mode');
      await page.getByRole('link', {name: /^See all \d+ results$/}).click();
    },
  },
];

/** What the reader sees: the path and the page's heading. */
interface Place {
  path: string;
  heading: string;
}

/**
 * The page's path and heading, read by a script in the page: a main thread
 * that stopped answering fails here within seconds, not at the test's end.
 */
async function place(page: Page, step: string): Promise<Place> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The page stopped answering after ${step}`)),
      5_000,
    );
  });
  try {
    return await Promise.race([
      page.evaluate(() => ({
        path: location.pathname + location.search,
        heading: document.querySelector('h1')?.textContent ?? '',
      })),
      stuck,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `action`, a navigation, and waits until the page shows the heading
 * of the route it leads to: a new element, even where two routes have the
 * same heading text.
 */
async function navigate(
  page: Page,
  step: string,
  action: () => Promise<unknown>,
) {
  await page.evaluate(() =>
    document.querySelectorAll('h1').forEach((heading) => {
      heading.dataset.left = '';
    }),
  );
  // What is still loading when the new heading is late: the failure says
  // whether the route's code never arrived or never rendered.
  const loading = new Set<string>();
  const started = (request: Request) => loading.add(request.url());
  const ended = (request: Request) => loading.delete(request.url());
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    await place(page, step);
    // The page answered (place); the route's code may still be on its way,
    // and on two busy cores the playground's took over 5 s once.
    await expect(page.locator('h1:not([data-left])').first(), step)
      .toBeVisible({timeout: 15_000})
      .catch((error: Error) => {
        error.message += `\nAt ${page.url()}, still loading: ${[...loading].join(', ') || 'nothing'}`;
        throw error;
      });
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Brings the navbar back as a reader does, by scrolling up a little, once
 * the page has stopped scrolling: Back and Forward restore the reader's
 * place after the route renders, and the navbar (`hideOnScroll`) hides on
 * that scroll.
 */
async function showNavbar(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const settle = () => {
          removeEventListener('scroll', again);
          resolve();
        };
        let timer = setTimeout(settle, 300);
        function again() {
          clearTimeout(timer);
          timer = setTimeout(settle, 300);
        }
        addEventListener('scroll', again, {passive: true});
      }),
  );
  const hidden = page.locator('nav.navbar[class*="navbarHidden"]');
  if (await hidden.count()) {
    await page.mouse.wheel(0, -100);
    await expect(hidden).toHaveCount(0);
  }
}

/** After `action`, the page shows `expected` and still answers. */
async function arrives(
  page: Page,
  expected: Place,
  step: string,
  action: () => Promise<unknown>,
) {
  await navigate(page, step, action);
  expect(await place(page, step), step).toEqual(expected);
}

for (const viewport of [
  {name: 'phone', width: 412, height: 823},
  {name: 'desktop', width: 1280, height: 800},
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({viewport});

    test('Back, Forward, Back between any two navbar destinations leave the page answering', async ({
      page,
    }) => {
      // About 40 navigations: 15 to 25 s alone, and over 90 s once in a
      // full run while another suite shared the two cores. A page that
      // stops answering still fails within 5 s of its step (see place()).
      test.setTimeout(180_000);
      const phone = viewport.name === 'phone';
      await open(page, '/start');

      /** Follows the navbar to `to`, and returns where that led. */
      async function go(to: Destination): Promise<Place> {
        const step = `following the navbar to ${to.name}`;
        await showNavbar(page);
        await navigate(page, step, () => to.follow(page, phone));
        // A version chosen in the phone menu leaves the menu open (stock
        // Docusaurus); the reader closes it, and Back would only close it.
        if (await page.locator('.navbar-sidebar--show').count()) {
          await page
            .getByRole('button', {name: 'Close navigation bar'})
            .click();
        }
        return place(page, step);
      }

      // From each destination in turn, to each later one and back again.
      for (const [index, first] of DESTINATIONS.entries()) {
        const start = await go(first);
        for (const second of DESTINATIONS.slice(index + 1)) {
          const end = await go(second);
          const pair = `${first.name} → ${second.name}`;
          await arrives(page, start, `Back (${pair})`, () => page.goBack());
          await arrives(page, end, `Forward (${pair})`, () => page.goForward());
          await arrives(page, start, `Back again (${pair})`, () =>
            page.goBack(),
          );
        }
      }
    });
  });
}

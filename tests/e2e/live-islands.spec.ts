import type {Locator, Page} from '@playwright/test';

import {expect, isoDay, readerDay, test, waitForHydration} from '../support';

// A guide whose examples run far below the first screen.
const GUIDE = '/docs/selection-modes';
const FAR_EXAMPLE = 'examples/SelectionOnSelectArguments.tsx';
// Multiple mode, today selected: a click on another day adds it.
const UNCONTROLLED = 'examples/SelectionUncontrolled.tsx';

/** `data-day` of a day of the current month other than today. */
function dayOfThisMonth(): string {
  const now = new Date();
  const day = now.getDate() === 15 ? 16 : 15;
  return isoDay(new Date(now.getFullYear(), now.getMonth(), day));
}

const frame = (page: Page, src: string) =>
  page.locator(`figure[data-example="${src}"] [role="group"]`);

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('every example shows its calendar and its highlighted source', async ({
    page,
  }) => {
    await page.goto(GUIDE);
    const figures = page.locator('figure[data-example]');
    const count = await figures.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      await expect(figures.nth(i).getByRole('grid').first()).toBeVisible();
      await expect(figures.nth(i).locator('pre .token').first()).toBeVisible();
    }
  });
});

test('an example below the first screens stays pre-rendered until the reader nears it', async ({
  page,
}) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const far = frame(page, FAR_EXAMPLE);
  await expect(far.locator('[data-island]')).toHaveCount(1);
  await far.scrollIntoViewIfNeeded();
  await expect(far.locator('[data-island]')).toHaveCount(0);
  await far.locator(`td[data-day="${dayOfThisMonth()}"] button`).click();
  await expect(far).toContainText(/click/);
});

test('a click on the pre-rendered calendar reaches the live one', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  const calendar = frame(page, UNCONTROLLED);
  const day = calendar.locator(`td[data-day="${dayOfThisMonth()}"]`);
  await expect(calendar.locator('[data-island]')).toHaveCount(1);
  // Clicked from script, so the page does not scroll it into view first.
  await day
    .getByRole('button')
    .evaluate((button: HTMLElement) => button.click());
  await expect(calendar.locator('[data-island]')).toHaveCount(0);
  await expect(day).toHaveAttribute('aria-selected', 'true');
  expect(consoleErrors).toEqual([]);
});

test('focus on the pre-rendered calendar moves to the same day of the live one', async ({
  page,
}) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  const calendar = frame(page, UNCONTROLLED);
  await expect(calendar.locator('[data-island]')).toHaveCount(1);
  await calendar
    .locator('button[aria-label*="Next"]')
    .evaluate((button: HTMLElement) => button.focus());
  await expect(calendar.locator('[data-island]')).toHaveCount(0);
  await expect(calendar.locator('button[aria-label*="Next"]')).toBeFocused();
});

test.describe('read in another month than the build', () => {
  // Another first weekday, and another number of weeks.
  const reader = readerDay();

  test.beforeEach(async ({page}) => {
    await page.clock.setFixedTime(reader);
  });

  test('a click on a pre-rendered day the live calendar does not show selects nothing', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(GUIDE);
    await waitForHydration(page);
    const calendar = frame(page, UNCONTROLLED);
    await expect(calendar.locator('[data-island]')).toHaveCount(1);
    await calendar
      .locator(`td[data-day="${dayOfThisMonth()}"] button`)
      .evaluate((button: HTMLElement) => button.click());
    await expect(calendar.locator('[data-island]')).toHaveCount(0);
    // The reader's month, with only its today selected, as the example does.
    await expect(
      calendar.locator(`td[data-day="${isoDay(reader)}"]`),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(calendar.locator('td[aria-selected="true"]')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('a click on a control both renders share reaches the live one', async ({
    page,
  }) => {
    await page.goto(GUIDE);
    await waitForHydration(page);
    const calendar = frame(page, UNCONTROLLED);
    await expect(calendar.locator('[data-island]')).toHaveCount(1);
    await calendar
      .locator('button[aria-label*="Next"]')
      .evaluate((button: HTMLElement) => button.click());
    await expect(calendar.locator('[data-island]')).toHaveCount(0);
    const next = new Date(reader.getFullYear(), reader.getMonth() + 1, 1);
    await expect(
      calendar.locator(`td[data-day="${isoDay(next)}"]`).first(),
    ).toBeVisible();
  });
});

test('a replayed focus never takes the keyboard back from where the reader moved it', async ({
  page,
}) => {
  await page.goto('/start');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Chunks requested from now on (Prism's) arrive late, so the reader moves
  // on before the code block goes live.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const block = page.locator('pre.language-bash').first();
  const island = block.locator('xpath=ancestor::*[@data-island]');
  await expect(island).toHaveCount(1);
  await block.evaluate((pre: HTMLElement) => pre.focus());
  const link = page.getByRole('contentinfo').getByRole('link').first();
  await link.focus();
  await expect(island).toHaveCount(0, {timeout: 10_000});
  await expect(link).toBeFocused();
});

/**
 * The first bash block of /start, scrolled into view. bash is one of
 * `prism.additionalLanguages`, registered with the code block's chunk
 * rather than by theme-classic's client module.
 */
async function firstBashBlock(page: Page): Promise<Locator> {
  await page.goto('/start');
  await waitForHydration(page);
  // By selector, not locator: the block may be swapped for its live render.
  await page.evaluate(() =>
    document.querySelector('pre.language-bash')?.scrollIntoView(),
  );
  return page.locator('pre.language-bash').first();
}

test('a code block stays pre-rendered in the default colour mode until the pointer enters it', async ({
  page,
}) => {
  const block = await firstBashBlock(page);
  const island = block.locator('xpath=ancestor::*[@data-island]');
  await page.waitForLoadState('networkidle');
  await expect(island).toHaveCount(1);
  await block.hover();
  await expect(island).toHaveCount(0);
  await expect(block.locator('.token.function').first()).toBeVisible();
  const container = page
    .locator('.theme-code-block', {has: page.locator('pre.language-bash')})
    .first();
  await expect(container.getByRole('button', {name: /copy/i})).toBeVisible();
});

test('in dark mode a code block near the viewport goes live by itself, in dark colours', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  const block = await firstBashBlock(page);
  await expect(block.locator('xpath=ancestor::*[@data-island]')).toHaveCount(0);
  // The pre-rendered block has the light theme's background (#f6f8fa).
  await expect(block).not.toHaveCSS('background-color', 'rgb(246, 248, 250)');
});

test('a code block mounted by client-side navigation loads Prism and highlights', async ({
  page,
  consoleErrors,
}) => {
  // The search page has no code block, so Prism's chunk is not loaded yet.
  await page.goto('/search');
  await waitForHydration(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', {name: 'Getting started'})
    .click();
  await expect(page).toHaveURL(/\/start$/);
  const block = page.locator('pre.language-bash').first();
  await expect(block.locator('.token.function').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

/**
 * Waits until every example of the page shows its calendar and its
 * highlighted source: what a client-side navigation mounts has all loaded.
 */
async function examplesSettled(page: Page) {
  await expect(
    page.locator('figure[data-example]:not(:has([role="grid"]))'),
  ).toHaveCount(0);
  await expect(
    page.locator('figure[data-example]:not(:has(pre .token))'),
  ).toHaveCount(0);
}

/** How far a heading is from where scrolling to its anchor puts it. */
const offAnchor = (page: Page, id: string) =>
  page
    .locator(`#${id}`)
    .evaluate(
      (heading) =>
        heading.getBoundingClientRect().top -
        parseFloat(getComputedStyle(heading).scrollMarginTop),
    );

test.describe('a section reached by a client-side navigation', () => {
  // Eleven examples sit above this section of the guide.
  const SECTION = 'disabled';

  test.beforeEach(async ({page}) => {
    await page.goto('/docs/navigation');
    await waitForHydration(page);
    await page.locator(`article a[href="${GUIDE}#${SECTION}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${GUIDE}#${SECTION}$`));
    await examplesSettled(page);
  });

  test('a link to it lands on its heading, which stays there while the examples load', async ({
    page,
  }) => {
    expect(Math.abs(await offAnchor(page, SECTION))).toBeLessThanOrEqual(1);
  });

  test('Back to it lands on its heading', async ({page}) => {
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Navigation', exact: true})
      .click();
    await expect(page).toHaveURL(/\/docs\/navigation$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${GUIDE}#${SECTION}$`));
    await examplesSettled(page);
    expect(Math.abs(await offAnchor(page, SECTION))).toBeLessThanOrEqual(1);
  });
});

const ERROR = /failed to render/;
const liveFrames = 'figure[data-example] [role="group"]';

test('offline after the first load, the pre-rendered calendars stay, and go live once back online', async ({
  page,
  context,
}) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await context.setOffline(true);
  const frames = page.locator(liveFrames);
  const count = await frames.count();
  for (let i = 0; i < count; i++) {
    await frames.nth(i).scrollIntoViewIfNeeded();
  }
  // Examples whose code had not loaded tried to load it.
  await expect
    .poll(() => requested.filter((url) => url.includes('/assets/js/')).length)
    .toBeGreaterThan(0);
  const stillStatic = page.locator(`${liveFrames} [data-island]`);
  expect(await stillStatic.count()).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(frames.nth(i).getByRole('grid').first()).toBeVisible();
  }
  await expect(page.getByText(ERROR)).toHaveCount(0);
  await context.setOffline(false);
  await expect(stillStatic).toHaveCount(0);
  await expect(page.getByText(ERROR)).toHaveCount(0);
  for (let i = 0; i < count; i++) {
    await expect(frames.nth(i).getByRole('grid').first()).toBeVisible();
  }
});

test('an example whose code fails to load keeps its calendar, and loads it when the reader comes back to it', async ({
  page,
}) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  let failing = true;
  await page.route('**/assets/js/*.js', (route) =>
    failing ? route.abort('failed') : route.continue(),
  );
  const far = frame(page, FAR_EXAMPLE);
  const requested = page.waitForRequest('**/assets/js/*.js');
  await far.scrollIntoViewIfNeeded();
  await requested;
  await expect(far.locator('[data-island]')).toHaveCount(1);
  await expect(far.getByRole('grid').first()).toBeVisible();
  await expect(page.getByText(ERROR)).toHaveCount(0);
  failing = false;
  await page.evaluate(() => window.scrollTo(0, 0));
  await far.scrollIntoViewIfNeeded();
  await expect(far.locator('[data-island]')).toHaveCount(0);
  await far.locator(`td[data-day="${dayOfThisMonth()}"] button`).click();
  await expect(far).toContainText(/click/);
});

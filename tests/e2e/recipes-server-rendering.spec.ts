import type {Browser} from '@playwright/test';

import {expect, openExample, test} from '../support';

/**
 * The reader's clock: a day in a month the site was surely not built in, so
 * a calendar that kept the build day would show another month.
 */
const READER_NOW = new Date(2030, 1, 14, 10, 30);

const PAGES = [
  {
    version: 'v9',
    path: '/recipes/server-rendering',
    src: 'examples/ServerRenderingAfterMount.tsx',
  },
  {
    version: 'v8',
    path: '/v8/recipes/server-rendering',
    src: 'examples-v8/V8ServerRenderingAfterMount.tsx',
  },
] as const;

/** The frame of an example, as the server rendered it (no script runs). */
async function prerenderedFrame(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  src: string,
): Promise<{text: string; height: number; grids: number}> {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  try {
    const page = await context.newPage();
    await page.goto(path);
    const frame = page.locator(`figure[data-example="${src}"] [role="group"]`);
    const box = await frame.boundingBox();
    return {
      text: (await frame.innerText()).trim(),
      height: Math.round(box?.height ?? 0),
      grids: await frame.getByRole('grid').count(),
    };
  } finally {
    await context.close();
  }
}

test.describe('server rendering recipe (v9)', () => {
  const {path, src} = PAGES[0];

  test("the calendar appears after hydration with the reader's month and today", async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(page, path, src, {now: READER_NOW});
    await expect(
      frame.getByRole('grid', {name: 'February 2030'}),
    ).toBeVisible();
    await expect(
      frame.getByRole('button', {
        name: 'Today, Thursday, February 14th, 2030',
        exact: true,
      }),
    ).toBeVisible();
    await expect(frame.locator('td[data-today]')).toHaveCount(1);
    await expect(frame.locator('td[data-today]')).toHaveAttribute(
      'data-day',
      '2030-02-14',
    );
    // Six rows, whatever the month, so the reserved height always fits.
    await expect(frame.locator('tbody tr')).toHaveCount(6);

    await expect(frame.getByText('Pick a day.')).toBeVisible();
    await frame
      .getByRole('button', {
        name: 'Wednesday, February 20th, 2030',
        exact: true,
      })
      .click();
    await expect(
      frame.getByRole('button', {
        name: 'Wednesday, February 20th, 2030, selected',
        exact: true,
      }),
    ).toBeVisible();
    await expect(frame.getByText('You picked Wed Feb 20 2030.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('server rendering recipe (v8)', () => {
  const {path, src} = PAGES[1];

  test("the calendar appears after hydration with the reader's month and today", async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(page, path, src, {now: READER_NOW});
    await expect(
      frame.getByRole('grid', {name: 'February 2030'}),
    ).toBeVisible();
    // v8 names day buttons by their number and marks today with a class.
    const today = frame.locator('.rdp-day_today');
    await expect(today).toHaveCount(1);
    await expect(today).toHaveText('14');
    await expect(today).toHaveAccessibleName('14');
    await expect(frame.locator('tbody tr')).toHaveCount(6);

    await expect(frame.getByText('Pick a day.')).toBeVisible();
    await frame
      .getByRole('gridcell', {name: '20', exact: true})
      .first()
      .click();
    await expect(frame.getByText('You picked Wed Feb 20 2030.')).toBeVisible();
    await expect(frame.locator('.rdp-day_selected')).toHaveText('20');
    expect(consoleErrors).toEqual([]);
  });
});

for (const {version, path, src} of PAGES) {
  test(`${version}: the server HTML holds a placeholder of the calendar's height, not a build-day calendar`, async ({
    browser,
    baseURL,
    page,
  }) => {
    const prerendered = await prerenderedFrame(browser, baseURL, path, src);
    expect(prerendered.grids).toBe(0);
    expect(prerendered.text).toBe('Loading the calendar…');

    const frame = await openExample(page, path, src, {now: READER_NOW});
    await expect(frame.getByRole('grid')).toBeVisible();
    const box = await frame.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(prerendered.height);
  });
}

import type {Locator} from '@playwright/test';

import {expect, openExample} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

/** The width of a locator's element, in CSS pixels. */
async function width(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.width;
}

/** The width inside the padding of the calendar's container (the card). */
function cardContentWidth(root: Locator): Promise<number> {
  return root.evaluate((element) => {
    const card = element.parentElement!;
    const style = getComputedStyle(card);
    return (
      card.clientWidth -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight)
    );
  });
}

const versions = [
  {
    name: 'v9',
    path: '/recipes/layout',
    prefix: 'examples/Layout',
    root: '.rdp-root',
    /** v9 hides its row of weekday names from the accessibility tree. */
    headerRows: 0,
    /** A day button of June 2025, by the number it shows. */
    dayButton: (grid: Locator, n: number) =>
      grid.getByRole('button', {
        name: new RegExp(`, June ${n}(st|nd|rd|th), 2025`),
      }),
  },
  {
    name: 'v8',
    path: '/v8/recipes/layout',
    prefix: 'examples-v8/V8Layout',
    root: '.rdp',
    headerRows: 1,
    dayButton: (grid: Locator, n: number) =>
      grid.getByRole('gridcell', {name: String(n), exact: true}),
  },
];

for (const v of versions) {
  test.describe(`layout recipe (${v.name})`, () => {
    test('the month grid fills the width of its card', async ({
      page,
      consoleErrors,
    }) => {
      const frame = await openExample(
        page,
        v.path,
        `${v.prefix}FillContainer.tsx`,
      );
      const select = frame.getByRole('combobox', {name: 'Card width'});
      const root = frame.locator(v.root);
      const grid = frame.getByRole('grid');
      const widths: number[] = [];
      for (const option of ['280', '480', '360']) {
        await select.selectOption(option);
        const cardWidth = await cardContentWidth(root);
        await expect
          .poll(() => width(grid), {message: `card of ${option} px`})
          .toBeCloseTo(cardWidth, 0);
        widths.push(await width(grid));
      }
      // The card's width changed by 200 px: so did the grid's.
      expect(widths[1] - widths[0]).toBeCloseTo(200, 0);
      // Seven equal columns: a day button spans a seventh of the grid.
      const day = frame
        .getByRole('grid')
        .getByRole(v.name === 'v9' ? 'button' : 'gridcell')
        .nth(10);
      expect(await width(day)).toBeCloseTo(widths[2] / 7, -0.5);
      expect(consoleErrors).toEqual([]);
    });

    test('the cell size follows the CSS variables', async ({
      page,
      consoleErrors,
    }) => {
      const frame = await openExample(page, v.path, `${v.prefix}CellSize.tsx`);
      const grid = frame.getByRole('grid', {name: 'June 2025'});
      const day = v.dayButton(grid, 18);
      const sizes = v.name === 'v9' ? ['32', '44', '56'] : ['32', '40', '56'];
      for (const option of sizes) {
        await frame
          .getByRole('combobox', {name: 'Cell size'})
          .selectOption(option);
        const size = Number(option);
        // v9: the button is 2 px smaller than its cell; v8: the same size.
        const expected = v.name === 'v9' ? size - 2 : size;
        await expect
          .poll(async () => (await day.boundingBox())?.width)
          .toBeCloseTo(expected, 0);
        const box = await day.boundingBox();
        expect(box!.height).toBeCloseTo(expected, 0);
        // The cell itself has the size the select names.
        const cell = await day.locator('xpath=..').boundingBox();
        expect(cell!.width).toBeCloseTo(size, 0);
        expect(cell!.height).toBeCloseTo(size, 0);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('two months on wide screens, one on phones', async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({width: 1280, height: 900});
      const frame = await openExample(
        page,
        v.path,
        `${v.prefix}ResponsiveMonths.tsx`,
      );
      await expect(frame.getByRole('grid')).toHaveCount(2);
      await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();
      await expect(frame.getByRole('grid', {name: 'July 2025'})).toBeVisible();

      await page.setViewportSize({width: 390, height: 844});
      await expect(frame.getByRole('grid')).toHaveCount(1);
      await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();

      await page.setViewportSize({width: 1024, height: 800});
      await expect(frame.getByRole('grid')).toHaveCount(2);

      // The query's limit: two months from 768 px, one below.
      await page.setViewportSize({width: 767, height: 800});
      await expect(frame.getByRole('grid')).toHaveCount(1);
      await page.setViewportSize({width: 768, height: 800});
      await expect(frame.getByRole('grid')).toHaveCount(2);
      expect(consoleErrors).toEqual([]);
    });

    test('fixedWeeks keeps six weeks in every month', async ({
      page,
      consoleErrors,
    }) => {
      const frame = await openExample(
        page,
        v.path,
        `${v.prefix}FixedWeeks.tsx`,
      );
      const next = frame.getByRole('button', {name: /next month/i});
      const previous = frame.getByRole('button', {name: /previous month/i});
      const weeks = (month: string, count: number) =>
        expect(
          frame.getByRole('grid', {name: month}).getByRole('row'),
        ).toHaveCount(count + v.headerRows);

      await weeks('February 2026', 6);
      const february = await frame.getByRole('grid').boundingBox();
      await next.click();
      await weeks('March 2026', 6);
      const march = await frame.getByRole('grid').boundingBox();
      expect(march!.height).toBeCloseTo(february!.height, 0);

      await frame
        .getByRole('checkbox', {name: 'Always show six weeks'})
        .uncheck();
      await weeks('March 2026', 5);
      await previous.click();
      await weeks('February 2026', 4);
      const shorter = await frame.getByRole('grid').boundingBox();
      expect(shorter!.height).toBeLessThan(february!.height);
      expect(consoleErrors).toEqual([]);
    });
  });
}

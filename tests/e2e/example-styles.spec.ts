import type {Locator} from '@playwright/test';
import {example, expect, waitForHydration} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

const style = (locator: Locator, property: string) =>
  locator.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({colorScheme: scheme});

    test('a v9 example gets the v9 stylesheet only, without Infima table styles', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      const frame = await example(page, 'examples/SingleWithFooter.tsx');
      const day = frame.locator('td').filter({hasText: /^15$/}).first();
      // v9: 44px day cells; v8 would make the button 40px and the cell a table cell with padding.
      expect(await style(day, 'width')).toBe('44px');
      expect(await style(day, 'padding-top')).toBe('0px');
      expect(await style(day, 'border-top-width')).toBe('0px');
      expect(await style(frame.locator('table'), 'display')).toBe('table');
      const rows = frame.locator('tbody tr');
      expect(await style(rows.nth(1), 'background-color')).toBe(
        'rgba(0, 0, 0, 0)',
      );
      expect(
        await frame
          .locator('.rdp-root')
          .evaluate((root) =>
            getComputedStyle(root).getPropertyValue('--rdp-cell-size'),
          ),
      ).toBe('');
    });

    test('a v8 example gets the v8 stylesheet only', async ({page}) => {
      await page.goto('/v8');
      await waitForHydration(page);
      const frame = await example(page, 'examples-v8/SingleWithFooter.tsx');
      const dayButton = frame
        .getByRole('gridcell')
        .filter({hasText: /^15$/})
        .first();
      expect(await style(dayButton, 'width')).toBe('40px');
      expect(await style(frame.locator('table'), 'display')).toBe('table');
      expect(await style(frame.locator('td').first(), 'border-top-width')).toBe(
        '0px',
      );
      expect(
        await frame
          .locator('.rdp')
          .evaluate((root) =>
            getComputedStyle(root).getPropertyValue('--rdp-day-height'),
          ),
      ).toBe('');
    });
  });
}

test('the site keeps its own table styles outside examples', async ({page}) => {
  await page.goto('/v8/using-daypicker/selection-modes');
  const table = page.locator('article .markdown table').first();
  await expect(table).toBeVisible();
  expect(await style(table, 'display')).toBe('block');
});

import {expect, openExample} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

test.describe('range mode: the next click starts a new range', () => {
  test('v9: a click after a complete range selects only that day', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/docs/selection-modes',
      'examples/SelectionRangeRestart.tsx',
    );
    /** A day button of June 2025, by its day number. */
    const day = (n: number) =>
      frame.getByRole('button', {
        name: new RegExp(`, June ${n}(st|nd|rd|th), 2025(, selected)?$`),
      });
    const selected = frame.getByRole('gridcell', {selected: true});
    const footer = frame.locator('.rdp-footer');

    await expect(footer).toHaveText('Pick the first day.');
    await expect(footer).toHaveAttribute('aria-live', 'polite');

    // The first click selects a one-day range; another day completes it.
    await day(10).click();
    await expect(footer).toHaveText('From June 10 to June 10.');
    await day(14).click();
    await expect(footer).toHaveText('From June 10 to June 14.');
    await expect(selected).toHaveCount(5);

    // A day inside the range starts over instead of moving the end.
    await day(12).click();
    await expect(footer).toHaveText('Starts on June 12. Pick the last day.');
    await expect(selected).toHaveCount(1);
    await expect(
      frame.getByRole('button', {name: 'Thursday, June 12th, 2025, selected'}),
    ).toBeVisible();

    // The next click sets the end of the new range.
    await day(18).click();
    await expect(footer).toHaveText('From June 12 to June 18.');
    await expect(selected).toHaveCount(7);
    await expect(day(10)).not.toHaveAccessibleName(/selected$/);

    // A click before the new range starts over too.
    await day(3).click();
    await expect(footer).toHaveText('Starts on June 3. Pick the last day.');
    await expect(selected).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('v8: a click after a complete range selects only that day', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/v8/using-daypicker/selection-modes',
      'examples-v8/V8RangeRestart.tsx',
    );
    /** v8 day buttons are named by their day number only. */
    const day = (n: number) =>
      frame.getByRole('gridcell', {name: String(n), exact: true});
    const selected = frame.getByRole('gridcell', {selected: true});
    const footer = frame.locator('tfoot');

    await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();
    await expect(footer).toHaveText('Pick the first day.');

    await day(10).click();
    await expect(footer).toHaveText('Starts on June 10. Pick the last day.');
    await day(14).click();
    await expect(footer).toHaveText('From June 10 to June 14.');
    await expect(selected).toHaveCount(5);

    // A day inside the range starts over instead of moving the end.
    await day(12).click();
    await expect(footer).toHaveText('Starts on June 12. Pick the last day.');
    await expect(selected).toHaveCount(1);
    await expect(day(12)).toHaveAttribute('aria-selected', 'true');

    await day(18).click();
    await expect(footer).toHaveText('From June 12 to June 18.');
    await expect(selected).toHaveCount(7);
    await expect(day(12)).toHaveClass(/rdp-day_range_start/);
    await expect(day(18)).toHaveClass(/rdp-day_range_end/);

    // Clicking the start no longer clears the range: it starts a new one.
    await day(12).click();
    await expect(footer).toHaveText('Starts on June 12. Pick the last day.');
    await expect(selected).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
});

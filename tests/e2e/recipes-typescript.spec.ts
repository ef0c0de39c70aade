import type {Locator} from '@playwright/test';

import {expect, openExample} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

test.describe('TypeScript recipe (v9)', () => {
  test('the wrapper keeps its defaults and forwards the range props', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/recipes/typescript',
      'examples/TypeScriptCalendarWrapper.tsx',
    );
    const day = (name: string) => frame.getByRole('button', {name});
    await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();
    // Defaults of the wrapper: weeks start on Monday, outside days show.
    await expect(frame.locator('td').first()).toHaveAttribute(
      'data-day',
      '2025-05-26',
    );
    await expect(day('Monday, May 26th, 2025')).toBeVisible();
    await expect(frame.getByText('Pick the first day.')).toBeVisible();

    await day('Tuesday, June 10th, 2025').click();
    // DayPicker 9 starts a range on one day: both ends are June 10.
    await expect(frame.getByText('June 10 – June 10')).toBeVisible();
    await day('Thursday, June 12th, 2025').click();
    await expect(frame.getByText('June 10 – June 12')).toBeVisible();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(3);
    await expect(day('Wednesday, June 11th, 2025, selected')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the mode chosen in the select changes what onSelect receives', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/recipes/typescript',
      'examples/TypeScriptModeAtRunTime.tsx',
    );
    const day = (name: string) => frame.getByRole('button', {name});
    const select = frame.getByRole('combobox', {name: 'Selection mode'});
    const selectedCells = frame.locator('td[aria-selected="true"]');

    await expect(select).toHaveValue('single');
    await expect(frame.getByText('Selected: none')).toBeVisible();
    await day('Tuesday, June 10th, 2025').click();
    await expect(frame.getByText('Selected: June 10')).toBeVisible();
    await day('Thursday, June 12th, 2025').click();
    await expect(frame.getByText('Selected: June 12')).toBeVisible();
    await expect(selectedCells).toHaveCount(1);

    await select.selectOption('multiple');
    await expect(frame.getByText('Selected: none')).toBeVisible();
    await expect(selectedCells).toHaveCount(0);
    await day('Tuesday, June 10th, 2025').click();
    await day('Thursday, June 12th, 2025').click();
    await expect(frame.getByText('Selected: June 10, June 12')).toBeVisible();
    await expect(selectedCells).toHaveCount(2);

    await select.selectOption('range');
    await expect(frame.getByText('Selected: none')).toBeVisible();
    await day('Tuesday, June 10th, 2025').click();
    await expect(frame.getByText('Selected: June 10 – June 10')).toBeVisible();
    await day('Saturday, June 14th, 2025').click();
    await expect(frame.getByText('Selected: June 10 – June 14')).toBeVisible();
    await expect(selectedCells).toHaveCount(5);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('TypeScript recipe (v8)', () => {
  /** A v8 day button: a gridcell named by its day number. */
  const day = (frame: Locator, n: number) =>
    frame.getByRole('gridcell', {name: String(n), exact: true});

  test('the wrapper keeps its defaults and forwards the range props', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/v8/recipes/typescript',
      'examples-v8/V8TypeScriptCalendarWrapper.tsx',
    );
    await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();
    // Weeks start on Monday, and the outside days of May show.
    await expect(frame.getByRole('columnheader').first()).toHaveAttribute(
      'aria-label',
      'Monday',
    );
    await expect(frame.getByRole('gridcell').first()).toHaveText('26');
    await expect(frame.getByText('Pick the first day.')).toBeVisible();

    await day(frame, 10).click();
    await expect(
      frame.getByText('From June 10: pick the last day.'),
    ).toBeVisible();
    await day(frame, 12).click();
    await expect(frame.getByText('June 10 – June 12')).toBeVisible();
    await expect(day(frame, 11)).toHaveAttribute('aria-selected', 'true');
    await expect(frame.locator('[aria-selected="true"]')).toHaveCount(3);
    expect(consoleErrors).toEqual([]);
  });

  test('the mode chosen in the select changes what onSelect receives', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/v8/recipes/typescript',
      'examples-v8/V8TypeScriptModeAtRunTime.tsx',
    );
    const select = frame.getByRole('combobox', {name: 'Selection mode'});
    const selectedCells = frame.locator('[aria-selected="true"]');

    await expect(select).toHaveValue('single');
    await expect(frame.getByText('Selected: none')).toBeVisible();
    await day(frame, 10).click();
    await expect(frame.getByText('Selected: June 10')).toBeVisible();
    await expect(selectedCells).toHaveCount(1);

    await select.selectOption('multiple');
    await expect(frame.getByText('Selected: none')).toBeVisible();
    await day(frame, 10).click();
    await day(frame, 12).click();
    await expect(frame.getByText('Selected: June 10, June 12')).toBeVisible();
    await expect(selectedCells).toHaveCount(2);

    await select.selectOption('range');
    await expect(frame.getByText('Selected: none')).toBeVisible();
    await day(frame, 10).click();
    await expect(frame.getByText('Selected: from June 10')).toBeVisible();
    await day(frame, 14).click();
    await expect(frame.getByText('Selected: June 10 – June 14')).toBeVisible();
    await expect(selectedCells).toHaveCount(5);
    expect(consoleErrors).toEqual([]);
  });
});

import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Locator, Page} from '@playwright/test';

import {docVersion} from '../../src/data/docVersions';
import {example, expect, open} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

/** The first day of the month `offset` months from the current one. */
function monthFromNow(offset = 0): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + offset, 1);
}

/** "November 2026": the accessible name DayPicker gives a month grid. */
function monthName(date: Date): string {
  return date.toLocaleString('en-US', {month: 'long', year: 'numeric'});
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{1: 'st', 2: 'nd', 3: 'rd'}[n % 10] ?? 'th'}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The button of a day of the current month, found by its accessible name
 * ("Sunday, November 15th, 2026", possibly with "Today, " and ", selected").
 */
function dayButton(frame: Locator, day: number, monthOffset = 0): Locator {
  const month = monthFromNow(monthOffset);
  const date = new Date(month.getFullYear(), month.getMonth(), day);
  const weekday = date.toLocaleString('en-US', {weekday: 'long'});
  const monthText = date.toLocaleString('en-US', {month: 'long'});
  const text = `${weekday}, ${monthText} ${ordinal(day)}, ${date.getFullYear()}`;
  return frame.getByRole('button', {name: new RegExp(escapeRegExp(text))});
}

/** The grid cell (`td`) holding a day button. */
function cellOf(button: Locator): Locator {
  return button.locator('xpath=..');
}

/**
 * A day of the current month as the browser's `toLocaleDateString()` writes
 * it, the way the examples' footers do.
 */
function localeDate(page: Page, day: number): Promise<string> {
  const month = monthFromNow();
  return page.evaluate(
    ([year, monthIndex, date]) =>
      new Date(year!, monthIndex!, date).toLocaleDateString(),
    [month.getFullYear(), month.getMonth(), day],
  );
}

test.describe('Anatomy page', () => {
  test('renders the parts with their class names, roles and data attributes', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/docs/anatomy');
    const frame = await example(page, 'examples/AnatomyAllParts.tsx');
    const root = frame.locator('.rdp-root');
    await expect(root).toHaveAttribute('data-mode', 'single');
    await expect(root).toHaveAttribute('data-week-numbers', 'true');
    await expect(
      frame.getByRole('grid', {name: monthName(monthFromNow())}),
    ).toHaveClass('rdp-month_grid');
    await expect(frame.locator('.rdp-dropdowns select')).toHaveCount(2);
    await expect(
      frame.getByRole('combobox', {name: 'Choose the Month'}),
    ).toHaveClass(/rdp-months_dropdown/);
    await expect(frame.getByRole('rowheader').first()).toHaveClass(
      'rdp-week_number',
    );
    await expect(frame.getByRole('rowheader').first()).toHaveAccessibleName(
      /^Week \d+$/,
    );
    await expect(frame.locator('.rdp-footer')).toHaveRole('status');
    // The footer says where it sits: below the months.
    const footer = frame.locator('.rdp-footer');
    await expect(footer).toHaveText('The footer sits below the months.');
    const monthsBox = await frame.locator('.rdp-months').boundingBox();
    const footerBox = await footer.boundingBox();
    expect(footerBox!.y).toBeGreaterThanOrEqual(
      monthsBox!.y + monthsBox!.height,
    );
    await expect(frame.locator('td.rdp-today')).toHaveAttribute(
      'data-today',
      'true',
    );
    await expect(frame.locator('td.rdp-day').first()).toHaveRole('gridcell');
    expect(consoleErrors).toEqual([]);
  });

  test('shows range states and disabled days', async ({page}) => {
    await open(page, '/docs/anatomy');
    const frame = await example(page, 'examples/AnatomyDayStates.tsx');
    await expect(cellOf(dayButton(frame, 10))).toHaveClass(/rdp-range_start/);
    await expect(cellOf(dayButton(frame, 12))).toHaveClass(/rdp-range_middle/);
    await expect(cellOf(dayButton(frame, 14))).toHaveClass(/rdp-range_end/);
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(5);
    await expect(dayButton(frame, 3)).toBeDisabled();
    await expect(cellOf(dayButton(frame, 3))).toHaveClass(/rdp-disabled/);
    await expect(dayButton(frame, 4)).toBeDisabled();
  });

  test('arrow keys move the focus between days and Enter selects', async ({
    page,
  }) => {
    await open(page, '/docs/anatomy');
    const frame = await example(page, 'examples/AnatomyAllParts.tsx');
    await dayButton(frame, 15).click();
    await expect(dayButton(frame, 15)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dayButton(frame, 16)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dayButton(frame, 23)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(dayButton(frame, 22)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cellOf(dayButton(frame, 22))).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cellOf(dayButton(frame, 15))).not.toHaveAttribute(
      'aria-selected',
    );
    const month = monthFromNow();
    await expect(frame.getByRole('status').last()).toHaveText(
      `Selected: ${new Date(month.getFullYear(), month.getMonth(), 22).toDateString()}`,
    );
  });
});

test.describe('Selection modes page', () => {
  test('selects a single day and clears it on a second click', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/docs/selection-modes');
    const frame = await example(
      page,
      'examples/SelectionOnSelectArguments.tsx',
    );
    const button = dayButton(frame, 15);
    await button.click();
    await expect(cellOf(button)).toHaveAttribute('aria-selected', 'true');
    await expect(button).toHaveAccessibleName(/, selected$/);
    await expect(frame.locator('.rdp-footer')).toContainText(
      'A click event selected',
    );
    await button.click();
    await expect(cellOf(button)).not.toHaveAttribute('aria-selected');
    await expect(frame.locator('.rdp-footer')).toContainText(
      'cleared the selection',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('the single-mode footer names the picked day, then asks again', async ({
    page,
  }) => {
    await open(page, '/docs/selection-modes');
    const frame = await example(page, 'examples/SingleWithFooter.tsx');
    const footer = frame.locator('.rdp-footer');
    await expect(footer).toHaveText('Pick a day.');
    await dayButton(frame, 15).click();
    await expect(footer).toHaveText(
      `You picked ${await localeDate(page, 15)}.`,
    );
    await dayButton(frame, 15).click();
    await expect(footer).toHaveText('Pick a day.');
  });

  test('the onSelect footer reports the event, the day and the today modifier', async ({
    page,
  }) => {
    await open(page, '/docs/selection-modes');
    const frame = await example(
      page,
      'examples/SelectionOnSelectArguments.tsx',
    );
    const footer = frame.locator('.rdp-footer');
    await expect(footer).toHaveText('Click a day, then click it again.');
    const today = await localeDate(page, new Date().getDate());
    await frame.getByRole('button', {name: /^Today, /}).click();
    await expect(footer).toHaveText(`A click event selected ${today} (today).`);
    await frame.getByRole('button', {name: /^Today, /}).press('Enter');
    await expect(footer).toHaveText(
      `A click event on ${today} (today) cleared the selection.`,
    );
  });

  test('required single selection keeps the selected day', async ({page}) => {
    await open(page, '/docs/selection-modes');
    const frame = await example(page, 'examples/SelectionSingleRequired.tsx');
    const today = frame.getByRole('button', {name: /^Today, /});
    const footer = frame.locator('.rdp-footer');
    const todayText = await localeDate(page, new Date().getDate());
    await expect(cellOf(today)).toHaveAttribute('aria-selected', 'true');
    await expect(footer).toHaveText(`Appointment on ${todayText}.`);
    await today.click();
    await expect(cellOf(today)).toHaveAttribute('aria-selected', 'true');
    await expect(footer).toHaveText(`Appointment on ${todayText}.`);
    const other = new Date().getDate() === 15 ? 16 : 15;
    await dayButton(frame, other).click();
    await expect(footer).toHaveText(
      `Appointment on ${await localeDate(page, other)}.`,
    );
  });

  test('multiple mode stops at max and starts over', async ({page}) => {
    await open(page, '/docs/selection-modes');
    const frame = await example(page, 'examples/SelectionMultipleMax.tsx');
    const selected = frame.locator('td[aria-selected="true"]');
    await expect(frame.locator('.rdp-footer')).toHaveText(
      '0 of 3 days selected.',
    );
    for (const day of [10, 11, 12]) {
      await dayButton(frame, day).click();
    }
    await expect(selected).toHaveCount(3);
    await expect(frame.locator('.rdp-footer')).toHaveText(
      '3 of 3 days selected.',
    );
    await dayButton(frame, 20).click();
    await expect(selected).toHaveCount(1);
    await expect(cellOf(dayButton(frame, 20))).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(frame.locator('.rdp-footer')).toHaveText(
      '1 of 3 days selected.',
    );
  });

  test('range mode selects from a start to an end day', async ({page}) => {
    await open(page, '/docs/selection-modes');
    const frame = await example(page, 'examples/SelectionRange.tsx');
    await expect(frame.getByRole('grid')).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );
    const footer = frame.locator('.rdp-footer');
    await expect(footer).toHaveText('Pick the first day.');
    const tenth = await localeDate(page, 10);
    await dayButton(frame, 10).click();
    await expect(footer).toHaveText(`From ${tenth} to ${tenth}`);
    await dayButton(frame, 14).click();
    await expect(footer).toHaveText(
      `From ${tenth} to ${await localeDate(page, 14)}`,
    );
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(5);
    await expect(cellOf(dayButton(frame, 10))).toHaveClass(/rdp-range_start/);
    await expect(cellOf(dayButton(frame, 12))).toHaveClass(/rdp-range_middle/);
    await expect(cellOf(dayButton(frame, 14))).toHaveClass(/rdp-range_end/);
    await expect(frame.locator('.rdp-footer')).toContainText(
      /^From .+ to .+\d/,
    );
  });

  test('range min and max restart the range', async ({page}) => {
    await open(page, '/docs/selection-modes');
    const frame = await example(page, 'examples/SelectionRangeMinMax.tsx');
    const selected = frame.locator('td[aria-selected="true"]');
    const footer = frame.locator('.rdp-footer');
    await dayButton(frame, 10).click();
    await dayButton(frame, 11).click(); // 1 night: shorter than min, restarts on the 11th
    await expect(selected).toHaveCount(1);
    await expect(cellOf(dayButton(frame, 11))).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(footer).toHaveText('Choose a stay of 3 to 7 nights.');
    await dayButton(frame, 15).click(); // 4 nights: accepted
    await expect(selected).toHaveCount(5);
    await expect(footer).toHaveText('4 nights selected.');
    await dayButton(frame, 25).click(); // 14 nights: longer than max, restarts on the 25th
    await expect(selected).toHaveCount(1);
    await expect(cellOf(dayButton(frame, 25))).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('range min and max accept 3 and 7 nights, not 2 or 8', async ({
    page,
  }) => {
    await open(page, '/docs/selection-modes');
    const frame = await example(page, 'examples/SelectionRangeMinMax.tsx');
    const selected = frame.locator('td[aria-selected="true"]');
    const footer = frame.locator('.rdp-footer');
    await dayButton(frame, 1).click();
    await dayButton(frame, 3).click(); // 2 nights: restarts on the 3rd
    await expect(selected).toHaveCount(1);
    await expect(footer).toHaveText('Choose a stay of 3 to 7 nights.');
    await dayButton(frame, 6).click(); // 3 nights
    await expect(selected).toHaveCount(4);
    await expect(footer).toHaveText('3 nights selected.');
    await dayButton(frame, 10).click(); // 7 nights
    await expect(selected).toHaveCount(8);
    await expect(footer).toHaveText('7 nights selected.');
    await dayButton(frame, 11).click(); // 8 nights: restarts on the 11th
    await expect(selected).toHaveCount(1);
    await expect(cellOf(dayButton(frame, 11))).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(footer).toHaveText('Choose a stay of 3 to 7 nights.');
  });

  test('disabled days cannot be selected', async ({page}) => {
    await open(page, '/docs/selection-modes');
    const frame = await example(page, 'examples/SelectionDisabledMatchers.tsx');
    const saturday = frame
      .getByRole('button', {name: /^(Today, )?Saturday/})
      .first();
    await expect(saturday).toBeDisabled();
    await expect(cellOf(saturday)).toHaveAttribute('data-disabled', 'true');
    await expect(dayButton(frame, 13)).toBeDisabled();
    await saturday.click({force: true});
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(0);
  });

  test('excludeDisabled restarts a range that would cross a weekend', async ({
    page,
  }) => {
    await open(page, '/docs/selection-modes');
    const frame = await example(
      page,
      'examples/SelectionRangeExcludeDisabled.tsx',
    );
    const first = monthFromNow();
    // The first Thursday of the month and the Tuesday after it.
    const thursday = 1 + ((4 - first.getDay() + 7) % 7);
    await dayButton(frame, thursday).click();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(1);
    await dayButton(frame, thursday + 5).click();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(1);
    await expect(cellOf(dayButton(frame, thursday + 5))).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cellOf(dayButton(frame, thursday))).not.toHaveAttribute(
      'aria-selected',
    );
  });

  test('the reset button clears a range', async ({page}) => {
    await open(page, '/docs/selection-modes');
    const frame = await example(page, 'examples/SelectionRangeReset.tsx');
    const reset = frame.getByRole('button', {name: 'Clear the dates'});
    await expect(reset).toBeDisabled();
    await dayButton(frame, 10).click();
    await dayButton(frame, 12).click();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(3);
    await reset.click();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(0);
    await expect(reset).toBeDisabled();
  });

  test('an uncontrolled calendar starts from selected and manages its state', async ({
    page,
  }) => {
    await open(page, '/docs/selection-modes');
    const frame = await example(page, 'examples/SelectionUncontrolled.tsx');
    const selected = frame.locator('td[aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    const today = new Date().getDate();
    const other = today === 15 ? 16 : 15;
    await dayButton(frame, other).click();
    await expect(selected).toHaveCount(2);
  });
});

test.describe('Navigation page', () => {
  test('navigation buttons move between startMonth and endMonth', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/docs/navigation');
    const frame = await example(page, 'examples/NavigationStartEndMonth.tsx');
    const previous = frame.getByRole('button', {
      name: 'Go to the Previous Month',
    });
    const next = frame.getByRole('button', {name: 'Go to the Next Month'});
    await expect(frame.getByRole('grid')).toHaveAccessibleName(
      monthName(monthFromNow()),
    );
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expect(frame.getByRole('grid')).toHaveAccessibleName(
      monthName(monthFromNow(1)),
    );
    await expect(previous).not.toHaveAttribute('aria-disabled');
    for (let i = 0; i < 4; i++) {
      await next.click();
    }
    await expect(frame.getByRole('grid')).toHaveAccessibleName(
      monthName(monthFromNow(5)),
    );
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.click({force: true});
    await expect(frame.getByRole('grid')).toHaveAccessibleName(
      monthName(monthFromNow(5)),
    );
    await previous.click();
    await expect(frame.getByRole('grid')).toHaveAccessibleName(
      monthName(monthFromNow(4)),
    );
    expect(consoleErrors).toEqual([]);
  });

  test('the go to today button returns to the current month', async ({
    page,
  }) => {
    await open(page, '/docs/navigation');
    const frame = await example(page, 'examples/NavigationGoToToday.tsx');
    const goToToday = frame.getByRole('button', {name: 'Go to today'});
    await expect(goToToday).toBeDisabled();
    await frame.getByRole('button', {name: 'Go to the Previous Month'}).click();
    await frame.getByRole('button', {name: 'Go to the Previous Month'}).click();
    await expect(frame.getByRole('grid')).toHaveAccessibleName(
      monthName(monthFromNow(-2)),
    );
    await goToToday.click();
    await expect(frame.getByRole('grid')).toHaveAccessibleName(
      monthName(monthFromNow()),
    );
    await expect(goToToday).toBeDisabled();
  });

  test('the dropdown caption changes month and year', async ({page}) => {
    await open(page, '/docs/navigation');
    const frame = await example(page, 'examples/NavigationDropdownCaption.tsx');
    const years = frame.getByRole('combobox', {name: 'Choose the Year'});
    const months = frame.getByRole('combobox', {name: 'Choose the Month'});
    await expect(years.locator('option').first()).toHaveText('2000');
    await expect(years.locator('option').last()).toHaveText(
      String(new Date().getFullYear() + 5),
    );
    await years.selectOption('2010');
    await expect(frame.getByRole('grid')).toHaveAccessibleName(
      monthName(new Date(2010, monthFromNow().getMonth(), 1)),
    );
    await months.selectOption({label: 'March'});
    await expect(frame.getByRole('grid')).toHaveAccessibleName('March 2010');
    await expect(frame.getByRole('status').first()).toHaveText('March 2010');
  });

  test('reverseYears lists the current year first', async ({page}) => {
    await open(page, '/docs/navigation');
    const frame = await example(
      page,
      'examples/NavigationDropdownYearsReversed.tsx',
    );
    const years = frame.getByRole('combobox', {name: 'Choose the Year'});
    const thisYear = new Date().getFullYear();
    await expect(years.locator('option').first()).toHaveText(String(thisYear));
    await expect(years.locator('option').last()).toHaveText(
      String(thisYear - 80),
    );
    await expect(
      frame.getByRole('combobox', {name: 'Choose the Month'}),
    ).toHaveCount(0);
  });

  test('paged navigation moves by the number of months displayed', async ({
    page,
  }) => {
    await open(page, '/docs/navigation');
    const frame = await example(page, 'examples/NavigationPagedMonths.tsx');
    const grids = frame.getByRole('grid');
    await expect(grids).toHaveCount(2);
    await expect(grids.nth(1)).toHaveAccessibleName(monthName(monthFromNow(1)));
    await frame.getByRole('button', {name: 'Go to the Next Month'}).click();
    await expect(grids.nth(0)).toHaveAccessibleName(monthName(monthFromNow(2)));
    await expect(grids.nth(1)).toHaveAccessibleName(monthName(monthFromNow(3)));
  });

  test('navLayout around puts the buttons inside the month', async ({page}) => {
    await open(page, '/docs/navigation');
    const frame = await example(page, 'examples/NavigationLayoutAround.tsx');
    await expect(frame.locator('.rdp-root')).toHaveAttribute(
      'data-nav-layout',
      'around',
    );
    await expect(frame.locator('nav')).toHaveCount(0);
    await expect(
      frame.locator('.rdp-month > .rdp-button_previous'),
    ).toHaveCount(1);
    await frame.getByRole('button', {name: 'Go to the Next Month'}).click();
    await expect(frame.getByRole('grid')).toHaveAccessibleName(
      monthName(monthFromNow(1)),
    );
  });
});

test.describe('Customization page', () => {
  test('numberOfMonths renders one grid per month', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/docs/customization');
    const frame = await example(page, 'examples/CustomizationThreeMonths.tsx');
    const grids = frame.getByRole('grid');
    await expect(grids).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await expect(grids.nth(i)).toHaveAccessibleName(
        monthName(monthFromNow(i)),
      );
    }
    await expect(frame.locator('.rdp-root')).toHaveAttribute(
      'data-multiple-months',
      'true',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('fixedWeeks always shows six weeks', async ({page}) => {
    await open(page, '/docs/customization');
    const frame = await example(page, 'examples/CustomizationFixedWeeks.tsx');
    const next = frame.getByRole('button', {name: 'Go to the Next Month'});
    for (let i = 0; i < 12; i++) {
      await expect(frame.locator('tbody tr')).toHaveCount(6);
      await next.click();
    }
    await expect(frame.locator('td.rdp-outside').first()).toBeVisible();
  });

  test('week numbers are row headers and can be made clickable', async ({
    page,
  }) => {
    await open(page, '/docs/customization');
    const numbers = await example(
      page,
      'examples/CustomizationWeekNumbers.tsx',
    );
    await expect(numbers.getByRole('rowheader').first()).toHaveAccessibleName(
      /^Week \d+$/,
    );
    const clickable = await example(
      page,
      'examples/CustomizationWeekNumberClick.tsx',
    );
    const firstWeek = clickable.getByRole('rowheader').first();
    const weekNumber = Number(await firstWeek.innerText());
    await expect(clickable.locator('.rdp-footer')).toHaveText(
      'Click a week number.',
    );
    // The footer names the week and its first and last days.
    const cells = clickable.locator('tbody tr').first().locator('td');
    const range = await page.evaluate(
      (days) =>
        days
          .map((day) => {
            const [y, m, d] = day!.split('-').map(Number);
            return new Date(y!, m! - 1, d).toLocaleDateString();
          })
          .join(' to '),
      [
        await cells.first().getAttribute('data-day'),
        await cells.last().getAttribute('data-day'),
      ],
    );
    await firstWeek.getByRole('button').click();
    await expect(clickable.locator('.rdp-footer')).toHaveText(
      `Week ${weekNumber}: ${range}.`,
    );
  });

  test('autoFocus focuses today when the calendar opens', async ({page}) => {
    await open(page, '/docs/customization');
    const frame = await example(page, 'examples/CustomizationAutoFocus.tsx');
    await frame.getByRole('button', {name: 'Choose a date'}).click();
    await expect(frame.getByRole('button', {name: /^Today, /})).toBeFocused();
    await frame.getByRole('button', {name: 'Close the calendar'}).click();
    await expect(frame.getByRole('grid')).toHaveCount(0);
    await expect(
      frame.getByRole('button', {name: 'Choose a date'}),
    ).toBeVisible();
  });

  test('animate marks the calendar for animation', async ({page}) => {
    await open(page, '/docs/customization');
    const frame = await example(page, 'examples/CustomizationAnimate.tsx');
    await expect(
      frame.locator('.rdp-month[data-animated-month="true"]'),
    ).toHaveCount(1);
    await frame.getByRole('button', {name: 'Go to the Next Month'}).click();
    await expect(frame.getByRole('grid').last()).toHaveAccessibleName(
      monthName(monthFromNow(1)),
    );
  });
});

test.describe('Customization page: animation speed', () => {
  const src = 'examples/CustomizationAnimateDuration.tsx';

  test('clicking next adds the animation classes and moves the month', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/docs/customization');
    const frame = await example(page, src);
    await frame.getByRole('button', {name: 'Go to the Next Month'}).click();
    // During the 0.8s slide: the new month enters, a copy of the old one exits.
    const entering = frame.locator('.rdp-weeks_after_enter');
    await expect(entering).toHaveCount(1);
    await expect(entering).toHaveCSS('animation-name', 'rdp-slide_in_right');
    await expect(entering).toHaveCSS('animation-duration', '0.8s');
    await expect(frame.locator('.rdp-caption_after_enter')).toHaveCount(1);
    await expect(frame.locator('.rdp-weeks_before_exit')).toHaveCount(1);
    await expect(frame.getByRole('grid')).toHaveAccessibleName(
      monthName(monthFromNow(1)),
    );
    // Once it ends, the copy and the classes are gone.
    await expect(
      frame.locator('[class*="_enter"], [class*="_exit"]'),
    ).toHaveCount(0);
    await expect(frame.locator('.rdp-month')).toHaveCount(1);

    await frame.getByRole('button', {name: 'Go to the Previous Month'}).click();
    await expect(frame.locator('.rdp-weeks_before_enter')).toHaveCount(1);
    await expect(frame.locator('.rdp-weeks_after_exit')).toHaveCount(1);
    await expect(frame.getByRole('grid')).toHaveAccessibleName(
      monthName(monthFromNow()),
    );
    expect(consoleErrors).toEqual([]);
  });
});

test('every example on the four pages renders without console errors', async ({
  page,
  consoleErrors,
}) => {
  // As many figures as the page's source shows examples, each with its
  // calendar on load, except the autoFocus example's (shown after a click).
  const afterClick = ['examples/CustomizationAutoFocus.tsx'];
  const pages = Object.fromEntries(
    ['anatomy', 'selection-modes', 'navigation', 'customization'].map(
      (name) => {
        const sources = [
          ...readFileSync(
            join(__dirname, '..', '..', 'docs', 'docs', `${name}.mdx`),
            'utf8',
          ).matchAll(/<Example\s+src="([^"]+)"/g),
        ].map((match) => match[1]!);
        return [
          `/docs/${name}`,
          [
            sources.length,
            sources.filter((src) => !afterClick.includes(src)).length,
          ],
        ];
      },
    ),
  );
  for (const [path, [figures, calendars]] of Object.entries(pages)) {
    await open(page, path);
    await expect(page.locator('figure[data-example]')).toHaveCount(figures);
    await expect(page.locator('figure[data-example] .rdp-root')).toHaveCount(
      calendars,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});

test('hand-written pages of both versions link to their source file; API pages do not', async ({
  page,
}) => {
  const edit = page.getByRole('link', {name: 'Edit this page'});
  for (const [path, file] of [
    ['/docs/styling', `${docVersion('v9').docsDir}/docs/styling.mdx`],
    [
      '/v8/using-daypicker/styling',
      `${docVersion('v8').docsDir}/using-daypicker/styling.mdx`,
    ],
  ]) {
    await open(page, path);
    await expect(edit).toHaveAttribute('href', new RegExp(`/${file}$`));
  }
  await open(page, '/api/functions/DayPicker');
  await expect(page.locator('article')).toBeVisible();
  await expect(edit).toHaveCount(0);
});

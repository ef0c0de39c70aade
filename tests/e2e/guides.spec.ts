import type {Locator} from '@playwright/test';

import {
  example,
  expect,
  isoDay,
  openExample,
  waitForHydration,
} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

/** A day of the current month. */
function dayOfThisMonth(day: number): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), day);
}

/** The grid cell of a day, found by its `data-day` attribute. */
function cell(frame: Locator, date: Date): Locator {
  return frame.locator(`td[data-day="${isoDay(date)}"]`);
}

test.describe('accessibility guide', () => {
  test('keyboard navigation moves the focus through the grid', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/accessibility',
      'examples/KeyboardNavigationGrid.tsx',
    );
    const day = (name: string) =>
      frame.getByRole('button', {name, exact: true});

    // Only one day is in the tab order: the selected one.
    await expect(frame.locator('td button[tabindex="0"]')).toHaveCount(1);
    await expect(day('Wednesday, June 11th, 2025, selected')).toHaveAttribute(
      'tabindex',
      '0',
    );

    // The text under the calendar asks for Tab: the nav buttons come first.
    await expect(
      frame.getByText('Press Tab to move the focus into the calendar.'),
    ).toBeVisible();
    await frame.getByRole('button', {name: 'Go to the Previous Month'}).focus();
    await page.keyboard.press('Tab');
    await expect(
      frame.getByRole('button', {name: 'Go to the Next Month'}),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(day('Wednesday, June 11th, 2025, selected')).toBeFocused();
    await expect(frame.getByText('Focus is on Wed Jun 11 2025.')).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(day('Thursday, June 12th, 2025')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(day('Thursday, June 19th, 2025')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(day('Wednesday, June 18th, 2025')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(day('Wednesday, June 11th, 2025, selected')).toBeFocused();

    await page.keyboard.press('Home');
    await expect(day('Sunday, June 8th, 2025')).toBeFocused();
    await page.keyboard.press('End');
    await expect(day('Saturday, June 14th, 2025')).toBeFocused();
    await expect(frame.getByText('Focus is on Sat Jun 14 2025.')).toBeVisible();

    await page.keyboard.press('PageDown');
    await expect(day('Monday, July 14th, 2025')).toBeFocused();
    await expect(frame.getByRole('grid', {name: 'July 2025'})).toBeVisible();
    await page.keyboard.press('PageUp');
    await expect(day('Saturday, June 14th, 2025')).toBeFocused();
    await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();

    await page.keyboard.press('Shift+ArrowRight');
    await expect(day('Monday, July 14th, 2025')).toBeFocused();
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(day('Saturday, June 14th, 2025')).toBeFocused();
    await page.keyboard.press('Shift+PageDown');
    await expect(day('Sunday, June 14th, 2026')).toBeFocused();
    await expect(frame.getByRole('grid', {name: 'June 2026'})).toBeVisible();
    await page.keyboard.press('Shift+ArrowUp');
    await expect(day('Saturday, June 14th, 2025')).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(
      frame.getByRole('status').filter({hasText: 'Selected:'}),
    ).toHaveText('Selected: Sat Jun 14 2025');
    await expect(day('Saturday, June 14th, 2025, selected')).toBeFocused();
    // Enter again unselects the day, like a second click.
    await page.keyboard.press('Enter');
    await expect(frame.locator('.rdp-footer')).toHaveText('No day selected.');
    expect(consoleErrors).toEqual([]);
  });

  test('a custom key handler clears the selection', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/accessibility',
      'examples/KeyboardDeleteClears.tsx',
    );
    await cell(frame, dayOfThisMonth(10)).getByRole('button').click();
    await cell(frame, dayOfThisMonth(12)).getByRole('button').click();
    await expect(frame.getByText('2 day(s) selected.')).toBeVisible();
    await expect(frame.locator('.rdp-footer')).toHaveText(
      '2 day(s) selected. Press Delete to clear them.',
    );
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(2);
    await page.keyboard.press('Delete');
    await expect(frame.getByText('0 day(s) selected.')).toBeVisible();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(0);
    // Backspace clears the selection too.
    await cell(frame, dayOfThisMonth(10)).getByRole('button').click();
    await expect(frame.getByText('1 day(s) selected.')).toBeVisible();
    await page.keyboard.press('Backspace');
    await expect(frame.getByText('0 day(s) selected.')).toBeVisible();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('autoFocus moves the focus into the calendar and Escape closes it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/guides/accessibility');
    await waitForHydration(page);
    const frame = await example(page, 'examples/AutoFocusToggleCalendar.tsx');
    const toggle = frame.getByRole('button', {name: 'Choose a delivery date'});
    await toggle.focus();
    await page.keyboard.press('Enter');

    const calendar = frame.getByRole('dialog', {name: 'Delivery date'});
    await expect(calendar).toBeVisible();
    await expect(
      calendar.getByRole('button', {name: /^Today, /}),
    ).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);
    await expect(toggle).toBeFocused();

    // Picking a day closes the calendar and the button shows the date.
    await page.keyboard.press('Enter');
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    const opener = frame.locator('button[aria-expanded]');
    await expect(opener).toHaveText(new Date().toDateString());
    await expect(opener).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('the footer is a live region announcing the range', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/accessibility',
      'examples/LiveFooterRange.tsx',
    );
    const footer = frame.locator('.rdp-footer');
    await expect(footer).toHaveAttribute('role', 'status');
    await expect(footer).toHaveAttribute('aria-live', 'polite');
    await expect(footer).toHaveText('Pick the first night of your stay.');
    await cell(frame, dayOfThisMonth(3)).getByRole('button').click();
    await expect(footer).toHaveText(
      `Arriving ${dayOfThisMonth(3).toDateString()}. Now pick the last night.`,
    );
    await cell(frame, dayOfThisMonth(6)).getByRole('button').click();
    await expect(footer).toHaveText(
      `Staying from ${dayOfThisMonth(3).toDateString()} to ${dayOfThisMonth(6).toDateString()}.`,
    );
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('custom components guide', () => {
  test('a custom DayButton adds prices to the days', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/custom-components',
      'examples/CustomDayButtonPrices.tsx',
    );
    const priced = frame.getByRole('button', {name: /, \$\d+ per night$/});
    expect(await priced.count()).toBeGreaterThan(0);
    await expect(priced.first()).toContainText(/\$\d+/);
    // Past days are disabled and have no price.
    await expect(
      frame.locator('td[data-disabled] button').filter({hasText: '$'}),
    ).toHaveCount(0);
    // Next month is in the future: the 1st costs 90 + (1 % 4) * 15 = $105.
    await frame.getByRole('button', {name: 'Go to the Next Month'}).click();
    const now = new Date();
    const firstOfNext = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const first = cell(frame, firstOfNext).getByRole('button');
    await expect(first).toHaveAccessibleName(/, \$105 per night$/);
    await expect(first).toContainText('$105');
    expect(consoleErrors).toEqual([]);
  });

  test('a custom MonthCaption navigates with useDayPicker', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/custom-components',
      'examples/CustomMonthCaptionButtons.tsx',
    );
    const now = new Date();
    const monthName = (date: Date) =>
      date.toLocaleDateString('en-US', {month: 'long', year: 'numeric'});
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);

    await expect(frame.locator('.rdp-nav')).toHaveCount(0);
    await expect(frame.getByRole('grid', {name: monthName(now)})).toBeVisible();
    await frame.getByRole('button', {name: 'Next', exact: true}).click();
    await expect(
      frame.getByRole('grid', {name: monthName(next)}),
    ).toBeVisible();
    await frame.getByRole('button', {name: 'Today', exact: true}).click();
    await expect(frame.getByRole('grid', {name: monthName(now)})).toBeVisible();
    await frame.getByRole('button', {name: 'Previous', exact: true}).click();
    await expect(
      frame.getByRole('grid', {name: monthName(previous)}),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a custom Chevron replaces the navigation icons', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/custom-components',
      'examples/CustomChevronArrows.tsx',
    );
    const next = frame.getByRole('button', {name: 'Go to the Next Month'});
    await expect(next.locator('svg path')).toHaveCount(1);
    await expect(next.locator('polygon')).toHaveCount(0);
    await expect(frame.locator('.rdp-dropdown_root svg path')).toHaveCount(2);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('custom components guide: events and dropdowns', () => {
  test('a custom Dropdown replaces the selects with a listbox', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/custom-components',
      'examples/CustomDropdownListbox.tsx',
    );
    const grid = frame.getByRole('grid');
    const months = frame.getByRole('combobox', {name: 'Choose the Month'});
    const years = frame.getByRole('combobox', {name: 'Choose the Year'});
    await expect(frame.locator('select')).toHaveCount(0);
    await expect(grid).toHaveAccessibleName('June 2026');
    await expect(months).toHaveText(/June/);
    await expect(years).toHaveText(/2026/);

    // Pointer: open the months list and pick an option.
    const monthList = frame.getByRole('listbox', {name: 'Choose the Month'});
    await expect(monthList).toBeHidden();
    await months.click();
    await expect(months).toHaveAttribute('aria-expanded', 'true');
    await expect(monthList.getByRole('option')).toHaveCount(12);
    await expect(
      monthList.getByRole('option', {name: 'June', selected: true}),
    ).toBeVisible();
    await monthList.getByRole('option', {name: 'September'}).click();
    await expect(monthList).toBeHidden();
    await expect(grid).toHaveAccessibleName('September 2026');
    await expect(months).toBeFocused();

    // Keyboard: open the years list, move down one year, pick it.
    await years.focus();
    await page.keyboard.press('ArrowDown');
    await expect(years).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const yearList = frame.getByRole('listbox', {name: 'Choose the Year'});
    await expect(years).toHaveAttribute(
      'aria-activedescendant',
      (await yearList.getByRole('option', {name: '2027'}).getAttribute('id')) ??
        '',
    );
    await page.keyboard.press('Enter');
    await expect(grid).toHaveAccessibleName('September 2027');
    await expect(yearList).toBeHidden();

    // The years list ends at endMonth; Escape closes without a change.
    await page.keyboard.press('End');
    await expect(yearList.getByRole('option').last()).toHaveText('2028');
    await page.keyboard.press('Escape');
    await expect(years).toHaveAttribute('aria-expanded', 'false');
    await expect(grid).toHaveAccessibleName('September 2027');
    expect(consoleErrors).toEqual([]);
  });

  test('a custom DayButton selects on double click only', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/custom-components',
      'examples/CustomDayButtonDoubleClick.tsx',
    );
    const footer = frame.getByRole('status').last();
    const twelfth = cell(frame, dayOfThisMonth(12));
    await expect(footer).toHaveText('Double-click a day to pick it.');

    await twelfth.getByRole('button').click();
    await expect(twelfth.getByRole('button')).toBeFocused();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(0);
    await expect(footer).toHaveText('Double-click a day to pick it.');

    await twelfth.getByRole('button').dblclick();
    await expect(twelfth).toHaveAttribute('aria-selected', 'true');
    await expect(footer).toHaveText(
      `You picked ${dayOfThisMonth(12).toDateString()}.`,
    );

    // The keyboard still selects with Enter.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(cell(frame, dayOfThisMonth(13))).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(footer).toHaveText(
      `You picked ${dayOfThisMonth(13).toDateString()}.`,
    );
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('custom modifiers guide', () => {
  test('modifiersClassNames adds the class of a custom modifier', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/custom-modifiers',
      'examples/ModifiersBookedClassNames.tsx',
    );
    for (const day of [8, 9, 17, 18, 19, 20]) {
      await expect(cell(frame, dayOfThisMonth(day))).toHaveClass(/booked/);
    }
    await expect(cell(frame, dayOfThisMonth(10))).not.toHaveClass(/booked/);
    await expect(cell(frame, dayOfThisMonth(8))).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('modifiersStyles styles the weekend days', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/custom-modifiers',
      'examples/ModifiersWeekendStyles.tsx',
    );
    const first = dayOfThisMonth(1);
    const sunday = dayOfThisMonth(1 + ((7 - first.getDay()) % 7));
    const monday = dayOfThisMonth(sunday.getDate() + 1);
    await expect(cell(frame, sunday)).toHaveCSS('font-weight', '700');
    await expect(cell(frame, monday)).not.toHaveCSS('font-weight', '700');
    expect(consoleErrors).toEqual([]);
  });

  test('onDayClick reads the custom modifiers', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/custom-modifiers',
      'examples/ModifiersClickBooked.tsx',
    );
    await expect(frame.locator('.rdp-footer')).toHaveText(
      'Click a day to check it.',
    );
    await cell(frame, dayOfThisMonth(18)).getByRole('button').click();
    await expect(
      frame.getByRole('status').filter({hasText: 'booked'}),
    ).toHaveText(`${dayOfThisMonth(18).toDateString()} is already booked.`);
    await cell(frame, dayOfThisMonth(12)).getByRole('button').click();
    await expect(
      frame.getByText(`${dayOfThisMonth(12).toDateString()} is free.`),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('hidden days have no button', async ({page, consoleErrors}) => {
    const frame = await openExample(
      page,
      '/guides/custom-modifiers',
      'examples/ModifiersHiddenWeekends.tsx',
    );
    const first = dayOfThisMonth(1);
    const saturday = dayOfThisMonth(1 + ((6 - first.getDay() + 7) % 7));
    await expect(cell(frame, saturday)).toHaveAttribute('data-hidden', 'true');
    await expect(cell(frame, saturday).getByRole('button')).toHaveCount(0);
    await expect(frame.locator('td[data-day] button')).not.toHaveCount(0);

    // The arrows skip hidden days; Home stays put when Sunday is hidden.
    const friday = dayOfThisMonth(1 + ((5 - first.getDay() + 7) % 7));
    const monday = dayOfThisMonth(friday.getDate() + 3);
    await cell(frame, friday).getByRole('button').click();
    await page.keyboard.press('ArrowRight');
    await expect(cell(frame, monday).getByRole('button')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(cell(frame, monday).getByRole('button')).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('the today prop moves the today modifier and the initial month', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/custom-modifiers',
      'examples/ModifiersCustomToday.tsx',
    );
    await expect(frame.getByRole('grid', {name: 'March 2025'})).toBeVisible();
    await expect(frame.locator('td[data-today]')).toHaveAttribute(
      'data-day',
      '2025-03-14',
    );
    await expect(frame.locator('td[data-today]')).toHaveClass(/rdp-today/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('custom selections guide', () => {
  test('clicking a day selects its whole week', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/custom-selections',
      'examples/SelectWholeWeek.tsx',
    );
    const clicked = dayOfThisMonth(15);
    const footer = frame.locator('.rdp-footer');
    await expect(footer).toHaveText('Click a day to select its week.');
    await cell(frame, clicked).getByRole('button').click();

    const selected = frame.locator('td[aria-selected="true"]');
    await expect(selected).toHaveCount(7);
    const sunday = new Date(clicked);
    sunday.setDate(clicked.getDate() - clicked.getDay());
    const saturday = new Date(sunday);
    saturday.setDate(sunday.getDate() + 6);
    await expect(selected.first()).toHaveAttribute('data-day', isoDay(sunday));
    await expect(selected.last()).toHaveAttribute('data-day', isoDay(saturday));
    await expect(selected.first()).toHaveClass(/rdp-selected/);
    await expect(footer).toHaveText(
      `Week from ${sunday.toDateString()} to ${saturday.toDateString()}.`,
    );

    // Clicking a selected day clears the week.
    await cell(frame, saturday).getByRole('button').click();
    await expect(selected).toHaveCount(0);
    await expect(footer).toHaveText('Click a day to select its week.');
    expect(consoleErrors).toEqual([]);
  });

  test('shift+click extends a range built with addToRange', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/custom-selections',
      'examples/ShiftClickRange.tsx',
    );
    await expect(frame.locator('.rdp-footer')).toHaveText(
      'Click a day, then Shift+click another day.',
    );
    await cell(frame, dayOfThisMonth(10)).getByRole('button').click();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(1);
    await cell(frame, dayOfThisMonth(14))
      .getByRole('button')
      .click({modifiers: ['Shift']});
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(5);
    await expect(cell(frame, dayOfThisMonth(10))).toHaveClass(
      /rdp-range_start/,
    );
    await expect(cell(frame, dayOfThisMonth(12))).toHaveClass(
      /rdp-range_middle/,
    );
    await expect(cell(frame, dayOfThisMonth(14))).toHaveClass(/rdp-range_end/);
    const today = new Date().getDate();
    const includesToday = today >= 10 && today <= 14;
    await expect(frame.locator('.rdp-footer')).toHaveText(
      `Selection ${includesToday ? 'includes' : 'does not include'} today.`,
    );
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('input fields guide', () => {
  test('typing a date updates the calendar, picking a day fills the input', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/guides/input-fields',
      'examples/InputFieldTypedDate.tsx',
    );
    const input = frame.getByLabel('Date of birth');
    await input.fill('07/04/2031');
    await expect(frame.getByRole('grid', {name: 'July 2031'})).toBeVisible();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveAttribute(
      'data-day',
      '2031-07-04',
    );
    await frame
      .getByRole('button', {name: 'Thursday, July 10th, 2031'})
      .click();
    await expect(input).toHaveValue('07/10/2031');
    // An incomplete date clears the selection but keeps the month.
    await input.fill('07/1');
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(0);
    await expect(frame.getByRole('grid', {name: 'July 2031'})).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the dialog shows the typed date and fills the input', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/guides/input-fields');
    await waitForHydration(page);
    const frame = await example(page, 'examples/InputWithDialogPicker.tsx');
    const input = frame.getByRole('textbox', {name: 'Departure'});
    const opener = frame.getByRole('button', {name: 'Open calendar'});

    await input.fill('12/25/2030');
    await opener.click();
    const dialog = frame.getByRole('dialog', {
      name: 'Choose the departure date',
    });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('grid', {name: 'December 2030'}),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', {
        name: 'Wednesday, December 25th, 2030, selected',
      }),
    ).toBeFocused();

    await dialog
      .getByRole('button', {name: 'Friday, December 27th, 2030'})
      .click();
    await expect(dialog).toBeHidden();
    await expect(input).toHaveValue('12/27/2030');
    await expect(opener).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('the dialog opens and closes with the keyboard', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/guides/input-fields');
    await waitForHydration(page);
    const frame = await example(page, 'examples/InputWithDialogPicker.tsx');
    const opener = frame.getByRole('button', {name: 'Open calendar'});
    const dialog = frame.getByRole('dialog', {
      name: 'Choose the departure date',
    });

    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', {name: /^Today, /})).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(
      dialog.getByRole('button', {name: /^Today, /}),
    ).not.toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(frame.getByRole('textbox', {name: 'Departure'})).toHaveValue(
      '',
    );

    // The Close button closes the dialog and returns the focus too.
    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', {name: 'Close', exact: true}).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('two inputs drive a range', async ({page, consoleErrors}) => {
    const frame = await openExample(
      page,
      '/guides/input-fields',
      'examples/InputFieldDateRange.tsx',
    );
    await frame.getByLabel('Check-in').fill('03/10/2031');
    await frame.getByLabel('Check-out').fill('03/15/2031');
    await expect(frame.getByRole('grid', {name: 'March 2031'})).toBeVisible();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(6);

    await frame.getByRole('button', {name: /March 20th, 2031/}).click();
    await expect(frame.getByLabel('Check-out')).toHaveValue('03/20/2031');
    await expect(frame.getByLabel('Check-in')).toHaveValue('03/10/2031');

    // A start date after the end drops the end.
    await frame.getByLabel('Check-in').fill('03/25/2031');
    await expect(frame.getByLabel('Check-out')).toHaveValue('');
    await expect(frame.locator('td[aria-selected="true"]')).toHaveAttribute(
      'data-day',
      '2031-03-25',
    );
    expect(consoleErrors).toEqual([]);
  });
});

test('time picker combines the day and the time', async ({
  page,
  consoleErrors,
}) => {
  const frame = await openExample(
    page,
    '/guides/timepicker',
    'examples/TimePickerDateTime.tsx',
  );
  const day = dayOfThisMonth(15);
  const weekday = day.toLocaleDateString('en-US', {weekday: 'long'});
  const month = day.toLocaleDateString('en-US', {month: 'long'});
  const expected = (time: string) =>
    `Appointment: ${weekday}, ${month} 15, ${day.getFullYear()} at ${time}`;

  await expect(frame.locator('.rdp-footer')).toHaveText(
    'Pick a day for your appointment.',
  );
  await cell(frame, day).getByRole('button').click();
  await expect(frame.locator('.rdp-footer')).toHaveText(expected('09:00'));
  await frame.getByLabel('Time', {exact: true}).fill('14:30');
  await expect(frame.locator('.rdp-footer')).toHaveText(expected('14:30'));
  expect(consoleErrors).toEqual([]);
});

test('time picker reports times outside office hours', async ({
  page,
  consoleErrors,
}) => {
  const frame = await openExample(
    page,
    '/guides/timepicker',
    'examples/TimePickerBusinessHours.tsx',
  );
  const footer = frame.locator('.rdp-footer');
  const time = frame.getByLabel('Call time');
  await expect(footer).toHaveText('Pick a weekday.');
  await expect(time).toHaveAccessibleDescription(
    'Office hours: 09:00 to 17:00.',
  );
  // Next month is entirely in the future: only its weekends are disabled.
  await frame.getByRole('button', {name: 'Go to the Next Month'}).click();
  const now = new Date();
  const firstOfNext = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const offset = (8 - firstOfNext.getDay()) % 7; // days to the first Monday
  const monday = new Date(
    firstOfNext.getFullYear(),
    firstOfNext.getMonth(),
    1 + offset,
  );
  const sunday = new Date(
    monday.getFullYear(),
    monday.getMonth(),
    monday.getDate() + 6,
  );
  await expect(cell(frame, sunday)).toHaveAttribute('data-disabled', 'true');
  await expect(cell(frame, sunday).getByRole('button')).toBeDisabled();

  await cell(frame, monday).getByRole('button').click();
  const date = monday.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  await expect(footer).toHaveText(`Call booked for ${date}, 10:00 AM.`);

  await time.fill('18:30');
  await expect(time).toHaveAttribute('aria-invalid', 'true');
  const invalid =
    'Choose a time between 09:00 and 17:00, in steps of 15 minutes.';
  await expect(footer).toHaveText(invalid);
  // Off the 15-minute steps, and before 09:00, the time is invalid too.
  await time.fill('10:10');
  await expect(footer).toHaveText(invalid);
  await time.fill('08:45');
  await expect(footer).toHaveText(invalid);
  await time.fill('17:00');
  await expect(time).toHaveAttribute('aria-invalid', 'false');
  await expect(footer).toHaveText(`Call booked for ${date}, 5:00 PM.`);
  await time.fill('14:15');
  await expect(time).toHaveAttribute('aria-invalid', 'false');
  await expect(footer).toHaveText(`Call booked for ${date}, 2:15 PM.`);
  expect(consoleErrors).toEqual([]);
});

import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {
  addDays,
  addMonths,
  endOfMonth,
  format,
  getWeeksInMonth,
  isBefore,
  startOfMonth,
  startOfToday,
  startOfWeek,
} from 'date-fns';

import type {Locator, Page} from '@playwright/test';
import {example, expect, waitForHydration} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

const docsDir = join(process.cwd(), 'versioned_docs/version-8.10.1');

/** The v8 guide pages (not the generated API) and the examples each shows. */
function v8Pages(dir = docsDir): {route: string; examples: string[]}[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return relative(docsDir, path) === 'api' ? [] : v8Pages(path);
    }
    if (!entry.name.endsWith('.mdx')) {
      return [];
    }
    const slug = relative(docsDir, path).replace(/\.mdx$/, '');
    const examples = [
      ...readFileSync(path, 'utf8').matchAll(
        /<Example\s+src="(examples-v8\/[^"]+)"/g,
      ),
    ].map((match) => match[1]);
    return [{route: slug === 'index' ? '/v8' : `/v8/${slug}`, examples}];
  });
}

/** The day button showing `day` (a day number) in an example. */
function day(frame: Locator, n: number) {
  return frame.getByRole('gridcell', {name: String(n), exact: true});
}

const monthName = (date: Date) => format(date, 'LLLL y');

test.describe('every v8 page renders its examples', () => {
  for (const {route, examples} of v8Pages()) {
    test(route, async ({page, consoleErrors}) => {
      await page.goto(route);
      await waitForHydration(page);
      await expect(page.locator('article h1')).toBeVisible();
      for (const src of examples) {
        const frame = await example(page, src);
        await expect(frame, src).toBeVisible();
        // A calendar, or the button/field that opens one.
        await expect(
          frame.locator('.rdp, button, input').first(),
          src,
        ).toBeVisible();
        await expect(frame.getByRole('alert'), src).toHaveCount(0);
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('pages list the expected number of examples', () => {
    const total = v8Pages().reduce(
      (sum, {examples}) => sum + examples.length,
      0,
    );
    expect(total).toBeGreaterThanOrEqual(40);
  });
});

test.describe('v8 selection', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/v8/using-daypicker/selection-modes');
    await waitForHydration(page);
  });

  test('single mode selects a day and the app can clear it', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await example(page, 'examples-v8/V8ControlledSelection.tsx');
    await day(frame, 15).click();
    await expect(day(frame, 15)).toHaveAttribute('aria-selected', 'true');
    await day(frame, 16).click();
    await expect(day(frame, 16)).toHaveAttribute('aria-selected', 'true');
    await expect(day(frame, 15)).not.toHaveAttribute('aria-selected', 'true');
    await frame.getByRole('button', {name: 'Clear'}).click();
    await expect(frame.locator('[aria-selected="true"]')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('required single mode keeps the selected day', async ({page}) => {
    const frame = await example(page, 'examples-v8/V8SingleRequired.tsx');
    const today = day(frame, new Date().getDate());
    await expect(today).toHaveAttribute('aria-selected', 'true');
    await today.click();
    await expect(today).toHaveAttribute('aria-selected', 'true');
  });

  test('multiple mode selects up to max days', async ({page}) => {
    const frame = await example(page, 'examples-v8/V8MultipleMinMax.tsx');
    for (const n of [10, 11, 12]) {
      await day(frame, n).click();
    }
    await expect(frame.locator('[aria-selected="true"]')).toHaveCount(3);
    await expect(frame.getByText('3 of 3 days picked.')).toBeVisible();
    // With max reached, the other days are disabled.
    await expect(day(frame, 13)).toBeDisabled();
    // Unselecting one day enables the others again.
    await day(frame, 11).click();
    await expect(frame.locator('[aria-selected="true"]')).toHaveCount(2);
    await expect(day(frame, 13)).toBeEnabled();
  });

  test('range mode selects the days between two clicks', async ({page}) => {
    const frame = await example(page, 'examples-v8/V8RangeMode.tsx');
    await day(frame, 14).click();
    await day(frame, 10).click();
    for (const n of [10, 11, 12, 13, 14]) {
      await expect(day(frame, n)).toHaveAttribute('aria-selected', 'true');
    }
    await expect(day(frame, 9)).not.toHaveAttribute('aria-selected', 'true');
    await expect(day(frame, 10)).toHaveClass(/rdp-day_range_start/);
    await expect(day(frame, 12)).toHaveClass(/rdp-day_range_middle/);
    await expect(day(frame, 14)).toHaveClass(/rdp-day_range_end/);
    await expect(frame.locator('tfoot')).toContainText('–');
  });

  test('range mode with max disables the days too far away', async ({page}) => {
    const frame = await example(page, 'examples-v8/V8RangeMinMax.tsx');
    await expect(frame.locator('tfoot')).toHaveText(
      'Pick a range of 3 to 7 days.',
    );
    await day(frame, 10).click();
    // max={7}: 16 is the last day allowed after 10 (10 to 16 is 7 days),
    // min={3}: 12 is the first one (10 to 12 is 3 days), 11 is too close.
    await expect(day(frame, 16)).toBeEnabled();
    await expect(day(frame, 17)).toBeDisabled();
    await expect(day(frame, 12)).toBeEnabled();
    await expect(day(frame, 11)).toBeDisabled();
  });

  test('disabled days cannot be selected', async ({page}) => {
    const frame = await example(page, 'examples-v8/V8DisabledMatchers.tsx');
    const now = new Date();
    // The first Saturday of the current month: weekends are disabled.
    let saturday = 1;
    while (
      new Date(now.getFullYear(), now.getMonth(), saturday).getDay() !== 6
    ) {
      saturday++;
    }
    await expect(day(frame, saturday)).toBeDisabled();
    await day(frame, saturday).click({force: true});
    await expect(frame.locator('[aria-selected="true"]')).toHaveCount(0);
  });
});

test.describe('v8 navigation', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/v8/using-daypicker/navigation');
    await waitForHydration(page);
  });

  test('the buttons change the month, and the app can reset it', async ({
    page,
  }) => {
    const frame = await example(page, 'examples-v8/V8ControlledMonth.tsx');
    const now = new Date();
    await expect(frame.getByRole('grid', {name: monthName(now)})).toBeVisible();
    await frame.getByRole('button', {name: 'Go to next month'}).click();
    await expect(
      frame.getByRole('grid', {name: monthName(addMonths(now, 1))}),
    ).toBeVisible();
    await frame.getByRole('button', {name: 'Go to previous month'}).click();
    await frame.getByRole('button', {name: 'Go to previous month'}).click();
    await expect(
      frame.getByRole('grid', {name: monthName(addMonths(now, -1))}),
    ).toBeVisible();
    await frame.getByRole('button', {name: 'Back to this month'}).click();
    await expect(frame.getByRole('grid', {name: monthName(now)})).toBeVisible();
  });

  test('navigation stops at toMonth', async ({page}) => {
    const frame = await example(page, 'examples-v8/V8FromToMonth.tsx');
    const next = frame.getByRole('button', {name: 'Go to next month'});
    await expect(
      frame.getByRole('button', {name: 'Go to previous month'}),
    ).toBeDisabled();
    await next.click();
    await next.click();
    await expect(
      frame.getByRole('grid', {name: monthName(addMonths(new Date(), 2))}),
    ).toBeVisible();
    await expect(next).toBeDisabled();
  });

  test('paged navigation moves by two months', async ({page}) => {
    const frame = await example(page, 'examples-v8/V8PagedMonths.tsx');
    await expect(frame.getByRole('grid')).toHaveCount(2);
    await frame.getByRole('button', {name: 'Go to next month'}).click();
    await expect(
      frame.getByRole('grid', {name: monthName(addMonths(new Date(), 2))}),
    ).toBeVisible();
  });

  test('the year drop-down jumps to another year', async ({page}) => {
    const frame = await example(page, 'examples-v8/V8CaptionDropdown.tsx');
    await expect(frame.getByRole('button', {name: /month/})).toHaveCount(0);
    await frame.getByRole('combobox', {name: 'Year:'}).selectOption('2030');
    const expected = monthName(new Date(2030, new Date().getMonth()));
    await expect(frame.getByRole('grid', {name: expected})).toBeVisible();
  });
});

test.describe('v8 input fields', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/v8/advanced-guides/input-fields');
    await waitForHydration(page);
  });

  test('useInput: typing selects the day, clicking fills the field', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await example(page, 'examples-v8/V8UseInput.tsx');
    const input = frame.getByRole('textbox', {name: 'Check-in date'});
    await input.fill('Jan 15, 2025');
    await expect(frame.getByRole('grid', {name: 'January 2025'})).toBeVisible();
    await expect(day(frame, 15)).toHaveAttribute('aria-selected', 'true');
    await day(frame, 20).click();
    await expect(input).toHaveValue('Jan 20, 2025');
    await expect(day(frame, 20)).toHaveAttribute('aria-selected', 'true');
    expect(consoleErrors).toEqual([]);
  });

  test('popover: picking a day fills the field and closes the calendar', async ({
    page,
  }) => {
    const frame = await example(page, 'examples-v8/V8InputPopover.tsx');
    const input = frame.getByRole('textbox', {name: 'Due date'});
    const toggle = frame.getByRole('button', {name: 'Open calendar'});
    await toggle.click();
    const dialog = frame.getByRole('dialog', {name: 'Choose a due date'});
    await expect(dialog).toBeVisible();
    // initialFocus puts the focus on a day (today, nothing being selected).
    await expect(day(frame, new Date().getDate())).toBeFocused();
    await day(frame, 15).click();
    await expect(dialog).toBeHidden();
    await expect(input).toHaveValue(
      format(
        new Date(new Date().getFullYear(), new Date().getMonth(), 15),
        'yyyy-MM-dd',
      ),
    );
  });

  test('popover: a typed date is shown when the calendar opens', async ({
    page,
  }) => {
    const frame = await example(page, 'examples-v8/V8InputPopover.tsx');
    await frame.getByRole('textbox', {name: 'Due date'}).fill('2025-03-09');
    await frame.getByRole('button', {name: 'Open calendar'}).click();
    await expect(frame.getByRole('grid', {name: 'March 2025'})).toBeVisible();
    await expect(day(frame, 9)).toHaveAttribute('aria-selected', 'true');
    // Escape closes the dialog from within it: wait for its initial focus.
    await expect(frame.getByRole('dialog').locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(frame.getByRole('dialog')).toBeHidden();
  });
});

test.describe('v8 input fields: ranges and times', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/v8/advanced-guides/input-fields');
    await waitForHydration(page);
  });

  test('two fields select a range, and clicked days fill them', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await example(page, 'examples-v8/V8RangeInputs.tsx');
    const from = frame.getByRole('textbox', {name: 'From', exact: true});
    const to = frame.getByRole('textbox', {name: 'To', exact: true});
    await from.fill('2025-03-10');
    await to.fill('2025-03-14');
    await expect(frame.getByRole('grid', {name: 'March 2025'})).toBeVisible();
    for (const n of [10, 11, 12, 13, 14]) {
      await expect(day(frame, n)).toHaveAttribute('aria-selected', 'true');
    }
    await expect(frame.locator('[aria-selected="true"]')).toHaveCount(5);
    // An end before the start is left out of the calendar, not of the field.
    await to.fill('2025-03-05');
    await expect(to).toHaveValue('2025-03-05');
    await expect(frame.locator('[aria-selected="true"]')).toHaveCount(1);
    await expect(day(frame, 10)).toHaveAttribute('aria-selected', 'true');
    // The calendar shows the month of the date just typed, in either field.
    await to.fill('2025-05-02');
    await expect(frame.getByRole('grid', {name: 'May 2025'})).toBeVisible();
    await to.fill('2025-03-14');
    await expect(frame.getByRole('grid', {name: 'March 2025'})).toBeVisible();
    // Clicking days changes the range as range mode does, and fills the fields.
    await day(frame, 20).click();
    await expect(from).toHaveValue('2025-03-10');
    await expect(to).toHaveValue('2025-03-20');
    await day(frame, 5).click();
    await expect(from).toHaveValue('2025-03-05');
    await expect(to).toHaveValue('2025-03-20');
    await expect(frame.locator('[aria-selected="true"]')).toHaveCount(16);
    expect(consoleErrors).toEqual([]);
  });

  test('the time input sets the time of the selected day', async ({page}) => {
    const frame = await example(page, 'examples-v8/V8TimeInput.tsx');
    const now = new Date();
    const appointment = (n: number) =>
      `Appointment: ${format(
        new Date(now.getFullYear(), now.getMonth(), n, 14, 30),
        'PPPp',
      )}`;
    await expect(frame.locator('tfoot')).toHaveText('Pick a day and a time.');
    await day(frame, 15).click();
    await frame.getByLabel('Time').fill('14:30');
    await expect(frame.locator('tfoot')).toHaveText(appointment(15));
    // Another day keeps the chosen time, and is the one selected.
    await day(frame, 16).click();
    await expect(frame.locator('tfoot')).toHaveText(appointment(16));
    await expect(day(frame, 16)).toHaveAttribute('aria-selected', 'true');
    await expect(frame.locator('[aria-selected="true"]')).toHaveCount(1);
  });
});

test.describe('v8 custom components', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/v8/advanced-guides/custom-components');
    await waitForHydration(page);
  });

  test('DayContent: the price is part of the day button, which keeps selection and focus', async ({
    page,
  }) => {
    const frame = await example(page, 'examples-v8/V8DayContentPrices.tsx');
    const now = new Date();
    const price = (n: number) => {
      const weekday = new Date(now.getFullYear(), now.getMonth(), n).getDay();
      return weekday === 0 || weekday === 6 ? 120 : 90;
    };
    const priced = (n: number) =>
      frame.getByRole('gridcell', {
        name: new RegExp(`^${n}\\s?€${price(n)}$`),
      });
    await expect(priced(15)).toHaveCount(1);
    await expect(priced(15)).toHaveJSProperty('tagName', 'BUTTON');
    await priced(15).click();
    await expect(priced(15)).toHaveAttribute('aria-selected', 'true');
    await expect(priced(15)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(priced(16)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(priced(16)).toHaveAttribute('aria-selected', 'true');
    await expect(priced(15)).not.toHaveAttribute('aria-selected', 'true');
  });

  test('custom Day: a click selects one day, Shift+click extends from it', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await example(page, 'examples-v8/V8ShiftClickRange.tsx');
    const selected = frame.locator('[aria-selected="true"]');
    await day(frame, 10).click();
    await expect(selected).toHaveCount(1);
    await expect(day(frame, 10)).toHaveAttribute('aria-selected', 'true');
    await day(frame, 14).click({modifiers: ['Shift']});
    await expect(selected).toHaveCount(5);
    await expect(day(frame, 10)).toHaveClass(/rdp-day_range_start/);
    await expect(day(frame, 12)).toHaveClass(/rdp-day_range_middle/);
    await expect(day(frame, 14)).toHaveClass(/rdp-day_range_end/);
    // A plain click starts over, even inside the range (range mode would
    // move the end of the range there).
    await day(frame, 12).click();
    await expect(selected).toHaveCount(1);
    await expect(day(frame, 12)).toHaveAttribute('aria-selected', 'true');
    // Shift+click before the anchor extends backwards.
    await day(frame, 8).click({modifiers: ['Shift']});
    await expect(selected).toHaveCount(5);
    await expect(day(frame, 8)).toHaveClass(/rdp-day_range_start/);
    await expect(day(frame, 12)).toHaveClass(/rdp-day_range_end/);
    await expect(day(frame, 13)).not.toHaveAttribute('aria-selected', 'true');
    expect(consoleErrors).toEqual([]);
  });

  test('custom Row: the weeks that are over are not rendered', async ({
    page,
  }) => {
    const frame = await example(page, 'examples-v8/V8HidePastWeeks.tsx');
    const today = startOfToday();
    let expectedRows = 0;
    for (
      let weekStart = startOfWeek(startOfMonth(today));
      !isBefore(endOfMonth(today), weekStart);
      weekStart = addDays(weekStart, 7)
    ) {
      if (!isBefore(addDays(weekStart, 6), today)) expectedRows++;
    }
    await expect(frame.locator('tbody tr')).toHaveCount(expectedRows);
    await expect(day(frame, today.getDate())).toBeEnabled();
    const firstWeekIsOver = isBefore(
      addDays(startOfWeek(startOfMonth(today)), 6),
      today,
    );
    await expect(day(frame, 1)).toHaveCount(firstWeekIsOver ? 0 : 1);
    // The past months can't be reached; the next month shows every week.
    await expect(
      frame.getByRole('button', {name: 'Go to previous month'}),
    ).toBeDisabled();
    await frame.getByRole('button', {name: 'Go to next month'}).click();
    await expect(frame.locator('tbody tr')).toHaveCount(
      getWeeksInMonth(addMonths(today, 1)),
    );
  });
});

test.describe('v8 localization', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/v8/using-daypicker/localization');
    await waitForHydration(page);
  });

  test('weekday labels follow the locale; navigation labels stay English unless translated', async ({
    page,
  }) => {
    const spanish = await example(page, 'examples-v8/V8LocaleSpanish.tsx');
    await expect(
      spanish.getByRole('columnheader', {name: 'lunes', exact: true}),
    ).toBeVisible();
    await expect(
      spanish.getByRole('button', {name: 'Go to next month'}),
    ).toBeVisible();
    const italian = await example(page, 'examples-v8/V8TranslatedLabels.tsx');
    await expect(
      italian.getByRole('columnheader', {name: 'lunedì', exact: true}),
    ).toBeVisible();
    await expect(
      italian.getByRole('button', {name: 'Vai al mese successivo'}),
    ).toBeVisible();
    await expect(
      italian.getByRole('button', {name: 'Vai al mese precedente'}),
    ).toBeVisible();
  });

  test('formatters with Intl show Arabic-Indic digits', async ({page}) => {
    const frame = await example(page, 'examples-v8/V8ArabicIndicDigits.tsx');
    await expect(
      frame.getByRole('gridcell', {name: '١٥', exact: true}),
    ).toBeVisible();
    await expect(
      frame.getByRole('gridcell', {name: '15', exact: true}),
    ).toHaveCount(0);
    const caption = await page.evaluate(() =>
      new Intl.DateTimeFormat('ar-u-nu-arab', {
        month: 'long',
        year: 'numeric',
      }).format(new Date()),
    );
    expect(caption).toMatch(/[٠-٩]{4}/);
    await expect(frame.getByRole('grid', {name: caption})).toBeVisible();
  });
});

test('v8 week numbers: a click selects the week; the label is English', async ({
  page,
}) => {
  await page.goto('/v8/using-daypicker/customization');
  await waitForHydration(page);
  const frame = await example(page, 'examples-v8/V8WeekNumberClick.tsx');
  const weekButtons = frame.getByRole('button', {name: /^Week n\. \d+$/});
  // The third row is always a full week of the month.
  await weekButtons.nth(2).click();
  await expect(frame.locator('[aria-selected="true"]')).toHaveCount(7);
});

/**
 * What the v8 examples say about themselves (footers, button labels, the
 * comments the pages repeat), checked by using the calendar. The browser's
 * clock is fixed on Wednesday, June 11, 2025, so the dates are known.
 */
test.describe('v8 examples do what they say', () => {
  const NOW = new Date(2025, 5, 11, 12);

  async function openAt(page: Page, route: string, src: string) {
    await page.clock.setFixedTime(NOW);
    await page.goto(route);
    await waitForHydration(page);
    return example(page, src);
  }

  /** `toLocaleDateString()` of a June 2025 day, as the browser writes it. */
  const june = (page: Page, n: number) =>
    page.evaluate((d) => new Date(2025, 5, d).toLocaleDateString(), n);

  test('SingleWithFooter: the footer names the picked day', async ({page}) => {
    const frame = await openAt(page, '/v8', 'examples-v8/SingleWithFooter.tsx');
    const footer = frame.locator('tfoot');
    await expect(footer).toHaveText('Pick a day.');
    await day(frame, 15).click();
    await expect(footer).toHaveText(`You picked ${await june(page, 15)}.`);
  });

  test('selection modes: buttons, footers, min and max', async ({page}) => {
    const route = '/v8/using-daypicker/selection-modes';
    const controlled = await openAt(
      page,
      route,
      'examples-v8/V8ControlledSelection.tsx',
    );
    await controlled.getByRole('button', {name: 'Select today'}).click();
    await expect(day(controlled, 11)).toHaveAttribute('aria-selected', 'true');

    const required = await example(page, 'examples-v8/V8SingleRequired.tsx');
    const delivery = required.locator('tfoot');
    await expect(delivery).toHaveText(`Delivery on ${await june(page, 11)}.`);
    await day(required, 20).click();
    await expect(delivery).toHaveText(`Delivery on ${await june(page, 20)}.`);
    await day(required, 20).click();
    await expect(day(required, 20)).toHaveAttribute('aria-selected', 'true');
    await expect(delivery).toHaveText(`Delivery on ${await june(page, 20)}.`);

    // min={1}: the only selected day can't be removed.
    const multiple = await example(page, 'examples-v8/V8MultipleMinMax.tsx');
    const count = multiple.locator('tfoot');
    await expect(count).toHaveText('0 of 3 days picked.');
    await day(multiple, 10).click();
    await expect(count).toHaveText('1 of 3 days picked.');
    await day(multiple, 10).click();
    await expect(day(multiple, 10)).toHaveAttribute('aria-selected', 'true');
    await expect(count).toHaveText('1 of 3 days picked.');

    const range = await example(page, 'examples-v8/V8RangeMode.tsx');
    const rangeFooter = range.locator('tfoot');
    await expect(rangeFooter).toHaveText('Pick the first day.');
    await day(range, 10).click();
    await expect(rangeFooter).toHaveText(
      `From ${await june(page, 10)}: now pick the last day.`,
    );
    await day(range, 14).click();
    await expect(rangeFooter).toHaveText(
      `${await june(page, 10)} – ${await june(page, 14)}`,
    );

    // "disables the past and the weekends"
    const closed = await example(page, 'examples-v8/V8DisabledMatchers.tsx');
    await expect(day(closed, 10)).toBeDisabled();
    await expect(day(closed, 11)).toBeEnabled();
    await expect(day(closed, 14)).toBeDisabled();
    await expect(day(closed, 15)).toBeDisabled();
    await expect(day(closed, 16)).toBeEnabled();
  });

  test('navigation: first month, today, limits and drop-downs', async ({
    page,
  }) => {
    const route = '/v8/using-daypicker/navigation';
    const first = await openAt(page, route, 'examples-v8/V8DefaultMonth.tsx');
    await expect(
      first.getByRole('grid', {name: 'February 2025'}),
    ).toBeVisible();
    await first.getByRole('button', {name: 'Go to next month'}).click();
    await expect(first.getByRole('grid', {name: 'March 2025'})).toBeVisible();

    const today = await example(page, 'examples-v8/V8CustomToday.tsx');
    await expect(
      today.getByRole('grid', {name: 'September 2025'}),
    ).toBeVisible();
    await expect(day(today, 15)).toHaveClass(/rdp-day_today/);

    // "Only the next 14 days can be picked": June 11 to June 24.
    const twoWeeks = await example(page, 'examples-v8/V8FromToDate.tsx');
    await expect(day(twoWeeks, 10)).toBeDisabled();
    await expect(day(twoWeeks, 11)).toBeEnabled();
    await expect(day(twoWeeks, 24)).toBeEnabled();
    await expect(day(twoWeeks, 25)).toBeDisabled();

    // A far year from the drop-down, then one month with the buttons.
    const both = await example(
      page,
      'examples-v8/V8CaptionDropdownButtons.tsx',
    );
    await both.getByRole('combobox', {name: 'Year:'}).selectOption('2030');
    await expect(both.getByRole('grid', {name: 'June 2030'})).toBeVisible();
    await both.getByRole('button', {name: 'Go to next month'}).click();
    await expect(both.getByRole('grid', {name: 'July 2030'})).toBeVisible();
  });

  test('customization: six rows, hidden weekends', async ({page}) => {
    const route = '/v8/using-daypicker/customization';
    // June 2025 spans five weeks: fixedWeeks adds a sixth row.
    const fixed = await openAt(page, route, 'examples-v8/V8FixedWeeks.tsx');
    await expect(fixed.locator('tbody tr')).toHaveCount(6);
    await fixed.getByRole('button', {name: 'Go to next month'}).click();
    await expect(fixed.locator('tbody tr')).toHaveCount(6);

    const hidden = await example(page, 'examples-v8/V8HiddenDays.tsx');
    await expect(day(hidden, 13)).toBeVisible();
    await expect(day(hidden, 14)).toHaveCount(0);
    await expect(day(hidden, 15)).toHaveCount(0);
    await expect(hidden.locator('tbody tr').nth(1).locator('td')).toHaveCount(
      7,
    );
  });

  test('localization: first day of the week, ISO numbers, formatters', async ({
    page,
  }) => {
    const route = '/v8/using-daypicker/localization';
    const spanish = await openAt(
      page,
      route,
      'examples-v8/V8LocaleSpanish.tsx',
    );
    await expect(spanish.getByRole('columnheader').first()).toHaveAttribute(
      'aria-label',
      'lunes',
    );
    const saturday = await example(page, 'examples-v8/V8WeekStartsOn.tsx');
    await expect(saturday.getByRole('columnheader').first()).toHaveAttribute(
      'aria-label',
      'Saturday',
    );
    // The first row of June 2025 starts on Monday, May 26: ISO week 22.
    const iso = await example(page, 'examples-v8/V8ISOWeekNumbers.tsx');
    await expect(iso.getByRole('columnheader').first()).toHaveAttribute(
      'aria-label',
      'Monday',
    );
    await expect(iso.locator('.rdp-weeknumber').first()).toHaveText('22');
    // "Mar 2025" instead of "March 2025"; one letter per weekday.
    const formats = await example(page, 'examples-v8/V8Formatters.tsx');
    await expect(formats.getByRole('grid', {name: 'Jun 2025'})).toBeVisible();
    await expect(formats.getByRole('columnheader').first()).toHaveText('S');
  });

  test('accessibility: initial focus and the live footer', async ({page}) => {
    const route = '/v8/using-daypicker/accessibility';
    const focus = await openAt(page, route, 'examples-v8/V8InitialFocus.tsx');
    await focus.getByRole('button', {name: 'Show the calendar'}).click();
    await expect(day(focus, 11)).toBeFocused();
    await focus.getByRole('button', {name: 'Hide the calendar'}).click();
    await expect(focus.getByRole('grid')).toHaveCount(0);

    const live = await example(page, 'examples-v8/V8FooterLiveRegion.tsx');
    const footer = live.locator('tfoot [aria-live="polite"]');
    await expect(footer).toHaveText('No day selected.');
    await day(live, 15).click();
    await expect(footer).toHaveText('Selected: Sun Jun 15 2025');
  });

  test('input fields: Reset, and the toggle reports its state', async ({
    page,
  }) => {
    const route = '/v8/advanced-guides/input-fields';
    const hook = await openAt(page, route, 'examples-v8/V8UseInput.tsx');
    const input = hook.getByRole('textbox', {name: 'Check-in date'});
    await input.fill('Jan 15, 2025');
    await expect(day(hook, 15)).toHaveAttribute('aria-selected', 'true');
    await hook.getByRole('button', {name: 'Reset'}).click();
    await expect(input).toHaveValue('');
    await expect(hook.locator('[aria-selected="true"]')).toHaveCount(0);

    const popover = await example(page, 'examples-v8/V8InputPopover.tsx');
    const toggle = popover.getByRole('button', {name: /calendar$/});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveText('Open calendar');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText('Close calendar');
    await toggle.click();
    await expect(popover.getByRole('dialog')).toBeHidden();
  });

  test('custom caption: Previous, Today and Next', async ({page}) => {
    const frame = await openAt(
      page,
      '/v8/advanced-guides/custom-components',
      'examples-v8/V8CustomCaption.tsx',
    );
    await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();
    await frame.getByRole('button', {name: 'Next'}).click();
    await frame.getByRole('button', {name: 'Next'}).click();
    await expect(frame.getByRole('grid', {name: 'August 2025'})).toBeVisible();
    await frame.getByRole('button', {name: 'Today'}).click();
    await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();
    await frame.getByRole('button', {name: 'Previous'}).click();
    await expect(frame.getByRole('grid', {name: 'May 2025'})).toBeVisible();
  });

  test('custom selections: a whole week, and the hover preview', async ({
    page,
  }) => {
    const route = '/v8/advanced-guides/custom-selections';
    const week = await openAt(page, route, 'examples-v8/V8SelectWeek.tsx');
    const footer = week.locator('tfoot');
    await expect(footer).toHaveText('Click a day to select its week.');
    await day(week, 11).click();
    await expect(footer).toHaveText(`Week of ${await june(page, 8)}`);
    await expect(week.locator('[aria-selected="true"]')).toHaveCount(7);
    await expect(day(week, 8)).toHaveClass(/rdp-day_range_start/);
    await expect(day(week, 14)).toHaveClass(/rdp-day_range_end/);

    const hover = await example(page, 'examples-v8/V8RangeHoverPreview.tsx');
    await day(hover, 10).click();
    await day(hover, 14).hover();
    await expect(day(hover, 12)).toHaveCSS(
      'background-color',
      'rgb(224, 231, 255)',
    );
    await expect(day(hover, 16)).not.toHaveCSS(
      'background-color',
      'rgb(224, 231, 255)',
    );
  });

  test('custom modifiers: the footer tells booked days from free ones', async ({
    page,
  }) => {
    // Booked: today + 2, + 3 and + 8, so June 13, 14 and 19.
    const frame = await openAt(
      page,
      '/v8/advanced-guides/custom-modifiers',
      'examples-v8/V8BookedModifier.tsx',
    );
    const footer = frame.locator('tfoot');
    await expect(footer).toHaveText('Click a day.');
    await day(frame, 13).click();
    await expect(footer).toHaveText(
      `${await june(page, 13)} is already booked.`,
    );
    await day(frame, 12).click();
    await expect(footer).toHaveText(`${await june(page, 12)} is free.`);
    await day(frame, 19).click();
    await expect(footer).toHaveText(
      `${await june(page, 19)} is already booked.`,
    );
  });
});

test.describe('v8 styling', () => {
  test('modifiersClassNames give a range flat band and square ends, without the default classes', async ({
    page,
  }) => {
    await page.goto('/v8/using-daypicker/styling');
    await waitForHydration(page);
    const frame = await example(page, 'examples-v8/V8StylingRange.tsx');
    for (const n of [10, 14]) {
      await expect(day(frame, n)).toHaveCSS(
        'background-color',
        'rgb(29, 78, 216)',
      );
      await expect(day(frame, n)).toHaveCSS('border-top-left-radius', '8px');
      await expect(day(frame, n)).not.toHaveClass(/rdp-day_range_/);
    }
    await expect(day(frame, 12)).toHaveCSS(
      'background-color',
      'rgb(219, 234, 254)',
    );
    await expect(day(frame, 12)).toHaveCSS('border-top-left-radius', '0px');
    await expect(day(frame, 12)).not.toHaveClass(/rdp-day_selected/);
  });
});

import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {Locator, Page} from '@playwright/test';

import {example, expect, isoDay, open, test as ownPageTest} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

/** The live example frame, once its calendar has rendered. */
async function ready(page: Page, src: string): Promise<Locator> {
  const frame = await example(page, src);
  await expect(frame.getByRole('grid').first()).toBeVisible({timeout: 15_000});
  return frame;
}

/** The weekday names in the (aria-hidden) header row of the first month. */
function weekdayHeaders(frame: Locator): Locator {
  return frame.locator('thead th.rdp-weekday');
}

test.describe('localization page', () => {
  test.beforeEach(async ({page}) => {
    await open(page, '/docs/localization');
  });

  test('the Spanish locale translates the weekday names and starts on Monday', async ({
    page,
  }) => {
    const frame = await ready(page, 'examples/LocaleSpanish.tsx');
    const headers = weekdayHeaders(frame);
    await expect(headers).toHaveCount(7);
    await expect(headers.first()).toHaveText('lu');
    await expect(headers.first()).toHaveAttribute('aria-label', 'lunes');
    await expect(headers.last()).toHaveText('do');
    const monthName = new Date().toLocaleString('es', {month: 'long'});
    await expect(frame.locator('.rdp-caption_label')).toHaveText(
      `${monthName} ${new Date().getFullYear()}`,
    );
  });

  test('weekStartsOn={1} moves Monday to the first column', async ({page}) => {
    const headers = weekdayHeaders(
      await ready(page, 'examples/LocaleWeekStartsOnMonday.tsx'),
    );
    await expect(headers.first()).toHaveAttribute('aria-label', 'Monday');
    await expect(headers.last()).toHaveAttribute('aria-label', 'Sunday');
  });

  test('firstWeekContainsDate and ISOWeek change the week numbers', async ({
    page,
  }) => {
    const fwcd = await ready(page, 'examples/LocaleFirstWeekContainsDate.tsx');
    await expect(fwcd.locator('.rdp-caption_label')).toHaveText('January 2027');
    await expect(fwcd.getByRole('rowheader').first()).toHaveText('52');
    await expect(weekdayHeaders(fwcd).first()).toHaveAttribute(
      'aria-label',
      'Sunday',
    );

    const iso = await ready(page, 'examples/LocaleISOWeek.tsx');
    await expect(iso.getByRole('rowheader').first()).toHaveText('53');
    await expect(iso.getByRole('rowheader').nth(1)).toHaveText('01');
    await expect(weekdayHeaders(iso).first()).toHaveAttribute(
      'aria-label',
      'Monday',
    );
  });

  test('the broadcast calendar has Monday-first weeks of whole weeks', async ({
    page,
  }) => {
    const frame = await ready(page, 'examples/LocaleBroadcastCalendar.tsx');
    await expect(frame.locator('.rdp-root')).toHaveAttribute(
      'data-broadcast-calendar',
      'true',
    );
    await expect(weekdayHeaders(frame).first()).toHaveAttribute(
      'aria-label',
      'Monday',
    );
    const rows = frame.locator('tbody tr');
    const count = await rows.count();
    expect([4, 5]).toContain(count);
    // The first cell is a Monday, even when the month starts on another day.
    const firstDay = await rows
      .first()
      .locator('td')
      .first()
      .getAttribute('data-day');
    expect(new Date(`${firstDay}T00:00:00`).getDay()).toBe(1);
  });

  test('Home and End move by broadcast weeks, with the catches the guide names', async ({
    page,
  }) => {
    // November 2025 starts on a Saturday, December 2025 on a Monday.
    await page.clock.setFixedTime(new Date(2025, 10, 12, 10));
    await open(page, '/docs/localization');
    const frame = await ready(page, 'examples/LocaleBroadcastCalendar.tsx');
    const day = (name: string) => frame.getByRole('button', {name});
    await day('Wednesday, November 5th, 2025').focus();
    // End counts the broadcast weeks from the focused day (9.11.0): from the
    // 5th it finds four and stops on the 23rd, though the grid runs to the 30th.
    await page.keyboard.press('End');
    await expect(day('Sunday, November 23rd, 2025')).toBeFocused();
    await expect(day('Sunday, November 30th, 2025')).toBeVisible();
    // The first day, Monday 27 October, belongs to October: Home displays
    // October, whose broadcast weeks end on the 26th, and no day has focus.
    await page.keyboard.press('Home');
    await expect(frame.getByRole('grid', {name: 'October 2025'})).toBeVisible();
    await expect(frame.locator('button:focus')).toHaveCount(0);
    // In a month that starts on a Monday, Home stays in the month.
    await frame.getByRole('button', {name: /next month/i}).click();
    await frame.getByRole('button', {name: /next month/i}).click();
    await day('Monday, December 15th, 2025').focus();
    await page.keyboard.press('Home');
    await expect(day('Monday, December 1st, 2025')).toBeFocused();
  });

  test('numerals="deva" renders Devanagari digits', async ({page}) => {
    const frame = await ready(page, 'examples/LocaleNumeralsDevanagari.tsx');
    await expect(frame.locator('.rdp-caption_label')).toHaveText(/[०-९]{4}$/);
    await expect(
      frame.getByRole('gridcell', {name: /१/}).first(),
    ).toBeVisible();
    await expect(
      frame.locator('td[data-day]').filter({hasText: /[0-9]/}),
    ).toHaveCount(0);
  });

  test('dir="rtl" lays the calendar out right to left', async ({page}) => {
    const frame = await ready(page, 'examples/LocaleRightToLeft.tsx');
    const root = frame.locator('.rdp-root');
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect(root).toHaveAttribute('lang', 'ar');
    // Outside days are hidden, so the first two buttons are the 1st and the 2nd.
    const first = frame.locator('tbody button').first();
    const second = frame.locator('tbody button').nth(1);
    await expect(first).toHaveText('١');
    // In a right-to-left grid, the next day is on the left.
    const firstBox = await first.boundingBox();
    const secondBox = await second.boundingBox();
    if (firstBox && secondBox && firstBox.y === secondBox.y) {
      expect(secondBox.x).toBeLessThan(firstBox.x);
    }
    await first.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(second).toBeFocused();
  });

  test('the Persian calendar renders Persian months, right to left', async ({
    page,
  }) => {
    const frame = await ready(page, 'examples/CalendarPersian.tsx');
    await expect(frame.locator('.rdp-root')).toHaveAttribute('dir', 'rtl');
    // A Persian month name and a year in Eastern Arabic-Indic digits, e.g. "آذر ۱۴۰۵".
    await expect(frame.locator('.rdp-caption_label')).toHaveText(
      /^[\u0600-\u06FF‌ ]+ [۰-۹]{4}$/,
    );
    await frame.getByRole('button', {name: /۱۰/}).first().click();
    await expect(frame.getByRole('status').last()).toHaveText(
      /^Gregorian date: \w{3} \w{3} \d{2} \d{4}$/,
    );
    // Today's Persian cell gives today's Gregorian date (unless the 10th,
    // clicked above, is today: a second click would clear it).
    const todayCell = frame.locator('td[data-today]');
    if ((await todayCell.getAttribute('aria-selected')) !== 'true') {
      await todayCell.locator('button').click();
    }
    await expect(frame.getByRole('status').last()).toHaveText(
      `Gregorian date: ${new Date().toDateString()}`,
    );

    const english = await ready(page, 'examples/CalendarPersianEnglish.tsx');
    await expect(english.locator('.rdp-caption_label')).toHaveText(
      /^(Farvardin|Ordibehesht|Khordad|Tir|Mordad|Shahrivar|Mehr|Aban|Azar|Dey|Bahman|Esfand) 14\d\d$/,
    );
  });

  test('getDateLib formats the selected day in the Persian calendar', async ({
    page,
  }) => {
    const frame = await ready(page, 'examples/CalendarPersianFormatDate.tsx');
    const footer = frame.getByRole('status').last();
    await expect(footer).toHaveText('Pick a day.');
    // March 21, 2026 is 1 Farvardin 1405, a Saturday.
    await frame.locator('td[data-day="۱۴۰۵-۰۱-۰۱"] button').click();
    await expect(footer).toContainText('شنبه ۱ فروردین ۱۴۰۵');
    await expect(footer).toContainText('Saturday, 1 Farvardin 1405');
  });

  test('the Buddhist calendar shows the Buddhist Era year in Thai digits', async ({
    page,
  }) => {
    const frame = await ready(page, 'examples/CalendarBuddhist.tsx');
    const thaiYear = String(new Date().getFullYear() + 543).replace(
      /\d/g,
      (d) => String.fromCharCode(0x0e50 + Number(d)),
    );
    const thaiMonth = new Date().toLocaleString('th', {month: 'long'});
    await expect(frame.locator('.rdp-caption_label')).toHaveText(
      `${thaiMonth} ${thaiYear}`,
    );
  });

  test('the Hebrew calendar renders Hebrew months, right to left', async ({
    page,
  }) => {
    const frame = await ready(page, 'examples/CalendarHebrew.tsx');
    await expect(frame.locator('.rdp-root')).toHaveAttribute('dir', 'rtl');
    await expect(frame.locator('.rdp-caption_label')).toHaveText(
      /^[\u0590-\u05FF׳ ]+ 57\d\d$/,
    );
  });

  test("the Ethiopic calendar renders Amharic months and Ge'ez digits", async ({
    page,
  }) => {
    const frame = await ready(page, 'examples/CalendarEthiopic.tsx');
    await expect(frame.locator('.rdp-caption_label')).toHaveText(
      /^[\u1200-\u137F]+ [\u1369-\u137C]+$/,
    );
    await expect(frame.getByRole('button', {name: /፩/}).first()).toHaveText(
      '፩',
    );
  });
});

test.describe('translation page', () => {
  test.beforeEach(async ({page}) => {
    await open(page, '/docs/translation');
  });

  test('labels translate the navigation and the day buttons', async ({
    page,
  }) => {
    const frame = await ready(page, 'examples/TranslationSpanishLabels.tsx');
    await expect(
      frame.getByRole('button', {name: 'Ir al mes siguiente'}),
    ).toBeVisible();
    await expect(
      frame.getByRole('button', {name: 'Ir al mes anterior'}),
    ).toBeVisible();
    await expect(frame.getByRole('button', {name: /Go to the/})).toHaveCount(0);
    const day = frame.locator('td[data-day$="-10"] button');
    await expect(day).toHaveAttribute(
      'aria-label',
      /^(Hoy, )?\S+, 10 de \S+ de \d{4}$/,
    );
    await day.click();
    await expect(day).toHaveAttribute('aria-label', /, seleccionado$/);
    await expect(frame.getByRole('rowheader').first()).toHaveAttribute(
      'aria-label',
      /^Semana \d+$/,
    );
  });

  test('formatters change the caption, weekdays, days and week numbers', async ({
    page,
  }) => {
    const caption = await ready(
      page,
      'examples/TranslationCaptionFormatter.tsx',
    );
    const now = new Date();
    const expected = `${now.getFullYear()} · ${String(now.getMonth() + 1).padStart(2, '0')} · ${now.toLocaleString('en-US', {month: 'long'})}`;
    await expect(caption.locator('.rdp-caption_label')).toHaveText(expected);
    await expect(weekdayHeaders(caption)).toHaveText([
      'S',
      'M',
      'T',
      'W',
      'T',
      'F',
      'S',
    ]);

    const days = await ready(page, 'examples/TranslationDayFormatter.tsx');
    await expect(
      days.locator('td[data-day$="-01"]:not([data-outside])'),
    ).toHaveText('01');
    await expect(days.getByRole('rowheader').first()).toHaveText(/^W\d+$/);
    await expect(days.locator('thead th.rdp-week_number_header')).toHaveText(
      'Wk',
    );
  });
});

test.describe('time zone page', () => {
  test.beforeEach(async ({page}) => {
    await open(page, '/docs/time-zone');
  });

  test('selecting a day in Tokyo returns midnight in Tokyo', async ({page}) => {
    const frame = await ready(page, 'examples/TimeZoneTokyo.tsx');
    await expect(frame.locator('.rdp-caption_label')).toHaveText('June 2025');
    await frame.getByRole('button', {name: 'Sunday, June 15th, 2025'}).click();
    await expect(frame.getByRole('status').last()).toHaveText(
      'Selected in Tokyo: Sunday, June 15, 2025 at 12:00 AM',
    );
    await expect(frame.locator('td[data-day="2025-06-15"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a TZDate selection opens on its day in New York', async ({page}) => {
    const frame = await ready(page, 'examples/TimeZoneInitialSelection.tsx');
    await expect(frame.locator('.rdp-caption_label')).toHaveText('July 2025');
    await expect(frame.locator('td[data-selected]')).toHaveAttribute(
      'data-day',
      '2025-07-04',
    );
    await expect(frame.getByRole('status').last()).toHaveText(
      'New York: July 4, 2025',
    );
    await frame
      .getByRole('button', {name: 'Thursday, July 10th, 2025'})
      .click();
    await expect(frame.getByRole('status').last()).toHaveText(
      'New York: July 10, 2025',
    );
  });

  test('with timeZone="UTC" the selected day is midnight UTC', async ({
    page,
  }) => {
    const frame = await ready(page, 'examples/TimeZoneUTC.tsx');
    const now = new Date();
    const month = now.toLocaleString('en-US', {month: 'long', timeZone: 'UTC'});
    const year = now.getUTCFullYear();
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
    await frame
      .getByRole('button', {name: new RegExp(`${month} 15th, ${year}`)})
      .click();
    await expect(frame.getByRole('status').last()).toHaveText(
      `Selected: ${year}-${mm}-15T00:00:00.000+00:00`,
    );
  });
});

// The page says these calendars behave the same "whatever the reader's own
// time zone": read them from Honolulu (UTC-10), where midnight in Tokyo, New
// York or UTC falls on the day before.
ownPageTest.describe('time zone page, read from Honolulu', () => {
  ownPageTest.use({timezoneId: 'Pacific/Honolulu'});

  ownPageTest(
    'the Tokyo calendar marks the Tokyo day as today and returns midnight in Tokyo',
    async ({page}) => {
      await open(page, '/docs/time-zone');
      const frame = await ready(page, 'examples/TimeZoneTokyo.tsx');
      await frame
        .getByRole('button', {name: 'Sunday, June 15th, 2025'})
        .click();
      await expect(frame.getByRole('status').last()).toHaveText(
        'Selected in Tokyo: Sunday, June 15, 2025 at 12:00 AM',
      );
      // Go to the current month in Tokyo: its "today" is the Tokyo day. (A
      // fixed clock would replace the Date class TZDate extends, so the test
      // reads the real time.)
      const tokyo = {timeZone: 'Asia/Tokyo'} as const;
      const now = new Date();
      const tokyoMonth = now.toLocaleString('en-US', {
        ...tokyo,
        month: 'long',
        year: 'numeric',
      });
      const caption = frame.locator('.rdp-caption_label');
      const next = frame.getByRole('button', {name: 'Go to the Next Month'});
      for (let i = 0; i < 120; i++) {
        const shown = await caption.innerText();
        if (shown === tokyoMonth) break;
        await next.click();
        await expect(caption).not.toHaveText(shown);
      }
      await expect(caption).toHaveText(tokyoMonth);
      await expect(frame.locator('td[data-today]')).toHaveAttribute(
        'data-day',
        now.toLocaleDateString('en-CA', tokyo),
      );
    },
  );

  ownPageTest('the New York calendar opens on July 4, 2025', async ({page}) => {
    await open(page, '/docs/time-zone');
    const frame = await ready(page, 'examples/TimeZoneInitialSelection.tsx');
    await expect(frame.locator('.rdp-caption_label')).toHaveText('July 2025');
    await expect(frame.locator('td[data-selected]')).toHaveAttribute(
      'data-day',
      '2025-07-04',
    );
    await expect(frame.getByRole('status').last()).toHaveText(
      'New York: July 4, 2025',
    );
  });

  ownPageTest('the UTC calendar returns midnight UTC', async ({page}) => {
    await open(page, '/docs/time-zone');
    const frame = await ready(page, 'examples/TimeZoneUTC.tsx');
    const now = new Date();
    const month = now.toLocaleString('en-US', {month: 'long', timeZone: 'UTC'});
    const year = now.getUTCFullYear();
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
    await frame
      .getByRole('button', {name: new RegExp(`${month} 15th, ${year}`)})
      .click();
    await expect(frame.getByRole('status').last()).toHaveText(
      `Selected: ${year}-${mm}-15T00:00:00.000+00:00`,
    );
  });
});

test.describe('styling page', () => {
  test.beforeEach(async ({page}) => {
    await open(page, '/docs/styling');
  });

  test('CSS variables in the style prop resize and recolor the calendar', async ({
    page,
  }) => {
    const frame = await ready(page, 'examples/StylingCssVariables.tsx');
    const button = frame.locator('td[data-day$="-10"] button');
    await expect(button).toHaveCSS('width', '34px');
    await expect(button).toHaveCSS('border-top-left-radius', '6px');
    await expect(frame.locator('.rdp-chevron').first()).toHaveCSS(
      'fill',
      'rgb(0, 100, 0)',
    );
  });

  test('classNames add classes while keeping the defaults', async ({page}) => {
    const frame = await ready(page, 'examples/StylingClassNames.tsx');
    const caption = frame.locator('.rdp-caption_label');
    await expect(caption).toHaveCSS('text-transform', 'uppercase');
    await expect(caption).toHaveCSS('font-style', 'italic');
    const today = frame.locator('td[data-today]');
    await expect(today).toHaveClass(/\brdp-today\b/);
    await expect(today).toHaveCSS('background-color', 'rgb(230, 230, 250)');
    await expect(today).toHaveCSS('color', 'rgb(72, 61, 139)');
  });

  test('styles set inline styles on the elements', async ({page}) => {
    const frame = await ready(page, 'examples/StylingInlineStyles.tsx');
    const weekday = weekdayHeaders(frame).first();
    await expect(weekday).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(weekday).toHaveCSS('background-color', 'rgb(0, 128, 128)');
    await expect(weekday).toHaveCSS('opacity', '1');
    await expect(frame.locator('.rdp-month_caption')).toHaveCSS(
      'justify-content',
      'center',
    );
  });

  test('modifiersClassNames style the matching days', async ({page}) => {
    const frame = await ready(page, 'examples/StylingModifiersClassNames.tsx');
    // The second row is entirely in the current month; its first cell is a Sunday.
    const sunday = frame.locator('tbody tr').nth(1).locator('td').first();
    await expect(sunday).toHaveCSS('color', 'rgb(178, 34, 34)');
    await expect(sunday).toHaveCSS('background-color', 'rgb(255, 228, 225)');
    const monday = frame.locator('tbody tr').nth(1).locator('td').nth(1);
    await expect(monday).not.toHaveCSS('color', 'rgb(178, 34, 34)');
    const booked = frame.locator(
      `td[data-day="${isoDay(new Date(new Date().getFullYear(), new Date().getMonth(), 8))}"]`,
    );
    await expect(booked).toHaveCSS('font-style', 'italic');
    await expect(booked).toHaveCSS('text-decoration-line', 'line-through');
  });

  test('classNames give a range its own band and ends, in place of the default classes', async ({
    page,
  }) => {
    const frame = await ready(page, 'examples/StylingRange.tsx');
    const now = new Date();
    const cell = (n: number) =>
      frame.locator(
        `td[data-day="${isoDay(new Date(now.getFullYear(), now.getMonth(), n))}"]`,
      );
    for (const n of [10, 14]) {
      await expect(cell(n).locator('button')).toHaveCSS(
        'background-color',
        'rgb(29, 78, 216)',
      );
      await expect(cell(n)).toHaveCSS('background-image', /linear-gradient/);
      await expect(cell(n)).not.toHaveClass(/rdp-range_|rdp-selected/);
    }
    await expect(cell(12)).toHaveCSS('background-color', 'rgb(219, 234, 254)');
    await expect(cell(12).locator('button')).toHaveCSS(
      'border-top-color',
      'rgba(0, 0, 0, 0)',
    );
    await expect(cell(9)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('modifiersStyles style the matching days inline', async ({page}) => {
    const frame = await ready(page, 'examples/StylingModifiersStyles.tsx');
    const today = frame.locator('td[data-today]');
    await expect(today).toHaveCSS('background-color', 'rgb(255, 215, 0)');
    await expect(today).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(today).toHaveCSS('border-top-left-radius', '50%');
    const friday = frame.locator('tbody tr').nth(1).locator('td').nth(5);
    await expect(friday).toHaveCSS('font-weight', '700');
    await expect(friday).toHaveCSS('text-decoration-line', 'underline');
  });

  test('the dark theme overrides the variables with a CSS module class', async ({
    page,
  }) => {
    const frame = await ready(page, 'examples/StylingDarkTheme.tsx');
    const root = frame.locator('.rdp-root');
    await expect(root).toHaveCSS('background-color', 'rgb(16, 19, 26)');
    await expect(frame.locator('.rdp-chevron').first()).toHaveCSS(
      'fill',
      'rgb(138, 180, 248)',
    );
  });

  for (const name of [
    'StylingClassNames',
    'StylingModifiersClassNames',
    'StylingDarkTheme',
  ]) {
    test(`${name} shows the CSS module it imports under its code`, async ({
      page,
    }) => {
      const figure = page.locator(
        `figure[data-example="examples/${name}.tsx"]`,
      );
      const css = readFileSync(
        join(process.cwd(), 'examples', `${name}.module.css`),
        'utf8',
      );
      // The code, then the stylesheet: two code blocks, the second titled
      // with the module's path and holding its text.
      await expect(figure.locator('pre')).toHaveCount(2);
      await expect(figure).toContainText(`examples/${name}.module.css`);
      const firstRule = css
        .split('\n')
        .find((line) => line.trim().startsWith('.'))!
        .trim();
      await expect(figure.locator('pre').nth(1)).toContainText(firstRule);
      await expect(figure.locator('pre').nth(0)).toContainText(
        `./${name}.module.css`,
      );
    });
  }
});

for (const path of [
  '/docs/localization',
  '/docs/translation',
  '/docs/time-zone',
  '/docs/styling',
]) {
  test(`${path} renders every example without console errors`, async ({
    page,
    consoleErrors,
  }) => {
    await open(page, path);
    const figures = page.locator('figure[data-example]');
    const count = await figures.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) {
      const src = await figures.nth(i).getAttribute('data-example');
      const frame = await example(page, src!);
      await expect(frame.getByRole('grid').first()).toBeVisible();
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

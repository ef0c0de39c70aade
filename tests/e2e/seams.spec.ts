/**
 * What the examples of the seam sections promise (src/data/seams.ts), in a
 * real browser: dropdowns in the first month only, days that explain why
 * they can't be picked, days greyed out beyond `max`, a legend that
 * forwards no click, month names of the dropdowns, the focus ring, visible
 * selects, a preview that follows the pointer, and weeks hidden once over,
 * read in another time zone and month.
 */
import type {Locator} from '@playwright/test';

import {expect, openExample, test as ownPageTest} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

/** The month/year values of the dropdowns, caption by caption. */
function dropdownValues(frame: Locator, caption: string): Promise<string[]> {
  return frame.locator(caption).evaluateAll((captions) =>
    captions.map((each) =>
      Array.from(each.querySelectorAll('select'))
        .map((select) => select.value)
        .join('/'),
    ),
  );
}

const versions = [
  {
    name: 'v9',
    path: '/docs/navigation',
    src: 'examples/SeveralMonthsDropdowns.tsx',
    caption: '.rdp-month_caption',
    month: 'Choose the Month',
    formsPath: '/recipes/forms',
    formSrc: 'examples/FormPlainHiddenInput.tsx',
    reasonPath: '/docs/selection-modes',
    reasonSrc: 'examples/UnavailableDayReason.tsx',
    day: (frame: Locator, label: RegExp) =>
      frame.getByRole('button', {name: label}),
    /** The element that carries aria-selected: the cell in v9. */
    selected: (frame: Locator, n: number) =>
      frame.locator(`[data-day="2026-03-${String(n).padStart(2, '0')}"]`),
  },
  {
    name: 'v8',
    path: '/v8/using-daypicker/navigation',
    src: 'examples-v8/V8SeveralMonthsDropdowns.tsx',
    caption: '.rdp-caption',
    month: 'Month:',
    formsPath: '/v8/recipes/forms',
    formSrc: 'examples-v8/V8FormPlainHiddenInput.tsx',
    reasonPath: '/v8/using-daypicker/selection-modes',
    reasonSrc: 'examples-v8/V8UnavailableDayReason.tsx',
    // v8 names its day buttons by their number only.
    day: (frame: Locator, label: RegExp) =>
      frame.getByRole('gridcell', {
        name: String(/March (\d+)/.exec(label.source)![1]),
        exact: true,
      }),
    selected: (frame: Locator, n: number) =>
      frame.getByRole('gridcell', {name: String(n), exact: true}),
  },
];

for (const v of versions) {
  test.describe(`seams (${v.name})`, () => {
    test('the dropdowns sit in the first month only, and the picked month stays there', async ({
      page,
    }) => {
      const frame = await openExample(page, v.path, v.src);
      expect(await dropdownValues(frame, v.caption)).toEqual(['2/2026', '']);
      await frame
        .getByRole('combobox', {name: v.month})
        .selectOption({label: 'September'});
      expect(await dropdownValues(frame, v.caption)).toEqual(['8/2026', '']);
      await expect(frame.locator(v.caption).nth(1)).toContainText(
        'October 2026',
      );
    });

    test('a booked day stays clickable, says why and keeps the selection', async ({
      page,
    }) => {
      const frame = await openExample(page, v.reasonPath, v.reasonSrc);
      await v.day(frame, /March 10/).click();
      await v.day(frame, /March 12/).click();
      await expect(frame).toContainText('Thu Mar 12 2026 is booked');
      await expect(v.selected(frame, 10)).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(v.selected(frame, 12)).not.toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(v.day(frame, /March 12/)).toBeEnabled();
    });

    test('a click on the legend of the fieldset leaves the month as it is', async ({
      page,
    }) => {
      const frame = await openExample(page, v.formsPath, v.formSrc);
      const caption = frame.locator('.rdp-caption_label').first();
      const before = await caption.innerText();
      await frame.getByText('Delivery date', {exact: true}).click();
      await expect(caption).toHaveText(before);
    });
  });
}

test.describe('seams (v9 only)', () => {
  test('after the first click, the days beyond max turn disabled until the range ends', async ({
    page,
  }) => {
    const frame = await openExample(
      page,
      '/docs/selection-modes',
      'examples/SelectionRangeMaxDisabled.tsx',
    );
    const dayButton = (n: number) =>
      frame.locator(
        `[data-day="2026-03-${String(n).padStart(2, '0')}"] button`,
      );
    await dayButton(10).click();
    await expect(dayButton(4)).toBeDisabled();
    await expect(dayButton(16)).toBeDisabled();
    await expect(dayButton(5)).toBeEnabled();
    await expect(dayButton(15)).toBeEnabled();
    await dayButton(15).click();
    await expect(frame.locator('.rdp-day_button:disabled')).toHaveCount(0);
  });

  test('the dropdowns show short Spanish month names with a capital letter', async ({
    page,
  }) => {
    const frame = await openExample(
      page,
      '/docs/localization',
      'examples/LocaleDropdownMonthNames.tsx',
    );
    const months = frame.locator('select.rdp-months_dropdown');
    await expect(months.locator('option').first()).toHaveText('Ene');
    await expect(
      frame.locator('.rdp-dropdown_root .rdp-caption_label').first(),
    ).toHaveText('Mar');
  });

  test('the focus ring is orange from the keyboard, and absent after a click', async ({
    page,
  }) => {
    const frame = await openExample(
      page,
      '/docs/styling',
      'examples/StylingFocusRing.tsx',
    );
    const outline = (locator: Locator) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineColor}`;
      });
    const day10 = frame.locator('[data-day="2026-03-10"] button');
    await day10.click();
    expect(await outline(day10)).not.toContain('rgb(194, 65, 12)');
    await page.keyboard.press('ArrowRight');
    const day11 = frame.locator('[data-day="2026-03-11"] button');
    await expect(day11).toBeFocused();
    expect(await outline(day11)).toBe('solid rgb(194, 65, 12)');
  });

  test('the native selects are visible and their labels hidden', async ({
    page,
  }) => {
    const frame = await openExample(
      page,
      '/docs/styling',
      'examples/StylingDropdowns.tsx',
    );
    const select = frame.getByRole('combobox', {name: 'Choose the Month'});
    await expect(select).toHaveCSS('opacity', '1');
    await expect(select).toHaveCSS('position', 'static');
    await expect(
      frame.locator('.rdp-dropdown_root .rdp-caption_label').first(),
    ).toBeHidden();
    await select.selectOption({label: 'July'});
    await expect(select).toHaveValue('6');
  });

  test('the preview follows the pointer after the first click', async ({
    page,
  }) => {
    const frame = await openExample(
      page,
      '/guides/custom-selections',
      'examples/RangePointerPreview.tsx',
    );
    const dayButton = (n: number) =>
      frame.locator(
        `[data-day="2026-03-${String(n).padStart(2, '0')}"] button`,
      );
    await dayButton(10).click();
    await dayButton(13).hover();
    // modifiersStyles style the day's cell.
    const cell = (n: number) => frame.locator(`[data-day="2026-03-${n}"]`);
    for (const n of [11, 12, 13]) {
      await expect(cell(n)).toHaveCSS('background-color', 'rgb(224, 231, 255)');
    }
    await expect(cell(14)).not.toHaveCSS(
      'background-color',
      'rgb(224, 231, 255)',
    );
  });
});

// The custom week hides the weeks that are over for the reader: read it in
// Auckland (UTC+13 in January), late on January 30, when it is already the
// 31st there and the last week of the month is the only one left.
ownPageTest.describe(
  'hidden weeks, read from Auckland at the end of a month',
  () => {
    ownPageTest.use({timezoneId: 'Pacific/Auckland'});

    ownPageTest('only the weeks from today on are shown', async ({page}) => {
      const frame = await openExample(
        page,
        '/guides/custom-components',
        'examples/CustomWeekHidePast.tsx',
        {now: new Date('2027-01-30T12:00:00Z')},
      );
      const weeks = frame.locator('.rdp-week');
      await expect(weeks).toHaveCount(1);
      await expect(weeks.first()).toContainText('31');
      await expect(
        frame.locator('[data-day="2027-01-31"] button'),
      ).toBeEnabled();
      await expect(frame.locator('[data-day="2027-01-30"]')).toHaveCount(0);
    });
  },
);

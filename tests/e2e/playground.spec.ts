import type {Page} from '@playwright/test';
import {
  axe,
  expect,
  layoutShifts,
  recordLayoutShifts,
  test,
  waitForHydration,
} from '../support';

const calendar = (page: Page) =>
  page.locator('[data-rdp-version="v9"][role="group"]');
const code = (page: Page) =>
  page.locator('section[aria-labelledby="playground-code"] pre');
const selectionText = (page: Page) => page.getByTestId('selection');
const group = (page: Page, legend: string) =>
  page.getByRole('group', {name: legend, exact: true});
const query = (page: Page) => new URL(page.url()).search;

/** Wednesday 12 March 2025: the 1st is a Saturday, so weekends and weekdays are known. */
const TODAY = new Date(2025, 2, 12, 12);

async function open(
  page: Page,
  search = '',
  {fixedTime = true} = {},
): Promise<void> {
  if (fixedTime) {
    await page.clock.setFixedTime(TODAY);
  }
  await page.goto(`/playground${search}`);
  await waitForHydration(page);
  // Live: the pre-rendered playground has no handlers (see LiveIsland).
  await expect(page.locator('main [data-island]')).toHaveCount(0);
  await expect(calendar(page).locator('.rdp-root')).toBeVisible();
  await expect(calendar(page)).toHaveAttribute('aria-busy', 'false');
}

/** A day button of the first month shown, by its day number. */
const day = (page: Page, number: number) =>
  calendar(page)
    .locator('.rdp-month')
    .first()
    .locator('td:not(.rdp-outside) button.rdp-day_button')
    .filter({hasText: new RegExp(`^${number}$`)});

test.afterEach(async ({consoleErrors}) => {
  expect(consoleErrors).toEqual([]);
});

test('selection: mode, disabled days and the selection text', async ({
  page,
}) => {
  await open(page);
  await expect(selectionText(page)).toHaveText(
    'No selection mode: days cannot be selected.',
  );
  const selection = group(page, 'Selection');
  await selection.getByLabel('Mode').selectOption('range');
  await expect(selection.getByLabel('Minimum days (min)')).toBeEnabled();
  await day(page, 10).click();
  await day(page, 12).click();
  await expect(selectionText(page)).toHaveText(
    'Selected range: 2025-03-10 to 2025-03-12',
  );
  await expect(calendar(page).locator('.rdp-range_middle')).toHaveCount(1);
  await expect(code(page)).toContainText('useState<DateRange>()');
  await expect(code(page)).toContainText('mode="range"');

  await selection
    .getByRole('group', {name: 'Disabled days'})
    .getByLabel('Weekends')
    .check();
  const weekendCells = calendar(page)
    .locator('.rdp-month')
    .first()
    .locator('tr.rdp-week td:is(:first-child, :last-child)');
  await expect(weekendCells.first()).toHaveClass(/rdp-disabled/);
  await expect(day(page, 15)).toBeDisabled();
  await expect(day(page, 14)).toBeEnabled();
  await expect(code(page)).toContainText('disabled={{ dayOfWeek: [0, 6] }}');
  expect(query(page)).toBe('?mode=range&disabled=weekends');

  // Single mode keeps its own selection; min/max no longer apply there.
  await selection.getByLabel('Mode').selectOption('single');
  await expect(selection.getByLabel('Minimum days (min)')).toBeDisabled();
  await expect(selectionText(page)).toHaveText('No day selected.');
  await day(page, 14).click();
  await expect(selectionText(page)).toHaveText('Selected: 2025-03-14');
  await expect(code(page)).toContainText('useState<Date>()');
});

test('navigation: months, caption dropdowns and hidden navigation', async ({
  page,
}) => {
  await open(page);
  const navigation = group(page, 'Navigation');
  await navigation.getByLabel('Number of months').fill('2');
  await expect(calendar(page).locator('.rdp-month')).toHaveCount(2);
  await navigation.getByLabel('Caption layout').selectOption('dropdown');
  await expect(calendar(page).getByRole('combobox')).toHaveCount(4);
  await expect(navigation.getByLabel('Reverse years')).toBeEnabled();
  const captionBefore = await calendar(page)
    .locator('.rdp-month_caption')
    .first()
    .innerText();
  await calendar(page)
    .getByRole('button', {name: /next month/i})
    .click();
  await expect(
    calendar(page).locator('.rdp-month_caption').first(),
  ).not.toHaveText(captionBefore);
  await navigation.getByLabel('Hide navigation').check();
  await expect(calendar(page).locator('.rdp-nav')).toHaveCount(0);
  await navigation.getByLabel('Start month').fill('2024-03');
  await expect(code(page)).toContainText('startMonth={new Date(2024, 2)}');
  // An end before the start would leave DayPicker empty: it is flagged and not applied.
  await navigation.getByLabel('End month').fill('2024-01');
  await expect(navigation.getByLabel('End month')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(code(page)).not.toContainText('endMonth');
  await expect(calendar(page).locator('.rdp-month')).toHaveCount(2);
  await navigation.getByLabel('End month').fill('');
  await expect(code(page)).toContainText('numberOfMonths={2}');
  await expect(code(page)).toContainText('captionLayout="dropdown"');
  await expect(code(page)).toContainText('hideNavigation');
  expect(query(page)).toBe(
    '?numberOfMonths=2&captionLayout=dropdown&startMonth=2024-03&hideNavigation=true',
  );
});

test('display: week numbers, hidden weekdays, outside days and footer', async ({
  page,
}) => {
  await open(page);
  const display = group(page, 'Display');
  await display.getByLabel('Show week numbers').check();
  await expect(
    calendar(page).locator('.rdp-week_number').first(),
  ).toBeVisible();
  await display.getByLabel('Hide weekdays').check();
  await expect(calendar(page).locator('.rdp-weekdays')).toHaveCount(0);
  await display.getByLabel('Fixed weeks').check();
  await expect(calendar(page).locator('.rdp-week')).toHaveCount(6);
  await display.getByLabel('Footer').fill('Pick a "day" & go');
  await expect(calendar(page).locator('.rdp-footer')).toHaveText(
    'Pick a "day" & go',
  );
  await expect(code(page)).toContainText('footer={"Pick a \\"day\\" & go"}');
  await expect(code(page)).toContainText('showWeekNumber');
});

test('localization: locales and calendar systems load on demand', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('response', (response) => chunks.push(response.url()));
  await open(page);
  expect(chunks.filter((url) => /daypicker-locale/.test(url))).toEqual([]);

  const localization = group(page, 'Localization');
  await localization.getByLabel('Locale').selectOption('es');
  const spanishMonth = await page.evaluate(() =>
    new Intl.DateTimeFormat('es', {month: 'long'}).format(new Date()),
  );
  await expect(calendar(page).locator('.rdp-caption_label')).toContainText(
    spanishMonth,
  );
  expect(chunks.filter((url) => /daypicker-locale/.test(url))).toHaveLength(1);
  await expect(code(page)).toContainText(
    'import { es } from "react-day-picker/locale";',
  );

  await localization.getByLabel('Week starts on').selectOption('3');
  await expect(calendar(page).locator('.rdp-weekday').first()).toHaveAttribute(
    'aria-label',
    /miércoles/i,
  );

  await localization.getByLabel('Calendar system').selectOption('persian');
  // Persian has its own locales: "es" no longer applies and is reset.
  await expect(localization.getByLabel('Locale')).toHaveValue('');
  await expect(calendar(page)).toHaveAttribute('data-calendar', 'persian');
  await expect(calendar(page)).toHaveAttribute('aria-busy', 'false');
  await expect(calendar(page).locator('.rdp-root')).toHaveAttribute(
    'dir',
    'rtl',
  );
  await expect(calendar(page).locator('.rdp-caption_label')).toContainText(
    /[\u0600-\u06FF]/,
  );
  await expect(code(page)).toContainText(
    'import { DayPicker } from "react-day-picker/persian";',
  );

  await localization.getByLabel('Locale').selectOption('enUS');
  await expect(calendar(page).locator('.rdp-caption_label')).toContainText(
    /Farvardin|Ordibehesht|Khordad|Tir|Mordad|Shahrivar|Mehr|Aban|Azar|Dey|Bahman|Esfand/,
  );
  await localization.getByLabel('Calendar system').selectOption('hebrew');
  // English names of Hebrew months, in a Hebrew year.
  await expect(calendar(page).locator('.rdp-caption_label')).toContainText(
    /^(Nisan|Iyar|Sivan|Tamuz|Av|Elul|Tishrei|Heshvan|Kislev|Tevet|Shevat|Adar I{0,2}) 57\d\d$/,
  );
  await expect(code(page)).toContainText(
    'import { DayPicker, enUS } from "react-day-picker/hebrew";',
  );

  await localization.getByLabel('Time zone').selectOption('Pacific/Kiritimati');
  await expect(code(page)).toContainText('timeZone="Pacific/Kiritimati"');
  expect(query(page)).toBe(
    '?calendar=hebrew&locale=enUS&weekStartsOn=3&timeZone=Pacific/Kiritimati',
  );
});

test('a calendar system that failed to load is tried again: Try again, another option, back online', async ({
  page,
  context,
}) => {
  await open(page);
  const localization = group(page, 'Localization');
  const failure = calendar(page).getByRole('alert');
  const blockScripts = () =>
    page.route('**/assets/js/*.js', (route) => route.abort('failed'));

  await blockScripts();
  await localization.getByLabel('Calendar system').selectOption('hebrew');
  await expect(failure).toContainText('Could not load the Hebrew calendar');
  await page.unroute('**/assets/js/*.js');
  await failure.getByRole('button', {name: 'Try again'}).click();
  await expect(calendar(page)).toHaveAttribute('aria-busy', 'false');
  await expect(failure).toHaveCount(0);
  await expect(calendar(page).locator('.rdp-caption_label')).toContainText(
    / 57\d\d$/,
  );

  // Another option while the failure shows tries again with it.
  await localization.getByLabel('Calendar system').selectOption('');
  await blockScripts();
  await localization.getByLabel('Locale').selectOption('es');
  await expect(failure).toContainText('Could not load the Gregorian calendar');
  await page.unroute('**/assets/js/*.js');
  await group(page, 'Selection').getByLabel('Mode').selectOption('single');
  await expect(failure).toHaveCount(0);
  const spanishMonth = await page.evaluate(() =>
    new Intl.DateTimeFormat('es', {month: 'long'}).format(new Date()),
  );
  await expect(calendar(page).locator('.rdp-caption_label')).toContainText(
    spanishMonth,
  );

  // Offline, then online again.
  await blockScripts();
  await context.setOffline(true);
  await localization.getByLabel('Calendar system').selectOption('buddhist');
  await expect(failure).toContainText('Could not load the Buddhist calendar');
  await page.unroute('**/assets/js/*.js');
  await context.setOffline(false);
  await expect(failure).toHaveCount(0);
  await expect(calendar(page)).toHaveAttribute('data-calendar', 'buddhist');
  await expect(calendar(page)).toHaveAttribute('aria-busy', 'false');
});

test('styling: colours set the stylesheet variables', async ({page}) => {
  await open(page, '?mode=single');
  await group(page, 'Styling').getByLabel('Accent colour').fill('#ff0000');
  await expect(calendar(page).locator('.rdp-root')).toHaveAttribute(
    'style',
    /--rdp-accent-color: ?#ff0000/,
  );
  await day(page, 14).click();
  const colour = await calendar(page)
    .locator('.rdp-selected .rdp-day_button')
    .evaluate((button) => getComputedStyle(button).borderColor);
  expect(colour).toBe('rgb(255, 0, 0)');
  await expect(code(page)).toContainText(
    'style={{ "--rdp-accent-color": "#ff0000" } as CSSProperties}',
  );
  expect(query(page)).toBe('?mode=single&accentColor=ff0000');
  await group(page, 'Styling')
    .getByRole('button', {name: 'Clear Accent colour'})
    .click();
  expect(query(page)).toBe('?mode=single');
});

test('a reload restores the same state, and Reset clears it', async ({
  page,
}) => {
  await open(page);
  await group(page, 'Selection').getByLabel('Mode').selectOption('multiple');
  await group(page, 'Navigation').getByLabel('Number of months').fill('3');
  await group(page, 'Display').getByLabel('Show outside days').check();
  await group(page, 'Localization').getByLabel('Locale').selectOption('de');
  const captions = ['März 2025', 'April 2025', 'Mai 2025'];
  await expect(calendar(page).locator('.rdp-caption_label')).toHaveText(
    captions,
  );
  const url = page.url();
  const before = await code(page).innerText();

  await page.reload();
  await waitForHydration(page);
  await expect(calendar(page)).toHaveAttribute('aria-busy', 'false');
  expect(page.url()).toBe(url);
  await expect(group(page, 'Selection').getByLabel('Mode')).toHaveValue(
    'multiple',
  );
  await expect(
    group(page, 'Display').getByLabel('Show outside days'),
  ).toBeChecked();
  await expect(calendar(page).locator('.rdp-caption_label')).toHaveText(
    captions,
  );
  expect(await code(page).innerText()).toBe(before);
  await expect(page.getByTestId('ignored-notice')).toHaveCount(0);

  const copy = page
    .locator('section[aria-labelledby="playground-code"]')
    .getByRole('button', {name: /copy/i});
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await copy.click();
  expect(
    (await page.evaluate(() => navigator.clipboard.readText())).trim(),
  ).toBe(before.trim());

  await page.getByRole('button', {name: 'Reset all options'}).click();
  await expect(calendar(page).locator('.rdp-month')).toHaveCount(1);
  expect(query(page)).toBe('');
  await expect(code(page)).toContainText('return <DayPicker />;');
});

test('a malformed query is ignored with a notice, and the rest still applies', async ({
  page,
}) => {
  await open(
    page,
    '?mode=week&numberOfMonths=abc&colour=red&showWeekNumber=true&min=2&locale=es',
  );
  const notice = page.getByTestId('ignored-notice');
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice.getByRole('listitem')).toHaveText([
    /mode=week: expected one of single, multiple, range/,
    /numberOfMonths=abc: expected a whole number/,
    /colour=red: unknown option/,
    /min=2: only applies in multiple or range mode/,
  ]);
  await expect(
    calendar(page).locator('.rdp-week_number').first(),
  ).toBeVisible();
  expect(query(page)).toBe('?showWeekNumber=true&locale=es');
  // Still usable.
  await group(page, 'Selection').getByLabel('Mode').selectOption('single');
  await day(page, 3).click();
  await expect(selectionText(page)).toHaveText('Selected: 2025-03-03');
  await notice.getByRole('button', {name: 'Dismiss'}).click();
  await expect(notice).toHaveCount(0);
});

test('works with the keyboard alone', async ({page}) => {
  await open(page);
  const mode = group(page, 'Selection').getByLabel('Mode');
  await mode.focus();
  await page.keyboard.press('ArrowDown');
  await expect(mode).toHaveValue('single');
  await page.keyboard.press('Tab');
  await expect(group(page, 'Selection').getByLabel('Required')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(group(page, 'Selection').getByLabel('Required')).toBeChecked();
  await day(page, 20).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(selectionText(page)).toHaveText('Selected: 2025-03-21');
  await expect(code(page)).toContainText('required');
});

test('a link to another configuration while on the playground applies it', async ({
  page,
}) => {
  await open(page, '?mode=range');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/playground?numberOfMonths=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(calendar(page).locator('.rdp-month')).toHaveCount(2);
  await expect(group(page, 'Selection').getByLabel('Mode')).toHaveValue('');
  await page.goBack();
  await expect(group(page, 'Selection').getByLabel('Mode')).toHaveValue(
    'range',
  );
});

test('fits a 360px-wide phone', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await open(page, '?numberOfMonths=2&showWeekNumber=true&mode=range');
  await page.getByRole('button', {name: 'Options', exact: true}).click();
  // The pre-rendered calendar (one month) is replaced once the query applies.
  await expect(calendar(page).locator('.rdp-month')).toHaveCount(2);
  await expect(
    calendar(page).locator('.rdp-week_number').first(),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const element of [
    group(page, 'Selection').getByLabel('Mode'),
    calendar(page),
    code(page),
  ]) {
    // The code block may be swapped for its live copy while it is measured.
    await expect
      .poll(async () => {
        const box = await element.boundingBox();
        return box && box.x >= 0 && box.x + box.width <= 360;
      })
      .toBe(true);
  }
});

test.describe('on a phone (390 × 844)', () => {
  test.use({viewport: {width: 390, height: 844}});

  /** Whether the top of the calendar is on screen and nothing covers it. */
  const calendarUncovered = (page: Page) =>
    calendar(page).evaluate((frame) => {
      const {left, top, width} = frame.getBoundingClientRect();
      const y = Math.max(top, 0) + 24;
      const hit = document.elementFromPoint(left + width / 2, y);
      return y < window.innerHeight && hit !== null && frame.contains(hit);
    });

  test('the calendar is on the first screen and stays in view while options change, without moving', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await open(page);
    const box = (await calendar(page).boundingBox())!;
    expect(box.y + 120).toBeLessThan(844);
    expect(await calendarUncovered(page)).toBe(true);

    const toggle = page.getByRole('button', {name: 'Options', exact: true});
    await expect(toggle).toBeInViewport();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(group(page, 'Selection')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The open sheet hides the page under it instead of showing through.
    const sheet = page.getByRole('form', {name: 'DayPicker options'});
    await expect(sheet).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    const selection = group(page, 'Selection');
    // By keyboard: a shift right after the reader's own input is no layout
    // shift, and `selectOption` dispatches no input the browser counts.
    await selection.getByLabel('Mode').focus();
    await page.keyboard.press('r');
    await expect(code(page)).toContainText('mode="range"');
    expect(await calendarUncovered(page)).toBe(true);
    await day(page, 10).click();
    await day(page, 12).click();
    await expect(selectionText(page)).toHaveText(
      'Selected range: 2025-03-10 to 2025-03-12',
    );
    const display = group(page, 'Display');
    await display.scrollIntoViewIfNeeded();
    await display.getByLabel('Show week numbers').check();
    await expect(
      calendar(page).locator('.rdp-week_number').first(),
    ).toBeVisible();
    expect(await calendarUncovered(page)).toBe(true);
    // The code is above the open sheet once the page scrolls to it.
    await code(page).evaluate((pre) => pre.scrollIntoView({block: 'center'}));
    await expect(code(page)).toContainText('showWeekNumber');
    expect(
      await code(page).evaluate((pre) => {
        const {left, top, width} = pre.getBoundingClientRect();
        const hit = document.elementFromPoint(left + width / 2, top + 10);
        return hit !== null && pre.contains(hit);
      }),
    ).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('every option is reachable by keyboard, in the sheet', async ({
    page,
  }) => {
    await open(page);
    const toggle = page.getByRole('button', {name: 'Options', exact: true});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = page.getByRole('form', {name: 'DayPicker options'});
    const fields = form.locator(
      'input:not([disabled]), select:not([disabled]), button:not([disabled])',
    );
    const count = await fields.count();
    expect(count).toBeGreaterThan(20);
    // From the toggle, Tab visits every field of the sheet in order, each
    // on screen where the reader can see it. (A month field takes two
    // presses: its month and its year.)
    const visited: number[] = [];
    for (
      let press = 0;
      press < count * 2 && visited.at(-1) !== count - 1;
      press++
    ) {
      await page.keyboard.press('Tab');
      const focused = await fields.evaluateAll((all) => {
        const index = all.indexOf(document.activeElement as HTMLElement);
        const box = all[index]?.getBoundingClientRect();
        return {
          index,
          onScreen:
            box !== undefined && box.top >= 0 && box.bottom <= innerHeight + 1,
        };
      });
      expect(focused.onScreen, `field ${focused.index}`).toBe(true);
      if (visited.at(-1) !== focused.index) {
        visited.push(focused.index);
      }
    }
    expect(visited).toEqual(
      Array.from({length: count - 1}, (_, index) => index + 1),
    );
    await expect(
      form.getByRole('button', {name: 'Reset all options'}),
    ).toBeFocused();
  });

  test('passes axe with the sheet open', async ({page}) => {
    await open(page);
    await page.getByRole('button', {name: 'Options', exact: true}).click();
    const results = await axe(page).include('main').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`passes axe (WCAG 2.1 A/AA) in ${colorScheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await open(
      page,
      '?mode=range&captionLayout=dropdown&calendar=persian&showWeekNumber=true&colour=x',
    );
    await expect(page.locator('html')).toHaveAttribute(
      'data-theme',
      colorScheme,
    );
    const results = await axe(page).include('main').analyze();
    expect(
      results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => `${n.target} ${n.failureSummary}`).join(' ')}`,
      ),
    ).toEqual([]);
  });
}

test('a value that is not used says why, and a change that clears one says so', async ({
  page,
}) => {
  // Under Playwright's fake clock, TZDate misreads some 1937 days in Nairobi.
  await open(page, '?startMonth=1937-01', {fixedTime: false});
  const navigation = group(page, 'Navigation');
  const end = navigation.getByLabel('End month');
  await end.fill('1936-06');
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(end).toHaveAccessibleDescription(
    /Not used: is before the start month\./,
  );
  await end.fill('1937-02');
  await expect(end).toHaveAttribute('aria-invalid', 'false');
  await expect(navigation.getByText(/^Not used:/)).toHaveCount(0);

  // Nairobi's clocks went from +02:30 to +02:45 at midnight on 1 January 1937.
  await group(page, 'Localization')
    .getByLabel('Time zone')
    .selectOption('Africa/Nairobi');
  const notice = page.getByTestId('ignored-notice');
  await expect(notice).toContainText(
    'Setting “Time zone” cleared one setting that no longer applied',
  );
  await expect(notice.getByRole('listitem')).toHaveText([
    /^startMonth=1937-01: is a month DayPicker shows wrongly in this time zone/,
  ]);
  await expect(navigation.getByLabel('Start month')).toHaveValue('');
  expect(query(page)).toBe('?endMonth=1937-02&timeZone=Africa/Nairobi');
  await expect(calendar(page).locator('.rdp-caption_label')).not.toHaveText(
    'December 1936',
  );

  const start = navigation.getByLabel('Start month');
  await start.fill('1937-01');
  await expect(start).toHaveAccessibleDescription(
    /Not used: is a month DayPicker shows wrongly in this time zone/,
  );
  await notice.getByRole('button', {name: 'Dismiss'}).click();
  await expect(notice).toHaveCount(0);
  // Once the zone allows it, the month typed is used, not only shown.
  await group(page, 'Localization').getByLabel('Time zone').selectOption('');
  await expect(start).toHaveAttribute('aria-invalid', 'false');
  await expect
    .poll(() => query(page))
    .toBe('?startMonth=1937-01&endMonth=1937-02');
  // A value not used says which one the calendar keeps.
  await end.fill('1936-06');
  await expect(end).toHaveAccessibleDescription(
    /Not used: is before the start month\. The calendar keeps 1937-02\./,
  );
});

test('two months refused together are both used once the zone allows them', async ({
  page,
}) => {
  // Kiritimati skipped 31 December 1994.
  await open(page, '?timeZone=Pacific/Kiritimati', {fixedTime: false});
  const navigation = group(page, 'Navigation');
  const start = navigation.getByLabel('Start month');
  const end = navigation.getByLabel('End month');
  await start.fill('1994-12');
  await end.fill('1995-01');
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await group(page, 'Localization').getByLabel('Time zone').selectOption('');
  await expect
    .poll(() => query(page))
    .toBe('?startMonth=1994-12&endMonth=1995-01');
  await expect(start).toHaveAttribute('aria-invalid', 'false');
  await expect(end).toHaveAttribute('aria-invalid', 'false');
});

test('the notice repeats a long or crowded query only in part', async ({
  page,
}) => {
  const long = 'k'.repeat(3000);
  const crowd = Array.from({length: 20}, (_, index) => `extra${index}=1`);
  await open(page, `?${long}=${'v'.repeat(3000)}&${crowd.join('&')}`);
  const notice = page.getByTestId('ignored-notice');
  await expect(notice).toContainText('21 settings in the address');
  const items = notice.getByRole('listitem');
  await expect(items).toHaveCount(8);
  await expect(items.first()).toHaveText(
    `${'k'.repeat(39)}…=${'v'.repeat(39)}…: unknown option`,
  );
  await expect(notice).toContainText('13 more were ignored too.');
  // Nothing of it widens the page.
  expect(
    await page.evaluate(
      () =>
        document.documentElement.scrollWidth -
        document.documentElement.clientWidth,
    ),
  ).toBe(0);
});

test.describe('with reduced motion', () => {
  test.use({reducedMotion: 'reduce'});

  test('?animate=true changes month without animating, and says why', async ({
    page,
  }) => {
    await open(page, '?animate=true');
    await expect(calendar(page)).toContainText(
      'Your system asks for reduced motion',
    );
    await calendar(page)
      .getByRole('button', {name: 'Go to the Next Month'})
      .click();
    await expect(calendar(page).locator('.rdp-month')).toHaveCount(1);
    await expect(calendar(page).locator('[data-animated-month]')).toHaveCount(
      0,
    );
    await expect(code(page)).toContainText('animate');
  });
});

import type {Locator} from '@playwright/test';

import {
  example,
  expect,
  isoDay,
  open,
  openExample,
  readerDay,
  test as ownPageTest,
} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

// The answers written for readers' questions (issue 36): each live example
// does what its section promises, read on another day than the build's.

const monthName = (month: Date) =>
  month.toLocaleString('en-US', {month: 'long'});

/** A v9 day cell of the displayed month, by its date. */
function v9Cell(frame: Locator, day: Date): Locator {
  return frame.locator(`td[data-day="${isoDay(day)}"]:not([data-outside])`);
}

/** A v8 day button of the displayed month, by its day number. */
function v8Day(frame: Locator, n: number): Locator {
  return frame.getByRole('gridcell', {name: String(n), exact: true});
}

test('v9: hovering a later day previews the range from its start', async ({
  page,
}) => {
  const now = readerDay();
  const frame = await openExample(
    page,
    '/guides/custom-selections',
    'examples/RangeHoverPreview.tsx',
    {now},
  );
  const day = (n: number) =>
    v9Cell(frame, new Date(now.getFullYear(), now.getMonth(), n));
  const previewed = (n: number) =>
    expect(day(n)).toHaveCSS('background-color', 'rgb(224, 231, 255)');
  const plain = (n: number) =>
    expect(day(n)).not.toHaveCSS('background-color', 'rgb(224, 231, 255)');

  // No start yet: hovering previews nothing.
  await day(14).hover();
  await plain(12);

  await day(10).getByRole('button').click();
  await day(14).hover();
  for (const n of [11, 12, 13, 14]) await previewed(n);
  await plain(15);

  // Leaving the days ends the preview; the second click ends the range.
  await page.mouse.move(0, 0);
  await plain(12);
  await day(14).getByRole('button').click();
  await expect(day(12)).toHaveAttribute('data-selected', 'true');
});

/** The months after `month`, `ahead` of them. */
const after = (month: Date, ahead: number) =>
  new Date(month.getFullYear(), month.getMonth() + ahead, 1);

for (const [path, src, version] of [
  ['/docs/navigation', 'examples/DisabledDaysFromApi.tsx', 'v9'],
  [
    '/v8/using-daypicker/navigation',
    'examples-v8/V8DisabledDaysFromApi.tsx',
    'v8',
  ],
] as const) {
  test(`${version}: booked days load per month, and a late answer for a month left is ignored`, async ({
    page,
  }) => {
    // The example's fake API answers even months (by index) after 1.5 s and
    // odd ones after 0.3 s; the clock is paused below, so the test decides
    // when each answer arrives.
    const now = readerDay();
    await page.clock.install({time: now});
    await open(page, path);
    const frame = await example(page, src);
    // The v9 caption is a live region too: the footer is the last one.
    const status = frame.getByRole('status').last();
    const next = frame.getByRole('button', {name: /next month/i});
    const bookedFirstDay = (month: Date) => 3 + (month.getMonth() % 3);
    const dayButton = (month: Date, n: number) =>
      version === 'v9'
        ? v9Cell(
            frame,
            new Date(month.getFullYear(), month.getMonth(), n),
          ).getByRole('button')
        : v8Day(frame, n);

    let shown = new Date(now.getFullYear(), now.getMonth(), 1);
    await expect(status).toHaveText(`${monthName(shown)}: 4 days booked.`);
    await page.clock.pauseAt(new Date(now.getTime() + 60_000));

    // Start from an odd month, so the next one answers slowly.
    if (shown.getMonth() % 2 === 0) {
      shown = after(shown, 1);
      await next.click();
      await page.clock.runFor(300);
      await expect(status).toHaveText(`${monthName(shown)}: 4 days booked.`);
    }
    const slow = after(shown, 1);
    const fast = after(shown, 2);

    await next.click();
    await expect(status).toHaveText('Loading booked days…');
    // While loading, no day of the month can be picked.
    await expect(dayButton(slow, 25)).toBeDisabled();
    await next.click();
    await page.clock.runFor(300);
    await expect(status).toHaveText(`${monthName(fast)}: 4 days booked.`);

    // The slow answer for the month left behind arrives now: ignored.
    await page.clock.runFor(1_500);
    await expect(status).toHaveText(`${monthName(fast)}: 4 days booked.`);
    await expect(dayButton(fast, bookedFirstDay(fast))).toBeDisabled();
    await expect(dayButton(fast, 25)).toBeEnabled();
  });
}

// Read from Los Angeles (UTC-7 in July), where midnight UTC on July 4 is
// still July 3, in another month than the example's.
ownPageTest.describe('a saved yyyy-MM-dd read back west of UTC', () => {
  ownPageTest.use({timezoneId: 'America/Los_Angeles'});

  for (const [path, src, version] of [
    ['/recipes/forms', 'examples/FormReadSavedDay.tsx', 'v9'],
    ['/v8/recipes/forms', 'examples-v8/V8FormReadSavedDay.tsx', 'v8'],
  ] as const) {
    ownPageTest(
      `${version}: parseISO keeps July 4, new Date gives July 3`,
      async ({page}) => {
        await open(page, path, {now: readerDay()});
        const frame = await example(page, src);
        await expect(frame.getByText('parseISO: Friday, July 4')).toBeVisible();
        await expect(
          frame.getByText('new Date: Thursday, July 3'),
        ).toBeVisible();
        const selected =
          version === 'v9'
            ? frame.locator('td[data-selected]')
            : frame.locator('[aria-selected="true"]');
        await expect(selected).toHaveCount(1);
        await expect(selected).toHaveText('4');
        if (version === 'v9') {
          await expect(selected).toHaveAttribute('data-day', '2025-07-04');
        }
      },
    );
  }
});

test('v8: a range over a weekend restarts on the clicked day', async ({
  page,
}) => {
  const now = readerDay();
  const frame = await openExample(
    page,
    '/v8/using-daypicker/selection-modes',
    'examples-v8/V8RangeExcludeDisabled.tsx',
    {now},
  );
  const first = new Date(now.getFullYear(), now.getMonth(), 1).getDay();
  // The first Monday of the month, and the days after it.
  const monday = 1 + ((8 - first) % 7);
  const selected = frame.locator('[aria-selected="true"]');

  // From Wednesday to the next Tuesday: it spans a weekend.
  await v8Day(frame, monday + 2).click();
  await v8Day(frame, monday + 8).click();
  await expect(selected).toHaveCount(1);
  await expect(selected).toHaveText(String(monday + 8));

  // The Tuesday starts the new range; the Thursday after it ends it.
  await v8Day(frame, monday + 10).click();
  await expect(selected).toHaveCount(3);
});

test('v8: the caption selects navigate to the chosen month and year', async ({
  page,
}) => {
  const frame = await openExample(
    page,
    '/v8/using-daypicker/navigation',
    'examples-v8/V8CaptionSelects.tsx',
    {now: readerDay()},
  );
  await frame.getByRole('combobox', {name: 'Year'}).selectOption('2010');
  await frame.getByRole('combobox', {name: 'Month'}).selectOption('March');
  await expect(frame.getByRole('grid', {name: 'March 2010'})).toBeVisible();
  await expect(frame.getByRole('combobox', {name: 'Year'})).toHaveValue('2010');
});

for (const [path, src, version] of [
  ['/docs/navigation', 'examples/NavigationSwipe.tsx', 'v9'],
  ['/v8/using-daypicker/navigation', 'examples-v8/V8NavigationSwipe.tsx', 'v8'],
] as const) {
  test(`${version}: a sideways swipe changes the month, a short one doesn't`, async ({
    page,
  }) => {
    const now = readerDay();
    const frame = await openExample(page, path, src, {now});
    const grid = (ahead: number) => {
      const month = after(now, ahead);
      return frame.getByRole('grid', {
        name: `${monthName(month)} ${month.getFullYear()}`,
      });
    };
    const box = (await grid(0).boundingBox())!;
    const swipe = async (dx: number) => {
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y, {steps: 5});
      await page.mouse.up();
    };

    await swipe(-20);
    await expect(grid(0)).toBeVisible();
    await swipe(-100);
    await expect(grid(1)).toBeVisible();
    await swipe(100);
    await swipe(100);
    await expect(grid(-1)).toBeVisible();
  });
}

import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Locator} from '@playwright/test';

import {axeViolations, exampleFigure, expect, openExample} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

/** A v9 day button, by its full name ("Thursday, June 12th, 2025"). */
function v9Day(frame: Locator, name: string): Locator {
  return frame.getByRole('button', {name, exact: true});
}

/** A v8 day button: a `gridcell` named by its day number. */
function v8Day(frame: Locator, n: number): Locator {
  return frame.getByRole('gridcell', {name: String(n), exact: true});
}

const status = (frame: Locator) => frame.getByRole('status').last();

const EDITED_DAYS = {
  v9: (frame: Locator, n: number) =>
    v9Day(frame, `${n === 10 ? 'Tuesday' : 'Saturday'}, June ${n}th, 2025`),
  v8: v8Day,
};

for (const [path, prefix, version] of [
  ['/recipes/forms', 'examples/', 'v9'],
  ['/v8/recipes/forms', 'examples-v8/V8', 'v8'],
] as const) {
  test(`${path}: edited code can import react-hook-form`, async ({
    page,
    consoleErrors,
  }) => {
    const src = `${prefix}FormDateRangeField.tsx`;
    const frame = await openExample(page, path, src);
    const figure = page.locator(`figure[data-example="${src}"]`);
    const fileName = src.split('/').pop()!;
    await figure.getByRole('button', {name: `Edit ${fileName}`}).click();
    const editor = figure.getByRole('textbox', {name: `Code of ${fileName}`});
    await expect(editor).toBeVisible();
    const code = readFileSync(join(process.cwd(), src), 'utf8');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(
      code.replace('const MIN_NIGHTS = 2;', 'const MIN_NIGHTS = 30;'),
    );
    // The edited rule applies: a four-night stay is now too short.
    const day = (n: number) => EDITED_DAYS[version](frame, n);
    await expect(async () => {
      await frame.getByRole('button', {name: 'Clear'}).click();
      await day(10).click();
      await day(14).click();
      await frame.getByRole('button', {name: 'Book'}).click();
      await expect(frame.getByRole('alert')).toHaveText(
        'Stay at least 30 nights.',
        {timeout: 1_000},
      );
    }).toPass({timeout: 15_000});
    expect(consoleErrors).toEqual([]);
  });
}

for (const [path, prefix] of [
  ['/recipes/forms', 'examples/'],
  ['/v8/recipes/forms', 'examples-v8/V8'],
] as const) {
  test(`${path}: the invalid fields are axe-clean`, async ({page}) => {
    for (const name of ['FormValidationRequired', 'FormDateRangeField']) {
      const src = `${prefix}${name}.tsx`;
      const frame = await openExample(page, path, src);
      await frame.getByRole('button', {name: 'Book'}).click();
      await expect(frame.getByRole('alert')).toBeVisible();
      expect(await axeViolations(page, exampleFigure(src))).toEqual([]);
    }
  });
}

test.describe('forms recipe (v9)', () => {
  const path = '/recipes/forms';

  test('a plain form submits the date from a hidden input', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      path,
      'examples/FormPlainHiddenInput.tsx',
    );
    const field = frame.getByRole('group', {name: 'Delivery date'});
    await frame.getByRole('textbox', {name: 'Name'}).fill('Ada');

    await frame.getByRole('button', {name: 'Order'}).click();
    await expect(frame.getByRole('alert')).toHaveText(
      'Choose a delivery date.',
    );
    await expect(field).toHaveAccessibleDescription('Choose a delivery date.');
    await expect(status(frame)).toHaveText('');

    await v9Day(frame, 'Thursday, June 12th, 2025').click();
    await expect(
      v9Day(frame, 'Thursday, June 12th, 2025, selected'),
    ).toBeVisible();
    await expect(frame.locator('input[type="hidden"]')).toHaveValue(
      '2025-06-12',
    );
    await frame.getByRole('button', {name: 'Order'}).click();
    await expect(status(frame)).toHaveText(
      'Submitted: name=Ada, delivery=2025-06-12',
    );
    await expect(frame.getByRole('alert')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('react-hook-form: default date, its month, submit and reset', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      path,
      'examples/FormHookFormDefaultDate.tsx',
    );
    const book = frame.getByRole('button', {name: 'Book'});
    await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();
    await expect(
      v9Day(frame, 'Thursday, June 12th, 2025, selected'),
    ).toBeVisible();
    await book.click();
    await expect(status(frame)).toHaveText('Submitted: 2025-06-12');

    await frame.getByRole('button', {name: 'Go to the Next Month'}).click();
    await v9Day(frame, 'Tuesday, July 15th, 2025').click();
    await book.click();
    await expect(status(frame)).toHaveText('Submitted: 2025-07-15');

    // Clicking the selected day again clears the field.
    await v9Day(frame, 'Tuesday, July 15th, 2025, selected').click();
    await book.click();
    await expect(status(frame)).toHaveText('Submitted: no date');

    await frame.getByRole('button', {name: 'Reset'}).click();
    await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();
    await expect(
      v9Day(frame, 'Thursday, June 12th, 2025, selected'),
    ).toBeVisible();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(1);
    await expect(status(frame)).toHaveText('');
    await book.click();
    await expect(status(frame)).toHaveText('Submitted: 2025-06-12');
    expect(consoleErrors).toEqual([]);
  });

  test('validation: a required date, its message and the focus', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      path,
      'examples/FormValidationRequired.tsx',
    );
    const field = frame.getByRole('group', {name: 'Appointment'});
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');

    await frame.getByRole('button', {name: 'Book'}).click();
    const message = 'Choose a day for your appointment.';
    await expect(frame.getByRole('alert')).toHaveText(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    // react-hook-form focused the day in the tab order.
    await expect(v9Day(frame, 'Sunday, June 1st, 2025')).toBeFocused();
    await expect(status(frame)).toHaveText('');

    await v9Day(frame, 'Friday, June 20th, 2025').click();
    await expect(frame.getByRole('alert')).toHaveCount(0);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await frame.getByRole('button', {name: 'Book'}).click();
    await expect(status(frame)).toHaveText('Submitted: 2025-06-20');
    expect(consoleErrors).toEqual([]);
  });

  test('a range field needs both ends and two nights; Clear empties it', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      path,
      'examples/FormDateRangeField.tsx',
    );
    const field = frame.getByRole('group', {name: 'Your stay'});
    const alert = frame.getByRole('alert');
    const book = frame.getByRole('button', {name: 'Book'});

    await book.click();
    await expect(alert).toHaveText('Choose a check-in date.');
    await expect(field).toHaveAccessibleDescription('Choose a check-in date.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // A first click sets both ends on the same day: zero nights.
    await v9Day(frame, 'Tuesday, June 10th, 2025').click();
    await expect(alert).toHaveText('Stay at least 2 nights.');
    await v9Day(frame, 'Wednesday, June 11th, 2025').click();
    await expect(alert).toHaveText('Stay at least 2 nights.');
    // Exactly two nights is enough.
    await v9Day(frame, 'Thursday, June 12th, 2025').click();
    await expect(alert).toHaveCount(0);
    await v9Day(frame, 'Saturday, June 14th, 2025').click();
    await expect(alert).toHaveCount(0);
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(5);
    await book.click();
    await expect(status(frame)).toHaveText(
      'Submitted: 2025-06-10 to 2025-06-14',
    );

    await frame.getByRole('button', {name: 'Clear'}).click();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(0);
    await expect(status(frame)).toHaveText('');
    await book.click();
    await expect(alert).toHaveText('Choose a check-in date.');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('forms recipe (v8)', () => {
  const path = '/v8/recipes/forms';

  test('a plain form submits the date from a hidden input', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      path,
      'examples-v8/V8FormPlainHiddenInput.tsx',
    );
    const field = frame.getByRole('group', {name: 'Delivery date'});
    await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();
    await frame.getByRole('textbox', {name: 'Name'}).fill('Ada');

    await frame.getByRole('button', {name: 'Order'}).click();
    await expect(frame.getByRole('alert')).toHaveText(
      'Choose a delivery date.',
    );
    await expect(field).toHaveAccessibleDescription('Choose a delivery date.');

    await v8Day(frame, 12).click();
    await expect(v8Day(frame, 12)).toHaveAttribute('aria-selected', 'true');
    await frame.getByRole('button', {name: 'Order'}).click();
    await expect(status(frame)).toHaveText(
      'Submitted: name=Ada, delivery=2025-06-12',
    );
    await expect(frame.getByRole('alert')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('react-hook-form: default date, its month, submit and reset', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      path,
      'examples-v8/V8FormHookFormDefaultDate.tsx',
    );
    const book = frame.getByRole('button', {name: 'Book'});
    await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();
    await expect(v8Day(frame, 12)).toHaveAttribute('aria-selected', 'true');
    await book.click();
    await expect(status(frame)).toHaveText('Submitted: 2025-06-12');

    await frame.getByRole('button', {name: 'Go to next month'}).click();
    await expect(frame.getByRole('grid', {name: 'July 2025'})).toBeVisible();
    await v8Day(frame, 15).click();
    await book.click();
    await expect(status(frame)).toHaveText('Submitted: 2025-07-15');

    await v8Day(frame, 15).click();
    await book.click();
    await expect(status(frame)).toHaveText('Submitted: no date');

    await frame.getByRole('button', {name: 'Reset'}).click();
    await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();
    await expect(v8Day(frame, 12)).toHaveAttribute('aria-selected', 'true');
    await expect(frame.locator('[aria-selected="true"]')).toHaveCount(1);
    await expect(status(frame)).toHaveText('');
    expect(consoleErrors).toEqual([]);
  });

  test('validation: a required date, its message and the focus', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      path,
      'examples-v8/V8FormValidationRequired.tsx',
    );
    const field = frame.getByRole('group', {name: 'Appointment'});
    await frame.getByRole('button', {name: 'Book'}).click();
    const message = 'Choose a day for your appointment.';
    await expect(frame.getByRole('alert')).toHaveText(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(v8Day(frame, 1)).toBeFocused();

    await v8Day(frame, 20).click();
    await expect(frame.getByRole('alert')).toHaveCount(0);
    await frame.getByRole('button', {name: 'Book'}).click();
    await expect(status(frame)).toHaveText('Submitted: 2025-06-20');
    expect(consoleErrors).toEqual([]);
  });

  test('a range field needs both ends and two nights; Clear empties it', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      path,
      'examples-v8/V8FormDateRangeField.tsx',
    );
    const field = frame.getByRole('group', {name: 'Your stay'});
    const alert = frame.getByRole('alert');
    const book = frame.getByRole('button', {name: 'Book'});

    await book.click();
    await expect(alert).toHaveText('Choose a check-in date.');
    await expect(field).toHaveAccessibleDescription('Choose a check-in date.');

    // In v8, a first click sets only the start.
    await v8Day(frame, 10).click();
    await expect(alert).toHaveText('Choose a check-out date.');
    await v8Day(frame, 11).click();
    await expect(alert).toHaveText('Stay at least 2 nights.');
    // Exactly two nights is enough.
    await v8Day(frame, 12).click();
    await expect(alert).toHaveCount(0);
    await v8Day(frame, 14).click();
    await expect(alert).toHaveCount(0);
    await expect(frame.locator('[aria-selected="true"]')).toHaveCount(5);
    await book.click();
    await expect(status(frame)).toHaveText(
      'Submitted: 2025-06-10 to 2025-06-14',
    );

    await frame.getByRole('button', {name: 'Clear'}).click();
    await expect(frame.locator('[aria-selected="true"]')).toHaveCount(0);
    await expect(status(frame)).toHaveText('');
    await book.click();
    await expect(alert).toHaveText('Choose a check-in date.');
    expect(consoleErrors).toEqual([]);
  });
});

import {expect, openExample, waitForHydration} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

test.describe('month picker recipe (v9)', () => {
  test('the dropdowns jump to a month and year of birth', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/recipes/month-picker',
      'examples/MonthPickerDateOfBirth.tsx',
    );
    await expect(frame.getByRole('grid', {name: 'January 2000'})).toBeVisible();
    await expect(
      frame.getByText('Choose a month and a year, then a day.'),
    ).toBeVisible();
    const years = frame.getByRole('combobox', {name: 'Choose the Year'});
    await expect(years.locator('option').first()).toHaveText('1925');
    await expect(years.locator('option').last()).toHaveText('2025');

    await years.selectOption('1990');
    await frame
      .getByRole('combobox', {name: 'Choose the Month'})
      .selectOption({label: 'March'});
    await expect(frame.getByRole('grid', {name: 'March 1990'})).toBeVisible();
    await frame
      .getByRole('button', {name: 'Wednesday, March 14th, 1990'})
      .click();
    await expect(
      frame.getByText('Date of birth: March 14, 1990'),
    ).toBeVisible();
    await expect(
      frame.getByRole('button', {
        name: 'Wednesday, March 14th, 1990, selected',
      }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the displayed month is the value', async ({page, consoleErrors}) => {
    const frame = await openExample(
      page,
      '/recipes/month-picker',
      'examples/MonthPickerDisplayedMonth.tsx',
    );
    await expect(frame.getByText('Report period: June 2025')).toBeVisible();
    await frame.getByRole('button', {name: 'Go to the Next Month'}).click();
    await expect(frame.getByText('Report period: July 2025')).toBeVisible();
    await frame
      .getByRole('combobox', {name: 'Choose the Year'})
      .selectOption('2028');
    await expect(frame.getByText('Report period: July 2028')).toBeVisible();
    await frame
      .getByRole('combobox', {name: 'Choose the Month'})
      .selectOption({label: 'February'});
    await expect(frame.getByText('Report period: February 2028')).toBeVisible();
    await expect(frame.locator('td[aria-selected="true"]')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the month grid picks a month of another year', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/recipes/month-picker',
      'examples/MonthPickerGrid.tsx',
    );
    const grid = frame.getByRole('region', {name: '2025'});
    await expect(grid).toBeVisible();
    await expect(frame.getByText('No month selected.')).toBeVisible();
    const months = frame.locator('button[aria-pressed]');
    await expect(months).toHaveCount(12);
    await expect(months.first()).toHaveText('January');
    await expect(months.last()).toHaveText('December');

    await frame.getByRole('button', {name: 'Next year'}).click();
    await expect(frame.getByRole('heading', {name: '2026'})).toBeVisible();
    const march = frame.getByRole('button', {name: 'March'});
    await expect(march).toHaveAttribute('aria-pressed', 'false');
    await march.click();
    await expect(march).toHaveAttribute('aria-pressed', 'true');
    await expect(frame.locator('button[aria-pressed="true"]')).toHaveCount(1);
    await expect(frame.getByText('Selected: March 2026')).toBeVisible();

    // Another year shows no pressed month; the value stays.
    await frame.getByRole('button', {name: 'Previous year'}).click();
    await expect(frame.getByRole('heading', {name: '2025'})).toBeVisible();
    await expect(march).toHaveAttribute('aria-pressed', 'false');
    await expect(frame.getByText('Selected: March 2026')).toBeVisible();

    // The keyboard works too: the buttons are real buttons.
    await frame.getByRole('button', {name: 'July'}).focus();
    await page.keyboard.press('Enter');
    await expect(frame.getByText('Selected: July 2025')).toBeVisible();
    await expect(frame.getByRole('button', {name: 'July'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('month picker recipe (v8)', () => {
  test('the drop-downs jump to a month and year of birth', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/v8/recipes/month-picker',
      'examples-v8/V8MonthPickerDateOfBirth.tsx',
    );
    await expect(frame.getByRole('grid', {name: 'January 2000'})).toBeVisible();
    await expect(
      frame.getByText('Choose a month and a year, then a day.'),
    ).toBeVisible();
    const years = frame.getByRole('combobox', {name: 'Year:'});
    await expect(years.locator('option').first()).toHaveText('1925');
    await expect(years.locator('option').last()).toHaveText('2025');
    // "dropdown-buttons" keeps the navigation buttons.
    await expect(
      frame.getByRole('button', {name: 'Go to next month'}),
    ).toBeVisible();

    await years.selectOption('1990');
    await frame
      .getByRole('combobox', {name: 'Month:'})
      .selectOption({label: 'March'});
    await expect(frame.getByRole('grid', {name: 'March 1990'})).toBeVisible();
    const day14 = frame.getByRole('gridcell', {name: '14', exact: true});
    await day14.click();
    await expect(day14).toHaveAttribute('aria-selected', 'true');
    await expect(
      frame.getByText('Date of birth: March 14, 1990'),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the displayed month is the value', async ({page, consoleErrors}) => {
    const frame = await openExample(
      page,
      '/v8/recipes/month-picker',
      'examples-v8/V8MonthPickerDisplayedMonth.tsx',
    );
    await expect(frame.getByText('Report period: June 2025')).toBeVisible();
    await frame.getByRole('button', {name: 'Go to next month'}).click();
    await expect(frame.getByText('Report period: July 2025')).toBeVisible();
    await frame.getByRole('combobox', {name: 'Year:'}).selectOption('2028');
    await expect(frame.getByText('Report period: July 2028')).toBeVisible();
    await frame
      .getByRole('combobox', {name: 'Month:'})
      .selectOption({label: 'February'});
    await expect(frame.getByText('Report period: February 2028')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the month grid section links to the shared example', async ({page}) => {
    await page.goto('/v8/recipes/month-picker');
    await waitForHydration(page);
    const link = page
      .locator('#month-grid ~ p a[href="/recipes/month-picker#month-grid"]')
      .first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/recipes\/month-picker#month-grid$/);
    await expect(
      page.locator('figure[data-example="examples/MonthPickerGrid.tsx"]'),
    ).toBeVisible();
  });
});

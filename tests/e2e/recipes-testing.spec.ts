import {expect, openExample} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

test.describe('testing recipe', () => {
  test('v9: the component under test selects and clears a day, as its tests do', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/recipes/testing',
      'examples/TestingDateField.tsx',
    );
    await expect(
      frame.getByRole('grid', {name: 'November 2025'}),
    ).toBeVisible();
    await expect(frame.getByText('No date chosen yet.')).toBeVisible();

    await frame
      .getByRole('button', {name: 'Monday, November 10th, 2025', exact: true})
      .click();
    await expect(
      frame.getByRole('button', {
        name: 'Monday, November 10th, 2025, selected',
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      frame.getByText('Your appointment: Mon Nov 10 2025'),
    ).toBeVisible();

    // Clicking the selected day again clears it.
    await frame.getByRole('button', {name: /November 10th/}).click();
    await expect(frame.getByText('No date chosen yet.')).toBeVisible();

    // The queries the find-days section shows.
    const november = frame.getByRole('grid', {name: 'November 2025'});
    await expect(november.getByRole('button')).toHaveCount(30);
    await frame
      .getByRole('button', {name: 'Go to the Next Month', exact: true})
      .click();
    const december = frame.getByRole('grid', {name: 'December 2025'});
    await expect(december).toBeVisible();
    await december.getByRole('button', {name: /December 24th/}).click();
    await expect(december.getByRole('gridcell', {selected: true})).toHaveText(
      '24',
    );
    await expect(
      frame.getByRole('status').filter({hasText: 'December 2025'}),
    ).toHaveCount(1);
    await expect(
      frame.getByText('Your appointment: Wed Dec 24 2025'),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('v8: the component under test selects and clears a day, as its tests do', async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openExample(
      page,
      '/v8/recipes/testing',
      'examples-v8/V8TestingDateField.tsx',
    );
    const november = frame.getByRole('grid', {name: 'November 2025'});
    await expect(november).toBeVisible();
    await expect(frame.getByText('No date chosen yet.')).toBeVisible();
    await expect(november.getByRole('columnheader')).toHaveCount(7);
    await expect(
      november.getByRole('columnheader', {name: 'Monday', exact: true}),
    ).toBeVisible();

    // Day buttons have the gridcell role and the day's number as name.
    await expect(november.getByRole('button')).toHaveCount(0);
    await november.getByRole('gridcell', {name: '10', exact: true}).click();
    await expect(
      november.getByRole('gridcell', {name: '10', exact: true, selected: true}),
    ).toBeVisible();
    await expect(
      frame.getByText('Your appointment: Mon Nov 10 2025'),
    ).toBeVisible();

    await november.getByRole('gridcell', {name: '10', exact: true}).click();
    await expect(frame.getByText('No date chosen yet.')).toBeVisible();

    await frame
      .getByRole('button', {name: 'Go to next month', exact: true})
      .click();
    const december = frame.getByRole('grid', {name: 'December 2025'});
    await december.getByRole('gridcell', {name: '24', exact: true}).click();
    await expect(december.getByRole('gridcell', {selected: true})).toHaveText(
      '24',
    );
    await expect(
      frame.getByText('Your appointment: Wed Dec 24 2025'),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

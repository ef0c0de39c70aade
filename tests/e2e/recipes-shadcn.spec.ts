import {example, expect, waitForHydration} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

test.describe('shadcn/ui Calendar recipe', () => {
  test('a custom Chevron draws the arrows of every orientation', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/recipes/shadcn-calendar');
    await waitForHydration(page);
    const frame = await example(page, 'examples/ShadcnCalendarChevron.tsx');
    await expect(frame.getByRole('grid', {name: 'June 2025'})).toBeVisible();

    const previous = frame.getByRole('button', {
      name: 'Go to the Previous Month',
    });
    const next = frame.getByRole('button', {name: 'Go to the Next Month'});
    // Each button shows the example's SVG, pointing its way.
    await expect(previous.locator('svg path')).toHaveAttribute(
      'd',
      'M15 6l-6 6 6 6',
    );
    await expect(next.locator('svg path')).toHaveAttribute('d', 'M9 6l6 6-6 6');
    // The dropdowns ask for the "down" orientation.
    await expect(
      frame.locator('.rdp-dropdown_root svg path[d="M6 9l6 6 6-6"]'),
    ).toHaveCount(2);

    // The buttons still navigate.
    await next.click();
    await expect(frame.getByRole('grid', {name: 'July 2025'})).toBeVisible();
    await previous.click();
    await previous.click();
    await expect(frame.getByRole('grid', {name: 'May 2025'})).toBeVisible();
    await frame
      .getByRole('combobox', {name: 'Choose the Year'})
      .selectOption('2026');
    await expect(frame.getByRole('grid', {name: 'May 2026'})).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

import {example, expect, test, waitForHydration} from '../support';

test('home page renders a live example', async ({page, consoleErrors}) => {
  await page.goto('/');
  await waitForHydration(page);
  const frame = example(page, 'examples/SingleWithFooter.tsx');
  await expect(frame.getByRole('grid')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

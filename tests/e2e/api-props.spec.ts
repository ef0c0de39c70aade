import {axeViolations, expect, open} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

const PAGES = [
  {
    route: '/api/functions/DayPicker',
    prop: 'fixedWeeks',
    playground: true,
    newer: {prop: 'animate', since: '9.6.0'},
  },
  {
    route: '/v8/api/functions/DayPicker',
    prop: 'fixedWeeks',
    playground: false,
    newer: {prop: 'lang', since: '8.9.0'},
  },
];

for (const {route, prop, playground, newer} of PAGES) {
  test.describe(route, () => {
    test('shows the import line and one table of props grouped by purpose', async ({
      page,
    }) => {
      await open(page, route);
      await expect(
        page.locator('pre', {
          hasText: "import {DayPicker} from 'react-day-picker';",
        }),
      ).toBeVisible();
      const table = page.getByRole('table');
      await expect(table).toHaveCount(1);
      await expect(
        table
          .getByRole('columnheader')
          .filter({hasText: /^(Prop|Type|Default|Since|Description)$/}),
      ).toHaveCount(5);
      for (const group of [
        'Selection',
        'Navigation',
        'Appearance',
        'Localization',
        'Events',
      ]) {
        await expect(
          table.getByRole('columnheader', {name: group, exact: true}),
        ).toBeVisible();
      }
      const row = table
        .getByRole('row')
        .filter({has: page.getByRole('rowheader', {name: prop, exact: true})});
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell').first()).toHaveText('boolean');
    });

    test('fits a 1280 px wide window without scrolling sideways', async ({
      page,
    }) => {
      await page.setViewportSize({width: 1280, height: 800});
      await open(page, route);
      // The table's wrapper is what scrolls when the table is too wide.
      const overflow = await page
        .getByRole('table')
        .locator('xpath=..')
        .evaluate((wrapper) => ({
          scrollWidth: wrapper.scrollWidth,
          clientWidth: wrapper.clientWidth,
        }));
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
    });

    test('Since names the release a prop came in, — for the first of the major', async ({
      page,
    }) => {
      await open(page, route);
      const since = (name: string) =>
        page.locator(`tr[data-prop="${name}"] td`).nth(2);
      await expect(since(prop)).toHaveText('—');
      await expect(since(newer.prop)).toHaveText(newer.since);
    });

    test("a prop's row has its own anchor", async ({page}) => {
      await open(page, `${route}#${prop.toLowerCase()}`);
      const anchor = page.locator(`#${prop.toLowerCase()}`);
      await expect(anchor).toHaveText(prop);
      await expect(anchor).toBeInViewport();
    });

    test('the filter narrows the rows by keyboard and announces the count', async ({
      page,
    }) => {
      await open(page, route);
      const rows = page.locator('tr[data-prop]');
      const total = await rows.count();
      const box = page.getByRole('search', {name: 'Props'});
      const filter = box.getByRole('searchbox', {name: 'Filter props'});
      const status = box.getByRole('status');
      await filter.focus();
      await page.keyboard.type('weeks');
      const visible = page.locator('tr[data-prop]:visible');
      await expect(visible.filter({hasText: prop})).toHaveCount(1);
      const shown = await visible.count();
      expect(shown).toBeLessThan(total);
      await expect(status).toHaveText(`${shown} of ${total} props match`);
      // Groups with no match are hidden with their heading.
      await expect(
        page.getByRole('columnheader', {name: 'Events', exact: true}),
      ).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(filter).toHaveValue('');
      await expect(page.locator('tr[data-prop]:visible')).toHaveCount(total);
      await expect(status).toHaveText(`All ${total} props shown`);
    });

    test('is axe-clean in light and dark mode, with the filter used', async ({
      page,
    }) => {
      // Two axe runs over a page of about 70 table rows.
      test.slow();
      await open(page, route);
      await page.getByRole('searchbox', {name: 'Filter props'}).fill('month');
      expect(await axeViolations(page, 'article'), 'light mode').toEqual([]);
      await page.emulateMedia({colorScheme: 'dark'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await axeViolations(page, 'article'), 'dark mode').toEqual([]);
    });

    if (playground) {
      test('"Try it" opens the playground with the prop set', async ({
        page,
      }) => {
        await open(page, route);
        const row = page.locator(`tr[data-prop="${prop}"]`);
        await row.getByRole('link', {name: 'Try it'}).click();
        await expect(page).toHaveURL(/\/playground\?fixedWeeks=true$/);
        await expect(
          page.getByRole('checkbox', {name: /fixed weeks/i}),
        ).toBeChecked();
      });
    } else {
      test('has no "Try it" link: the playground runs the current version', async ({
        page,
      }) => {
        await open(page, route);
        await expect(page.getByRole('link', {name: 'Try it'})).toHaveCount(0);
      });
    }
  });
}

test('a prop the playground does not offer has no "Try it" link', async ({
  page,
}) => {
  await open(page, '/api/functions/DayPicker');
  await expect(
    page
      .locator('tr[data-prop="components"]')
      .getByRole('link', {name: 'Try it'}),
  ).toHaveCount(0);
});

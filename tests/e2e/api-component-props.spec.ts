import {join} from 'node:path';

import {docVersion, type DocVersionId} from '../../src/data/docVersions';
import {factsOf} from '../../plugins/remark-reference-table';
import {axeViolations, expect, open} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

const siteDir = join(__dirname, '..', '..');

/** Two custom components per version, each with a section of its own in the guide. */
const PAGES: {version: DocVersionId; component: string; guide: string}[] = [
  {version: 'v9', component: 'DayButton', guide: '/guides/custom-components'},
  {
    version: 'v9',
    component: 'MonthCaption',
    guide: '/guides/custom-components',
  },
  {
    version: 'v8',
    component: 'Caption',
    guide: '/v8/advanced-guides/custom-components',
  },
  {
    version: 'v8',
    component: 'Day',
    guide: '/v8/advanced-guides/custom-components',
  },
];

/** The members the package's declarations give the component's props type, in order. */
function declaredMembers(id: DocVersionId, component: string): string[] {
  const declarations = factsOf(siteDir, docVersion(id)).declarations;
  const propsType = declarations
    .componentMembers('CustomComponents')
    .find((member) => member.name === component)?.propsType;
  const type = propsType ? declarations.propsType(propsType) : undefined;
  if (!type) {
    throw new Error(`${id} ${component}: no props type in the declarations`);
  }
  return type.members.map((member) => member.name);
}

for (const {version, component, guide} of PAGES) {
  const route = `${docVersion(version).urlBase}/api/functions/${component}`;
  test.describe(route, () => {
    test("has a table of the props type's members", async ({page}) => {
      await open(page, route);
      const table = page.getByRole('table');
      await expect(table).toHaveCount(1);
      await expect(table.getByRole('columnheader')).toHaveText([
        'Prop',
        'Type',
        'Default',
        'Description',
      ]);
      const rows = table.locator('tr[data-prop]');
      await expect(rows).not.toHaveCount(0);
      expect(
        await rows.evaluateAll((all) =>
          all.map((row) => (row as HTMLElement).dataset.prop),
        ),
      ).toEqual(declaredMembers(version, component));
    });

    test('is axe-clean', async ({page}) => {
      await open(page, route);
      expect(await axeViolations(page, 'article')).toEqual([]);
    });

    test("links to the guide's section about replacing it, which exists", async ({
      page,
    }) => {
      await open(page, route);
      const link = page
        .getByRole('article')
        .getByRole('link', {name: /^Custom components › /});
      await expect(link).toHaveCount(1);
      const href = await link.getAttribute('href');
      const [path, anchor] = (href ?? '').split('#');
      expect(path).toBe(guide);
      expect(anchor).toBeTruthy();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${guide}#${anchor}$`));
      const heading = page.locator(`[id="${anchor}"]`);
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeInViewport();
    });
  });
}

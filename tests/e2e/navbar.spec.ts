import {expect, versionDropdown, waitForHydration} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';
import {SECTION_HEADING_TAGS} from '../../src/data/headingLevels';
import {CURRENT_VERSION, docVersion} from '../../src/data/docVersions';

const CURRENT = CURRENT_VERSION.documentedVersion;
const V8 = docVersion('v8').documentedVersion;

test('navbar items come in the spec order', async ({page}) => {
  await page.goto('/start');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  const labels = await navbar
    .locator('.navbar__items > .navbar__item')
    .evaluateAll((items) =>
      items.map((item) => {
        const link = item.matches('a')
          ? item
          : item.querySelector(':scope > .navbar__link');
        return (
          (link?.textContent?.trim() || link?.getAttribute('aria-label')) ?? ''
        );
      }),
    );
  expect(labels).toEqual([
    CURRENT,
    'Documentation',
    'Playground',
    'API Reference',
    'Support',
    'Source code on GitHub',
    'English',
  ]);
  await expect(navbar.getByRole('link', {name: 'Support'})).toHaveAttribute(
    'href',
    'https://github.com/gpbl/react-day-picker/discussions',
  );
  await expect(
    navbar.getByRole('link', {name: 'Source code on GitHub'}),
  ).toHaveAttribute('href', 'https://github.com/gpbl/react-day-picker');
});

test('the version dropdown lists both versions and the external 7.4.10 link', async ({
  page,
}) => {
  await page.goto('/start');
  await waitForHydration(page);
  const dropdown = await versionDropdown(page, CURRENT);
  await dropdown.hover();
  const menu = dropdown.locator('.dropdown__menu');
  await expect(menu.getByRole('link')).toHaveText([CURRENT, V8, '7.4.10']);
  await expect(menu.getByRole('link', {name: '7.4.10'})).toHaveAttribute(
    'target',
    '_blank',
  );
  await menu.getByRole('link', {name: V8}).click();
  await expect(page).toHaveURL(/\/v8\/start$/);
});

test('the version chosen in the dropdown is remembered in local storage', async ({
  page,
}) => {
  await page.goto('/v8/start');
  await waitForHydration(page);
  const dropdown = await versionDropdown(page, V8);
  await dropdown.hover();
  await dropdown
    .locator('.dropdown__menu')
    .getByRole('link', {name: V8})
    .click();
  const stored = () =>
    page.evaluate(() => localStorage.getItem('docs-preferred-version-default'));
  // Docusaurus stores its name of the version, the archived release.
  const v8Name = docVersion('v8').docsPluginVersion;
  expect(await stored()).toBe(v8Name);
  await page.reload();
  await waitForHydration(page);
  expect(await stored()).toBe(v8Name);
});

test('a remembered version that no longer exists is cleared', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('docs-preferred-version-default', '7.4.10'),
  );
  await page.goto('/start');
  await waitForHydration(page);
  await expect
    .poll(() =>
      page.evaluate(() =>
        localStorage.getItem('docs-preferred-version-default'),
      ),
    )
    .toBeNull();
});

test('the language dropdown offers English only', async ({page}) => {
  await page.goto('/start');
  await waitForHydration(page);
  const dropdown = page
    .locator('.navbar__item.dropdown')
    .filter({hasText: 'English'});
  await dropdown.hover();
  await expect(
    dropdown.locator('.dropdown__menu').getByRole('link'),
  ).toHaveText(['English']);
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('/start');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab lands inside the main content, past the navbar and sidebar.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement?.closest('main') !== null),
  ).toBe(true);
});

test('the navbar hides when scrolling down and returns when scrolling up', async ({
  page,
}) => {
  await page.goto('/api/interfaces/PropsBase');
  await waitForHydration(page);
  const navbar = page.locator('nav.navbar');
  await page.mouse.move(600, 400);
  for (let step = 0; step < 5; step += 1) {
    await page.mouse.wheel(0, 400);
  }
  await expect(navbar).toHaveClass(/navbarHidden/);
  await page.mouse.wheel(0, -300);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

// Docusaurus switches to the desktop layout above 996px.
test.describe('below 996px', () => {
  test.use({viewport: {width: 995, height: 800}});

  test('the sidebar moves into the mobile menu', async ({page}) => {
    await page.goto('/start');
    await waitForHydration(page);
    await expect(
      page.locator('aside.theme-doc-sidebar-container'),
    ).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await expect(
      menu.getByRole('link', {name: 'Getting started'}),
    ).toBeVisible();
  });

  test('the open menu keeps the keyboard inside it; Escape closes it and focus returns to the toggle', async ({
    page,
  }) => {
    await page.goto('/start');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() =>
          Boolean(document.activeElement?.closest('.navbar-sidebar')),
        ),
        `Tab ${i + 1} stays in the menu`,
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // Docusaurus itself makes the menu's hidden panel inert.
    await expect(page.locator('[inert]:not(.navbar-sidebar *)')).toHaveCount(0);
  });

  test('the closed menu does not touch the viewport, so its links are not prefetched', async ({
    page,
  }) => {
    await page.goto('/docs/selection-modes');
    await waitForHydration(page);
    // Its docs panel arrives after hydration; then the menu is at rest.
    await expect(
      page.locator('.navbar-sidebar__items--show-secondary'),
    ).toBeAttached();
    const menuRight = await page
      .locator('.navbar-sidebar')
      .evaluate((menu) => menu.getBoundingClientRect().right);
    // Link prefetches when IntersectionObserver reports an intersection,
    // which includes an edge touching the viewport (right === 0).
    expect(menuRight).toBeLessThan(0);
  });
});

test.describe('on desktop widths', () => {
  test.use({viewport: {width: 997, height: 800}});

  test('the docs sidebar is shown and cannot be hidden', async ({page}) => {
    await page.goto('/start');
    await waitForHydration(page);
    await expect(
      page.locator('aside.theme-doc-sidebar-container'),
    ).toBeVisible();
    await expect(
      page.getByRole('button', {name: 'Toggle navigation bar'}),
    ).toBeHidden();
    await expect(
      page.getByRole('button', {name: /Collapse sidebar/}),
    ).toHaveCount(0);
  });
});

test('docs pages have no breadcrumbs and a table of contents of the section levels', async ({
  page,
}) => {
  await page.goto('/start');
  await expect(page.locator('nav.theme-doc-breadcrumbs')).toHaveCount(0);
  const tocLinks = page.locator('.table-of-contents a');
  const headingLevels = await tocLinks.evaluateAll((links) =>
    links.map(
      (link) =>
        document.getElementById(
          decodeURIComponent(link.getAttribute('href')!.slice(1)),
        )?.tagName,
    ),
  );
  expect(headingLevels.length).toBeGreaterThan(0);
  for (const level of headingLevels) {
    expect(SECTION_HEADING_TAGS.map((tag) => tag.toUpperCase())).toContain(
      level,
    );
  }
});

test('the footer links to the community and the license', async ({page}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', {name: 'Discussions'})).toBeVisible();
  await footer.getByRole('link', {name: 'License'}).click();
  await expect(page).toHaveURL(/\/license$/);
});

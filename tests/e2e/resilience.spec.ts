import type {Page, Route} from '@playwright/test';

import {expect, storageKeys, test, waitForHydration} from '../support';

const keys = storageKeys();

/** Client-side navigation, the way a Link click drives react-router. */
async function navigate(page: Page, target: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
}

const crashed = (page: Page) =>
  page.getByRole('heading', {name: /^This page crashed/});

/** Follows a link of the docs sidebar, as a reader clicks it. */
async function followSidebar(page: Page, name: string) {
  await page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('link', {name, exact: true})
    .click();
}

/** Scrolls the page by `y` with the mouse wheel over the article, as a reader does. */
async function wheel(page: Page, y: number) {
  const box = await page.locator('article').boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, 300);
  await page.mouse.wheel(0, y);
}

/** The page's vertical scroll position, once it has stopped changing. */
async function settledScroll(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const same = now === last;
        last = now;
        return same;
      },
      {intervals: [300]},
    )
    .toBe(true);
  return last;
}

test.describe('bad local storage', () => {
  test('the site works when local storage throws', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    await page.goto('/docs/selection-modes');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Selection modes',
    );
    await expect(crashed(page)).toHaveCount(0);
    const toggle = page.getByRole('button', {
      name: /Switch between dark and light mode/,
    });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page
      .locator('.theme-announcement-bar')
      .getByRole('button', {name: 'Close'})
      .click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  });

  // With a dark system preference, a fallback to the configured default
  // (light) and a fallback to the system preference can be told apart.
  test('a corrupt stored theme falls back to the system preference', async ({
    page,
    consoleErrors,
  }) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.addInitScript(
      (key) => localStorage.setItem(key, '"><script>alert(1)</script>'),
      keys.theme,
    );
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The guard dropped the value under the key the theme reads.
    expect(
      await page.evaluate((key) => localStorage.getItem(key), keys.theme),
    ).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test('a corrupt announcement dismissal shows the bar', async ({page}) => {
    await page.addInitScript(({announcementDismiss, announcementId}) => {
      localStorage.setItem(announcementDismiss, '{not json');
      localStorage.setItem(announcementId, '');
    }, keys);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  });
});

test.describe('hostile values under every local-storage key', () => {
  const everyKey = Object.values(keys);
  const searchInput = (page: Page) => page.getByPlaceholder('Search docs');

  test('the site reads no key these tests leave out', async ({page}) => {
    await page.addInitScript(() => {
      const read = new Set<string>();
      Object.assign(window, {storageKeysRead: read});
      const {getItem} = Storage.prototype;
      Storage.prototype.getItem = function (key: string) {
        if (this === window.localStorage) {
          read.add(key);
        }
        return getItem.call(this, key);
      };
    });
    const read = new Set<string>();
    for (const path of [
      '/',
      '/docs/selection-modes',
      '/playground',
      '/search?q=range',
      '/v8/using-daypicker/selection-modes',
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('range');
      // The first search loads the client and the index.
      await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible({
        timeout: 15_000,
      });
      await page.keyboard.press('Escape');
      const seen = await page.evaluate(() => [
        ...(window as unknown as {storageKeysRead: Set<string>})
          .storageKeysRead,
      ]);
      seen.forEach((key) => read.add(key));
    }
    expect([...read].filter((key) => !everyKey.includes(key))).toEqual([]);
  });

  test('a crash inside the search modal stays in a dialog that can try again', async ({
    page,
  }) => {
    await page.goto('/start');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    // DocSearch reads its history again on every render of the modal.
    await page.evaluate(
      (key) => localStorage.setItem(key, '{not json'),
      keys.recentSearches,
    );
    await searchInput(page).fill('range');
    const unavailable = page.getByRole('dialog', {
      name: 'Search is unavailable',
    });
    await expect(unavailable).toBeVisible();
    await expect(crashed(page)).toHaveCount(0);
    await unavailable.getByRole('button', {name: 'Try again'}).click();
    await expect(searchInput(page)).toBeFocused();
  });

  for (const value of [
    '{not json',
    '{}',
    'null',
    '[1,2]',
    '[{"objectID":"a"}]',
    '"><img src=x onerror=alert(1)>',
  ]) {
    test(`${JSON.stringify(value)} under every key: pages and search work`, async ({
      page,
    }) => {
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        return dialog.dismiss();
      });
      await page.addInitScript(
        ({names, planted}) =>
          names.forEach((name) => localStorage.setItem(name, planted)),
        {names: everyKey, planted: value},
      );
      for (const path of ['/docs/selection-modes', '/playground']) {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        await page.keyboard.press('Control+k');
        await expect(searchInput(page)).toBeFocused();
        await searchInput(page).fill('range');
        // The first search loads the client and the index.
        await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible({
          timeout: 15_000,
        });
        await page.keyboard.press('Escape');
        await expect(crashed(page)).toHaveCount(0);
      }
      await page.goto('/search?q=range');
      await waitForHydration(page);
      await expect(page.locator('main article').first()).toBeVisible();
      await expect(crashed(page)).toHaveCount(0);
      expect(alerts).toEqual([]);
    });
  }
});

test.describe('failures while loading', () => {
  test('a route chunk that fails during navigation reloads the page, as the spec says', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    let failing = true;
    // Every JS chunk fetched from now on is one the next route needs: an API
    // page that nothing on the home page links to, so it was not prefetched.
    await page.route('**/assets/js/*.js', (route: Route) =>
      failing ? route.abort('failed') : route.continue(),
    );
    const reloaded = page.waitForEvent('load');
    await navigate(page, '/api/functions/rangeOverlaps');
    await expect.poll(() => warnings.join('\n')).toMatch(/chunk|failed|load/i);
    failing = false;
    await reloaded;
    await expect(page).toHaveURL(/\/api\/functions\/rangeOverlaps$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText(
      'rangeOverlaps',
    );
  });

  test('offline, a link to a page whose code is not loaded keeps the page and says why', async ({
    page,
    context,
  }) => {
    await page.goto('/start');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Routing keeps the HTTP cache (and its prefetches) out of it.
    await page.route('**/assets/js/*.js', (route) => route.abort('failed'));
    await context.setOffline(true);
    await followSidebar(page, 'Selection modes');
    await expect(page.getByRole('alert')).toContainText(
      'offline, so /docs/selection-modes can’t load',
    );
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Getting started',
    );
    // The reader can keep reading and moving around the pages already shown.
    await followSidebar(page, 'Getting started');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Getting started',
    );

    await context.setOffline(false);
    await page.unroute('**/assets/js/*.js');
    await followSidebar(page, 'Selection modes');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Selection modes',
    );
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Getting started',
    );
  });

  test('offline, Back to a page from before a reload keeps the address on the page shown, and Try again goes back', async ({
    page,
    context,
  }) => {
    await page.goto('/docs/anatomy');
    await waitForHydration(page);
    await followSidebar(page, 'Selection modes');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Selection modes',
    );
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.route('**/assets/js/*.js', (route) => route.abort('failed'));
    await context.setOffline(true);
    await page.evaluate(() => window.history.back());
    await expect(page.getByRole('alert')).toContainText(
      'offline, so /docs/anatomy can’t load',
    );
    await expect(page).toHaveURL(/\/docs\/selection-modes$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Selection modes',
    );
    // A section link of the page shown stays on it, with no alert.
    await page.getByRole('button', {name: 'Dismiss'}).click();
    await page.locator('.table-of-contents a').first().click();
    await expect(page).toHaveURL(/\/docs\/selection-modes#.+$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(/\/docs\/selection-modes$/);
    await page.evaluate(() => window.history.back());
    await expect(page.getByRole('alert')).toContainText(
      'offline, so /docs/anatomy can’t load',
    );
    await expect(page).toHaveURL(/\/docs\/selection-modes$/);

    await context.setOffline(false);
    await page.unroute('**/assets/js/*.js');
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Anatomy');
    await expect(page).toHaveURL(/\/docs\/anatomy$/);
    await page.evaluate(() => window.history.forward());
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Selection modes',
    );
  });

  test('on a phone, offline links still keep the page after the menu was opened and closed', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/start');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // The menu blocks history while it is open (Back closes it).
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await page.route('**/assets/js/*.js', (route) => route.abort('failed'));
    await context.setOffline(true);
    await page
      .locator('article a[href="/docs/selection-modes"]')
      .first()
      .click();
    await expect(page.getByRole('alert')).toContainText(
      'offline, so /docs/selection-modes can’t load',
    );
    await expect(page).toHaveURL(/\/start$/);
  });

  test('Edit on an example whose code failed to load offline keeps the calendar, which goes live once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/guides/custom-modifiers');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const fileName = 'ModifiersBookedClassNames.tsx';
    const figure = page.locator(`figure[data-example="examples/${fileName}"]`);
    await page.route('**/assets/js/*.js', (route) => route.abort('failed'));
    await context.setOffline(true);
    // Scrolled to first now: its code can't load.
    await figure.getByRole('button', {name: `Edit ${fileName}`}).click();
    await expect(
      figure.getByRole('alert').filter({hasText: 'The editor could not load'}),
    ).toBeVisible();
    await expect(figure).not.toContainText('This example failed to render');
    await expect(figure.locator('.rdp-month')).toHaveCount(1);

    await page.unroute('**/assets/js/*.js');
    await context.setOffline(false);
    await figure.getByRole('button', {name: 'Try again'}).click();
    const editor = figure.getByRole('textbox', {name: `Code of ${fileName}`});
    await expect(editor).toBeVisible();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('\n// edited');
    await figure.getByRole('button', {name: `Reset ${fileName}`}).click();
    await expect(figure.locator('.rdp-month')).toHaveCount(1);
    await expect(figure).not.toContainText('failed');
  });

  test('a failed load of the example editor says so, and Try again loads it', async ({
    page,
  }) => {
    let failing = true;
    await page.route(
      /\/example-(editor|compiler)(-vendor)?\.[^/]*\.js$/,
      (route) => (failing ? route.abort('failed') : route.continue()),
    );
    await page.goto('/guides/custom-modifiers');
    await waitForHydration(page);
    const fileName = 'ModifiersBookedClassNames.tsx';
    const figure = page.locator(`figure[data-example="examples/${fileName}"]`);
    await figure.getByRole('button', {name: `Edit ${fileName}`}).click();
    await expect(figure.getByRole('alert')).toContainText(
      'The editor could not load',
    );
    failing = false;
    await figure.getByRole('button', {name: 'Try again'}).click();
    await expect(
      figure.getByRole('textbox', {name: `Code of ${fileName}`}),
    ).toBeVisible();
    await expect(figure.getByRole('alert')).toHaveCount(0);
  });

  test('when only the compiler fails to load, an edit says so, the calendar stays, and Try again runs the edit', async ({
    page,
  }) => {
    let failing = true;
    await page.route(/\/example-compiler(-vendor)?\.[^/]*\.js$/, (route) =>
      failing ? route.abort('failed') : route.continue(),
    );
    await page.goto('/guides/custom-modifiers');
    await waitForHydration(page);
    const fileName = 'ModifiersBookedClassNames.tsx';
    const figure = page.locator(`figure[data-example="examples/${fileName}"]`);
    await figure.getByRole('button', {name: `Edit ${fileName}`}).click();
    const editor = figure.getByRole('textbox', {name: `Code of ${fileName}`});
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(
      "import {DayPicker} from 'react-day-picker';\n\nexport default function X() {\n  return <DayPicker numberOfMonths={2} />;\n}",
    );
    await expect(figure.getByRole('alert')).toContainText(
      'The editor could not load',
    );
    await expect(figure).not.toContainText('This example failed to render');
    await expect(figure.locator('.rdp-month')).toHaveCount(1);

    failing = false;
    await figure.getByRole('button', {name: 'Try again'}).click();
    // The edit kept in the editor runs: the two months it asks for.
    await expect(figure.locator('.rdp-month')).toHaveCount(2);
    await expect(figure.getByRole('alert')).toHaveCount(0);
  });

  test('a render crash shows the error page with its message and a way to retry', async ({
    page,
  }) => {
    // A corrupt data file from the server: the docs version metadata with its sidebars removed.
    await page.route('**/assets/js/*.js', async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.text();
        await route.fulfill({
          response,
          body: body.includes('"docsSidebars":{')
            ? body.replace('"docsSidebars":{', '"docsSidebars":null,"x":{')
            : body,
        });
      } catch {
        // The page already crashed and moved on: this request no longer matters.
      }
    });
    await page.goto('/start');
    await expect(crashed(page)).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(page.locator('#__docusaurus')).toContainText(
      /null|undefined|Cannot/,
    );
  });
});

test.describe('URLs and history', () => {
  test('.html and /index.html suffixes resolve to the page', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await navigate(page, '/start.html');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Getting started',
    );
    await navigate(page, '/license/index.html');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('License');
  });

  test('a change of the query string alone does not navigate or scroll', async ({
    page,
  }) => {
    await page.goto('/docs/selection-modes');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.scrollTo(0, 1200);
      (
        document.querySelector('article') as HTMLElement & {marker?: boolean}
      ).marker = true;
    });
    await navigate(page, '/docs/selection-modes?tab=range');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
    expect(
      await page.evaluate(
        () =>
          (
            document.querySelector('article') as HTMLElement & {
              marker?: boolean;
            }
          ).marker,
      ),
    ).toBe(true);
  });

  test('after navigating to a hash, its heading is scrolled into view', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await navigate(page, '/docs/selection-modes#range-mode');
    await expect(page.locator('#range-mode')).toBeInViewport();
  });

  test('after navigating without a hash, the page starts at the top', async ({
    page,
  }) => {
    await page.goto('/changelog');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await navigate(page, '/license');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('License');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('#fragments that do not decode', () => {
  for (const hash of ['#50%', '#%', '#%E0%A4%A']) {
    test(`${hash}: Back, an in-page link and a history entry never crash the page`, async ({
      page,
    }) => {
      await page.goto(`/docs/styling${hash}`);
      await waitForHydration(page);
      await page.locator('.table-of-contents a').first().click();
      await page.goBack();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Styling');
      // An in-page link with that fragment, and a history entry made by script.
      await page.evaluate((fragment) => {
        const link = document.createElement('a');
        link.href = fragment;
        link.textContent = 'malformed';
        link.id = 'malformed-link';
        document.querySelector('article')?.prepend(link);
      }, hash);
      await page.locator('#malformed-link').click();
      await navigate(page, `/docs/selection-modes${hash}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        'Selection modes',
      );
      await page.goBack();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Styling');
      await expect(crashed(page)).toHaveCount(0);
    });
  }

  test('the playground keeps working after an option change, away and Back', async ({
    page,
  }) => {
    await page.goto('/playground#%E0');
    await waitForHydration(page);
    // Live: the pre-rendered playground has no handlers (see LiveIsland).
    await expect(page.locator('main [data-island]')).toHaveCount(0);
    await page
      .getByRole('group', {name: 'Selection', exact: true})
      .getByLabel('Mode')
      .selectOption('range');
    await expect(page).toHaveURL(/\?mode=range#/);
    await navigate(page, '/start');
    await page.goBack();
    await expect(
      page
        .getByRole('group', {name: 'Selection', exact: true})
        .getByLabel('Mode'),
    ).toHaveValue('range');
    await expect(crashed(page)).toHaveCount(0);
  });
});

test.describe('scroll positions', () => {
  test.describe.configure({timeout: 90_000});
  test('Back and Forward return to where the reader left each page, across a reload and a page outside the app', async ({
    page,
  }) => {
    await page.goto('/docs/selection-modes');
    await waitForHydration(page);
    await wheel(page, 1500);
    const first = await settledScroll(page);
    await followSidebar(page, 'Styling');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Styling');
    await wheel(page, 1100);
    const second = await settledScroll(page);
    await followSidebar(page, 'Navigation');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Navigation',
    );
    await wheel(page, 700);
    const third = await settledScroll(page);
    expect(new Set([first, second, third]).size).toBe(3);

    await page.reload();
    await waitForHydration(page);
    expect(await settledScroll(page)).toBe(third);
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Styling');
    expect(await settledScroll(page)).toBe(second);
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Selection modes',
    );
    expect(await settledScroll(page)).toBe(first);
    await page.goForward();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Styling');
    expect(await settledScroll(page)).toBe(second);

    // The page's Markdown twin is a document of its own (followed from
    // here: clicking its link would first scroll the page up to it).
    const twin = await page
      .getByRole('link', {name: 'View as Markdown'})
      .getAttribute('href');
    await page.evaluate((href) => window.location.assign(href!), twin);
    await expect(page).toHaveURL(/\.md$/);
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Styling');
    expect(await settledScroll(page)).toBe(second);
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Selection modes',
    );
    expect(await settledScroll(page)).toBe(first);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const route of [
    '/',
    '/docs/selection-modes',
    '/api/functions/DayPicker',
    '/v8/using-daypicker/selection-modes',
  ]) {
    test(`${route} is readable as static HTML`, async ({page}) => {
      await page.goto(route);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.locator('article')).toContainText(
        /\w{20,}|\w+ \w+ \w+ \w+/,
      );
      await expect(page.locator('aside a[href]').first()).toBeVisible();
      const firstExample = page.locator('figure[data-example]').first();
      if ((await firstExample.count()) > 0) {
        // The live calendar needs JavaScript; its source code is still there.
        await expect(firstExample.locator('pre')).toContainText('DayPicker');
      }
    });
  }
});

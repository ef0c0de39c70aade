import type {Browser, CDPSession, Page} from '@playwright/test';

import {test} from './index';
import {BASE_URL} from './server';

/**
 * What a test can give its page that no call takes back (the clock is the
 * context's): once one is used, the page's context is replaced after the
 * test. So is it when a test asks for `context`, which can be given more.
 */
const LASTING = ['addInitScript', 'clock', 'exposeBinding', 'exposeFunction'];

/** Events a test may listen to, whose listeners end with the test. */
const EVENTS = [
  'console',
  'dialog',
  'domcontentloaded',
  'download',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;

interface SharedPage {
  page: Page;
  cdp: CDPSession;
  /** Set when the test used one of LASTING or asked for `context`. */
  lasting: boolean;
}

async function openSharedPage(browser: Browser): Promise<SharedPage> {
  const context = await browser.newContext({baseURL: BASE_URL});
  const page = await context.newPage();
  const shared = {page, cdp: await context.newCDPSession(page), lasting: false};
  for (const name of LASTING) {
    const value: unknown = Reflect.get(page, name);
    const member =
      typeof value === 'function' ? (value as () => unknown).bind(page) : value;
    Object.defineProperty(page, name, {
      get() {
        shared.lasting = true;
        return member;
      },
    });
  }
  return shared;
}

/**
 * `test` whose `page` is one page per worker, reused by each test that asks
 * for it. A new page starts a new renderer process: on two cores that costs
 * about 1 CPU-s per test, twice what loading a docs page costs in a page
 * that has loaded the site before (scripts compiled, assets cached).
 *
 * Each test starts where a new page would: at about:blank, with the colour
 * scheme, motion, viewport and permissions its options ask for, and with
 * no storage, cookies, permissions, routes or listeners left by an earlier
 * test, nor popups. A test that fixes the clock, adds an init script or
 * asks for `context` leaves a new context to the next test. Options that
 * need a context of their own (JavaScript off, a locale or a time zone...)
 * throw: such tests use `test` from tests/support. A failed test ends its
 * worker, and the page with it.
 */
export const sharedPageTest = test.extend<
  object,
  {shared: {current: SharedPage}}
>({
  context: async ({page, shared}, use) => {
    shared.current.lasting = true;
    await use(page.context());
  },
  shared: [
    async ({browser}, use) => {
      const shared = {current: await openSharedPage(browser)};
      await use(shared);
      await shared.current.page.context().close();
    },
    {scope: 'worker'},
  ],
  page: async (
    {
      browser,
      shared,
      acceptDownloads,
      baseURL,
      bypassCSP,
      clientCertificates,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    },
    use,
  ) => {
    const needs = Object.entries({
      'another site': baseURL !== BASE_URL,
      'JavaScript off': !javaScriptEnabled,
      'a locale': locale !== 'en-US',
      'a time zone': timezoneId !== undefined,
      'a user agent': userAgent !== undefined,
      'a touch screen': isMobile || hasTouch,
      'no network': offline,
      'a storage state': storageState !== undefined,
      // The rest of Playwright's context options, none of which a page can
      // change once its context exists.
      'other context options':
        !acceptDownloads ||
        bypassCSP ||
        ignoreHTTPSErrors ||
        serviceWorkers !== 'allow' ||
        [
          clientCertificates,
          deviceScaleFactor,
          extraHTTPHeaders,
          geolocation,
          httpCredentials,
          proxy,
          screen,
        ].some((option) => option !== undefined),
    })
      .filter(([, needed]) => needed)
      .map(([what]) => what);
    if (needs.length > 0) {
      throw new Error(
        `This test needs a context of its own (${needs.join(', ')}): use \`test\` from tests/support instead of \`sharedPageTest\`.`,
      );
    }
    const {page, cdp} = shared.current;
    await page.emulateMedia({
      colorScheme,
      contrast,
      forcedColors,
      reducedMotion,
    });
    await page.setViewportSize(viewport ?? {width: 1280, height: 720});
    if (permissions) {
      await page.context().grantPermissions(permissions);
    }
    await use(page);

    if (shared.current.lasting) {
      await page.context().close();
      shared.current = await openSharedPage(browser);
      return;
    }
    // Unloads the test's document, so nothing it started reaches the next
    // test, and the next test's first goto loads its page even when only
    // the hash differs from where this one ended.
    await page.goto('about:blank');
    for (const popup of page.context().pages()) {
      if (popup !== page) {
        await popup.close();
      }
    }
    for (const event of EVENTS) {
      page.removeAllListeners(event);
    }
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await page.context().clearPermissions();
    // Local and session storage, cookies, IndexedDB and caches; not the
    // HTTP cache, which is the point of sharing.
    await cdp.send('Storage.clearDataForOrigin', {
      origin: BASE_URL,
      storageTypes:
        'cookies,local_storage,indexeddb,cache_storage,service_workers',
    });
  },
});

import {expect, test} from '../support';
import {
  OMNIBOX_POPUP_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
} from '../../scripts/lib/chromium';
import {BASE_URL} from '../support/server';

// scripts/lib/chromium.ts passes a --disable-features switch of its own,
// which replaces Playwright's: Chromium keeps only the last one.

test("the browser's last --disable-features keeps every feature an earlier one names", async ({
  page,
}) => {
  await page.goto('chrome://version');
  const commandLine = await page.locator('#command_line').textContent();
  const lists = [...commandLine!.matchAll(/--disable-features=(\S+)/g)].map(
    (match) => match[1]!.split(','),
  );
  // Playwright's own switch, then ours.
  expect(lists.length).toBeGreaterThanOrEqual(2);
  const last = lists.at(-1)!;
  const dropped = lists.flat().filter((feature) => !last.includes(feature));
  expect(dropped, 'update PLAYWRIGHT_DISABLED_FEATURES').toEqual([]);
  expect(last).toEqual(
    expect.arrayContaining([
      ...PLAYWRIGHT_DISABLED_FEATURES,
      ...OMNIBOX_POPUP_FEATURES,
    ]),
  );
});

test('a test window builds no address-bar popup pages', async ({
  browser,
  page,
}) => {
  await page.goto('about:blank');
  const session = await browser.newBrowserCDPSession();
  const {targetInfos} = await session.send('Target.getTargets');
  await session.detach();
  expect(targetInfos.map((target) => target.url)).toContain('about:blank');
  // A renamed feature would bring them back (two per window in Chromium 156).
  expect(
    targetInfos
      .map((target) => target.url)
      .filter((url) => url.startsWith('chrome://omnibox-popup')),
  ).toEqual([]);
});

test('the browser refuses every request but loopback, at once, and the page records it', async ({
  page,
  blockedRequests,
}) => {
  expect((await page.goto(`${BASE_URL}/`))?.status()).toBe(200);
  // A host name, and an IP address, which skips name resolution: the
  // proxy refuses both.
  const refused = ['https://daypicker.dev/', 'http://93.184.216.34/'];
  for (const url of refused) {
    await expect(page.goto(url)).rejects.toThrow(
      'net::ERR_PROXY_CONNECTION_FAILED',
    );
  }
  expect(blockedRequests.map((request) => request.url())).toEqual(
    expect.arrayContaining(refused),
  );
});

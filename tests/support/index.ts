import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';

export {expect};
export {buildDay, readerDay, weekRows} from './readerDay';
export {storageKeys} from './storageKeys';
export {layoutShifts, recordLayoutShifts} from './layoutShifts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLoopback(url: string): boolean {
  const {protocol, hostname} = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') {
    return true;
  }
  return LOOPBACK_HOSTS.has(hostname) || hostname.startsWith('127.');
}

interface Fixtures {
  /** Every non-loopback request the page attempted (the browser refuses all). */
  blockedRequests: Request[];
  /** Console errors and uncaught exceptions seen so far. */
  consoleErrors: string[];
}

/**
 * Every test's browser refuses requests to anything but loopback (fonts,
 * analytics, hosted search: LOOPBACK_ONLY_FLAGS in scripts/lib/chromium.ts),
 * so no test waits on the network. A test that asks for `blockedRequests`
 * or `consoleErrors` gets its page's refused requests or console errors;
 * the listeners are added only then, because each one has the browser send
 * every such event to the test runner.
 */
export const test = base.extend<Fixtures>({
  blockedRequests: async ({page}, use) => {
    const blocked: Request[] = [];
    page.on('request', (request) => {
      if (!isLoopback(request.url())) {
        blocked.push(request);
      }
    });
    await use(blocked);
  },
  consoleErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') {
        return;
      }
      const text = message.text();
      // The refused third-party requests log these; they are expected.
      if (
        /net::ERR_PROXY_CONNECTION_FAILED|Failed to load resource/.test(text)
      ) {
        return;
      }
      errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
});

/** `yyyy-MM-dd` of a local date, as DayPicker writes it in `data-day`. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Waits until hydration has ended: the first route has rendered and its
 * layout effects have run (src/clientModules/hydratedMark.ts marks <html>).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
}

/**
 * The navbar's version dropdown labelled `label` (a documented release,
 * from src/data/docVersions.ts). Fails within seconds, naming the labels
 * the navbar shows, when none is: a build older than the registry's
 * release, not a test that waits out its timeout.
 */
export async function versionDropdown(
  page: Page,
  label: string,
): Promise<Locator> {
  const dropdowns = page.locator('.navbar__item.dropdown');
  const dropdown = dropdowns.filter({
    has: page.locator(':scope > .navbar__link').getByText(label, {exact: true}),
  });
  try {
    await dropdown.waitFor({timeout: 5_000});
  } catch {
    const labels = await dropdowns
      .locator(':scope > .navbar__link')
      .allTextContents();
    throw new Error(
      `No version dropdown labelled ${label} (src/data/docVersions.ts) on ${page.url()}: the navbar shows ${labels.map((text) => `"${text.trim()}"`).join(', ') || 'none'}. Rebuild the site after changing the documented version.`,
    );
  }
  return dropdown;
}

/**
 * Opens `path` and waits for hydration to end. With `now`, the browser's
 * clock is fixed there first, so the page is read on another day than the
 * one it was built on.
 */
export async function open(
  page: Page,
  path: string,
  {now}: {now?: Date} = {},
): Promise<void> {
  if (now) {
    await page.clock.setFixedTime(now);
  }
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens `path` (see `open`) and returns the live frame of example `src`. */
export async function openExample(
  page: Page,
  path: string,
  src: string,
  options: {now?: Date} = {},
): Promise<Locator> {
  await open(page, path, options);
  return example(page, src);
}

/**
 * Waits until no island matching `selector` (a `[data-island]` selector) is
 * left in the viewport: each has gone live (src/components/LiveIsland).
 */
export async function islandsInViewLive(
  page: Page,
  selector: string,
): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (islands) =>
          Array.from(document.querySelectorAll(islands)).filter((island) => {
            const {top, bottom} = island.getBoundingClientRect();
            return bottom > 0 && top < window.innerHeight;
          }).length,
        selector,
      ),
    )
    .toBe(0);
}

/**
 * The frame of the example `src` (e.g. "examples/Single.tsx") once it is
 * live: scrolled into view, where its pre-rendered calendar is swapped for
 * the live one (src/components/LiveIsland), so what a test does next reaches
 * the live calendar.
 */
export async function example(page: Page, src: string): Promise<Locator> {
  const frame = page.locator(`figure[data-example="${src}"] [role="group"]`);
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.locator('[data-island]')).toHaveCount(0);
  return frame;
}

/**
 * axe-core with every rule it enables by default: WCAG 2.0/2.1 A and AA,
 * and its best practices. Its CSSOM preload would fetch the third-party
 * font stylesheet itself, which the site's CSP rightly refuses (and logs as
 * a console error), so it is off: no rule we run needs it.
 */
export function axe(page: Page): AxeBuilder {
  // One options object: AxeBuilder's options() replaces what withTags() or
  // disableRules() set before it.
  return (
    new AxeBuilder({page})
      .options({
        preload: false,
        // Only violations are read: collecting every passing node's details
        // costs about a quarter of the run on a long page.
        resultTypes: ['violations'],
        rules: {
          // The rules of axe-core 4.11, which the site was checked with
          // before 4.14: this one is deprecated in 4.14, so off by default.
          'landmark-complementary-is-top-level': {enabled: true},
          // New by default in 4.14. It flags the calendar's day buttons,
          // whose names DayPicker itself writes ("Friday, June 20th, 2025"
          // for "20"), and the search button's key hint.
          'label-content-name-mismatch': {enabled: false},
        },
      })
      // axe.run in the page itself: the default runs each frame apart and
      // merges the results in a new blank page, which took 12 s instead of
      // 5 s on the longest guide. The site has no iframes, so nothing that
      // mode exists for is lost.
      .setLegacyMode(true)
  );
}

/**
 * axe violations on the page, or inside the elements matching `include`
 * (e.g. an example's figure), each with its first three nodes: a short
 * failure message that names what to fix.
 */
export async function axeViolations(
  page: Page,
  include?: string,
): Promise<{rule: string; nodes: string[]}[]> {
  const builder = axe(page);
  const {violations} = await (
    include ? builder.include(include) : builder
  ).analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

/** The selector of an example's figure, e.g. for `axeViolations`. */
export const exampleFigure = (src: string) => `figure[data-example="${src}"]`;

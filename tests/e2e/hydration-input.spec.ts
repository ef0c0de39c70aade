import type {Page} from '@playwright/test';

import {expect, isoDay, storageKeys, test} from '../support';

/*
 * A click while React is still hydrating the page must act: React hydrates
 * what was clicked at once and then dispatches the event, and a click on a
 * pre-rendered calendar is replayed on the live one (LiveIsland). To click
 * at a known point of hydration, whatever the machine's speed, the page's
 * React scheduler is held: React's scheduler posts its work through
 * `setImmediate` when the page has one, so an init script gives it one that
 * queues the work until the test lets it run. The test lets hydration start
 * (React listens for events from `hydrateRoot` on) and run a few slices,
 * clicks, then lets the rest run.
 */
const GUIDE = '/docs/selection-modes';
// Multiple mode, today selected: a click on another day adds it.
const UNCONTROLLED = 'examples/SelectionUncontrolled.tsx';

interface HeldWork {
  queue: (() => void)[];
  released: boolean;
  /** Set once `hydrateRoot` has returned: React listens for events. */
  started: boolean;
  /** Runs up to `count` queued slices of work. */
  run: (count: number) => void;
  /** Runs what is queued and lets all later work through. */
  release: () => void;
}

declare global {
  interface Window {
    heldWork: HeldWork;
  }
}

function holdScheduler(): void {
  const held: HeldWork = {
    queue: [],
    released: false,
    started: false,
    run(count) {
      held.queue.splice(0, count).forEach((work) => work());
    },
    release() {
      held.released = true;
      held.queue.splice(0).forEach((work) => work());
    },
  };
  window.heldWork = held;
  const setImmediate = (work: () => void) => {
    if (held.released) {
      setTimeout(work);
    } else {
      held.queue.push(work);
    }
  };
  Object.assign(window, {setImmediate});
  // Docusaurus keeps the root that `hydrateRoot` returns here.
  let root: unknown;
  Object.defineProperty(window, 'docusaurusRoot', {
    configurable: true,
    get: () => root,
    set(value) {
      root = value;
      held.started = true;
    },
  });
}

/** Opens `path` and stops with hydration started and a few slices done. */
async function openMidHydration(page: Page, path: string): Promise<void> {
  await page.addInitScript(holdScheduler);
  await page.goto(path);
  await page.waitForFunction(() => window.heldWork.started);
  await page.evaluate(() => window.heldWork.run(2));
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
}

async function finishHydration(page: Page): Promise<void> {
  await page.evaluate(() => window.heldWork.release());
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

test.beforeEach(({page}) => {
  // Desktop width: the sidebar and the navbar links are on screen.
  return page.setViewportSize({width: 1280, height: 900});
});

test('a navbar link clicked during hydration navigates in the page', async ({
  page,
  consoleErrors,
}) => {
  await openMidHydration(page, GUIDE);
  await page.evaluate(() => ((window as {marker?: boolean}).marker = true));
  await page
    .locator('.navbar')
    .getByRole('link', {name: 'Playground', exact: true})
    .click();
  await finishHydration(page);
  await expect(page).toHaveURL(/\/playground$/);
  // No full page load: the site's router took the click.
  expect(await page.evaluate(() => (window as {marker?: boolean}).marker)).toBe(
    true,
  );
  expect(consoleErrors).toEqual([]);
});

test('a sidebar category clicked during hydration collapses', async ({
  page,
  consoleErrors,
}) => {
  await openMidHydration(page, GUIDE);
  const category = page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('button', {name: 'Guides', exact: true});
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await category.click();
  await finishHydration(page);
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
  expect(consoleErrors).toEqual([]);
});

test('the JS tab of an example clicked during hydration shows JavaScript', async ({
  page,
  consoleErrors,
}) => {
  await openMidHydration(page, GUIDE);
  const figure = page.locator(`figure[data-example="${UNCONTROLLED}"]`);
  const tab = figure
    .getByRole('radiogroup', {name: 'Language of the code'})
    .getByRole('radio', {name: 'JS'});
  await tab.click();
  await finishHydration(page);
  await expect(tab).toHaveAttribute('aria-checked', 'true');
  await expect(figure.locator('.theme-code-block').first()).toContainText(
    'SelectionUncontrolled.jsx',
  );
  expect(consoleErrors).toEqual([]);
});

test('a calendar day clicked during hydration is selected', async ({
  page,
  consoleErrors,
}) => {
  await openMidHydration(page, GUIDE);
  const now = new Date();
  const other = isoDay(
    new Date(now.getFullYear(), now.getMonth(), now.getDate() === 15 ? 16 : 15),
  );
  const calendar = page.locator(
    `figure[data-example="${UNCONTROLLED}"] [role="group"]`,
  );
  const day = calendar.locator(`td[data-day="${other}"]`);
  await day.getByRole('button').click();
  await finishHydration(page);
  await expect(calendar.locator('[data-island]')).toHaveCount(0);
  await expect(day).toHaveAttribute('aria-selected', 'true');
  expect(consoleErrors).toEqual([]);
});

/*
 * What hydration leaves for later must not come back as one long task. Both
 * checks below look at the mechanism, not at timings.
 */
interface CommitLog {
  /** How many commits React has reported (the first is hydration's). */
  commits: number;
  /** How many commits there had been when hydration's effects ended. */
  commitsWhenHydrationEffectsEnded: number | null;
}

declare global {
  interface Window {
    commitLog: CommitLog;
  }
}

/**
 * Stands in for React DevTools' hook, which react-dom reports each commit
 * to, and, once a commit's passive effects (and the synchronous work they
 * asked for) have run, `onPostCommitFiberRoot`.
 */
function logCommits(): void {
  const log: CommitLog = {commits: 0, commitsWhenHydrationEffectsEnded: null};
  window.commitLog = log;
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onCommitFiberRoot: () => {
        log.commits += 1;
      },
      onPostCommitFiberRoot: () => {
        log.commitsWhenHydrationEffectsEnded ??= log.commits;
      },
    },
  });
}

test('a remembered JS choice is no synchronous re-render at hydration', async ({
  page,
  consoleErrors,
}) => {
  // A store whose value differs from the pre-rendered one when its readers
  // subscribe (in hydration's effects) makes React re-render them there and
  // then, in the same task: every example of the page at once.
  const {exampleLanguage} = storageKeys();
  await page.addInitScript(
    (key) => localStorage.setItem(key, 'js'),
    exampleLanguage,
  );
  await page.addInitScript(logCommits);
  await page.goto(GUIDE);
  await expect
    .poll(() =>
      page.evaluate(() => window.commitLog.commitsWhenHydrationEffectsEnded),
    )
    .not.toBeNull();
  // Only hydration's own commit: nothing was re-rendered synchronously.
  expect(
    await page.evaluate(
      () => window.commitLog.commitsWhenHydrationEffectsEnded,
    ),
  ).toBe(1);
  // The choice still applies, in a later render.
  await expect(
    page
      .locator(`figure[data-example="${UNCONTROLLED}"]`)
      .locator('.theme-code-block')
      .first(),
  ).toContainText('SelectionUncontrolled.jsx');
  expect(consoleErrors).toEqual([]);
});

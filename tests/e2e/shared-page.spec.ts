import {expect, waitForHydration} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

// In order, in one worker: each test reads what the one before it left.
test.describe.configure({mode: 'serial'});

const heard: string[] = [];
let firstPage: unknown;

test('a test changes its shared page in every way it can undo', async ({
  page,
}) => {
  firstPage = page;
  await page.route('**/llms.txt', (route) =>
    route.fulfill({body: 'from a route'}),
  );
  page.on('console', (message) => {
    if (message.type() === 'log') {
      heard.push(message.text());
    }
  });
  await page.goto('/start#installation');
  await waitForHydration(page);
  await page.evaluate(() => {
    localStorage.setItem('left', 'behind');
    sessionStorage.setItem('left', 'behind');
    document.cookie = 'left=behind';
    window.open('/playground');
    console.log('first test');
  });
  await page.emulateMedia({colorScheme: 'dark', reducedMotion: 'reduce'});
  await page.setViewportSize({width: 400, height: 600});
  await expect.poll(() => page.context().pages().length).toBe(2);
  expect(heard).toEqual(['first test']);
});

test('the next test starts where a new page would', async ({page}) => {
  expect(page, 'the same page').toBe(firstPage);
  expect(page.url()).toBe('about:blank');
  expect(page.context().pages()).toEqual([page]);
  // Hash-only from where the first test ended: still a full load.
  await page.goto('/start#installation');
  await waitForHydration(page);
  expect(
    await page.evaluate(() => ({
      local: localStorage.getItem('left'),
      session: sessionStorage.getItem('left'),
      cookie: document.cookie.includes('left='),
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
      width: innerWidth,
    })),
  ).toEqual({
    local: null,
    session: null,
    cookie: false,
    dark: false,
    reduced: false,
    width: 1280,
  });
  await page.evaluate(() => console.log('second test'));
  expect(heard).toEqual(['first test']);
  const twin = await page.evaluate(async () =>
    (await fetch('/llms.txt')).text(),
  );
  expect(twin).not.toBe('from a route');
});

test('a test that fixes the clock', async ({page}) => {
  await page.clock.setFixedTime(new Date(2001, 0, 1));
  await page.goto('/start');
  expect(await page.evaluate(() => new Date().getFullYear())).toBe(2001);
});

test('leaves a new context to the next test', async ({page}) => {
  expect(page).not.toBe(firstPage);
  firstPage = page;
  await page.goto('/start');
  const year = await page.evaluate(() => new Date().getFullYear());
  expect(year).toBe(new Date().getFullYear());
});

test('a test that asks for the context', async ({page, context}) => {
  expect(context).toBe(page.context());
  await context.addInitScript(() => {
    document.documentElement.dataset.marked = 'yes';
  });
});

test('leaves a new context too', async ({page}) => {
  expect(page).not.toBe(firstPage);
  await page.goto('/start');
  await expect(page.locator('html')).not.toHaveAttribute('data-marked');
});

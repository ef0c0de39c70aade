import type {Page} from '@playwright/test';
import {expect, waitForHydration} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

/** One page of each kind the build writes. */
const PAGES = [
  '/',
  '/docs/selection-modes',
  '/guides/input-fields',
  '/api/functions/DayPicker',
  '/v8/using-daypicker/styling',
  '/v8/api/functions/DayPicker',
  '/playground',
  '/search?q=range',
  '/no-such-page',
];

/**
 * Records the page's Content-Security-Policy violations, as events in each
 * document and as the console messages Chromium logs for them (which also
 * outlive a document that redirects away).
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      logged.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(
      () => (window as unknown as {cspViolations: string[]}).cspViolations,
    )),
  ];
}

test('pages are served with the security headers from build/_headers', async ({
  request,
}) => {
  const response = await request.get('/start');
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(
    /script-src 'self' 'sha256-/,
  );
  expect(headers['content-security-policy']).not.toMatch(
    /script-src[^;]*'unsafe-inline'/,
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

for (const route of PAGES) {
  test(`${route} runs under the Content-Security-Policy without violations`, async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    const response = await page.goto(route);
    expect(response?.headers()['content-security-policy']).toBeTruthy();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Interact a little, so lazily loaded code runs under the policy too.
    await page
      .getByRole('button', {name: /Switch between dark and light mode/})
      .click();
    expect(await violations()).toEqual([]);
  });
}

test('the old accessibility URL redirects under the policy, keeping its query and hash', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const response = await page.goto(
    '/docs/accessibility?ref=old#screen-readers',
  );
  expect(response?.headers()['content-security-policy']).toBeTruthy();
  await page.waitForURL('/guides/accessibility?ref=old#screen-readers', {
    timeout: 10_000,
  });
  await waitForHydration(page);
  expect(await violations()).toEqual([]);
});

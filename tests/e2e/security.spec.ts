import {expect, waitForHydration} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

const PAGES = [
  '/',
  '/docs/selection-modes',
  '/guides/input-fields',
  '/api/functions/DayPicker',
  '/v8/using-daypicker/styling',
  '/playground',
];

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
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as {cspViolations: string[]}).cspViolations =
        violations;
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
        );
      });
    });
    const response = await page.goto(route);
    expect(response?.headers()['content-security-policy']).toBeTruthy();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Interact a little, so lazily loaded code runs under the policy too.
    await page
      .getByRole('button', {name: /Switch between dark and light mode/})
      .click();
    const violations = await page.evaluate(
      () => (window as unknown as {cspViolations: string[]}).cspViolations,
    );
    expect(violations).toEqual([]);
  });
}

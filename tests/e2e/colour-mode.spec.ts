import {expect, waitForHydration} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';

const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

test('defaults to light mode', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('follows a dark system preference', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the toggle cycles light, dark, system and stores the choice under "theme"', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  await waitForHydration(page);
  const html = page.locator('html');
  const stored = () => page.evaluate(() => localStorage.getItem('theme'));

  await expect(toggle(page)).toHaveAttribute(
    'aria-label',
    /currently system mode/,
  );
  await toggle(page).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await stored()).toBe('light');

  await toggle(page).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await stored()).toBe('dark');

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute(
    'aria-label',
    /currently system mode/,
  );
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await stored()).toBeNull();
});

test('a stored choice survives a reload and beats the system preference', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await waitForHydration(page);
  await toggle(page).click();
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test("an invalid ?docusaurus-theme is ignored and keeps the reader's stored choice", async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await waitForHydration(page);
  await toggle(page).click();
  await toggle(page).click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.goto('/start?docusaurus-theme=x');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(page)).toHaveAttribute(
    'aria-label',
    /currently dark mode/,
  );
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

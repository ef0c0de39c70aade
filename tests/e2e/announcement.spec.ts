import {expect, storageKeys, waitForHydration} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';
import {ANNOUNCEMENT} from '../../src/config/siteLinks';

const keys = storageKeys();

const bar = (page: import('@playwright/test').Page) =>
  page.locator('.theme-announcement-bar');

test('the announcement bar shows until closed, and stays closed after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText('DayPicker 9.11');
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toHaveCount(0);
  expect(
    await page.evaluate(
      ({announcementDismiss, announcementId}) => [
        localStorage.getItem(announcementDismiss),
        localStorage.getItem(announcementId),
      ],
      keys,
    ),
  ).toEqual(['true', ANNOUNCEMENT.id]);
  await page.reload();
  await waitForHydration(page);
  await expect(bar(page)).toHaveCount(0);
});

test('a dismissal of an older announcement does not hide a new one', async ({
  page,
}) => {
  await page.addInitScript(({announcementDismiss, announcementId}) => {
    localStorage.setItem(announcementDismiss, 'true');
    localStorage.setItem(announcementId, 'an-older-announcement');
  }, keys);
  await page.goto('/');
  await waitForHydration(page);
  await expect(bar(page)).toBeVisible();
});

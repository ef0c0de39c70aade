import {expect, test} from '../support';

test('the sitemap lists every docs version weekly at priority 0.5 with dates', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(
    (match) => match[1],
  );
  expect(entries.length).toBeGreaterThan(250);
  for (const entry of entries) {
    expect(entry).toContain('<changefreq>weekly</changefreq>');
    expect(entry).toContain('<priority>0.5</priority>');
  }
  const locs = entries.map((entry) => entry.match(/<loc>(.*?)<\/loc>/)![1]);
  expect(locs).toContain('https://daypicker.dev/docs/selection-modes');
  expect(locs).toContain(
    'https://daypicker.dev/v8/using-daypicker/selection-modes',
  );
  expect(locs).toContain('https://daypicker.dev/api/functions/DayPicker');
  expect(locs.filter((loc) => loc.includes('/tags/'))).toEqual([]);
  const withDates = entries.filter((entry) =>
    /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/.test(entry),
  );
  expect(withDates.length).toBeGreaterThan(20);
});

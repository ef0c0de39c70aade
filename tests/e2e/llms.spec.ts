import type {APIRequestContext} from '@playwright/test';

import {axe, expect, waitForHydration} from '../support';
import {sharedPageTest as test} from '../support/sharedPage';
import {CURRENT_DOC_ROUTES, V8_DOC_ROUTES} from '../support/routes';

const SITE = 'https://daypicker.dev';

/**
 * @axe-core/playwright is typed against the copy of playwright-core nested
 * under playwright, not the one @playwright/test resolves: same runtime
 * object, two type declarations.
 */

/** A site URL as the test server serves it. */
const local = (url: string) => url.replace(SITE, '');

/** `/docs/styling` → `/docs/styling.md`, `/v8` → `/v8.md`, `/` → `/index.md` */
const twinOf = (path: string) => (path === '/' ? '/index.md' : `${path}.md`);

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) =>
    local(match[1]),
  );
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): {width: number; height: number} {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

function expectReadableMarkdown(markdown: string, where: string) {
  expect(markdown, where).toMatch(/^# \S/);
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  expect(prose, `${where} has JSX or ESM left`).not.toMatch(
    /^(import|export) |<(Example|Prop|Tabs|TabItem)\b/m,
  );
  expect(prose, `${where} has a site-relative link`).not.toMatch(/\]\(\//);
}

test('every docs page in the sitemap has a Markdown twin and a 1200×630 card', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  const docsPages: string[] = [];
  const cards = new Set<string>();
  const checkPage = async (path: string) => {
    const html = await (await request.get(path)).text();
    // Docs pages (both sidebars, both versions) carry the docs page class.
    if (!/<html[^>]*class="[^"]*docs-doc-page/.test(html)) {
      return;
    }
    docsPages.push(path);
    const twin = await request.get(twinOf(path));
    expect(twin.status(), twinOf(path)).toBe(200);
    expectReadableMarkdown(await twin.text(), twinOf(path));
    const ogImage = html.match(
      /<meta[^>]*property="?og:image"? content="?([^" >]+)/,
    )?.[1];
    const twitterImage = html.match(
      /<meta[^>]*name="?twitter:image"? content="?([^" >]+)/,
    )?.[1];
    expect(ogImage, path).toMatch(
      /^https:\/\/daypicker\.dev\/img\/cards\/.+\.png$/,
    );
    expect(twitterImage, path).toBe(ogImage);
    cards.add(local(ogImage!));
  };
  // A few requests at a time: ~300 pages one by one take over a minute.
  for (let start = 0; start < paths.length; start += 8) {
    await Promise.all(paths.slice(start, start + 8).map(checkPage));
  }
  // Every spec route of both versions is among them, plus the API reference.
  expect(docsPages).toEqual(
    expect.arrayContaining([...CURRENT_DOC_ROUTES, ...V8_DOC_ROUTES]),
  );
  expect(docsPages.length).toBeGreaterThan(250);
  for (const card of cards) {
    const response = await request.get(card);
    expect(response.status(), card).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body()), card).toEqual({
      width: 1200,
      height: 630,
    });
  }
  // Docs pages have cards of their own; API symbol pages share one per kind.
  expect(cards).toContain('/img/cards/docs/selection-modes.png');
  expect(cards).toContain('/img/cards/api/functions.png');
  expect(cards).toContain('/img/cards/v8.png');
});

test('a twin replaces examples, Prop tags and relative links with plain Markdown', async ({
  request,
}) => {
  const markdown = await (await request.get('/start.md')).text();
  expect(markdown).toMatch(/^# Getting started\n/);
  expect(markdown).not.toMatch(/^---/);
  expect(markdown).toContain(
    '```tsx title="examples/Basic.tsx"\nimport { DayPicker } from "react-day-picker";',
  );
  expect(markdown).toContain(
    '[`mode`](https://daypicker.dev/api/interfaces/PropsBase#mode)',
  );
  expect(markdown).toContain('(https://daypicker.dev/docs/styling)');
  const v8 = await request.get('/v8.md');
  expect(v8.status()).toBe(200);
  expect(
    await (await request.get('/api/functions/DayPicker.md')).text(),
  ).toContain(
    '[`DayPickerProps`](https://daypicker.dev/api/type-aliases/DayPickerProps)',
  );
});

for (const root of ['/', '/v8/']) {
  test(`${root}llms.txt follows llmstxt.org and every link resolves`, async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const response = await request.get(`${root}llms.txt`);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^# React DayPicker\n\n> .+\n/);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections.at(-1)).toBe('Optional');
    const optional = text.slice(text.indexOf('\n## Optional\n'));
    expect(optional).toContain(`(${SITE}${root}changelog.md)`);
    expect(optional).toContain(`(${SITE}${root}api/functions/DayPicker.md)`);
    const links = [
      ...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)(?:: .+)?$/gm),
    ].map((match) => match[1]);
    expect(links).toContain(
      `${SITE}${twinOf(root === '/' ? root : root.slice(0, -1))}`,
    );
    expect(links.length).toBeGreaterThan(100);
    for (const link of links) {
      expect(link.startsWith(`${SITE}${root.replace(/\/$/, '')}`), link).toBe(
        true,
      );
      const target = await request.get(local(link));
      expect(target.status(), link).toBe(200);
    }
    const full = await (await request.get(`${root}llms-full.txt`)).text();
    expect(full).toContain(`Source: ${SITE}${root}start\n`);
    expect(full).toContain(`Source: ${SITE}${root}api/functions/DayPicker\n`);
  });
}

test.describe('Copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the Markdown twin by keyboard and confirms it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/start');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'Copy page'});
    await expect(
      page.getByRole('link', {name: 'View as Markdown'}),
    ).toHaveAttribute('href', '/start.md');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    await expect(
      page.getByRole('status').filter({hasText: 'Copied the page as Markdown'}),
    ).toHaveCount(1);
    const twin = await (await page.request.get('/start.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      twin,
    );
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible({
      timeout: 5_000,
    });
    expect(consoleErrors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the actions pass axe in ${colorScheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.goto('/v8/using-daypicker/styling');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute(
        'data-theme',
        colorScheme,
      );
      const results = await axe(page).include('[class*="actions"]').analyze();
      expect(results.violations).toEqual([]);
      expect(results.passes.length).toBeGreaterThan(0);
    });
  }
});

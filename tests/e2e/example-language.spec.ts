import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Locator, Page} from '@playwright/test';

import {javascriptSource} from '../../plugins/remark-example/javascriptSource';
import {javascriptPath} from '../../src/data/exampleLanguage';
import {
  axeViolations,
  expect as baseExpect,
  example,
  exampleFigure,
  layoutShifts,
  open,
  recordLayoutShifts,
  storageKeys,
  test,
} from '../support';

// A switch may wait for the code block's highlighting chunk, and an edit for
// the editor's chunks and a 300 ms debounce, on a busy machine.
const expect = baseExpect.configure({timeout: 15_000});

/** A guide page of each version with several examples, one with a CSS module. */
const PAGES = [
  {
    version: 'v9',
    route: '/guides/custom-modifiers',
    src: 'examples/ModifiersBookedClassNames.tsx',
    other: 'examples/ModifiersWeekendStyles.tsx',
  },
  {
    version: 'v8',
    route: '/v8/advanced-guides/custom-modifiers',
    src: 'examples-v8/V8ModifiersClassNames.tsx',
    other: 'examples-v8/V8BookedModifier.tsx',
  },
] as const;

const typescriptOf = (src: string) =>
  readFileSync(join(process.cwd(), src), 'utf8').trimEnd();
const javascriptOf = (src: string) =>
  javascriptSource(typescriptOf(src), join(process.cwd(), src));

function parts(page: Page, src: string) {
  const figure = page.locator(`figure[data-example="${src}"]`);
  return {
    figure,
    switchTo: (name: 'TS' | 'JS') =>
      figure
        .getByRole('radiogroup', {name: 'Language of the code'})
        .getByRole('radio', {name}),
    // The first code block of the figure is the example's; its stylesheets follow.
    code: figure.locator('pre').first(),
    title: figure.locator('.theme-code-block').first().locator('div').first(),
  };
}

/** The code block's text and title once it shows `path`. */
async function expectCode(
  page: Page,
  src: string,
  path: string,
  text: string,
): Promise<void> {
  const {code, title} = parts(page, src);
  await expect(title).toHaveText(path);
  await expect.poll(async () => (await code.innerText()).trimEnd()).toBe(text);
}

const footerTop = (page: Page) =>
  page.evaluate(() =>
    Math.round(
      document.querySelector('footer')!.getBoundingClientRect().top +
        window.scrollY,
    ),
  );

/** Replaces the editor's text as a reader pasting code would. */
async function replaceCode(page: Page, editor: Locator, code: string) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

/** The calendar's markup, for comparing two renders of the same month. */
const calendarHtml = (frame: Locator) =>
  frame.evaluate((node) => {
    const calendar = node.querySelector('.rdp-root, .rdp');
    if (!calendar) {
      throw new Error('No calendar in the frame');
    }
    // Generated ids differ between two mounts; number them in order.
    const ids = new Map<string, string>();
    return calendar.outerHTML.replace(
      /(id|aria-labelledby)="([^"]+)"/g,
      (_, name: string, value: string) => {
        if (!ids.has(value)) {
          ids.set(value, `id${ids.size}`);
        }
        return `${name}="${ids.get(value)}"`;
      },
    );
  });

for (const {version, route, src, other} of PAGES) {
  test.describe(`${version}: ${route}`, () => {
    test.describe.configure({timeout: 60_000});

    test('pre-renders TypeScript; JS shows the generated JavaScript in every example, and the choice is remembered', async ({
      page,
      request,
    }) => {
      const html = await (await request.get(route)).text();
      expect(html).toContain(`>${src}<`);
      expect(html).not.toContain(javascriptPath(src));

      await open(page, route);
      await expect(parts(page, src).switchTo('TS')).toBeChecked();
      await parts(page, src).switchTo('JS').click();
      await expect(parts(page, src).switchTo('JS')).toBeChecked();
      for (const file of [src, other]) {
        await parts(page, file).figure.scrollIntoViewIfNeeded();
        await expectCode(
          page,
          file,
          javascriptPath(file),
          await javascriptOf(file),
        );
      }
      const {exampleLanguage} = storageKeys();
      expect(
        await page.evaluate(
          (key) => localStorage.getItem(key),
          exampleLanguage,
        ),
      ).toBe('js');

      await page.reload();
      await expectCode(page, src, javascriptPath(src), await javascriptOf(src));
      await parts(page, src).switchTo('TS').click();
      await expectCode(page, src, src, typescriptOf(src));
    });

    test('a remembered JS choice moves nothing on the page as it loads', async ({
      page,
    }) => {
      await open(page, route);
      const typescriptFooter = await footerTop(page);

      const {exampleLanguage} = storageKeys();
      await page.evaluate(
        (key) => localStorage.setItem(key, 'js'),
        exampleLanguage,
      );
      await recordLayoutShifts(page);
      await open(page, route);
      await expectCode(page, src, javascriptPath(src), await javascriptOf(src));
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page)).toEqual([]);
      expect(await footerTop(page)).toBe(typescriptFooter);
    });

    test('without working storage, the switch still applies to the whole page', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        Storage.prototype.getItem = () => {
          throw new DOMException('Blocked', 'SecurityError');
        };
        Storage.prototype.setItem = () => {
          throw new DOMException('Blocked', 'SecurityError');
        };
      });
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await open(page, route);
      await parts(page, src).switchTo('JS').click();
      await parts(page, other).figure.scrollIntoViewIfNeeded();
      await expectCode(
        page,
        other,
        javascriptPath(other),
        await javascriptOf(other),
      );
      expect(pageErrors).toEqual([]);
    });

    test('Edit, Copy and the Markdown twin follow the language; the editor compiles JavaScript', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, route);
      await parts(page, src).switchTo('JS').click();
      const fileName = javascriptPath(src).split('/').pop()!;
      const figure = parts(page, src).figure;
      await figure.getByRole('button', {name: `Edit ${fileName}`}).click();
      const editor = figure.getByRole('textbox', {name: `Code of ${fileName}`});
      const javascript = await javascriptOf(src);
      await expect
        .poll(() =>
          editor.evaluate((node) =>
            Array.from(node.querySelectorAll('.cm-line'))
              .map((line) => line.textContent)
              .join('\n'),
          ),
        )
        .toBe(javascript);
      await replaceCode(
        page,
        editor,
        javascript.replace(/<DayPicker\b/, '<DayPicker footer="From JS"'),
      );
      await expect(figure.getByText('From JS')).toBeVisible();
      await figure
        .getByRole('button', {name: 'Copy the code in the editor'})
        .click();
      expect(
        await page.evaluate(() => navigator.clipboard.readText()),
      ).toContain('footer="From JS"');

      // TypeScript syntax is an error in a .jsx file, as it would be in the reader's.
      await replaceCode(
        page,
        editor,
        javascript.replace(
          /^export default function (\w+)\(\)/m,
          'export default function $1(): null',
        ),
      );
      await expect(figure.getByTestId('example-problem')).toContainText(
        /^Line \d+, column \d+:/,
      );

      // The edits of each language are kept apart.
      await parts(page, src).switchTo('TS').click();
      await expect(
        figure.getByText(/Your JavaScript edits are kept/),
      ).toBeVisible();

      await parts(page, src).switchTo('JS').click();
      const twin = page.getByRole('link', {name: 'View as Markdown'});
      const href = await twin.getAttribute('href');
      expect(href).toMatch(/\.js\.md$/);
      const markdown = await (await page.request.get(href!)).text();
      expect(markdown).toContain(
        `\`\`\`jsx title="${javascriptPath(src)}"\n${javascript}\n\`\`\``,
      );
      await parts(page, src).switchTo('TS').click();
      await expect(twin).not.toHaveAttribute('href', /\.js\.md$/);
      const typescriptTwin = await (
        await page.request.get((await twin.getAttribute('href'))!)
      ).text();
      expect(typescriptTwin).toContain(
        `\`\`\`tsx title="${src}"\n${typescriptOf(src)}\n\`\`\``,
      );
    });

    test('the JavaScript runs the same as the TypeScript file', async ({
      page,
    }) => {
      // One fixed day: both renders show the same month and today.
      await page.clock.setFixedTime(new Date(2025, 10, 12, 10));
      await open(page, route);
      const frame = await example(page, src);
      const fromTypescript = await calendarHtml(frame);

      await parts(page, src).switchTo('JS').click();
      const fileName = javascriptPath(src).split('/').pop()!;
      const figure = parts(page, src).figure;
      await figure.getByRole('button', {name: `Edit ${fileName}`}).click();
      const editor = figure.getByRole('textbox', {name: `Code of ${fileName}`});
      // An edit, so the preview runs the editor's compiled JavaScript.
      await replaceCode(page, editor, `${await javascriptOf(src)}\n// edited`);
      await expect
        .poll(() => figure.getByTestId('example-problem').count())
        .toBe(0);
      await expect.poll(() => calendarHtml(frame)).toBe(fromTypescript);
    });
  });
}

test('the switch is axe-clean in light and dark mode, and works by keyboard', async ({
  page,
}) => {
  await open(page, PAGES[0].route);
  const {switchTo} = parts(page, PAGES[0].src);
  await switchTo('TS').focus();
  await page.keyboard.press('ArrowRight');
  await expect(switchTo('JS')).toBeFocused();
  await expect(switchTo('JS')).toBeChecked();
  // One Tab stop: Tab leaves the group for the Edit button.
  await page.keyboard.press('Tab');
  await expect(
    parts(page, PAGES[0].src).figure.getByRole('button', {name: /^Edit /}),
  ).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(switchTo('TS')).toBeChecked();
  for (const mode of ['light', 'dark']) {
    await page.evaluate((theme) => {
      document.documentElement.dataset.theme = theme;
    }, mode);
    expect(
      await axeViolations(page, exampleFigure(PAGES[0].src)),
      mode,
    ).toEqual([]);
  }
});

test('a page without examples links to its one Markdown twin in either language', async ({
  page,
}) => {
  await open(page, '/changelog');
  const {exampleLanguage} = storageKeys();
  await page.evaluate(
    (key) => localStorage.setItem(key, 'js'),
    exampleLanguage,
  );
  await page.reload();
  await expect(
    page.getByRole('link', {name: 'View as Markdown'}),
  ).toHaveAttribute('href', '/changelog.md');
});

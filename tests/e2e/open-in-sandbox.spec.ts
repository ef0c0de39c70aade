/**
 * "Open in StackBlitz" and "Open in CodeSandbox" under each live example
 * (src/components/OpenInSandbox). Both services are faked: every request
 * to them is answered here, so no test reaches the network, and what the
 * page sends (StackBlitz's form, CodeSandbox's define request) is checked.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {BrowserContext, Page, Route} from '@playwright/test';

import {javascriptSource} from '../../plugins/remark-example/javascriptSource';
import {docVersion} from '../../src/data/docVersions';
import {
  axeViolations,
  expect as baseExpect,
  example,
  exampleFigure,
  test,
  waitForHydration,
} from '../support';

// A check may wait for a chunk to load on a busy machine.
const expect = baseExpect.configure({timeout: 15_000});

/** An example with a CSS module, on a page of each version. */
const CASES = [
  {
    version: 'v9',
    route: '/docs/styling',
    src: 'examples/StylingClassNames.tsx',
    dayPicker: docVersion('v9').documentedVersion,
    react: '19.1.1',
    stylesheet: 'react-day-picker/style.css',
  },
  {
    version: 'v8',
    route: '/v8/using-daypicker/styling',
    src: 'examples-v8/V8ClassNamesModule.tsx',
    dayPicker: docVersion('v8').documentedVersion,
    react: '18.3.1',
    stylesheet: 'react-day-picker/dist/style.css',
  },
] as const;

/** The chunk the first click of an "Open in" button loads. */
const OPENER_CHUNK = /\/open-in-sandbox\.[^/]*\.js$/;

const SANDBOX_ID = 'fakesandbox42';

const fileText = (path: string) =>
  readFileSync(join(process.cwd(), path), 'utf8').trimEnd() + '\n';

interface Sent {
  /** StackBlitz form posts: the URL and the fields. */
  stackBlitz: {url: string; fields: URLSearchParams}[];
  /** CodeSandbox define requests: the URL and the parsed body. */
  codeSandbox: {url: string; files: Record<string, {content: string}>}[];
}

/**
 * Answers every request to StackBlitz and CodeSandbox, on the page and in
 * the tabs it opens (new pages of the same context), and records what the
 * page sent. `reachable: false` fails them all, as when offline.
 */
async function fakeServices(
  page: Page,
  context: BrowserContext,
  {reachable = true} = {},
): Promise<Sent> {
  const sent: Sent = {stackBlitz: [], codeSandbox: []};
  const html = (title: string) => ({
    status: 200,
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><title>${title}</title><p>${title}</p></html>`,
  });
  const answer = async (route: Route) => {
    if (!reachable) {
      await route.abort('internetdisconnected');
      return;
    }
    const request = route.request();
    const url = new URL(request.url());
    if (url.origin === 'https://stackblitz.com') {
      if (request.method() === 'POST' && url.pathname === '/run') {
        sent.stackBlitz.push({
          url: request.url(),
          fields: new URLSearchParams(request.postData() ?? ''),
        });
        await route.fulfill(html('Fake StackBlitz project'));
        return;
      }
      await route.fulfill(html('Fake StackBlitz'));
      return;
    }
    if (
      request.method() === 'POST' &&
      url.pathname === '/api/v1/sandboxes/define'
    ) {
      const body = JSON.parse(request.postData() ?? '{}') as {
        files: Record<string, {content: string}>;
      };
      sent.codeSandbox.push({url: request.url(), files: body.files});
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: {'Access-Control-Allow-Origin': '*'},
        body: JSON.stringify({sandbox_id: SANDBOX_ID}),
      });
      return;
    }
    await route.fulfill(html('Fake CodeSandbox'));
  };
  const services = /^https:\/\/(stackblitz\.com|codesandbox\.io)\//;
  // The page's own requests (registered after the fixture's blocker, so
  // these answer first) and those of the tabs it opens.
  await page.route(services, answer);
  await context.route(services, answer);
  return sent;
}

function parts(page: Page, src: string) {
  const figure = page.locator(`figure[data-example="${src}"]`);
  const fileName = src.split('/').pop()!;
  return {
    figure,
    stackBlitz: (name = fileName) =>
      figure.getByRole('button', {name: `Open in StackBlitz: ${name}`}),
    codeSandbox: (name = fileName) =>
      figure.getByRole('button', {name: `Open in CodeSandbox: ${name}`}),
    status: figure
      .getByRole('status')
      .filter({hasText: /StackBlitz|CodeSandbox/}),
    edit: figure.getByRole('button', {name: `Edit ${fileName}`}),
    editor: figure.getByRole('textbox', {name: `Code of ${fileName}`}),
  };
}

async function openPage(page: Page, route: string, src: string) {
  await page.goto(route);
  await waitForHydration(page);
  await example(page, src);
}

/** The files every project holds, as the page sent them. */
function expectProject(
  files: Map<string, string>,
  c: (typeof CASES)[number],
  {code, language = 'ts'}: {code?: string; language?: 'ts' | 'js'} = {},
) {
  const name = c.src.split('/').pop()!.replace('.tsx', '');
  const jsx = language === 'ts' ? 'tsx' : 'jsx';
  const manifest = JSON.parse(files.get('package.json') ?? '{}') as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  expect(manifest.dependencies['react-day-picker']).toBe(c.dayPicker);
  expect(manifest.dependencies.react).toBe(c.react);
  expect(manifest.dependencies['react-dom']).toBe(c.react);
  expect(Object.keys(manifest.devDependencies)).toEqual(
    expect.arrayContaining(['vite', '@vitejs/plugin-react']),
  );
  expect(files.get(`src/${name}.${jsx}`)).toBe(code ?? fileText(c.src));
  expect(files.get(`src/${name}.module.css`)).toBe(
    fileText(c.src.replace('.tsx', '.module.css')),
  );
  expect(files.get(`src/main.${jsx}`)).toContain(`import "${c.stylesheet}";`);
  expect(files.get(`src/main.${jsx}`)).toContain(
    `import ${name} from "./${name}";`,
  );
  expect(files.get('index.html')).toContain(`src="/src/main.${jsx}"`);
  expect(files.has('tsconfig.json')).toBe(language === 'ts');
  expect(files.has(`vite.config.${language}`)).toBe(true);
}

/**
 * StackBlitz's form fields as a map of project files. A form post sends
 * every line break as CRLF (HTML's form encoding), as StackBlitz's own SDK
 * does: compare the text with LF.
 */
function stackBlitzFiles(fields: URLSearchParams): Map<string, string> {
  return new Map(
    [...fields]
      .filter(([key]) => key.startsWith('project[files]['))
      .map(([key, value]) => [
        key.slice('project[files]['.length, -1),
        value.replace(/\r\n/g, '\n'),
      ]),
  );
}

const codeSandboxFiles = (files: Record<string, {content: string}>) =>
  new Map(Object.entries(files).map(([path, file]) => [path, file.content]));

for (const c of CASES) {
  test.describe(`${c.version}: ${c.src}`, () => {
    test.describe.configure({timeout: 60_000});
    const name = c.src.split('/').pop()!.replace('.tsx', '');

    test('StackBlitz gets the whole project, the chunk loading on the click only', async ({
      page,
      context,
    }) => {
      const sent = await fakeServices(page, context);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') {
          scripts.push(request.url());
        }
      });
      await openPage(page, c.route, c.src);
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((url) => OPENER_CHUNK.test(url))).toEqual([]);

      const {stackBlitz, status} = parts(page, c.src);
      const popup = page.waitForEvent('popup');
      await stackBlitz().click();
      const tab = await popup;
      await expect(tab.getByText('Fake StackBlitz project')).toBeVisible();
      // The project's tab has no hold on this page, as CodeSandbox's has none.
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      expect(scripts.filter((url) => OPENER_CHUNK.test(url)).length).toBe(1);
      await expect(status).toHaveText(
        `Opened ${name}.tsx in StackBlitz in a new tab.`,
      );

      expect(sent.stackBlitz).toHaveLength(1);
      const [post] = sent.stackBlitz;
      expect(new URL(post!.url).searchParams.get('file')).toBe(
        `src/${name}.tsx`,
      );
      expect(post!.fields.get('project[template]')).toBe('node');
      expect(post!.fields.get('project[title]')).toBe(
        `DayPicker ${c.dayPicker} example: ${name}`,
      );
      expectProject(stackBlitzFiles(post!.fields), c);
    });

    test('CodeSandbox gets the project and the tab opens the sandbox it answers', async ({
      page,
      context,
    }) => {
      const sent = await fakeServices(page, context);
      await openPage(page, c.route, c.src);
      const {codeSandbox, status} = parts(page, c.src);
      const popup = page.waitForEvent('popup');
      // By keyboard.
      await codeSandbox().focus();
      await page.keyboard.press('Enter');
      const tab = await popup;
      await tab.waitForLoadState();
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      expect(tab.url()).toBe(
        `https://codesandbox.io/p/sandbox/${SANDBOX_ID}?file=${encodeURIComponent(`/src/${name}.tsx`)}`,
      );
      await expect(status).toHaveText(
        `Opened ${name}.tsx in CodeSandbox in a new tab.`,
      );
      expect(sent.codeSandbox).toHaveLength(1);
      expect(sent.codeSandbox[0]!.url).toBe(
        'https://codesandbox.io/api/v1/sandboxes/define?json=1',
      );
      expectProject(codeSandboxFiles(sent.codeSandbox[0]!.files), c);
    });
  });
}

test.describe('edits, language, failures', () => {
  test.describe.configure({timeout: 60_000});
  const c = CASES[0];
  const name = 'StylingClassNames';

  test("an edited example opens with the reader's edits", async ({
    page,
    context,
  }) => {
    const sent = await fakeServices(page, context);
    await openPage(page, c.route, c.src);
    const {edit, editor, codeSandbox, stackBlitz} = parts(page, c.src);
    await edit.click();
    await expect(editor).toBeVisible();
    const edited = fileText(c.src).replace(
      '<DayPicker',
      '<DayPicker footer="Edited in the docs"',
    );
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(edited);

    const codeSandboxTab = page.waitForEvent('popup');
    await codeSandbox().click();
    await codeSandboxTab;
    expect(
      codeSandboxFiles(sent.codeSandbox[0]!.files).get(`src/${name}.tsx`),
    ).toBe(edited);

    const stackBlitzTab = page.waitForEvent('popup');
    await stackBlitz().click();
    await stackBlitzTab;
    await expect.poll(() => sent.stackBlitz.length).toBe(1);
    expect(
      stackBlitzFiles(sent.stackBlitz[0]!.fields).get(`src/${name}.tsx`),
    ).toBe(edited);
  });

  test('in JavaScript it opens the .jsx file', async ({page, context}) => {
    const sent = await fakeServices(page, context);
    await openPage(page, c.route, c.src);
    const {figure, stackBlitz} = parts(page, c.src);
    await figure.getByRole('radio', {name: 'JS'}).click();
    const tab = page.waitForEvent('popup');
    await stackBlitz(`${name}.jsx`).click();
    await tab;
    await expect.poll(() => sent.stackBlitz.length).toBe(1);
    const [post] = sent.stackBlitz;
    expect(new URL(post!.url).searchParams.get('file')).toBe(`src/${name}.jsx`);
    // The JavaScript the build generates from the file, as the page shows it.
    const javascript = await javascriptSource(
      fileText(c.src).trimEnd(),
      join(process.cwd(), c.src),
    );
    expectProject(stackBlitzFiles(post!.fields), c, {
      language: 'js',
      code: `${javascript}\n`,
    });
  });

  test('an unreachable service leaves the page as it was and says so', async ({
    page,
    context,
  }) => {
    await fakeServices(page, context, {reachable: false});
    await openPage(page, c.route, c.src);
    const popups: Page[] = [];
    page.on('popup', (popup) => popups.push(popup));
    const {stackBlitz, codeSandbox, status} = parts(page, c.src);
    const url = page.url();

    await stackBlitz().click();
    await expect(status).toContainText(`StackBlitz could not be reached (`);
    await expect(status).toContainText(`${name}.tsx was not opened`);
    await codeSandbox().click();
    await expect(status).toContainText(`CodeSandbox could not be reached (`);
    expect(popups).toEqual([]);
    expect(context.pages()).toHaveLength(1);
    expect(page.url()).toBe(url);
    await expect(stackBlitz()).toBeEnabled();
  });

  test('a blocked tab leaves a link and a form the reader can use', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const sent = await fakeServices(page, context);
    await openPage(page, c.route, c.src);
    const {figure, stackBlitz, codeSandbox, status} = parts(page, c.src);

    await codeSandbox().click();
    await expect(status).toHaveText(
      `Your browser blocked the new tab. Use “Continue to CodeSandbox” to open ${name}.tsx.`,
    );
    const link = figure.getByRole('link', {name: 'Continue to CodeSandbox'});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const sandboxTab = page.waitForEvent('popup');
    await link.click();
    const sandbox = await sandboxTab;
    await sandbox.waitForLoadState();
    expect(sandbox.url()).toContain(`/p/sandbox/${SANDBOX_ID}?file=`);

    await stackBlitz().click();
    await expect(status).toHaveText(
      `Your browser blocked the new tab. Use “Continue to StackBlitz” to open ${name}.tsx.`,
    );
    await expect(link).toHaveCount(0);
    const submit = figure.getByRole('button', {name: 'Continue to StackBlitz'});
    const stackBlitzTab = page.waitForEvent('popup');
    await submit.click();
    const project = await stackBlitzTab;
    await expect(project.getByText('Fake StackBlitz project')).toBeVisible();
    expect(sent.stackBlitz).toHaveLength(1);
    expectProject(stackBlitzFiles(sent.stackBlitz[0]!.fields), c);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe-clean with a message and a fallback shown (${colorScheme})`, async ({
      page,
      context,
    }) => {
      await page.emulateMedia({colorScheme, reducedMotion: 'reduce'});
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await fakeServices(page, context);
      await openPage(page, c.route, c.src);
      const {figure, stackBlitz} = parts(page, c.src);
      await stackBlitz().click();
      await expect(
        figure.getByRole('button', {name: 'Continue to StackBlitz'}),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute(
        'data-theme',
        colorScheme,
      );
      expect(await axeViolations(page, exampleFigure(c.src))).toEqual([]);
    });
  }
});

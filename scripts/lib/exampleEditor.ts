import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

import {PLAYWRIGHT_CHROMIUM_FLAGS, chromiumPath} from './chromium';

/**
 * What editing a live example costs (src/components/ExampleEditor): the
 * chunks the first click of Edit loads, and how long it takes, on a CPU
 * slowed 4× as Lighthouse's mobile profile does, until the calendar shows
 * the reader's code.
 */

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
}

const NAMED_CHUNK = /^example-(editor|compiler)(-vendor)?\.[^.]+\.js$/;

function measure(buildDir: string, file: string): ChunkSize {
  const content = readFileSync(join(buildDir, file));
  return {file, raw: content.length, gzip: gzipSync(content).length};
}

/**
 * The editor's and compiler's named chunks in build/assets/js (their
 * third-party code is named by plugins/example-editor).
 */
export function editorChunkSizes(siteDir: string): ChunkSize[] {
  const buildDir = join(siteDir, 'build');
  return readdirSync(join(buildDir, 'assets/js'))
    .filter((file) => NAMED_CHUNK.test(file))
    .sort()
    .map((file) => measure(buildDir, `assets/js/${file}`));
}

export interface EditTiming {
  /** Click of Edit until the editor shows the file. */
  editorReadyMs: number;
  /** Click of Edit until the calendar renders pasted code (300 ms debounce included). */
  firstEditedRenderMs: number;
  /** Every script the click loaded (editor, compiler and what they import). */
  scripts: ChunkSize[];
}

const PASTED = `import {DayPicker} from 'react-day-picker';
export default function X() {
  return <DayPicker numberOfMonths={2} footer="Edited" />;
}`;

/** One cold run on `route` (served at `baseUrl`): click Edit, paste, wait. */
export async function timeFirstEdit(
  siteDir: string,
  baseUrl: string,
  route: string,
): Promise<EditTiming> {
  // Loaded here, so reading chunk sizes (the budget test) needs no browser.
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: PLAYWRIGHT_CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (request) => request.abort(),
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(`${baseUrl}${route}`);
    await page.waitForLoadState('networkidle');
    const figure = page.locator('figure[data-example]').first();
    await figure.locator('.rdp-month').first().waitFor();

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(new URL(request.url()).pathname);
      }
    });
    const start = Date.now();
    await figure.getByRole('button', {name: /^Edit /}).click();
    const editor = figure.locator('.cm-content');
    await editor.waitFor();
    const editorReadyMs = Date.now() - start;
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(PASTED);
    await figure.getByText('Edited', {exact: true}).waitFor();
    const firstEditedRenderMs = Date.now() - start;
    const buildDir = join(siteDir, 'build');
    return {
      editorReadyMs,
      firstEditedRenderMs,
      scripts: [...new Set(scripts)].map((path) =>
        measure(buildDir, path.slice(1)),
      ),
    };
  } finally {
    await browser.close();
  }
}

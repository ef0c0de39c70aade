import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {scopeStylesheet} from './scopeStylesheet';

/**
 * DayPicker 8 and 9 ship stylesheets with the same class names, and
 * Docusaurus concatenates all CSS into one file. Each is therefore loaded
 * scoped to the frames that render that version (`data-rdp-version`), so
 * neither restyles the other nor anything else on the site.
 */
export const STYLESHEETS = [
  {version: '9', file: 'react-day-picker/src/style.css'},
  {version: '8', file: 'react-day-picker-v8/dist/style.css'},
] as const;

/** Files here are v8 examples; they import "react-day-picker" like a v8 app does. */
export const V8_EXAMPLES_DIR = 'examples-v8';
export const V8_PACKAGE = 'react-day-picker-v8';

/**
 * Lets DayPicker 8 and 9 live on one site: scoped stylesheets for each, and
 * "react-day-picker" resolved to the v8 package inside examples-v8/, so the
 * v8 code readers copy is exactly what a v8 app imports.
 */
export default function daypickerVersionsPlugin(context: LoadContext): Plugin {
  const outDir = join(context.generatedFilesDir, 'daypicker-styles');
  mkdirSync(outDir, {recursive: true});
  const modules = STYLESHEETS.map(({version, file}) => {
    const css = readFileSync(
      join(context.siteDir, 'node_modules', file),
      'utf8',
    );
    const out = join(outDir, `daypicker-v${version}.css`);
    writeFileSync(out, scopeStylesheet(css, `[data-rdp-version="${version}"]`));
    return out;
  });
  return {
    name: 'daypicker-versions',
    getClientModules: () => modules,
    configureWebpack: () => ({
      module: {
        rules: [
          {
            include: join(context.siteDir, V8_EXAMPLES_DIR),
            resolve: {
              alias: {
                'react-day-picker$': join(
                  context.siteDir,
                  'node_modules',
                  V8_PACKAGE,
                ),
              },
            },
          },
        ],
      },
    }),
  };
}

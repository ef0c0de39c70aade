import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {keepErrorStatus} from './keepErrorStatus';

/**
 * Serves @docsearch/react with its failed-search status fixed (see
 * keepErrorStatus.ts), so the modal shows "Unable to fetch results" when the
 * hosted service or the embedded index cannot be fetched.
 */
export default function docsearchErrorStatePlugin(
  context: LoadContext,
): Plugin {
  const source = require.resolve('@docsearch/react/dist/esm/index.js', {
    paths: [context.siteDir],
  });
  const outDir = join(context.generatedFilesDir, 'docsearch-react');
  const patched = join(outDir, 'index.js');
  mkdirSync(outDir, {recursive: true});
  writeFileSync(patched, keepErrorStatus(readFileSync(source, 'utf8')));
  return {
    name: 'docsearch-error-state',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            '@docsearch/react$': patched,
            '@docsearch/react/modal$': patched,
          },
        },
      };
    },
  };
}

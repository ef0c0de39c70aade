import {utimesSync} from 'node:fs';
import {join} from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {DOC_VERSIONS} from '../../src/data/docVersions';
import {pagesShowing} from './pagesShowing';
import {watchTree} from './watchTree';

/**
 * plugins/remark-example copies an example's text, and its stylesheets',
 * into the page when the page compiles, so the bundler doesn't know the
 * page depends on those files. In `npm start`, an edited example re-renders
 * (the page imports its module) but its shown source would stay stale. This
 * plugin watches the example folders there, and marks each page that shows
 * a changed file as changed, which recompiles it. Builds don't need it.
 */
export default function exampleSourceWatch({siteDir}: LoadContext): Plugin {
  if (process.env.NODE_ENV !== 'development') {
    return {name: 'example-source-watch'};
  }
  for (const {examplesDir} of DOC_VERSIONS) {
    watchTree(
      join(siteDir, examplesDir),
      (name) => {
        const now = new Date();
        try {
          for (const page of pagesShowing(siteDir, `${examplesDir}/${name}`)) {
            utimesSync(join(siteDir, page), now, now);
          }
        } catch (error) {
          // A file gone mid-save must not stop the development server.
          logger.warn`Could not mark the pages showing path=${`${examplesDir}/${name}`} as changed: ${(error as Error).message}`;
        }
      },
      (error, dir) =>
        logger.warn`Stopped watching path=${dir} (${error.message}): the code shown under its examples no longer follows edits. Restart code=${'npm start'}.`,
    );
  }
  return {name: 'example-source-watch'};
}

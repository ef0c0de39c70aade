import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

import {indexFilePath} from '../../src/search/records';
import {readCrawlerConfig} from './crawlerConfig';
import {indexFilesByVersion, recordsOfSite} from './buildIndexFiles';

/** Versions that must have an index: a missing one means the extraction broke. */
export interface SearchIndexOptions {
  versions: string[];
}

/**
 * Embedded search: after the build, reads every built docs page with the
 * hosted crawler's selectors (`docsearch.config.json`) and writes one index
 * per docs version to `search-index/<version>.json`, fetched by the browser
 * the first time search is opened.
 */
export default function searchIndexPlugin(
  options: SearchIndexOptions,
): PluginModule {
  return (context: LoadContext): Plugin => ({
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      if (context.siteConfig.future.experimental_router === 'hash') {
        // A hash-router build pre-renders no page, so there is nothing to
        // read sections from; its search modal reports that it cannot fetch.
        logger.warn(
          'Search index: not built, because a hash-router build has no pre-rendered pages. Configure hosted DocSearch (DOCSEARCH_*) for search on such a host.',
        );
        return;
      }
      const config = readCrawlerConfig(context.siteDir);
      const files = indexFilesByVersion(
        recordsOfSite(
          outDir,
          routesPaths,
          config,
          context.siteConfig.trailingSlash,
        ),
      );
      const missing = options.versions.filter((version) => !files.has(version));
      if (missing.length > 0) {
        throw new Error(
          `Search index: no page of version ${missing.join(', ')} matched the selectors of docsearch.config.json.`,
        );
      }
      for (const [version, file] of files) {
        const target = join(outDir, indexFilePath(version));
        mkdirSync(dirname(target), {recursive: true});
        writeFileSync(target, JSON.stringify(file));
      }
    },
  });
}

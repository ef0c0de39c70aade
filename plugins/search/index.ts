import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

import {docVersionIdOf, indexFilePath} from './engine/records';
import {
  searchMode,
  type DocSearchCredentials,
  type SearchGlobalData,
} from './engine/mode';
import {readCrawlerConfig} from './build/crawlerConfig';
import {indexFilesByVersion, recordsOfSite} from './build/buildIndexFiles';

/** Where the theme imports theme-search-algolia's stylesheets from. */
const STOCK_THEME = '@theme-search-algolia';
const STOCK_THEME_DIR = join(
  dirname(require.resolve('@docusaurus/theme-search-algolia')),
  'theme',
);

export interface SearchPluginOptions {
  /** The hosted DocSearch index; `null` embeds an index in the build. */
  docsearch: DocSearchCredentials | null;
  /**
   * Docs versions (Docusaurus' names: `current`, `8.10.1`) that must have an
   * embedded index: a missing one means the extraction broke.
   */
  versions: string[];
}

/**
 * The site's search. Its theme (`theme/`) overrides theme-search-algolia's
 * SearchBar: site plugins load after the preset's themes, so their theme
 * paths take precedence. The stock SearchPage stays, with the accessibility
 * fixes of `patches/@docusaurus+theme-search-algolia+*.patch`; in embedded
 * mode its `algoliasearch/lite` client is swapped for the embedded index's,
 * and its Algolia link is hidden. In embedded mode, after the build, it
 * reads every built docs page with the hosted crawler's selectors
 * (`docsearch.config.json`) and writes one index per docs version to
 * `search-index/<id>.json` (`v9.json`: the ids of src/data/docVersions.ts),
 * fetched by the browser the first time search is opened.
 */
export default function searchPlugin(
  options: SearchPluginOptions,
): PluginModule {
  return (context: LoadContext): Plugin => ({
    name: 'search',
    // TypeScript sources: the site's bundler compiles files outside node_modules.
    getThemePath: () => join(__dirname, 'theme'),
    getClientModules: () =>
      options.docsearch ? [] : [join(__dirname, 'client/embeddedMode.css')],
    configureWebpack: () => ({
      resolve: {
        alias: {
          // theme-search-algolia's own stylesheet, reused unchanged by the
          // theme's SearchBar (its package exports hide it).
          [STOCK_THEME]: STOCK_THEME_DIR,
        },
      },
      module: {
        rules: [
          {
            // The same in both modes, because the bundler's persistent cache
            // ignores a change of alias; the module picks the client at run time.
            test: join(STOCK_THEME_DIR, 'SearchPage', 'index.js'),
            resolve: {
              alias: {
                'algoliasearch/lite$': join(
                  __dirname,
                  'client/algoliasearchLite.ts',
                ),
              },
            },
          },
        ],
      },
    }),
    async contentLoaded({actions}) {
      const data: SearchGlobalData = {mode: searchMode(options.docsearch)};
      actions.setGlobalData(data);
    },
    async postBuild({outDir, routesPaths}) {
      if (options.docsearch) {
        return;
      }
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
      const missing = options.versions.filter(
        (version) => !files.has(docVersionIdOf(version)),
      );
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

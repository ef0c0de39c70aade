/**
 * The embedded index's search client, or `null` when the site is built
 * against a hosted DocSearch index. The search bar calls it directly; the
 * stock search page gets it through `./algoliasearchLite`. One client per
 * page, so both share a loaded index. Module-level rather than a hook because
 * the stock page creates its client outside any hook of ours.
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import i18n from '@generated/i18n';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

import type {SearchGlobalData} from '../engine/mode';
import {createLazySearchClient} from '../engine/lazySearchClient';

export type EmbeddedSearchClient = ReturnType<typeof createLazySearchClient>;

const {mode} = globalData.search!.default as SearchGlobalData;
let client: EmbeddedSearchClient | undefined;

export function embeddedSearchClient(): EmbeddedSearchClient | null {
  if (mode !== 'embedded') {
    return null;
  }
  client ??= createLazySearchClient({
    baseUrl: siteConfig.baseUrl,
    origin: ExecutionEnvironment.canUseDOM
      ? window.location.origin
      : siteConfig.url,
    versions: Object.values(
      globalData['docusaurus-plugin-content-docs'] as Record<
        string,
        GlobalPluginData
      >,
    ).flatMap((plugin) => plugin.versions.map((version) => version.name)),
    language: i18n.currentLocale,
  });
  return client;
}

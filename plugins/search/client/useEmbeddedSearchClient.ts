/**
 * The embedded-mode search client for the search bar and the search page, or
 * `null` when the site is built against a hosted DocSearch index.
 */
import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import type {SearchGlobalData} from '../engine/mode';
import {createLazySearchClient} from '../engine/lazySearchClient';

export type EmbeddedSearchClient = ReturnType<typeof createLazySearchClient>;

export function useEmbeddedSearchClient(): EmbeddedSearchClient | null {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {mode} = usePluginData('search') as SearchGlobalData;
  const docsData = useAllDocsData();
  const versions = useMemo(
    () =>
      Object.values(docsData).flatMap((plugin) =>
        plugin.versions.map((version) => version.name),
      ),
    [docsData],
  );
  return useMemo(
    () =>
      mode === 'embedded'
        ? createLazySearchClient({
            baseUrl: siteConfig.baseUrl,
            origin: ExecutionEnvironment.canUseDOM
              ? window.location.origin
              : siteConfig.url,
            versions,
            language: i18n.currentLocale,
          })
        : null,
    [mode, siteConfig.baseUrl, siteConfig.url, versions, i18n.currentLocale],
  );
}

/**
 * Search settings for the theme: the hosted DocSearch index when its
 * credentials are set, otherwise the index embedded in the build. The theme
 * only activates with an `algolia` block, so embedded mode fills it with
 * placeholders that are never sent anywhere (the search bar and page swap
 * the client before any request).
 */
/** What the browser needs to query a hosted DocSearch index (the key is the public search-only one). */
export interface DocSearchCredentials {
  appId: string;
  apiKey: string;
  indexName: string;
}

export type SearchMode = 'hosted' | 'embedded';

export const SEARCH_PAGE_PATH = 'search';

export const EMBEDDED_PLACEHOLDER: DocSearchCredentials = {
  appId: 'EMBEDDED',
  apiKey: 'embedded-index',
  indexName: 'embedded',
};

export function searchMode(
  credentials: DocSearchCredentials | null,
): SearchMode {
  return credentials ? 'hosted' : 'embedded';
}

export function algoliaThemeConfig(credentials: DocSearchCredentials | null) {
  return {
    ...(credentials ?? EMBEDDED_PLACEHOLDER),
    contextualSearch: true,
    searchPagePath: SEARCH_PAGE_PATH,
    insights: false,
  };
}

/**
 * Search answers from the hosted DocSearch index when its credentials are
 * set, otherwise from the index embedded in the build. theme-search-algolia
 * only activates with an `algolia` theme config, so embedded mode fills it
 * with placeholders that are never sent anywhere (the search bar and page
 * swap the client before any request).
 */
/** What the browser needs to query a hosted DocSearch index (the key is the public search-only one). */
export interface DocSearchCredentials {
  appId: string;
  apiKey: string;
  indexName: string;
}

export type SearchMode = 'hosted' | 'embedded';

/** The search plugin's global data, read by its theme. */
export interface SearchGlobalData {
  mode: SearchMode;
}

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

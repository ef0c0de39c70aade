/**
 * What theme-search-algolia's stock search page gets when it imports
 * `algoliasearch/lite` (the search plugin aliases it for that one file): in
 * embedded mode its `liteClient(appId, apiKey)` call, made with placeholder
 * credentials, returns the embedded index's client instead.
 */
import {liteClient as algoliaLiteClient} from 'algoliasearch/lite';

import {embeddedSearchClient} from './embeddedSearchClient';

export function liteClient(
  ...args: Parameters<typeof algoliaLiteClient>
): ReturnType<typeof algoliaLiteClient> {
  const embedded = embeddedSearchClient();
  return embedded
    ? (embedded as unknown as ReturnType<typeof algoliaLiteClient>)
    : algoliaLiteClient(...args);
}

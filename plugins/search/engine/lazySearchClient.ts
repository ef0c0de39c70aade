/**
 * What the search bar and the search page hold in embedded mode: a tiny
 * object with the lite client's interface that imports the real client (and
 * MiniSearch) on the first search, so neither is in any page's initial JS.
 */
import type {
  LocalSearchClient,
  LocalSearchOptions,
  SearchInput,
} from './localSearchClient';

export function createLazySearchClient(options: LocalSearchOptions) {
  let client: Promise<LocalSearchClient> | undefined;
  const getClient = () => {
    client ??= import('./localSearchClient').then((module) =>
      module.createLocalSearchClient(options),
    );
    return client;
  };
  return {
    search: async (input: SearchInput) => (await getClient()).search(input),
    // DocSearch and Docusaurus tag requests with their versions; nothing is sent anywhere here.
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent: {value: '', add: () => undefined}},
  };
}

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
import {RetryError} from './retryError';

type ClientModule = Pick<
  typeof import('./localSearchClient'),
  'createLocalSearchClient'
>;

export function createLazySearchClient(
  options: LocalSearchOptions,
  importClient: () => Promise<ClientModule> = () =>
    import(/* webpackChunkName: "search-client" */ './localSearchClient'),
) {
  let client: Promise<LocalSearchClient> | undefined;
  const getClient = () => {
    client ??= importClient().then(
      (module) => module.createLocalSearchClient(options),
      (error: unknown) => {
        // Forget the failure (offline, or a new deployment removed the
        // chunk) so the next search loads it again, and name it so that
        // the modal says it could not fetch results, not that none match.
        client = undefined;
        throw new RetryError(
          `The search client could not load: ${String(error)}`,
        );
      },
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

/**
 * A search client with the interface of Algolia's lite client, answering
 * from the index files the build emits. Loaded only when search is first
 * used (see lazySearchClient.ts): it pulls in MiniSearch.
 */

import {matchesFacetFilters, type FacetFilters} from './facetFilters';
import {docVersionIdOf, indexFilePath, tagOfVersion} from './records';
import {
  loadIndex,
  rank,
  type IndexFile,
  type RankedRecord,
  type SearchEngine,
} from './searchEngine';
import {toDocSearchHit, type DocSearchHit} from './docSearchHits';
import {RetryError} from './retryError';

export {RetryError};

export interface LocalSearchOptions {
  /** Site base URL, e.g. `/`. */
  baseUrl: string;
  /** Origin that makes hit URLs absolute (DocSearch parses them with `new URL`). */
  origin: string;
  /** Docs version names that have an index file (`current`, `8.10.1`). */
  versions: string[];
  language: string;
  fetch?: typeof fetch;
}

export interface SearchParams {
  query?: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
}

/** The two request shapes Algolia clients accept: v5 `{requests}` and the legacy list the search page's helper sends. */
export type SearchRequest = {
  indexName: string;
  params?: SearchParams;
} & SearchParams;
export type SearchInput = {requests: SearchRequest[]} | SearchRequest[];

export interface SearchResponse {
  index: string;
  query: string;
  params: string;
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  facets: Record<string, Record<string, number>>;
}

const DEFAULT_HITS_PER_PAGE = 20;

export function createLocalSearchClient(options: LocalSearchOptions) {
  const doFetch =
    options.fetch ??
    ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const loaded = new Map<string, Promise<SearchEngine>>();

  function load(version: string): Promise<SearchEngine> {
    let promise = loaded.get(version);
    if (!promise) {
      const url = `${options.baseUrl}${indexFilePath(docVersionIdOf(version))}`;
      promise = doFetch(url)
        .then((response) => {
          if (!response.ok) {
            throw new RetryError(
              `Search index ${url} answered ${response.status}.`,
            );
          }
          return response.json() as Promise<IndexFile>;
        })
        .then(loadIndex)
        .catch((error: unknown) => {
          // Forget the failure so the next keystroke tries again.
          loaded.delete(version);
          throw error instanceof RetryError
            ? error
            : new RetryError(
                `Search index ${url} could not be loaded: ${String(error)}`,
              );
        });
      loaded.set(version, promise);
    }
    return promise;
  }

  async function searchOne(request: SearchRequest): Promise<SearchResponse> {
    const params: SearchParams = {...request.params, ...request};
    const query = params.query ?? '';
    const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = params.page ?? 0;
    const started = performance.now();
    const versions = options.versions.filter((version) =>
      matchesFacetFilters(params.facetFilters, {
        docusaurus_tag: tagOfVersion(version),
        language: options.language,
      }),
    );
    const ranked: RankedRecord[] = query.trim()
      ? (await Promise.all(versions.map(load)))
          .flatMap((index) => rank(index, query))
          .sort((a, b) => b.score - a.score)
      : [];
    return {
      index: request.indexName,
      query,
      params: '',
      hits: ranked
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map((record) => toDocSearchHit(record, options.origin)),
      nbHits: ranked.length,
      page,
      nbPages: Math.ceil(ranked.length / Math.max(hitsPerPage, 1)),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      facets: {},
    };
  }

  return {
    async search(input: SearchInput): Promise<{results: SearchResponse[]}> {
      const requests = Array.isArray(input) ? input : input.requests;
      return {results: await Promise.all(requests.map(searchOne))};
    },
  };
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;

/**
 * Replaces theme-search-algolia 3.8.1's SearchBar, which cannot be wrapped:
 * its options are read from themeConfig, which cannot carry functions.
 * Changes from the original:
 * - the button and keyboard shortcuts are the site's own (./SearchButton,
 *   ./useSearchShortcuts), so @docsearch/react loads only when search is used;
 * - in embedded mode, `transformSearchClient` replaces the modal's client
 *   (@docsearch/react bundles its own algoliasearch) with the local one, and
 *   no preconnect to the hosted service is emitted;
 * - in both modes a failed search keeps the modal's error screen
 *   (../../client/keepErrorStatus) and "Let us know." links to the docs
 *   issue tracker;
 * - what the reader types while the modal's code loads goes into its
 *   input (./typeAhead);
 * - the stored recent and favourite searches are checked before the modal
 *   reads them, a full storage can't stop a hit from opening
 *   (./storedSearches), an error boundary keeps a crash of the
 *   modal from taking the page down, and when the modal's code cannot load
 *   the shortcuts and button still open a dialog that says so
 *   (./SearchUnavailable).
 * Options this site does not use are left out: externalUrlRegex, a custom
 * transformItems, contextual search turned off.
 */
import React, {
  useCallback,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import {DOCS_ISSUES_URL} from '@site/src/config/siteLinks';

import {keepErrorStatus} from '../../client/keepErrorStatus';
import {
  embeddedSearchClient,
  type EmbeddedSearchClient,
} from '../../client/embeddedSearchClient';
import SearchButton from './SearchButton';
import SearchUnavailable from './SearchUnavailable';
import {guardStoredSearchWrites, repairStoredSearches} from './storedSearches';
import {startTypeAhead, type TypeAhead} from './typeAhead';
import {useSearchShortcuts} from './useSearchShortcuts';

type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY'
> & {
  contextualSearch?: boolean;
  searchPagePath: boolean | string;
};

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal') as Promise<
      typeof import('@docsearch/react')
    >,
    import('@docsearch/react/style'),
    // The original's stylesheet, unchanged (aliased by the search plugin).
    import('@theme-search-algolia/SearchBar/styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    guardStoredSearchWrites();
    DocSearchModal = Modal;
  });
}

/** Loads the modal ahead of use; a failure shows when the reader opens it. */
function preloadDocSearchModal() {
  importDocSearchModalIfNeeded().catch(() => undefined);
}

function useNavigator(): DocSearchModalProps['navigator'] {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate({itemUrl}) {
      history.push(itemUrl);
    },
  }));
  return navigator;
}

function useTransformSearchClient(
  embeddedClient: EmbeddedSearchClient | null,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      if (embeddedClient) {
        return keepErrorStatus(
          embeddedClient as unknown as DocSearchTransformClient,
        );
      }
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return keepErrorStatus(searchClient);
    },
    [docusaurusVersion, embeddedClient],
  );
}

function getMissingResultsUrl({query}: {query: string}): string {
  const url = new URL(DOCS_ISSUES_URL);
  url.searchParams.set('title', `Search: no results for "${query}"`);
  return url.href;
}

/** Hit URLs relative to the site. */
function useTransformItems(): DocSearchModalProps['transformItems'] {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  return useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: React.ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({
  state,
  onClose,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** The docs version and language being read, then any configured filters. */
function useSearchParameters({
  contextualSearch,
  searchParameters,
}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextual = useAlgoliaContextualFacetFilters() as FacetFilters;
  const configured = searchParameters?.facetFilters ?? [];
  const list = (filters: FacetFilters) =>
    typeof filters === 'string' ? [filters] : filters;
  return {
    ...searchParameters,
    facetFilters: contextualSearch
      ? [...list(contextual), ...list(configured)]
      : configured,
  };
}

function DocSearch(props: DocSearchProps) {
  const navigator = useNavigator();
  const searchParameters = useSearchParameters(props);
  const transformItems = useTransformItems();
  const embeddedClient = embeddedSearchClient();
  const transformSearchClient = useTransformSearchClient(embeddedClient);

  // The portal's container, created on first open; kept in state so that
  // rendering never reads a ref.
  const searchContainerRef = useRef<HTMLDivElement | null>(null);
  const [searchContainer, setSearchContainer] = useState<HTMLDivElement>();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Why the modal's code could not load, while that is what is open.
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainerRef.current) {
      const divElement = document.createElement('div');
      searchContainerRef.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
      setSearchContainer(divElement);
    }
  }, []);

  const {indexName} = props;
  // What the reader types while the modal's code loads (./typeAhead).
  const typeAhead = useRef<TypeAhead | null>(null);
  const openModal = useCallback(
    (firstKey?: string) => {
      const typing = (typeAhead.current ??= startTypeAhead(firstKey));
      prepareSearchContainer();
      repairStoredSearches(indexName);
      importDocSearchModalIfNeeded()
        .then(
          () => setLoadFailure(null),
          (error: unknown) =>
            setLoadFailure(
              `The search could not load (${error instanceof Error ? error.message : String(error)}). Check your network connection, then try again.`,
            ),
        )
        .finally(() => {
          if (typing.cancelled()) {
            typeAhead.current = null;
            return;
          }
          setInitialQuery(typing.take() || undefined);
          setIsOpen(true);
        });
    },
    [prepareSearchContainer, indexName],
  );

  const closeModal = useCallback(() => {
    typeAhead.current?.stop();
    typeAhead.current = null;
    setIsOpen(false);
    setLoadFailure(null);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      openModal(event.key);
    },
    [openModal],
  );

  const resultsFooterComponent = useMemo<
    DocSearchProps['resultsFooterComponent']
  >(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  return (
    <>
      {!embeddedClient && (
        <Head>
          {/* Lets the browser connect to the DocSearch cluster before the
          first query, which makes it faster, especially on mobile. */}
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      <SearchButton
        onTouchStart={preloadDocSearchModal}
        onFocus={preloadDocSearchModal}
        onMouseOver={preloadDocSearchModal}
        onClick={() => openModal()}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />

      {isOpen &&
        searchContainer &&
        createPortal(
          loadFailure !== null ? (
            <SearchUnavailable
              message={loadFailure}
              onRetry={() => openModal()}
              onClose={closeModal}
            />
          ) : (
            DocSearchModal && (
              <ErrorBoundary
                fallback={({error, tryAgain}) => (
                  <SearchUnavailable
                    message={`The search stopped working (${error.message}).`}
                    onRetry={() => {
                      repairStoredSearches(indexName);
                      tryAgain();
                    }}
                    onClose={closeModal}
                  />
                )}>
                <DocSearchModal
                  onClose={closeModal}
                  initialScrollY={window.scrollY}
                  initialQuery={initialQuery}
                  navigator={navigator}
                  transformItems={transformItems}
                  hitComponent={Hit}
                  transformSearchClient={transformSearchClient}
                  getMissingResultsUrl={getMissingResultsUrl}
                  {...(props.searchPagePath && {
                    resultsFooterComponent,
                  })}
                  placeholder={translations.placeholder}
                  {...props}
                  translations={props.translations?.modal ?? translations.modal}
                  searchParameters={searchParameters}
                />
              </ErrorBoundary>
            )
          ),
          searchContainer,
        )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}

import {readFileSync} from 'node:fs';

import {EXAMPLE_LANGUAGE_KEY} from '../../src/data/exampleLanguage';
import {EMBEDDED_PLACEHOLDER} from '../../plugins/search/engine/mode';
import {STORED_SEARCH_PREFIXES} from '../../plugins/search/theme/SearchBar/storedSearches';
import {joinBuild} from './pages';

export interface StorageKeys {
  theme: string;
  announcementDismiss: string;
  announcementId: string;
  /** The examples' language (src/components/ExampleLanguage). */
  exampleLanguage: string;
  /** The docs version last read, which the docs plugin remembers. */
  docsPreferredVersion: string;
  /**
   * The search modal's recent and favourite searches: DocSearch's own keys,
   * named after the index (the embedded one in the default build), without
   * the site's namespace.
   */
  recentSearches: string;
  favoriteSearches: string;
}

/**
 * The local-storage keys the site and its libraries read: those of the
 * theme's inline scripts, from the built home page, and the others named
 * after them. Docusaurus suffixes every key with the site's storage
 * namespace when one is set, so tests that plant values must use these,
 * not the bare names, or they would test nothing. tests/e2e/resilience
 * checks that the site reads no other key.
 */
export function storageKeys(): StorageKeys {
  const html = readFileSync(joinBuild('index.html'), 'utf8');
  const keys = [...html.matchAll(/localStorage\.getItem\("([^"]+)"\)/g)].map(
    (match) => match[1],
  );
  const find = (name: string) => {
    const key = keys.find((candidate) => candidate.startsWith(name));
    if (!key) {
      throw new Error(
        `The built home page's inline scripts read no "${name}" key (they read ${JSON.stringify(keys)}): Docusaurus changed how it stores that value; update the guards in src/clientModules/colorModeGuard.ts and src/theme/AnnouncementBar.`,
      );
    }
    return key;
  };
  const theme = find('theme');
  const announcementDismiss = find('docusaurus.announcement.dismiss');
  const namespace = announcementDismiss.slice(
    'docusaurus.announcement.dismiss'.length,
  );
  return {
    theme,
    announcementDismiss,
    announcementId: `docusaurus.announcement.id${namespace}`,
    exampleLanguage: `${EXAMPLE_LANGUAGE_KEY}${namespace}`,
    docsPreferredVersion: `docs-preferred-version-default${namespace}`,
    recentSearches: `${STORED_SEARCH_PREFIXES.recent}${EMBEDDED_PLACEHOLDER.indexName}`,
    favoriteSearches: `${STORED_SEARCH_PREFIXES.favorite}${EMBEDDED_PLACEHOLDER.indexName}`,
  };
}

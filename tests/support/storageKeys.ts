import {readFileSync} from 'node:fs';

import {EXAMPLE_LANGUAGE_KEY} from '../../src/data/exampleLanguage';
import {joinBuild} from './pages';

export interface StorageKeys {
  theme: string;
  announcementDismiss: string;
  announcementId: string;
  /** The examples' language (src/components/ExampleLanguage). */
  exampleLanguage: string;
}

/**
 * The local-storage keys the theme's inline scripts read, from the built
 * home page. Docusaurus suffixes every key with the site's storage
 * namespace when one is set, so tests that plant values must use these,
 * not the bare names, or they would test nothing.
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
  };
}

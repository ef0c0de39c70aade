/**
 * Reads the selectors of `docsearch.config.json`, the configuration a hosted
 * DocSearch crawler uses, so the embedded index is built from exactly the
 * same parts of each page.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {LEVELS} from '../engine/records';

export interface GlobalSelector {
  selector: string;
  global: true;
  default_value: string;
}

export interface CrawlerSelectors {
  lvl0: GlobalSelector;
  lvl1: string;
  lvl2: string;
  lvl3: string;
  lvl4: string;
  lvl5: string;
  lvl6: string;
  content: string;
}

export interface CrawlerConfig {
  index_name: string;
  selectors: CrawlerSelectors;
  selectors_exclude: string[];
  stop_urls: string[];
}

export const CRAWLER_CONFIG_FILE = 'docsearch.config.json';

export function readCrawlerConfig(siteDir: string): CrawlerConfig {
  const file = join(siteDir, CRAWLER_CONFIG_FILE);
  const config = JSON.parse(
    readFileSync(file, 'utf8'),
  ) as Partial<CrawlerConfig>;
  const selectors = config.selectors;
  const missing = [...LEVELS, 'content'].filter(
    (key) =>
      !selectors || !(selectors as unknown as Record<string, unknown>)[key],
  );
  if (
    missing.length > 0 ||
    typeof selectors?.lvl0 !== 'object' ||
    !selectors.lvl0.selector
  ) {
    throw new Error(
      `${file}: "selectors" must define lvl0 (an object with selector, global, default_value), lvl1–lvl6 and content; missing or malformed: ${missing.join(', ') || 'lvl0'}.`,
    );
  }
  return {
    index_name: config.index_name ?? '',
    selectors,
    selectors_exclude: config.selectors_exclude ?? [],
    stop_urls: config.stop_urls ?? [],
  };
}

/**
 * Turns one built HTML page into search records by applying the crawler's
 * selectors: a page is cut into sections at each heading, each section keeps
 * the heading path above it and the text under it.
 */
import type {CheerioAPI} from 'cheerio';
import type {AnyNode} from 'domhandler';

import {loadBuiltPage} from '../../shared/builtFiles';
import type {SearchRecord} from '../engine/records';
import type {CrawlerConfig} from './crawlerConfig';

const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

function cleanText(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content');
}

/**
 * Records of one page, or an empty list for pages that are not docs (no
 * contextual-search tag) or that have no lvl1 heading.
 */
export function extractRecords(
  html: string,
  path: string,
  config: CrawlerConfig,
): SearchRecord[] {
  const $ = loadBuiltPage(html);
  const docusaurusTag = meta($, 'docsearch:docusaurus_tag');
  const language = meta($, 'docsearch:language');
  if (!docusaurusTag || !language || docusaurusTag === 'default') {
    return [];
  }
  const {selectors} = config;
  for (const exclude of config.selectors_exclude) {
    $(exclude).remove();
  }
  // Like the crawler's XPath union with [last()]: the deepest match in
  // document order (the sidebar category after the navbar link) wins.
  const lvl0 =
    cleanText($(selectors.lvl0.selector).last().text()) ||
    selectors.lvl0.default_value;
  const title = cleanText($(selectors.lvl1).first().text());
  if (!title) {
    return [];
  }

  const levelOf = new Map<AnyNode, number>();
  for (const level of HEADING_LEVELS.slice(1)) {
    $(selectors[`lvl${level}`]).each((_, element) => {
      levelOf.set(element, level);
    });
  }
  const contentElements = new Set<AnyNode>($(selectors.content).toArray());
  // One combined selector returns headings and text in document order.
  const ordered = $(
    [
      ...HEADING_LEVELS.slice(1).map((level) => selectors[`lvl${level}`]),
      selectors.content,
    ].join(', '),
  ).toArray();

  const records: SearchRecord[] = [];
  let current: SearchRecord = {
    url: path,
    hierarchy: [lvl0, title],
    content: '',
    docusaurusTag,
    language,
  };
  const texts: string[] = [];
  const flush = () => {
    current.content = texts.join(' ');
    records.push(current);
    texts.length = 0;
  };
  for (const element of ordered) {
    const level = levelOf.get(element);
    if (level !== undefined) {
      const heading = cleanText($(element).text());
      const id = $(element).attr('id');
      if (!heading || !id) {
        continue;
      }
      flush();
      const parents = current.hierarchy.slice(0, level);
      while (parents.length < level) {
        parents.push('');
      }
      current = {
        url: `${path}#${id}`,
        hierarchy: [...parents, heading],
        content: '',
        docusaurusTag,
        language,
      };
      continue;
    }
    // A list item holding paragraphs is indexed once, through its own text.
    const nestedInContent = $(element)
      .parents()
      .toArray()
      .some((parent) => contentElements.has(parent));
    if (!nestedInContent) {
      const text = cleanText($(element).text());
      if (text) {
        texts.push(text);
      }
    }
  }
  flush();
  return records;
}

/**
 * The embedded index's tokenizing and ranking, in one place for the build
 * (which serialises the index), the browser (which loads it) and the quality
 * test (which asserts the top result of real queries against the built file).
 */
import MiniSearch, {type Options, type SearchOptions, type SearchResult} from 'minisearch';

import type {SearchRecord} from './records';

/** What one index file holds: one docs version in one language. */
export interface IndexFile {
  docusaurusTag: string;
  language: string;
  index: ReturnType<MiniSearch<StoredRecord>['toJSON']>;
}

/** Fields kept with each record to render a hit. */
export type StoredRecord = Pick<SearchRecord, 'url' | 'hierarchy' | 'content'>;

export interface RankedRecord extends StoredRecord {
  /** Indexed terms that matched, and the fields they matched in. */
  match: Record<string, string[]>;
  terms: string[];
  score: number;
}

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** Query words: split on anything but letters and digits. */
export function tokenizeQuery(text: string): string[] {
  return text.split(WORD_SEPARATOR).filter(Boolean);
}

/**
 * Indexed words also contribute their camelCase parts, so "select" finds
 * `onSelect` and "lib" finds `DateLib`, while "onSelect" still matches whole.
 */
export function tokenizeText(text: string): string[] {
  const words = tokenizeQuery(text);
  const parts = words.flatMap((word) => {
    const split = word.split(CAMEL_BOUNDARY);
    return split.length > 1 ? split : [];
  });
  return [...words, ...parts];
}

/** Typos: one edit from 4 letters, two from 6 ("rnage" is two edits from "range"). */
export function fuzziness(term: string): number {
  if (term.length < 4) {
    return 0;
  }
  return term.length < 5 ? 1 : 2;
}

type FieldName = 'title' | 'heading' | 'parents' | 'content';
const FIELDS: FieldName[] = ['title', 'heading', 'parents', 'content'];

/** A page's title counts for its opening record only, a heading for its own section. */
function extractField(record: StoredRecord, field: string): string {
  const [lvl0 = '', lvl1 = ''] = record.hierarchy;
  const isPage = record.hierarchy.length <= 2;
  switch (field as FieldName | keyof StoredRecord) {
    case 'title':
      return isPage ? lvl1 : '';
    case 'heading':
      return isPage ? '' : (record.hierarchy.at(-1) ?? '');
    case 'parents':
      return isPage ? lvl0 : record.hierarchy.slice(0, -1).join(' ');
    case 'content':
      return record.content;
    default:
      return (record as unknown as Record<string, string>)[field] ?? '';
  }
}

export const SEARCH_OPTIONS: SearchOptions = {
  boost: {title: 6, heading: 4, parents: 1, content: 1},
  prefix: (term, index, terms) => index === terms.length - 1 || term.length >= 4,
  fuzzy: fuzziness,
  combineWith: 'OR',
  tokenize: tokenizeQuery,
  // Prefix and fuzzy matches count for less than exact words.
  weights: {prefix: 0.5, fuzzy: 0.3},
};

export const INDEX_OPTIONS: Options<StoredRecord> = {
  idField: 'url',
  fields: FIELDS,
  storeFields: ['url', 'hierarchy', 'content'],
  extractField: extractField as Options<StoredRecord>['extractField'],
  tokenize: tokenizeText,
  processTerm: (term) => term.toLowerCase(),
  searchOptions: SEARCH_OPTIONS,
};

export function buildIndex(records: StoredRecord[]): MiniSearch<StoredRecord> {
  const miniSearch = new MiniSearch<StoredRecord>(INDEX_OPTIONS);
  miniSearch.addAll(records);
  return miniSearch;
}

export function loadIndex(file: IndexFile): MiniSearch<StoredRecord> {
  return MiniSearch.loadJS<StoredRecord>(file.index, INDEX_OPTIONS);
}

/** Ranked records for a query, best first. */
export function rank(index: MiniSearch<StoredRecord>, query: string): RankedRecord[] {
  return index.search(query).map((result: SearchResult) => ({
    url: result.url as string,
    hierarchy: result.hierarchy as string[],
    content: result.content as string,
    match: result.match,
    terms: result.terms,
    score: result.score,
  }));
}

/**
 * The embedded index's tokenizing and ranking, in one place for the build
 * (which serialises the index), the browser (which loads it) and the quality
 * test (which asserts the top result of real queries against the built file).
 */
import MiniSearch, {
  type Options,
  type SearchOptions,
  type SearchResult,
} from 'minisearch';

import type {SearchRecord} from './records';

/** What one index file holds: one docs version in one language. */
export interface IndexFile {
  docusaurusTag: string;
  language: string;
  index: ReturnType<MiniSearch<StoredRecord>['toJSON']>;
}

/** Fields kept with each record to render a hit. */
export type StoredRecord = Pick<SearchRecord, 'url' | 'hierarchy' | 'content'>;

/**
 * A record as the build indexes it: with the words readers use for the
 * section (plugins/search/sectionKeywords.ts), searched but not stored.
 */
export interface IndexedRecord extends StoredRecord {
  keywords?: string;
}

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

/** The camelCase parts of identifiers: `onSelect` → on, Select. */
export function camelCaseParts(text: string): string[] {
  return tokenizeQuery(text).flatMap((word) => {
    const split = word.split(CAMEL_BOUNDARY);
    return split.length > 1 ? split : [];
  });
}

/** Typos: one edit from 4 letters, two from 6 ("rnage" is two edits from "range"). */
export function fuzziness(term: string): number {
  if (term.length < 4) {
    return 0;
  }
  return term.length < 5 ? 1 : 2;
}

/** Words too common to tell sections apart: dropped from the index and from queries. */
const STOP_WORDS = new Set(
  'a an and are as at be by for from if in is it its of on or that the this to with you your'.split(
    ' ',
  ),
);

/** Lower-cases a word; `null` drops it. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

type FieldName =
  | 'title'
  | 'heading'
  | 'parents'
  | 'content'
  | 'parts'
  | 'slug'
  | 'keywords';
const FIELDS: FieldName[] = [
  'title',
  'heading',
  'parents',
  'content',
  'parts',
  'slug',
  'keywords',
];

function isPageRecord(record: Pick<StoredRecord, 'hierarchy'>): boolean {
  return record.hierarchy.length <= 2;
}

function ownHeading(record: StoredRecord): string {
  return record.hierarchy.at(-1) ?? '';
}

/**
 * A page's title counts for its opening record only, a heading for its own
 * section; camelCase parts of either weigh less than whole words, and the
 * page's URL slug catches names typed as one word ("timepicker").
 */
function extractField(record: IndexedRecord, field: string): string {
  const isPage = isPageRecord(record);
  switch (field as FieldName | keyof StoredRecord) {
    case 'title':
      return isPage ? ownHeading(record) : '';
    case 'heading':
      return isPage ? '' : ownHeading(record);
    case 'parents':
      return record.hierarchy.slice(0, -1).join(' ');
    case 'content':
      return record.content;
    case 'parts':
      return camelCaseParts(ownHeading(record)).join(' ');
    case 'slug':
      return isPage ? (record.url.split('/').at(-1) ?? '') : '';
    case 'keywords':
      return record.keywords ?? '';
    default:
      return (record as unknown as Record<string, string>)[field] ?? '';
  }
}

/** Headings TypeDoc repeats on every reference page: they say little about what a reader seeks. */
const REFERENCE_BOILERPLATE = new Set(
  [
    'Returns',
    'Parameters',
    'See',
    'Inherited from',
    'Deprecated',
    'Since',
    'Properties',
    'Call Signature',
    'Default Value',
    'Example',
    'Constructor',
    'Constructors',
    'Type Parameters',
    'Overrides',
    'Enumeration Members',
    'Methods',
    'Accessors',
    'Implementation of',
    'Type declaration',
    'Extends',
    'Extended by',
    'Remarks',
    'Guides',
  ].map((heading) => heading.toLowerCase()),
);

/** `Function: addToRange()` → `addToRange`: the name a reader types. */
function referenceName(title: string): string {
  return title.replace(/^[\w ]+:\s*/, '').replace(/\(\)$/, '');
}

/**
 * Guides explain, the API reference lists: for the same words a guide comes
 * first, unless the whole query is the exact name of a reference page
 * (`DateLib`, `useInput`; "footer" is a word, `Footer` a component).
 */
export function documentBoost(
  url: string,
  _term: string,
  stored: Record<string, unknown> | undefined,
  exactName: string | null,
): number {
  if (!/\/api(\/|$|#)/.test(url)) {
    return 1;
  }
  const record = stored as Pick<StoredRecord, 'hierarchy'> | undefined;
  const heading = record?.hierarchy.at(-1) ?? '';
  if (
    record &&
    isPageRecord(record) &&
    exactName !== null &&
    referenceName(heading) === exactName
  ) {
    return 3;
  }
  return REFERENCE_BOILERPLATE.has(heading.toLowerCase()) ? 0.1 : 0.4;
}

export const SEARCH_OPTIONS: SearchOptions = {
  boost: {
    title: 6,
    heading: 4,
    parents: 0.5,
    content: 1,
    parts: 0.5,
    slug: 3,
    keywords: 4,
  },
  // The word being typed is a prefix from its third letter (one or two
  // letters would expand to most of the vocabulary); earlier words from their fourth.
  prefix: (term, index, terms) =>
    term.length >= 3 && (index === terms.length - 1 || term.length >= 4),
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
  tokenize: tokenizeQuery,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};

export function buildIndex(records: IndexedRecord[]): MiniSearch<StoredRecord> {
  const miniSearch = new MiniSearch<StoredRecord>(INDEX_OPTIONS);
  miniSearch.addAll(records);
  return miniSearch;
}

/** A loaded index and its sorted vocabulary (to tell typos from prefixes). */
export interface SearchEngine {
  index: MiniSearch<StoredRecord>;
  vocabulary: string[];
}

export function loadIndex(file: IndexFile): SearchEngine {
  return {
    index: MiniSearch.loadJS<StoredRecord>(file.index, INDEX_OPTIONS),
    vocabulary: file.index.index.map(([term]) => term).sort(),
  };
}

function hasWordStartingWith(vocabulary: string[], prefix: string): boolean {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (vocabulary[middle] < prefix) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low < vocabulary.length && vocabulary[low].startsWith(prefix);
}

/** Words of the index one swap of neighbouring letters away ("rnage" → "range"). */
function transpositions(vocabulary: string[], term: string): string[] {
  const variants = new Set<string>();
  for (let at = 0; at < term.length - 1; at += 1) {
    const swapped = `${term.slice(0, at)}${term[at + 1]}${term[at]}${term.slice(at + 2)}`;
    if (swapped !== term && hasWordStartingWith(vocabulary, swapped)) {
      variants.add(swapped);
    }
  }
  return [...variants];
}

/**
 * Ranked records for a query, best first. A word that starts no indexed word
 * is a typo: it is matched fuzzily and through its letter swaps; one that
 * does is only matched as typed or as a prefix, so "locali" finds
 * "localization" rather than "locale".
 */
export function rank(
  {index, vocabulary}: SearchEngine,
  query: string,
): RankedRecord[] {
  const terms = tokenizeQuery(query).flatMap((term) => processTerm(term) ?? []);
  const typos = new Set(
    terms.filter((term) => !hasWordStartingWith(vocabulary, term)),
  );
  const variants = [...typos].flatMap((term) =>
    transpositions(vocabulary, term),
  );
  const singleName = terms.length === 1 ? query.trim() : null;
  return index
    .search([...terms, ...variants].join(' '), {
      fuzzy: (term) => (typos.has(term) ? fuzziness(term) : 0),
      boostDocument: (url, term, stored) =>
        documentBoost(url, term, stored, singleName),
    })
    .map((result: SearchResult) => ({
      url: result.url as string,
      hierarchy: result.hierarchy as string[],
      content: result.content as string,
      match: result.match,
      terms: result.terms,
      score: result.score,
    }));
}

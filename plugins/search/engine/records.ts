import {DOC_VERSIONS, type DocVersionId} from '../../../src/data/docVersions';

/**
 * The shape of one search record, shared by the build-time indexer, the
 * in-browser search client and the tests. One record is one section of a
 * page: a heading (or the page's opening, before its first heading) and the
 * text under it, like a hosted DocSearch index holds them.
 */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

/** DocSearch's hierarchy keys: lvl0 (the category) to lvl6. */
export const LEVELS = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
] as const;
export type Level = (typeof LEVELS)[number];

export interface SearchRecord {
  /** Site path with the section's anchor, e.g. `/docs/selection-modes#range-mode`. */
  url: string;
  /** lvl0 (sidebar category) to the section's own heading: `hierarchy.length - 1` is its level. */
  hierarchy: string[];
  /** The section's text, without its heading. */
  content: string;
  /** Contextual search tag, e.g. `docs-default-current`. */
  docusaurusTag: string;
  language: string;
}

export function recordType(
  record: Pick<SearchRecord, 'hierarchy'>,
): RecordType {
  return `lvl${Math.min(Math.max(record.hierarchy.length - 1, 1), 6)}` as RecordType;
}

const DOCS_TAG_PREFIX = 'docs-default-';

/** `docs-default-8.10.1` → `8.10.1`; null for tags of other plugins. */
export function versionOfTag(tag: string): string | null {
  return tag.startsWith(DOCS_TAG_PREFIX)
    ? tag.slice(DOCS_TAG_PREFIX.length)
    : null;
}

export function tagOfVersion(version: string): string {
  return `${DOCS_TAG_PREFIX}${version}`;
}

/**
 * The registry id of a version Docusaurus names `docsPluginVersion`
 * (`current` → `v9`, `8.10.1` → `v8`): tags carry Docusaurus' names, files
 * the site's.
 */
export function docVersionIdOf(docsPluginVersion: string): DocVersionId {
  const found = DOC_VERSIONS.find(
    (version) => version.docsPluginVersion === docsPluginVersion,
  );
  if (!found) {
    throw new Error(
      `Search: docs version "${docsPluginVersion}" is not in src/data/docVersions.ts.`,
    );
  }
  return found.id;
}

/** Where the build writes a version's index, relative to the site root: `search-index/v9.json`. */
export function indexFilePath(version: DocVersionId): string {
  return `search-index/${version}.json`;
}

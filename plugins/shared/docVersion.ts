import {relative, sep} from 'node:path';

export type DocsVersion = 'v9' | 'v8';

/** Which DayPicker version a docs file documents, from where it lives. */
export function docVersionOf(docPath: string, siteDir: string): DocsVersion {
  const parts = relative(siteDir, docPath).split(sep);
  return parts[0] === 'versioned_docs' && parts[1]?.startsWith('version-8.')
    ? 'v8'
    : 'v9';
}

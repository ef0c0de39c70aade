import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {DocsVersion} from '../shared/docVersion';

/**
 * The generated API pages that document DayPicker's props, per docs
 * version, most general first: a prop documented on several pages (like
 * `mode`) links to the first one that has it.
 */
export const PROP_PAGES: Record<
  DocsVersion,
  {apiDir: string; urlBase: string; pages: readonly string[]}
> = {
  v9: {
    apiDir: 'docs/api',
    urlBase: '/api',
    pages: [
      'interfaces/PropsBase',
      'interfaces/PropsSingle',
      'interfaces/PropsMulti',
      'interfaces/PropsRange',
      'interfaces/PropsSingleRequired',
      'interfaces/PropsMultiRequired',
      'interfaces/PropsRangeRequired',
    ],
  },
  v8: {
    apiDir: 'versioned_docs/version-8.10.1/api',
    urlBase: '/v8/api',
    pages: [
      'interfaces/DayPickerBase',
      'interfaces/DayPickerSingleProps',
      'interfaces/DayPickerMultipleProps',
      'interfaces/DayPickerRangeProps',
      'interfaces/DayPickerDefaultProps',
    ],
  },
};

/** Member headings as TypeDoc's Markdown theme writes them: `### name?`. */
const MEMBER_HEADING = /^### ([\w-]+)\??\s*$/gm;

/** Names of the members documented in one generated page's Markdown. */
export function membersOf(markdown: string): string[] {
  return [...markdown.matchAll(MEMBER_HEADING)].map((match) => match[1]);
}

/** Maps each prop name to its URL (page + anchor) in the generated reference. */
export function buildPropIndex(
  siteDir: string,
  version: DocsVersion,
): Map<string, string> {
  const {apiDir, urlBase, pages} = PROP_PAGES[version];
  const index = new Map<string, string>();
  for (const page of pages) {
    const file = join(siteDir, apiDir, `${page}.md`);
    if (!existsSync(file)) {
      continue;
    }
    for (const name of membersOf(readFileSync(file, 'utf8'))) {
      if (!index.has(name)) {
        index.set(name, `${urlBase}/${page}#${name.toLowerCase()}`);
      }
    }
  }
  if (index.size === 0) {
    throw new Error(
      `No DayPicker props found in ${apiDir}: the API reference was not generated (check the TypeDoc output above).`,
    );
  }
  return index;
}

import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {DocVersion} from '../../src/data/docVersions';
import {apiDir, apiUrlBase, propPages} from '../shared/docVersions';

/** Member headings as TypeDoc's Markdown theme writes them: `### name?`. */
const MEMBER_HEADING = /^### ([\w-]+)\??\s*$/gm;

/** Names of the members documented in one generated page's Markdown. */
export function membersOf(markdown: string): string[] {
  return [...markdown.matchAll(MEMBER_HEADING)].map((match) => match[1]);
}

/**
 * Maps each prop name to its URL (page + anchor) in the generated reference
 * of a version. A prop documented on several pages (like `mode`) links to
 * the first one of `propsInterfaces` that has it.
 */
export function buildPropIndex(
  siteDir: string,
  version: DocVersion,
): Map<string, string> {
  const urlBase = apiUrlBase(version);
  const index = new Map<string, string>();
  for (const page of propPages(version)) {
    const file = join(siteDir, apiDir(version), `${page}.md`);
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
      `No DayPicker props found in ${apiDir(version)}: the API reference was not generated (check the TypeDoc output above).`,
    );
  }
  return index;
}

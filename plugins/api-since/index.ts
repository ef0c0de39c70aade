import type {Paragraph, Root} from 'mdast';
import {basename, dirname, relative, sep} from 'node:path';

import {DOC_VERSIONS} from '../../src/data/docVersions';
import {sinceData, type SinceEntry} from '../../src/data/since';
import {versionOfDoc, type Registry} from '../shared/docVersions';

export interface Options {
  siteDir: string;
  /** The documented versions; the site's own registry unless a test passes one. */
  registry?: Registry;
}

/** The folders TypeDoc writes a page per export into. */
const EXPORT_FOLDERS = new Set([
  'classes',
  'enumerations',
  'functions',
  'interfaces',
  'type-aliases',
  'variables',
]);

/** "Since 9.4.0.", and when it was deprecated. */
export function sinceSentence(entry: SinceEntry): string {
  const since = `Since ${entry.since}.`;
  return entry.deprecatedSince
    ? `${since} Deprecated since ${entry.deprecatedSince}.`
    : since;
}

/**
 * Under the title of each export's page in the generated API reference:
 * the first release whose type declarations have it, and when it was
 * deprecated (src/data/since/, written by `npm run since-data`). A page
 * whose export has no entry fails the build, naming it.
 */
export function remarkApiSince({siteDir, registry = DOC_VERSIONS}: Options) {
  return (tree: Root, file: {path?: string}): void => {
    const path = file.path;
    if (!path || !path.endsWith('.md')) {
      return;
    }
    const version = versionOfDoc(registry, path, siteDir);
    const parts = relative(
      `${siteDir}${sep}${version.docsDir}`,
      dirname(path),
    ).split(sep);
    if (
      parts.length !== 2 ||
      parts[0] !== 'api' ||
      !EXPORT_FOLDERS.has(parts[1])
    ) {
      return;
    }
    const name = basename(path, '.md');
    const data = sinceData(version.id);
    const entry = data.exports[name];
    if (!entry) {
      throw new Error(
        `${relative(siteDir, path)}: ${name} has no release in src/data/since/${version.id}.json (run "npm run since-data").`,
      );
    }
    const line: Paragraph = {
      type: 'paragraph',
      children: [
        {
          type: 'emphasis',
          children: [{type: 'text', value: sinceSentence(entry)}],
        },
      ],
    };
    const title = tree.children.findIndex(
      (node) => node.type === 'heading' && node.depth === 1,
    );
    tree.children.splice(title + 1, 0, line);
  };
}

export default remarkApiSince;

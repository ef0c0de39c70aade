import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

import {DOC_VERSIONS, type DocVersion} from '../../src/data/docVersions';
import {versionOfDoc, type Registry} from '../shared/docVersions';

/**
 * Written in a page's code (an install command's pin), it shows the
 * release the page documents, so a release needs no edit there:
 * `npm install react-day-picker@{{documentedVersion}}`.
 */
export const DOCUMENTED_VERSION = '{{documentedVersion}}';

/** The text with each placeholder replaced by the version's release. */
export function withDocumentedVersion(
  text: string,
  version: DocVersion,
): string {
  return text.replaceAll(DOCUMENTED_VERSION, version.documentedVersion);
}

export interface Options {
  siteDir: string;
  /** The documented versions; the site's own registry unless a test passes one. */
  registry?: Registry;
}

/** Fills the placeholder in code blocks and inline code with the page's documented release. */
export function remarkDocumentedVersion({
  siteDir,
  registry = DOC_VERSIONS,
}: Options) {
  return (tree: Root, file: {path?: string}): void => {
    visit(tree, ['code', 'inlineCode'], (node) => {
      if (
        (node.type === 'code' || node.type === 'inlineCode') &&
        node.value.includes(DOCUMENTED_VERSION)
      ) {
        if (!file.path) {
          throw new Error(
            `${DOCUMENTED_VERSION} in a page whose path is unknown: no version to fill in.`,
          );
        }
        node.value = withDocumentedVersion(
          node.value,
          versionOfDoc(registry, file.path, siteDir),
        );
      }
    });
  };
}

export default remarkDocumentedVersion;

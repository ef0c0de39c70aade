import {basename, relative, sep} from 'node:path';

import type {Nodes, Paragraph, PhrasingContent, Root} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

import {DOC_VERSIONS} from '../../src/data/docVersions';
import {versionOfDoc, type Registry} from '../shared/docVersions';
import {CORRECTED_DESCRIPTIONS} from './corrections';

export interface Options {
  siteDir: string;
  /** The documented versions; the site's own registry unless a test passes one. */
  registry?: Registry;
}

const inlineParser = unified().use(remarkParse);

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') {
    return node.value;
  }
  return 'children' in node
    ? (node.children as Nodes[]).map(plainText).join('')
    : '';
}

/** Text as a reader sees it: code marks dropped, spaces squashed. */
const reading = (value: string) =>
  value.replace(/`/g, '').replace(/\s+/g, ' ').trim();

/**
 * The generated API pages show the same doc comments as the props and
 * reference tables: under the heading of each corrected prop or member
 * (`### nonce?`, `### CaptionLabel` on the `UI` page), the paragraph that
 * still reads as the package's text gets the correction of corrections.ts.
 */
export function remarkCorrectedDescriptions({
  siteDir,
  registry = DOC_VERSIONS,
}: Options) {
  return (tree: Root, file: {path?: string}): void => {
    const path = file.path;
    if (!path || !path.endsWith('.md')) {
      return;
    }
    const version = versionOfDoc(registry, path, siteDir);
    if (
      relative(`${siteDir}${sep}${version.docsDir}`, path).split(sep)[0] !==
      'api'
    ) {
      return;
    }
    const page = basename(path, '.md');
    const corrections = CORRECTED_DESCRIPTIONS.filter(
      (entry) =>
        entry.version === version.id &&
        (entry.kind === 'prop' ||
          (entry.kind === 'member' && entry.name.startsWith(`${page}.`))),
    );
    if (corrections.length === 0) {
      return;
    }
    let member: string | undefined;
    for (const node of tree.children) {
      if (node.type === 'heading') {
        member = plainText(node).replace(/\?$/, '').trim();
        continue;
      }
      if (node.type !== 'paragraph' || !member) {
        continue;
      }
      const name = member;
      member = undefined;
      const entry = corrections.find(
        (correction) =>
          (correction.kind === 'member'
            ? correction.name.slice(page.length + 1)
            : correction.name) === name &&
          reading(plainText(node)) === reading(correction.packageText),
      );
      if (entry) {
        const [parsed] = inlineParser.parse(entry.corrected).children;
        (node as Paragraph).children = (parsed as Paragraph)
          .children as PhrasingContent[];
      }
    }
  };
}

export default remarkCorrectedDescriptions;

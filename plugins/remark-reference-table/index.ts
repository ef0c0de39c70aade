import {relative, sep} from 'node:path';

import type {
  PhrasingContent,
  Root,
  Table as MdastTable,
  TableCell,
} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import {
  CURRENT_VERSION,
  DOC_VERSIONS,
  type DocVersion,
} from '../../src/data/docVersions';
import {PackageFacts, referenceTable, type Cell, type Table} from './tables';

export interface Options {
  siteDir: string;
}

/** The documented version a page belongs to, from the registry's `docsDir`s. */
export function versionOfPage(pagePath: string, siteDir: string): DocVersion {
  const path = relative(siteDir, pagePath).split(sep).join('/');
  return (
    DOC_VERSIONS.find(
      (version) =>
        version !== CURRENT_VERSION && path.startsWith(`${version.docsDir}/`),
    ) ?? CURRENT_VERSION
  );
}

const inlineParser = unified().use(remarkParse);

/** A doc comment's inline Markdown (backticks, emphasis) as phrasing nodes. */
function inlineMarkdown(value: string): PhrasingContent[] {
  const [first] = inlineParser.parse(value).children;
  return first?.type === 'paragraph'
    ? first.children
    : value
      ? [{type: 'text', value}]
      : [];
}

export function cellNode(cell: Cell): TableCell {
  return {
    type: 'tableCell',
    children: cell.flatMap((inline): PhrasingContent[] => {
      switch (inline.kind) {
        case 'text':
          return inline.value ? [{type: 'text', value: inline.value}] : [];
        case 'markdown':
          return inlineMarkdown(inline.value);
        case 'code': {
          const node = {type: 'inlineCode' as const, value: inline.value};
          return [
            inline.url
              ? {type: 'link', url: inline.url, children: [node]}
              : node,
          ];
        }
      }
    }),
  };
}

/** A generated table as the GFM table node Markdown would have parsed. */
export function tableNode(table: Table): MdastTable {
  return {
    type: 'table',
    align: table.columns.map(() => null),
    children: [
      {
        type: 'tableRow',
        children: table.columns.map((column) => ({
          type: 'tableCell',
          children: inlineMarkdown(column),
        })),
      },
      ...table.rows.map((row) => ({
        type: 'tableRow' as const,
        children: row.map(cellNode),
      })),
    ],
  };
}

function attribute(
  element: MdxJsxFlowElement,
  name: string,
): string | undefined {
  const found = element.attributes.find(
    (a) => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

/**
 * Each version's package, parsed once per process: the Markdown twins run
 * the plugin once per page, and the TypeScript program takes seconds.
 */
const factsCache = new Map<string, PackageFacts>();

export function factsOf(siteDir: string, version: DocVersion): PackageFacts {
  const key = `${siteDir}\0${version.id}`;
  let found = factsCache.get(key);
  if (!found) {
    found = new PackageFacts(siteDir, version);
    factsCache.set(key, found);
  }
  return found;
}

/**
 * Expands `<ReferenceTable of="cssVariables" />` into a Markdown table of
 * facts read from the installed package of the page's version (see
 * `tables.ts` for the tables). It runs before Docusaurus' own plugins and in
 * the Markdown twins, so both see a plain table. An unknown table, a
 * missing prop or an empty table fails the build with the page named.
 */
export function remarkReferenceTable({siteDir}: Options) {
  return (tree: Root, file: {path?: string}): void => {
    visit(
      tree,
      'mdxJsxFlowElement',
      (element: MdxJsxFlowElement, index, parent) => {
        if (
          element.name !== 'ReferenceTable' ||
          !parent ||
          index === undefined
        ) {
          return;
        }
        const where = file.path ? relative(siteDir, file.path) : 'an MDX file';
        const name = attribute(element, 'of');
        if (!name) {
          throw new Error(
            `<ReferenceTable> in ${where} needs an "of" attribute with a string value.`,
          );
        }
        const version = file.path
          ? versionOfPage(file.path, siteDir)
          : CURRENT_VERSION;
        const names = attribute(element, 'names')
          ?.split(/[\s,]+/)
          .filter(Boolean);
        let table: Table;
        try {
          table = referenceTable(name, factsOf(siteDir, version), {names});
        } catch (error) {
          throw new Error(
            `<ReferenceTable of="${name}"> in ${where}: ${(error as Error).message}.`,
          );
        }
        parent.children.splice(index, 1, tableNode(table) as never);
      },
    );
  };
}

export default remarkReferenceTable;

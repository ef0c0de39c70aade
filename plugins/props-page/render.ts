import type {PhrasingContent, RootContent, Table as MdastTable} from 'mdast';
import type {
  MdxJsxAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx';

import {cellNode, tableNode} from '../remark-reference-table';
import type {Cell, Inline} from '../remark-reference-table/tables';
import type {PropRow, PropSection} from './propRows';

/** The component that adds the filter box around the table (imported by the page). */
export const PROPS_TABLE_COMPONENT = 'PropsTable';

const COLUMNS = ['Prop', 'Type', 'Default', 'Since', 'Description'];

const text = (value: string): Inline => ({kind: 'text', value});
const markdown = (value: string): Inline => ({kind: 'markdown', value});
const code = (value: string, url?: string): Inline =>
  url ? {kind: 'code', value, url} : {kind: 'code', value};

function typeCell(row: PropRow): Cell {
  return row.type.map((part) => code(part.text, part.url));
}

function sinceCell(row: PropRow): Cell {
  return row.deprecatedSince
    ? [text(`${row.since}; deprecated since ${row.deprecatedSince}`)]
    : [text(row.since)];
}

function defaultCell(row: PropRow): Cell {
  return row.defaultValue ? [markdown(row.defaultValue)] : [text('—')];
}

/** The guides that use the prop and its playground link, as one Markdown line. */
function linksMarkdown(row: PropRow): string {
  const guides = row.guides.map((guide) => `[${guide.title}](${guide.url})`);
  return [
    ...(guides.length > 0 ? [`Guides: ${guides.join(', ')}`] : []),
    ...(row.playgroundUrl ? [`[Try it](${row.playgroundUrl})`] : []),
  ].join(' · ');
}

/** The Markdown twin's form: one GFM table, its group a column. */
export function markdownTable(sections: readonly PropSection[]): MdastTable {
  return tableNode({
    columns: ['Prop', 'Group', ...COLUMNS.slice(1)],
    rows: sections.flatMap((section) =>
      section.rows.map((row) => {
        const links = linksMarkdown(row);
        return [
          [code(row.name, `#${row.anchor}`)],
          [text(section.title)],
          typeCell(row),
          defaultCell(row),
          sinceCell(row),
          [
            markdown(row.description),
            ...(links ? [text(' '), markdown(links)] : []),
          ],
        ];
      }),
    ),
  });
}

function attributes(
  values: Record<string, string | undefined>,
): MdxJsxAttribute[] {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ({type: 'mdxJsxAttribute', name, value}));
}

function element(
  name: string,
  values: Record<string, string | undefined>,
  children: (RootContent | PhrasingContent)[],
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: attributes(values),
    children: children as MdxJsxFlowElement['children'],
  };
}

function inlineElement(
  name: string,
  values: Record<string, string | undefined>,
  children: PhrasingContent[],
): MdxJsxTextElement {
  return {
    type: 'mdxJsxTextElement',
    name,
    attributes: attributes(values),
    children,
  };
}

/** A cell's inline content, as the reference tables render it. */
function phrasing(cell: Cell): PhrasingContent[] {
  return cellNode(cell).children;
}

function rowElement(row: PropRow): MdxJsxFlowElement {
  const links = linksMarkdown(row);
  return element('tr', {'data-prop': row.name}, [
    element('th', {scope: 'row'}, [
      // The link carries the anchor: Docusaurus' broken-anchor check sees
      // the ids of links, not of table cells.
      inlineElement('a', {id: row.anchor, href: `#${row.anchor}`}, [
        {type: 'inlineCode', value: row.name},
      ]),
    ]),
    element('td', {'data-column': 'type'}, phrasing(typeCell(row))),
    element('td', {}, phrasing(defaultCell(row))),
    element('td', {}, phrasing(sinceCell(row))),
    element('td', {'data-column': 'description'}, [
      ...phrasing([markdown(row.description)]),
      ...(links
        ? [element('div', {'data-links': ''}, phrasing([markdown(links)]))]
        : []),
    ]),
  ]);
}

/**
 * The page's form: one table, a body per group headed by its name, each
 * prop's row with its own anchor, inside the component that filters it.
 */
export function propsTableElement(
  sections: readonly PropSection[],
): MdxJsxFlowElement {
  const table = element('table', {}, [
    element('thead', {}, [
      element(
        'tr',
        {},
        COLUMNS.map((column) =>
          element('th', {scope: 'col'}, [{type: 'text', value: column}]),
        ),
      ),
    ]),
    ...sections
      .filter((section) => section.rows.length > 0)
      .map((section) =>
        element('tbody', {'data-group': section.id}, [
          element('tr', {}, [
            element(
              'th',
              {scope: 'colgroup', colSpan: String(COLUMNS.length)},
              [{type: 'text', value: section.title}],
            ),
          ]),
          ...section.rows.map(rowElement),
        ]),
      ),
  ]);
  return element(PROPS_TABLE_COMPONENT, {}, [table]);
}

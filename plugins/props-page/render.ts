import type {PhrasingContent, RootContent, Table as MdastTable} from 'mdast';
import type {
  MdxJsxAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx';

import {cellNode, tableNode} from '../remark-reference-table';
import type {Cell, Inline} from '../remark-reference-table/tables';
import type {MemberRow, PropRow} from './propRows';

/** The component that wraps the table, adding the filter box when asked (imported by the page). */
export const PROPS_TABLE_COMPONENT = 'PropsTable';

/** A table's columns after the prop's name. */
export type Column = 'type' | 'default' | 'since' | 'description';

/** A row: what every props table has, and DayPicker's release, guides and playground link where known. */
export type TableRow = MemberRow &
  Partial<
    Pick<PropRow, 'since' | 'deprecatedSince' | 'guides' | 'playgroundUrl'>
  >;

export interface TableSection {
  /** With a title, the section gets a heading row (and the Markdown form a Group column). */
  id?: string;
  title?: string;
  rows: readonly TableRow[];
}

/** A props table, DayPicker's or a custom component's. */
export interface PropsTableInput {
  columns: readonly Column[];
  sections: readonly TableSection[];
}

const HEADERS: Readonly<Record<Column, string>> = {
  type: 'Type',
  default: 'Default',
  since: 'Since',
  description: 'Description',
};

const text = (value: string): Inline => ({kind: 'text', value});
const markdown = (value: string): Inline => ({kind: 'markdown', value});
const code = (value: string, url?: string): Inline =>
  url ? {kind: 'code', value, url} : {kind: 'code', value};

/** The guides that use the prop and its playground link, as one Markdown line. */
function linksMarkdown(row: TableRow): string {
  const guides = (row.guides ?? []).map(
    (guide) => `[${guide.title}](${guide.url})`,
  );
  return [
    ...(guides.length > 0 ? [`Guides: ${guides.join(', ')}`] : []),
    ...(row.playgroundUrl ? [`[Try it](${row.playgroundUrl})`] : []),
  ].join(' · ');
}

/** A column's cell of a row; the description's links are placed by each form. */
const CELLS: Readonly<Record<Column, (row: TableRow) => Cell>> = {
  type: (row) => row.type.map((part) => code(part.text, part.url)),
  default: (row) =>
    row.defaultValue ? [markdown(row.defaultValue)] : [text('—')],
  since: (row) =>
    row.deprecatedSince
      ? [text(`${row.since ?? '—'}; deprecated since ${row.deprecatedSince}`)]
      : [text(row.since ?? '—')],
  description: (row) => [markdown(row.description)],
};

/** The Markdown twin's form: one GFM table, its group a column when the sections have titles. */
export function markdownTable(table: PropsTableInput): MdastTable {
  const grouped = table.sections.some((section) => section.title);
  return tableNode({
    columns: [
      'Prop',
      ...(grouped ? ['Group'] : []),
      ...table.columns.map((column) => HEADERS[column]),
    ],
    rows: table.sections.flatMap((section) =>
      section.rows.map((row) => {
        const links = linksMarkdown(row);
        return [
          [code(row.name, `#${row.anchor}`)],
          ...(grouped ? [[text(section.title ?? '')]] : []),
          ...table.columns.map((column) =>
            column === 'description' && links
              ? [...CELLS.description(row), text(' '), markdown(links)]
              : CELLS[column](row),
          ),
        ];
      }),
    ),
  });
}

/** JSX attributes; `null` writes a boolean attribute, `undefined` none. */
function attributes(
  values: Record<string, string | null | undefined>,
): MdxJsxAttribute[] {
  return Object.entries(values)
    .filter((entry): entry is [string, string | null] => entry[1] !== undefined)
    .map(([name, value]) => ({type: 'mdxJsxAttribute', name, value}));
}

function element(
  name: string,
  values: Record<string, string | null | undefined>,
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

/**
 * A name as code with a line break allowed between its words
 * (`use`<wbr>`Additional`…, `aria-`<wbr>`label`): one piece of code per
 * word, which the table's styles join into one.
 */
export function breakableName(name: string): PhrasingContent[] {
  return name
    .split(/(?<=[a-z])(?=[A-Z])|(?<=-)/)
    .flatMap((word, index): PhrasingContent[] => [
      ...(index > 0 ? [inlineElement('wbr', {}, [])] : []),
      {type: 'inlineCode', value: word},
    ]);
}

function rowElement(
  row: TableRow,
  columns: readonly Column[],
): MdxJsxFlowElement {
  const links = linksMarkdown(row);
  return element('tr', {'data-prop': row.name}, [
    element('th', {scope: 'row'}, [
      // The link carries the anchor: Docusaurus' broken-anchor check sees
      // the ids of links, not of table cells.
      inlineElement('a', {id: row.anchor, href: `#${row.anchor}`}, [
        ...breakableName(row.name),
      ]),
    ]),
    ...columns.map((column) =>
      element('td', {'data-column': column}, [
        ...phrasing(CELLS[column](row)),
        ...(column === 'description' && links
          ? [element('div', {'data-links': ''}, phrasing([markdown(links)]))]
          : []),
      ]),
    ),
  ]);
}

/**
 * The page's form: one table, a body per section (headed by its title when
 * it has one), each prop's row with its own anchor, inside the component
 * that styles it and, with `filter`, adds the filter box.
 */
export function propsTableElement(
  table: PropsTableInput,
  {filter}: {filter: boolean},
): MdxJsxFlowElement {
  const span = String(table.columns.length + 1);
  const tableElement = element('table', {}, [
    element('thead', {}, [
      element(
        'tr',
        {},
        ['Prop', ...table.columns.map((column) => HEADERS[column])].map(
          (header) =>
            element('th', {scope: 'col'}, [{type: 'text', value: header}]),
        ),
      ),
    ]),
    ...table.sections
      .filter((section) => section.rows.length > 0)
      .map((section) =>
        element('tbody', {'data-group': section.id}, [
          ...(section.title
            ? [
                element('tr', {}, [
                  element('th', {scope: 'colgroup', colSpan: span}, [
                    {type: 'text', value: section.title},
                  ]),
                ]),
              ]
            : []),
          ...section.rows.map((row) => rowElement(row, table.columns)),
        ]),
      ),
  ]);
  return element(PROPS_TABLE_COMPONENT, {filter: filter ? null : undefined}, [
    tableElement,
  ]);
}

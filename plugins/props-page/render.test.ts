import assert from 'node:assert/strict';
import {test} from 'node:test';

import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmTableToMarkdown} from 'mdast-util-gfm-table';

import {
  breakableName,
  markdownTable,
  propsTableElement,
  type PropsTableInput,
  type TableRow,
} from './render';

const row = (name: string, extra: Partial<TableRow> = {}): TableRow => ({
  name,
  anchor: name.toLowerCase(),
  type: [{text: 'boolean'}],
  defaultValue: undefined,
  description: `About ${name}.`,
  ...extra,
});

const COMPONENT: PropsTableInput = {
  columns: ['type', 'default', 'description'],
  sections: [{rows: [row('day', {defaultValue: '`24`'})]}],
};

const DAYPICKER: PropsTableInput = {
  columns: ['type', 'default', 'since', 'description'],
  sections: [
    {
      id: 'appearance',
      title: 'Appearance',
      rows: [
        row('fixedWeeks', {
          since: '—',
          guides: [{title: 'Layout', url: '/recipes/layout'}],
          playgroundUrl: '/playground?fixedWeeks=true',
        }),
      ],
    },
  ],
};

const markdown = (table: PropsTableInput) =>
  toMarkdown(markdownTable(table), {
    extensions: [gfmTableToMarkdown({tablePipeAlign: false})],
  });

test("a component's Markdown table has its columns and no Group column", () => {
  assert.equal(
    markdown(COMPONENT),
    [
      '| Prop | Type | Default | Description |',
      '| - | - | - | - |',
      '| [`day`](#day) | `boolean` | `24` | About day. |',
      '',
    ].join('\n'),
  );
});

test("DayPicker's Markdown table has the group, release, guides and playground link", () => {
  assert.equal(
    markdown(DAYPICKER),
    [
      '| Prop | Group | Type | Default | Since | Description |',
      '| - | - | - | - | - | - |',
      '| [`fixedWeeks`](#fixedweeks) | Appearance | `boolean` | — | — | About fixedWeeks. Guides: [Layout](/recipes/layout) · [Try it](/playground?fixedWeeks=true) |',
      '',
    ].join('\n'),
  );
});

/** Every JSX element of a tree, as its name and attributes. */
function elements(node: unknown): {name: string; attributes: string}[] {
  const found: {name: string; attributes: string}[] = [];
  const walk = (current: {
    type?: string;
    name?: string | null;
    attributes?: {name: string; value?: unknown}[];
    children?: unknown[];
  }) => {
    if (current.type?.startsWith('mdxJsx')) {
      found.push({
        name: current.name ?? '',
        attributes: (current.attributes ?? [])
          .map((a) =>
            a.value === null ? a.name : `${a.name}=${String(a.value)}`,
          )
          .join(' '),
      });
    }
    for (const child of current.children ?? []) {
      walk(child as typeof current);
    }
  };
  walk(node as Parameters<typeof walk>[0]);
  return found;
}

test('the page form has a heading row per titled section, and the filter only when asked', () => {
  const component = elements(propsTableElement(COMPONENT, {filter: false}));
  assert.deepEqual(component[0], {name: 'PropsTable', attributes: ''});
  assert.deepEqual(
    component.filter((e) => e.name === 'th').map((e) => e.attributes),
    ['scope=col', 'scope=col', 'scope=col', 'scope=col', 'scope=row'],
  );
  const dayPicker = elements(propsTableElement(DAYPICKER, {filter: true}));
  assert.deepEqual(dayPicker[0], {name: 'PropsTable', attributes: 'filter'});
  assert.ok(
    dayPicker.some(
      (e) => e.name === 'th' && e.attributes === 'scope=colgroup colSpan=5',
    ),
  );
  assert.equal(dayPicker.filter((e) => e.name === 'td').length, 4);
});

test('a name may break between its words, and only there', () => {
  const words = (name: string) =>
    breakableName(name)
      .filter((node) => node.type === 'inlineCode')
      .map((node) => (node as {value: string}).value);
  assert.deepEqual(words('useAdditionalWeekYearTokens'), [
    'use',
    'Additional',
    'Week',
    'Year',
    'Tokens',
  ]);
  assert.deepEqual(words('aria-labelledby'), ['aria-', 'labelledby']);
  assert.deepEqual(words('ISOWeek'), ['ISOWeek']);
  assert.equal(breakableName('fixedWeeks').length, 3);
});

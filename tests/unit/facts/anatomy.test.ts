/**
 * The sentences of docs/docs/anatomy.mdx about every part, every mode, every
 * day cell, every month grid and every weekday and week number header,
 * walked against DayPicker 9's markup.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps, UI} from 'react-day-picker';

const month = new Date(2026, 2, 1);
const markup = (
  props: Partial<DayPickerProps> & Record<`data-${string}`, string>,
) =>
  renderToStaticMarkup(
    createElement(DayPicker, {month, ...props} as DayPickerProps),
  );

const tags = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}( [^>]*)?>`, 'g'))].map(
    ([, attributes]) => attributes ?? '',
  );

const SELECTIONS: readonly Partial<DayPickerProps>[] = [
  {mode: 'single', selected: new Date(2026, 2, 10)},
  {mode: 'multiple', selected: [new Date(2026, 2, 10)]},
  {
    mode: 'range',
    selected: {from: new Date(2026, 2, 10), to: new Date(2026, 2, 12)},
  },
];

describe('anatomy.mdx: every part, mode, cell, grid and header', () => {
  it('the page names every element of the UI enum by its class', () => {
    const page = readFileSync(
      join(__dirname, '../../../docs/docs/anatomy.mdx'),
      'utf8',
    );
    const unnamed = Object.values(UI).filter(
      (element) => !page.includes(`rdp-${element}`),
    );
    assert.deepEqual(unnamed, []);
  });

  it('week number cells, day buttons and the footer render only under their conditions; otherwise each cell holds the day number as text', () => {
    assert.doesNotMatch(markup({}), /rdp-week_number/);
    assert.match(
      markup({showWeekNumber: true}),
      /rdp-week_number_header[\s\S]*rdp-week_number"/,
    );
    assert.doesNotMatch(markup({}), /rdp-footer/);
    assert.match(markup({footer: 'x'}), /rdp-footer/);
    assert.doesNotMatch(markup({}), /<button[^>]*rdp-day_button/);
    for (const props of [
      {mode: 'single'},
      {onDayClick: () => undefined},
    ] as Partial<DayPickerProps>[]) {
      assert.equal(
        tags(markup(props), 'button').filter((attributes) =>
          attributes.includes('rdp-day_button'),
        ).length,
        31,
      );
    }
    const cells = [
      ...markup({}).matchAll(
        /<td[^>]*data-day="\d{4}-\d{2}-(\d{2})"[^>]*>([^<]*)<\/td>/g,
      ),
    ].filter(([cell]) => !cell.includes('data-hidden'));
    assert.equal(cells.length, 31);
    for (const [, day, text] of cells) assert.equal(text, String(Number(day)));
  });

  it('selected applies in every mode; each grid has role grid, multiselectable in multiple and range; each day cell is a gridcell with aria-selected when selected', () => {
    for (const selection of SELECTIONS) {
      const html = markup({...selection, numberOfMonths: 2});
      const grids = tags(html, 'table');
      assert.equal(grids.length, 2);
      for (const grid of grids) {
        assert.match(grid, /role="grid"/);
        assert.match(
          grid,
          new RegExp(`aria-multiselectable="${selection.mode !== 'single'}"`),
        );
      }
      const cells = tags(html, 'td');
      assert.ok(cells.every((cell) => cell.includes('role="gridcell"')));
      const selected = cells.filter((cell) => cell.includes('rdp-selected'));
      assert.ok(selected.length > 0, selection.mode);
      assert.deepEqual(
        cells.filter((cell) => cell.includes('aria-selected="true"')),
        selected,
      );
    }
  });

  it('any data- prop reaches the root element', () => {
    const html = markup({
      'data-testid': 'a',
      'data-x-y': 'b',
      'data-state': 'c',
    });
    assert.match(
      html,
      /^<div class="rdp-root"[^>]* data-testid="a" data-x-y="b" data-state="c"/,
    );
  });

  it('each day cell of the Gregorian calendar holds its date in data-day, and data-month on the days of another month', () => {
    const html = markup({showOutsideDays: true});
    const cells = tags(html, 'td');
    // March 2026 starts on a Sunday: five weeks, from March 1 to April 4.
    const first = month;
    assert.equal(cells.length, 35);
    cells.forEach((cell, index) => {
      const date = new Date(
        first.getFullYear(),
        first.getMonth(),
        first.getDate() + index,
      );
      const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
      assert.match(cell, new RegExp(`data-day="${day}"`));
      assert.equal(/data-month="/.test(cell), date.getMonth() !== 2, day);
    });
  });

  it('each weekday header has the full day name and scope col; each week number is a rowheader labelled Week and its number', () => {
    const html = markup({showWeekNumber: true});
    const weekdays = tags(html, 'th').filter((th) =>
      th.includes('rdp-weekday"'),
    );
    assert.deepEqual(
      weekdays.map((th) => /aria-label="(\w+)"/.exec(th)?.[1]),
      [
        'Sunday',
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
      ],
    );
    assert.ok(weekdays.every((th) => th.includes('scope="col"')));
    const weekNumbers = [
      ...html.matchAll(/<th([^>]*rdp-week_number"[^>]*)>(\d+)<\/th>/g),
    ];
    assert.equal(weekNumbers.length, 5);
    for (const [, attributes, number] of weekNumbers) {
      assert.match(attributes, /role="rowheader"/);
      assert.match(attributes, new RegExp(`aria-label="Week ${number}"`));
    }
  });
});

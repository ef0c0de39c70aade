/**
 * What the 8.10.1 customization page says about every month, week, footer
 * and data- prop, walked against react-day-picker-v8 with server rendering:
 * `fixedWeeks` and week numbers over every shape of month and every first
 * day of the week, the footer under every month, and the root's attributes.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {addMonths, getDaysInMonth} from 'date-fns';
import {createElement, Fragment} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  DayPicker,
  type DayPickerProps,
  type FooterProps,
} from 'react-day-picker-v8';

const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(createElement(DayPicker, props as DayPickerProps));

const rows = (html: string) => html.match(/<tr class="rdp-row"/g)?.length;

/**
 * One month for each first weekday and each length (28 to 31 days): every
 * shape a month's grid can take.
 */
const MONTH_SHAPES = (() => {
  const shapes = new Map<string, Date>();
  for (
    let month = new Date(2000, 0, 1);
    shapes.size < 7 * 4;
    month = addMonths(month, 1)
  ) {
    const shape = `${month.getDay()}-${getDaysInMonth(month)}`;
    if (!shapes.has(shape)) shapes.set(shape, month);
  }
  return [...shapes.values()];
})();

const WEEK_STARTS = [0, 1, 2, 3, 4, 5, 6] as const;

describe('v8 customization.mdx: every month, week, footer and data- prop', () => {
  it('fixedWeeks renders six rows in every shape of month, for every first day of the week; with ISOWeek, only next to weekStartsOn={1}', () => {
    const isoRows = new Set<number | undefined>();
    for (const month of MONTH_SHAPES) {
      for (const weekStartsOn of WEEK_STARTS) {
        const html = markup({month, fixedWeeks: true, weekStartsOn});
        assert.equal(rows(html), 6, `${month.toDateString()}, ${weekStartsOn}`);
      }
      isoRows.add(rows(markup({month, fixedWeeks: true, ISOWeek: true})));
      assert.equal(
        rows(markup({month, fixedWeeks: true, ISOWeek: true, weekStartsOn: 1})),
        6,
      );
    }
    assert.deepEqual([...isoRows].sort(), [5, 6, 7]);
  });

  it('showWeekNumber puts a number on each week of every shape of month', () => {
    for (const month of MONTH_SHAPES) {
      for (const weekStartsOn of WEEK_STARTS) {
        const html = markup({month, showWeekNumber: true, weekStartsOn});
        const weekNumbers = html.match(/rdp-weeknumber/g)?.length;
        assert.ok((rows(html) ?? 0) >= 4);
        assert.equal(weekNumbers, rows(html), month.toDateString());
      }
    }
  });

  it('the footer takes any React content, below the days of every month; a Footer component gets the month it belongs to', () => {
    const CONTENTS = [
      'Text',
      42,
      createElement('button', {type: 'button'}, 'A button'),
      createElement(Fragment, null, 'Two', createElement('b', null, 'parts')),
    ];
    for (const footer of CONTENTS) {
      const alone = renderToStaticMarkup(createElement(Fragment, null, footer));
      for (const numberOfMonths of [1, 2, 3]) {
        const html = markup({
          month: new Date(2026, 2, 1),
          numberOfMonths,
          footer,
        });
        const tables = html.match(/<table[^>]*>.*?<\/table>/g) ?? [];
        assert.equal(tables.length, numberOfMonths);
        for (const table of tables) {
          assert.ok(
            table.endsWith(
              `</tbody><tfoot class="rdp-tfoot"><tr><td colSpan="8">${alone}</td></tr></tfoot></table>`,
            ),
            alone,
          );
        }
      }
    }
    const months: string[] = [];
    markup({
      month: new Date(2026, 2, 1),
      numberOfMonths: 3,
      components: {
        Footer: ({displayMonth}: FooterProps) => {
          months.push(displayMonth?.toDateString() ?? '');
          return null;
        },
      },
    });
    assert.deepEqual(months, [
      'Sun Mar 01 2026',
      'Wed Apr 01 2026',
      'Fri May 01 2026',
    ]);
  });

  it('any data- prop is copied to the root element', () => {
    const data = {
      'data-testid': 'calendar',
      'data-x': '1',
      'data-long-name': 'value',
    };
    const html = markup({month: new Date(2026, 2, 1), ...data});
    const root = /^<div[^>]*>/.exec(html)?.[0] ?? '';
    for (const [name, value] of Object.entries(data)) {
      assert.ok(root.includes(`${name}="${value}"`), name);
      assert.equal(html.split(`${name}=`).length, 2, name);
    }
  });
});

/**
 * "What each function receives" in docs/docs/translation.mdx, walked over
 * every key of `labels`: each function is replaced by a spy and DayPicker is
 * rendered so that it calls all of them.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as dayPicker from 'react-day-picker';
import {DateLib, DayPicker, type DayPickerProps} from 'react-day-picker';

/** The default label functions the package exports: every key of `labels`. */
const LABELS = Object.keys(dayPicker).filter((name) =>
  name.startsWith('label'),
);

type Kind =
  | 'date'
  | 'modifiers'
  | 'options'
  | 'dateLib'
  | 'number'
  | 'undefined';

function kindOf(value: unknown): Kind | string {
  if (value instanceof Date) return 'date';
  if (value instanceof DateLib) return 'dateLib';
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'object' && value !== null && 'locale' in value)
    return 'options';
  if (typeof value === 'object' && value !== null && 'today' in value)
    return 'modifiers';
  return typeof value;
}

/** The arguments the page says each label function gets. */
const DOCUMENTED: Record<string, readonly (Kind | string)[]> = {
  labelDayButton: ['date', 'modifiers', 'options', 'dateLib'],
  labelGridcell: ['date', 'modifiers', 'options', 'dateLib'],
  labelGrid: ['date', 'options', 'dateLib'],
  labelWeekday: ['date', 'options', 'dateLib'],
  labelPrevious: ['date'],
  labelNext: ['date'],
  labelWeekNumber: ['number', 'options'],
  labelYearDropdown: ['options'],
  labelWeekNumberHeader: ['options'],
  labelNav: [],
  labelMonthDropdown: [],
};

function callsOf(
  props: Partial<DayPickerProps>,
): Map<string, (Kind | string)[]> {
  const calls = new Map<string, (Kind | string)[]>();
  const labels = Object.fromEntries(
    LABELS.map((name) => [
      name,
      (...args: unknown[]) => {
        calls.set(name, args.map(kindOf));
        return name;
      },
    ]),
  );
  renderToStaticMarkup(
    createElement(DayPicker, {
      month: new Date(2026, 2, 1),
      showWeekNumber: true,
      captionLayout: 'dropdown',
      labels,
      ...props,
    } as DayPickerProps),
  );
  return calls;
}

describe('every label function, and what DayPicker passes it', () => {
  it('the page describes every key of labels but the deprecated labelDay and labelCaption', () => {
    assert.deepEqual(LABELS.filter((name) => !(name in DOCUMENTED)).sort(), [
      'labelCaption',
      'labelDay',
    ]);
  });

  it('each gets the arguments the page lists, no date library for labelPrevious and labelNext', () => {
    const calls = new Map([...callsOf({}), ...callsOf({mode: 'single'})]);
    for (const [name, documented] of Object.entries(DOCUMENTED)) {
      assert.deepEqual(calls.get(name), documented, name);
    }
  });

  it('labelWeekNumber gets options that hold only the locale', () => {
    let options: unknown;
    renderToStaticMarkup(
      createElement(DayPicker, {
        month: new Date(2026, 2, 1),
        showWeekNumber: true,
        labels: {
          labelWeekNumber: (weekNumber: number, given: unknown) => {
            options = given;
            return String(weekNumber);
          },
        },
      }),
    );
    assert.deepEqual(Object.keys(options as object), ['locale']);
  });

  it('every text a screen reader gets comes from a label or a formatter, and each month grid is named by labelGrid', () => {
    const labels = Object.fromEntries(LABELS.map((name) => [name, () => 'L']));
    const formatters = Object.fromEntries(
      Object.keys(dayPicker)
        .filter((name) => name.startsWith('format'))
        .map((name) => [name, () => 'F']),
    );
    for (const props of [{}, {mode: 'single'}] as Partial<DayPickerProps>[]) {
      const html = renderToStaticMarkup(
        createElement(DayPicker, {
          month: new Date(2026, 2, 1),
          numberOfMonths: 2,
          showWeekNumber: true,
          captionLayout: 'dropdown',
          labels,
          formatters,
          ...props,
        } as DayPickerProps),
      );
      const labelsRead = [...html.matchAll(/aria-label="([^"]*)"/g)].map(
        ([, label]) => label,
      );
      const texts = [...html.matchAll(/>([^<]+)</g)].map(([, text]) => text);
      assert.deepEqual([...new Set([...labelsRead, ...texts])].sort(), [
        'F',
        'L',
      ]);
      assert.equal(
        [...html.matchAll(/role="grid"[^>]*aria-label="L"/g)].length,
        2,
      );
    }
  });

  it('with a mode, each day that is shown holds a button that labelDayButton labels', () => {
    const html = renderToStaticMarkup(
      createElement(DayPicker, {
        mode: 'single',
        month: new Date(2026, 2, 1),
        labels: {labelDayButton: () => 'day-label'},
      }),
    );
    const cells = [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)].filter(
      ([cell]) => !cell.includes('data-hidden'),
    );
    assert.equal(cells.length, 31);
    for (const [, content] of cells)
      assert.match(content, /^<button[^>]*aria-label="day-label"/);
  });
});

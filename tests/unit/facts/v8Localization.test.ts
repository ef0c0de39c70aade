/**
 * The sentences of the 8.10.1 localization page about every text, every
 * formatter and every year, walked against react-day-picker-v8.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, it} from 'node:test';

import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker-v8';

const dist = join(
  dirname(require.resolve('react-day-picker-v8/package.json')),
  'dist',
);
const declarations = readFileSync(join(dist, 'index.d.ts'), 'utf8');

/** The member names of one of the declared object types. */
function keysOf(type: string): string[] {
  const body =
    new RegExp(`type ${type} = \\{([\\s\\S]*?)\\n\\};`).exec(
      declarations,
    )?.[1] ?? '';
  return [...body.matchAll(/^\s+(\w+):/gm)].map(([, key]) => key);
}

const FORMATTERS = keysOf('Formatters');
const LABELS = keysOf('Labels');

const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(
    createElement(DayPicker, {
      month: new Date(2026, 2, 1),
      ...props,
    } as DayPickerProps),
  );

describe('v8 localization: every text, formatter and year', () => {
  it('every text and label comes from a formatter or a label function, in every caption layout', () => {
    assert.ok(FORMATTERS.length >= 6 && LABELS.length >= 7);
    const formatters = Object.fromEntries(
      FORMATTERS.map((name) => [name, () => 'F']),
    );
    const labels = Object.fromEntries(LABELS.map((name) => [name, () => 'L']));
    for (const captionLayout of ['buttons', 'dropdown-buttons'] as const) {
      const html = markup({
        mode: 'single',
        showWeekNumber: true,
        captionLayout,
        fromYear: 2025,
        toYear: 2027,
        formatters,
        labels,
      });
      const texts = [...html.matchAll(/>([^<]+)</g)].map(([, text]) => text);
      const ariaLabels = [...html.matchAll(/aria-label="([^"]*)"/g)].map(
        ([, label]) => label,
      );
      assert.deepEqual(
        [...new Set([...texts, ...ariaLabels])].sort(),
        ['F', 'L'],
        captionLayout,
      );
    }
  });

  it('DayPicker 8 formats dates with date-fns only: its code never calls Intl', () => {
    for (const file of ['index.js', 'index.esm.js']) {
      const code = readFileSync(join(dist, file), 'utf8');
      assert.doesNotMatch(code, /\bIntl\./, file);
      assert.match(code, /date-fns/, file);
    }
  });

  it('each formatter gets a date, or the week number, and options holding the locale', () => {
    const calls = new Map<string, unknown[]>();
    const formatters = Object.fromEntries(
      FORMATTERS.map((name) => [
        name,
        (...args: unknown[]) => {
          calls.set(name, args);
          return name;
        },
      ]),
    );
    markup({showWeekNumber: true, formatters});
    markup({
      captionLayout: 'dropdown',
      fromYear: 2025,
      toYear: 2027,
      formatters,
    });
    for (const name of FORMATTERS) {
      const [first, options] = calls.get(name) ?? [];
      assert.ok(
        name === 'formatWeekNumber'
          ? typeof first === 'number'
          : first instanceof Date,
        name,
      );
      assert.ok(
        typeof options === 'object' && options !== null && 'locale' in options,
        name,
      );
    }
  });

  it('firstWeekContainsDate: January 1 or 4 is in week 1 of every year, and the type takes only 1 and 4', () => {
    assert.match(declarations, /firstWeekContainsDate\?: 1 \| 4;/);
    for (const firstWeekContainsDate of [1, 4] as const) {
      for (let year = 2000; year <= 2040; year += 1) {
        const html = markup({
          month: new Date(year, 0),
          showWeekNumber: true,
          weekStartsOn: 1,
          firstWeekContainsDate,
        });
        const row = [...html.matchAll(/<tr class="rdp-row">(.*?)<\/tr>/g)]
          .map(([, cells]) => cells)
          // The first row holding that day of January.
          .find((cells) =>
            new RegExp(`>${firstWeekContainsDate}</(button|div)>`).test(cells),
          );
        const weekNumber = /rdp-weeknumber[^>]*>(\d+)</.exec(row ?? '')?.[1];
        assert.equal(weekNumber, '1', `${year} with ${firstWeekContainsDate}`);
      }
    }
  });
});

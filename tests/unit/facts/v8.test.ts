/**
 * Sentences of the 8.10.1 docs about a whole set, walked against the
 * installed react-day-picker-v8: the first month shown under every pair of
 * navigation limits (using-daypicker/navigation.mdx), and every source of
 * the `disabled` modifier (advanced-guides/custom-modifiers.mdx).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker-v8';

function render(props: Partial<DayPickerProps>): string {
  return renderToStaticMarkup(
    createElement(DayPicker, props as DayPickerProps),
  );
}

const caption = (html: string) =>
  /class="rdp-caption_label"[^>]*>([^<]+)</.exec(html)?.[1];

/** The six limit props, each as a pair that allows March to May 2026. */
const LIMITS: readonly Partial<DayPickerProps>[] = [
  {fromDate: new Date(2026, 2, 5), toDate: new Date(2026, 4, 20)},
  {fromMonth: new Date(2026, 2, 1), toMonth: new Date(2026, 4, 1)},
];

describe('v8: the first month shown, under every pair of limit props', () => {
  it('an uncontrolled first month outside the limits is moved inside them', () => {
    for (const limits of LIMITS) {
      assert.equal(
        caption(render({...limits, defaultMonth: new Date(2025, 0)})),
        'March 2026',
      );
      assert.equal(
        caption(render({...limits, defaultMonth: new Date(2027, 0)})),
        'May 2026',
      );
    }
    assert.equal(
      caption(
        render({fromYear: 2026, toYear: 2026, defaultMonth: new Date(2030, 0)}),
      ),
      'December 2026',
    );
  });

  it('a controlled month outside the limits is shown as given', () => {
    for (const limits of [...LIMITS, {fromYear: 2026, toYear: 2026}]) {
      assert.equal(
        caption(render({...limits, month: new Date(2030, 0)})),
        'January 2030',
      );
    }
  });
});

/** The days whose element (a button, or a div without a mode) has the disabled modifier's class. */
function disabledDays(props: Partial<DayPickerProps>): number[] {
  const html = render({month: new Date(2026, 2), ...props});
  return [
    ...html.matchAll(
      /<(?:button|div)[^>]*class="[^"]*rdp-day_disabled[^"]*"[^>]*>(\d+)</g,
    ),
  ].map(([, day]) => Number(day));
}

const range = (from: number, to: number) =>
  Array.from({length: to - from + 1}, (_, index) => from + index);

describe('v8: every source of the disabled modifier the table names', () => {
  it('the disabled prop', () => {
    assert.deepEqual(disabledDays({disabled: new Date(2026, 2, 9)}), [9]);
  });

  it('the navigation limits, set by day, by month or by year', () => {
    assert.deepEqual(
      disabledDays({
        fromDate: new Date(2026, 2, 5),
        toDate: new Date(2026, 2, 28),
      }),
      [...range(1, 4), 29, 30, 31],
    );
    // Month and year limits start and end on month boundaries: nothing in March.
    assert.deepEqual(
      disabledDays({fromMonth: new Date(2026, 2), toMonth: new Date(2026, 2)}),
      [],
    );
    assert.deepEqual(disabledDays({fromYear: 2026, toYear: 2026}), []);
    assert.deepEqual(
      disabledDays({
        month: new Date(2026, 0),
        fromMonth: new Date(2026, 1),
        toMonth: new Date(2026, 2),
      }),
      range(1, 31),
    );
  });

  it('max in multiple mode, and min and max in range mode', () => {
    const selected = [new Date(2026, 2, 3), new Date(2026, 2, 4)];
    assert.equal(
      disabledDays({mode: 'multiple', max: 2, selected}).length,
      31 - 2,
    );
    assert.deepEqual(
      disabledDays({
        mode: 'range',
        min: 3,
        selected: {from: new Date(2026, 2, 10)},
      }),
      range(9, 11),
    );
    assert.deepEqual(
      disabledDays({
        mode: 'range',
        max: 3,
        selected: {from: new Date(2026, 2, 10)},
      }),
      [...range(1, 7), ...range(13, 31)],
    );
  });
});

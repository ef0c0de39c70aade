/**
 * What the 8.10.1 changelog says that past releases changed and that 8.10.1
 * still does, walked against react-day-picker-v8: grid ids, day buttons,
 * focus styles, useInput's limits, the keyboard at disabled, hidden and
 * outside days and at the limits, onMonthChange and the caption's parts.
 * What the page says only of a past release was checked at its tag (see
 * reviews/set-claims-4-v8.md).
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';

import {
  act,
  cleanup,
  fireEvent,
  render,
  renderHook,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {addDays, addMonths, addWeeks, addYears, format} from 'date-fns';
import {createElement, useState} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  type CaptionProps,
  CaptionDropdowns,
  CaptionNavigation,
  DayPicker,
  type DayPickerProps,
  useInput,
} from 'react-day-picker-v8';

after(cleanup);

const march = new Date(2026, 2, 1);
const day = (date: number) => new Date(2026, 2, date);

const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(
    createElement(DayPicker, {month: march, ...props} as DayPickerProps),
  );

/** The keys of the keyboard table, and where each moves the focus from a day. */
const STEP_KEYS: Readonly<Record<string, (date: Date) => Date>> = {
  '{ArrowLeft}': (date) => addDays(date, -1),
  '{ArrowRight}': (date) => addDays(date, 1),
  '{ArrowUp}': (date) => addWeeks(date, -1),
  '{ArrowDown}': (date) => addWeeks(date, 1),
  '{PageUp}': (date) => addMonths(date, -1),
  '{PageDown}': (date) => addMonths(date, 1),
  '{Shift>}{PageUp}{/Shift}': (date) => addYears(date, -1),
  '{Shift>}{PageDown}{/Shift}': (date) => addYears(date, 1),
};
const WEEK_KEYS = ['{Home}', '{End}'];
const TABLE_KEYS = [...Object.keys(STEP_KEYS), ...WEEK_KEYS];

/** Renders a single-mode calendar, focuses one day, presses keys and returns the focused day. */
async function focusAfter(
  props: Partial<DayPickerProps>,
  start: Date,
  keys: string,
): Promise<{date: Date; outside: boolean}> {
  cleanup();
  const view = render(
    createElement(DayPicker, {
      mode: 'single',
      defaultMonth: start,
      ...props,
    } as DayPickerProps),
  );
  const startButton = Array.from(
    view.container.querySelectorAll<HTMLElement>('button[name="day"]'),
  ).find(
    (button) =>
      button.textContent === String(start.getDate()) &&
      !button.className.includes('rdp-day_outside'),
  );
  assert.ok(startButton, start.toDateString());
  act(() => startButton.focus());
  await userEvent.setup({delay: null}).keyboard(keys);
  const focused = document.activeElement as HTMLElement;
  const caption = view.container.querySelector('.rdp-caption_label');
  const shown = new Date(`1 ${caption?.textContent ?? ''}`);
  const outside = focused.className.includes('rdp-day_outside');
  const date = new Date(
    shown.getFullYear(),
    shown.getMonth(),
    Number(focused.textContent),
  );
  return {date, outside};
}

describe('v8 changelog.md: what past releases changed, as 8.10.1 does it', () => {
  it('with id, each month grid gets the id <id>-grid-<index>, the displayed months counted from 0', () => {
    for (const numberOfMonths of [1, 2, 3, 4]) {
      const ids = [
        ...markup({id: 'trip', numberOfMonths}).matchAll(
          /<table id="([^"]*)"/g,
        ),
      ].map(([, id]) => id);
      assert.deepEqual(
        ids,
        Array.from(
          {length: numberOfMonths},
          (_, index) => `trip-grid-${index}`,
        ),
      );
    }
  });

  it('in every selection mode, each day button is a gridcell with aria-selected, not aria-pressed, named by its day number', () => {
    const MODES: readonly Partial<DayPickerProps>[] = [
      {mode: 'single', selected: day(10)},
      {mode: 'multiple', selected: [day(10), day(12)]},
      {mode: 'range', selected: {from: day(10), to: day(12)}},
      {onDayClick: () => undefined, selected: day(10)},
    ];
    for (const props of MODES) {
      const buttons = [
        ...markup(props).matchAll(/<button([^>]*name="day"[^>]*)>(\d+)</g),
      ];
      assert.equal(buttons.length, 31);
      for (const [, attributes, text] of buttons) {
        assert.match(attributes, /role="gridcell"/);
        assert.doesNotMatch(attributes, /aria-pressed|aria-label/);
        const selected = /aria-selected="true"/.test(attributes);
        assert.equal(
          selected,
          /rdp-day_selected/.test(attributes),
          `${JSON.stringify(props)} ${text}`,
        );
      }
    }
  });

  it('both stylesheets show focus styles only on :focus-visible, the selected outline 3px solid var(--rdp-accent-color)', () => {
    const dist = join(require.resolve('react-day-picker-v8'), '..');
    for (const file of ['style.css', 'style.module.css']) {
      const css = readFileSync(join(dist, file), 'utf8');
      const focus = [...css.matchAll(/:focus(-[\w-]+)?/g)].map(
        ([match]) => match,
      );
      assert.ok(focus.length > 0, file);
      assert.deepEqual(new Set(focus), new Set([':focus-visible']), file);
      assert.match(
        css,
        /\.(rdp-)?dropdown:focus-visible:not\(\[disabled\]\) \+ \.(rdp-)?caption_label/,
      );
      assert.match(css, /\.(rdp-)?button:focus-visible:not\(\[disabled\]\)/);
      assert.match(
        css,
        /--rdp-outline-selected: 3px solid var\(--rdp-accent-color\);/,
      );
    }
  });

  it('useInput passes DayPicker the limits of fromYear, fromMonth, toYear and toMonth, as of fromDate and toDate', () => {
    const CASES = [
      [{fromDate: day(10), toDate: day(20)}, day(10), day(20)],
      [{fromMonth: day(10), toMonth: day(20)}, march, day(31)],
      [
        {fromYear: 2020, toYear: 2030},
        new Date(2020, 0, 1),
        new Date(2030, 11, 31),
      ],
    ] as const;
    for (const [options, fromDate, toDate] of CASES) {
      const {result} = renderHook(() => useInput(options));
      assert.deepEqual(
        [
          result.current.dayPickerProps.fromDate,
          result.current.dayPickerProps.toDate,
        ],
        [fromDate, toDate],
        JSON.stringify(options),
      );
    }
  });

  it('the arrow and page keys move the focus past disabled and hidden days; Home and End leave it where it is', async () => {
    let weekMoves = 0;
    for (const start of [day(1), day(11), day(31)]) {
      // Where Home and End go with nothing disabled or hidden.
      const weekTargets = new Map<string, Date>();
      for (const keys of WEEK_KEYS) {
        weekTargets.set(keys, (await focusAfter({}, start, keys)).date);
      }
      for (const prop of ['disabled', 'hidden'] as const) {
        for (const [keys, step] of Object.entries(STEP_KEYS)) {
          const reached = step(start);
          const {date} = await focusAfter({[prop]: reached}, start, keys);
          assert.equal(
            date.toDateString(),
            step(reached).toDateString(),
            `${keys} from ${start.toDateString()}, ${prop}`,
          );
        }
        for (const [keys, reached] of weekTargets) {
          // Home on a first day of the week, End on a last, stay anyway.
          if (reached.getTime() === start.getTime()) continue;
          weekMoves += 1;
          const {date} = await focusAfter({[prop]: reached}, start, keys);
          assert.equal(date.toDateString(), start.toDateString(), keys);
        }
      }
    }
    assert.ok(weekMoves >= 8);
  });

  it('an arrow key moves the focus past a run of 300 disabled days without overflowing the stack', async () => {
    const run = {from: day(12), to: addDays(day(12), 299)};
    const {date} = await focusAfter({disabled: run}, day(11), '{ArrowRight}');
    assert.equal(date.toDateString(), addDays(run.to, 1).toDateString());
  });

  it('no key of the table moves the focus before fromDate or after toDate, from any day between them', async () => {
    const limits = {fromDate: day(10), toDate: day(20)};
    for (let date = 10; date <= 20; date += 1) {
      for (const keys of TABLE_KEYS) {
        const {date: focused} = await focusAfter(limits, day(date), keys);
        assert.ok(
          focused >= limits.fromDate && focused <= limits.toDate,
          `${keys} from ${date}: ${focused.toDateString()}`,
        );
      }
    }
  });

  it('with showOutsideDays, no key of the table from any day focuses an outside day', async () => {
    for (let date = 1; date <= 31; date += 1) {
      for (const keys of TABLE_KEYS) {
        const {outside} = await focusAfter(
          {showOutsideDays: true},
          day(date),
          keys,
        );
        assert.equal(outside, false, `${keys} from ${date}`);
      }
    }
  });

  it('every month change calls onMonthChange, the page keys included, so every way works on a controlled month; with "dropdown", the drop-downs and the keys do it without buttons', async () => {
    for (const captionLayout of ['dropdown-buttons', 'dropdown'] as const) {
      const changes: string[] = [];
      const Controlled = () => {
        const [month, setMonth] = useState(march);
        return createElement(DayPicker, {
          mode: 'single',
          captionLayout,
          fromYear: 2020,
          toYear: 2030,
          month,
          onMonthChange: (next: Date) => {
            changes.push(format(next, 'yyyy-MM-dd'));
            setMonth(next);
          },
        });
      };
      cleanup();
      const view = render(createElement(Controlled));
      const user = userEvent.setup({delay: null});
      const caption = () =>
        view.container.querySelector('.rdp-caption_label')?.textContent;
      /** Focuses the first or last day of the month shown, then presses keys. */
      const press = async (edge: 'first' | 'last', keys: string) => {
        const days = Array.from(
          view.container.querySelectorAll<HTMLElement>('button[name="day"]'),
        );
        const start = edge === 'first' ? days[0] : days.at(-1);
        act(() => start?.focus());
        await user.keyboard(keys);
      };
      const click = (name: string) =>
        fireEvent.click(
          view.container.querySelector(`[name="${name}"]`) as HTMLElement,
        );
      const select = (name: string, value: string) =>
        fireEvent.change(
          view.container.querySelector(`select[name="${name}"]`) as HTMLElement,
          {target: {value}},
        );
      const WAYS: readonly [string, () => unknown, string][] = [
        ['next button', () => click('next-month'), 'April 2026'],
        ['previous button', () => click('previous-month'), 'March 2026'],
        ['month drop-down', () => select('months', '5'), 'June 2026'],
        ['year drop-down', () => select('years', '2027'), 'June 2027'],
        ['Page Down', () => press('first', '{PageDown}'), 'July 2027'],
        ['Page Up', () => press('first', '{PageUp}'), 'June 2027'],
        [
          'Shift+Page Down',
          () => press('first', '{Shift>}{PageDown}{/Shift}'),
          'June 2028',
        ],
        [
          'Shift+Page Up',
          () => press('first', '{Shift>}{PageUp}{/Shift}'),
          'June 2027',
        ],
        ['Arrow Left', () => press('first', '{ArrowLeft}'), 'May 2027'],
        ['Arrow Up', () => press('first', '{ArrowUp}'), 'April 2027'],
        ['Arrow Right', () => press('last', '{ArrowRight}'), 'May 2027'],
        ['Arrow Down', () => press('last', '{ArrowDown}'), 'June 2027'],
      ];
      const buttons = captionLayout === 'dropdown-buttons';
      assert.equal(
        view.container.querySelectorAll('[name$="-month"]').length,
        buttons ? 2 : 0,
      );
      for (const [way, change, expected] of WAYS) {
        if (!buttons && way.endsWith('button')) continue;
        const before = changes.length;
        await change();
        assert.equal(caption(), expected, way);
        assert.deepEqual(
          changes.slice(before),
          [format(new Date(`1 ${expected}`), 'yyyy-MM-dd')],
          way,
        );
      }
    }
  });

  it('a custom Caption can render CaptionNavigation or CaptionDropdowns on its own', () => {
    const parts = [
      [CaptionNavigation, {}, /name="previous-month"[\s\S]*name="next-month"/],
      [
        CaptionDropdowns,
        {captionLayout: 'dropdown', fromYear: 2025, toYear: 2027},
        /name="months"[\s\S]*name="years"/,
      ],
    ] as const;
    for (const [Part, props, expected] of parts) {
      const html = markup({
        ...props,
        components: {
          Caption: (caption: CaptionProps) => createElement(Part, caption),
        },
      } as Partial<DayPickerProps>);
      assert.match(html, expected);
    }
  });
});

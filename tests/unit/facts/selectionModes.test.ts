/**
 * The sentences of docs/docs/selection-modes.mdx about every click, every
 * mode and every matcher, walked against DayPicker 9: the range rules over
 * every starting range and every clicked day of a month, and the other
 * modes in jsdom.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {act, cleanup, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  addToRange,
  dateMatchModifiers,
  type DateRange,
  DayPicker,
  type DayPickerProps,
} from 'react-day-picker';

after(cleanup);

const DAYS = Array.from(
  {length: 31},
  (_, index) => new Date(2026, 2, index + 1),
);
const same = (a: Date | undefined, b: Date | undefined) =>
  a?.getTime() === b?.getTime();

/** Every range a click can start from: none, a start alone, a complete range. */
const STARTS: readonly (DateRange | undefined)[] = [
  undefined,
  ...DAYS.map((from) => ({from, to: undefined})),
  ...DAYS.flatMap((from) =>
    DAYS.filter((to) => to >= from).map((to) => ({from, to})),
  ),
];

/** The page's bullet list, as code: what a click on `day` does to `range`. */
function documented(
  day: Date,
  range: DateRange | undefined,
  min: number,
  required: boolean,
) {
  const {from, to} = range ?? {};
  if (!from) return {from: day, to: min > 0 ? undefined : day};
  if (to && same(from, to) && same(day, from))
    return required ? range : undefined;
  if (to && (same(day, from) || same(day, to)))
    return {from: day, to: min > 0 ? undefined : day};
  if (day < from) return {from: day, to: to ?? from};
  return {from, to: day};
}

/** The length rule: a range shorter than min or longer than max starts over. */
function withLimits(
  range: DateRange | undefined,
  day: Date,
  min: number,
  max: number,
) {
  if (!range?.from || !range.to) return range;
  const length = Math.round(
    (range.to.getTime() - range.from.getTime()) / 86_400_000,
  );
  if ((max > 0 && length > max) || (min > 1 && length < min))
    return {from: day, to: undefined};
  return range;
}

describe('selection-modes.mdx: every click, mode and matcher', () => {
  it('each click changes the range as the list says, from every start on every day, with and without min, max and required', () => {
    let compared = 0;
    for (const [min, max] of [
      [0, 0],
      [3, 0],
      [0, 4],
    ]) {
      for (const required of [false, true]) {
        for (const start of STARTS) {
          for (const day of DAYS) {
            // A click on the one-day start of `min` mode keeps or clears it: the list doesn't cover it.
            if (min > 0 && start?.from && !start.to && same(day, start.from))
              continue;
            const expected = withLimits(
              documented(day, start, min, required),
              day,
              min,
              max,
            );
            assert.deepEqual(
              addToRange(day, start, min, max, required),
              expected,
            );
            compared += 1;
          }
        }
      }
    }
    assert.ok(compared > 50_000, `${compared}`);
  });

  it('range mode selects every day between the start and the end', () => {
    const html = renderToStaticMarkup(
      createElement(DayPicker, {
        mode: 'range',
        month: DAYS[0],
        selected: {from: DAYS[4], to: DAYS[20]},
      }),
    );
    const selected = [
      ...html.matchAll(
        /<td[^>]*class="[^"]*rdp-selected[^"]*"[^>]*data-day="2026-03-(\d+)"/g,
      ),
    ].map(([, day]) => Number(day));
    assert.deepEqual(
      selected,
      Array.from({length: 17}, (_, index) => index + 5),
    );
  });

  it('multiple mode: each click adds or removes a day, any number of days; at max, another day starts over with only that day', async () => {
    const user = userEvent.setup({document});
    for (const max of [undefined, 3]) {
      cleanup();
      const view = render(
        createElement(DayPicker, {
          mode: 'multiple',
          max,
          defaultMonth: DAYS[0],
        } as DayPickerProps),
      );
      const button = (day: number) =>
        view.container.querySelector<HTMLElement>(
          `td[data-day="2026-03-${String(day).padStart(2, '0')}"] button`,
        ) as HTMLElement;
      const selectedDays = () =>
        Array.from(view.container.querySelectorAll('td.rdp-selected')).map(
          (cell) => Number(cell.getAttribute('data-day')?.slice(-2)),
        );
      for (let day = 1; day <= 31; day += 1) await user.click(button(day));
      assert.deepEqual(
        selectedDays(),
        max ? [31] : DAYS.map((date) => date.getDate()),
        `max ${max}`,
      );
      await user.click(button(31));
      assert.deepEqual(
        selectedDays(),
        max ? [] : DAYS.slice(0, 30).map((date) => date.getDate()),
      );
    }
  });

  it('an uncontrolled selected is the initial value only, in every mode', () => {
    const selections = {
      single: [DAYS[2], DAYS[9]],
      multiple: [[DAYS[2]], [DAYS[9]]],
      range: [
        {from: DAYS[2], to: DAYS[3]},
        {from: DAYS[9], to: DAYS[10]},
      ],
    } as const;
    for (const [mode, [first, second]] of Object.entries(selections)) {
      cleanup();
      const view = render(
        createElement(DayPicker, {
          mode,
          defaultMonth: DAYS[0],
          selected: first,
        } as DayPickerProps),
      );
      view.rerender(
        createElement(DayPicker, {
          mode,
          defaultMonth: DAYS[0],
          selected: second,
        } as DayPickerProps),
      );
      const selected = view.container
        .querySelector('td.rdp-selected')
        ?.getAttribute('data-day');
      assert.equal(selected, '2026-03-03', mode);
    }
  });

  it('in every mode, onSelect gets the new selection and the day clicked or pressed with the keyboard', async () => {
    const user = userEvent.setup({document});
    for (const mode of ['single', 'multiple', 'range'] as const) {
      cleanup();
      const triggers: number[] = [];
      const view = render(
        createElement(DayPicker, {
          mode,
          defaultMonth: DAYS[0],
          onSelect: (selection: unknown, triggerDate: Date) => {
            assert.notEqual(selection, undefined);
            triggers.push(triggerDate.getDate());
          },
        } as DayPickerProps),
      );
      const button = view.container.querySelector<HTMLElement>(
        'td[data-day="2026-03-10"] button',
      ) as HTMLElement;
      await user.click(button);
      const other = view.container.querySelector<HTMLElement>(
        'td[data-day="2026-03-12"] button',
      ) as HTMLElement;
      act(() => other.focus());
      await user.keyboard('{Enter}');
      assert.deepEqual(triggers, [10, 12], mode);
    }
  });

  it('an array of matchers matches the days that match any of them; a Date[] on its own matches each of its days, nested in an array none', () => {
    const matchers = [DAYS[2], {dayOfWeek: [1]}, {after: DAYS[27]}];
    for (const day of DAYS) {
      assert.equal(
        dateMatchModifiers(day, matchers),
        matchers.some((matcher) => dateMatchModifiers(day, matcher)),
      );
    }
    const dates = [new Date(2026, 2, 3), new Date(2026, 2, 4)];
    assert.deepEqual(
      DAYS.filter((day) => dateMatchModifiers(day, dates)).map((day) =>
        day.getDate(),
      ),
      [3, 4],
    );
    assert.deepEqual(
      DAYS.filter((day) => dateMatchModifiers(day, [dates])),
      [],
      `docs/docs/selection-modes.mdx, "Matchers": "A \`Date[]\` is the exception when you nest it in an array of matchers", matching none of the days. The installed DayPicker matches these: re-read the paragraph against it.`,
    );
  });
});

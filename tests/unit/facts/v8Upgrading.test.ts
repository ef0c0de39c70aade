/**
 * What the 8.10.1 upgrading guide says about DayPicker 8 over every click and
 * every day handler it names, walked against react-day-picker-v8 in jsdom.
 * What it says about DayPicker 7 was checked at the v7.4.9 tag (see
 * reviews/set-claims-4-v8.md): 7.x is not installed.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {cleanup, fireEvent, render} from '@testing-library/react';
import {addDays} from 'date-fns';
import {createElement} from 'react';
import {
  type ActiveModifiers,
  addToRange,
  type DateRange,
  DayPicker,
  type DayPickerProps,
} from 'react-day-picker-v8';

after(cleanup);

const march = new Date(2026, 2, 1);
const DAYS = Array.from({length: 31}, (_, index) => addDays(march, index));

function dayButtons(props: Partial<DayPickerProps>): HTMLElement[] {
  cleanup();
  const view = render(
    createElement(DayPicker, {month: march, ...props} as DayPickerProps),
  );
  const buttons = Array.from(
    view.container.querySelectorAll<HTMLElement>('button[name="day"]'),
  );
  assert.equal(buttons.length, DAYS.length);
  return buttons;
}

describe('v8 upgrading.mdx: DayPicker 8 on every click and day handler', () => {
  it('range mode gives onSelect addToRange(day, selected) for a click on every day, from every start', () => {
    // Every start within the first ten days, and clicks on all 31: before,
    // on and after each end.
    const FIRST = DAYS.slice(0, 10);
    const starts: (DateRange | undefined)[] = [undefined];
    for (const from of FIRST) {
      starts.push({from, to: undefined});
      for (const to of FIRST) if (to >= from) starts.push({from, to});
    }
    for (const start of starts) {
      const received: unknown[] = [];
      const buttons = dayButtons({
        mode: 'range',
        selected: start,
        onSelect: (range: DateRange | undefined) => received.push(range),
      });
      for (const button of buttons) fireEvent.click(button);
      assert.deepEqual(
        received,
        DAYS.map((day) => addToRange(day, start)),
        JSON.stringify(start),
      );
    }
  });

  it('onDayClick, onDayKeyDown, onDayMouseEnter, onDayMouseLeave, onDayTouchStart and onDayTouchEnd get the day, true for each of its modifiers, and an event from a button', () => {
    const today = DAYS[4];
    const selected = DAYS[9];
    const isWeekend = (day: Date) => day.getDay() === 0 || day.getDay() === 6;
    const HANDLERS = {
      onDayClick: fireEvent.click,
      onDayKeyDown: (element: HTMLElement) =>
        fireEvent.keyDown(element, {key: 'a'}),
      onDayMouseEnter: fireEvent.mouseEnter,
      onDayMouseLeave: fireEvent.mouseLeave,
      onDayTouchStart: fireEvent.touchStart,
      onDayTouchEnd: fireEvent.touchEnd,
    } as const;
    for (const [handler, fire] of Object.entries(HANDLERS)) {
      const calls: [Date, ActiveModifiers, string][] = [];
      const buttons = dayButtons({
        mode: 'single',
        today,
        selected,
        modifiers: {weekend: isWeekend},
        [handler]: (day: Date, modifiers: ActiveModifiers, event: Event) =>
          calls.push([
            day,
            modifiers,
            (event.currentTarget as HTMLElement).tagName,
          ]),
      });
      for (const button of buttons) fire(button);
      assert.deepEqual(
        calls.map(([day]) => day),
        DAYS,
        handler,
      );
      for (const [day, modifiers, tagName] of calls) {
        const expected = [
          ...(day.getTime() === today.getTime() ? ['today'] : []),
          ...(day.getTime() === selected.getTime() ? ['selected'] : []),
          ...(isWeekend(day) ? ['weekend'] : []),
        ];
        assert.deepEqual(
          Object.keys(modifiers).sort(),
          expected.sort(),
          `${handler} ${day.getDate()}`,
        );
        assert.ok(Object.values(modifiers).every((value) => value === true));
        assert.equal(tagName, 'BUTTON');
      }
    }
  });
});

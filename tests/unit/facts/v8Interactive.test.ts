/**
 * Sentences of the 8.10.1 docs about every way of navigating, every day's
 * modifiers and every caption layout, walked against react-day-picker-v8 in
 * jsdom.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {act, cleanup, fireEvent, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  type ActiveModifiers,
  DayPicker,
  type DayPickerProps,
} from 'react-day-picker-v8';

after(cleanup);

const march = new Date(2026, 2, 1);

function live(props: Partial<DayPickerProps>) {
  cleanup();
  return render(createElement(DayPicker, props as DayPickerProps));
}

const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(createElement(DayPicker, props as DayPickerProps));

describe('v8: navigation, modifiers and captions, every case', () => {
  it('any date of a month as defaultMonth opens that month', () => {
    for (let day = 1; day <= 31; day += 1) {
      assert.match(
        markup({defaultMonth: new Date(2026, 2, day)}),
        />March 2026</,
      );
    }
  });

  it('onMonthChange gets the first day of the new month from the buttons, the drop-downs and the keyboard; onNextClick and onPrevClick never run', async () => {
    const user = userEvent.setup({document});
    const changes: Date[] = [];
    const clicks: string[] = [];
    const view = live({
      mode: 'single',
      defaultMonth: new Date(2026, 2, 15),
      captionLayout: 'dropdown-buttons',
      fromYear: 2020,
      toYear: 2030,
      onMonthChange: (month: Date) => changes.push(month),
      onNextClick: () => clicks.push('next'),
      onPrevClick: () => clicks.push('previous'),
    });
    await user.click(
      view.container.querySelector('[name="next-month"]') as HTMLElement,
    );
    await user.click(
      view.container.querySelector('[name="previous-month"]') as HTMLElement,
    );
    fireEvent.change(
      view.container.querySelector('select[name="months"]') as HTMLElement,
      {
        target: {value: '5'},
      },
    );
    const last = Array.from(
      view.container.querySelectorAll<HTMLElement>('button[name="day"]'),
    ).find((button) => button.textContent === '30') as HTMLElement;
    act(() => last.focus());
    await user.keyboard('{ArrowRight}');
    assert.deepEqual(
      changes.map((month) => [
        month.getFullYear(),
        month.getMonth(),
        month.getDate(),
      ]),
      [
        [2026, 3, 1],
        [2026, 2, 1],
        [2026, 5, 1],
        [2026, 6, 1],
      ],
    );
    assert.deepEqual(clicks, []);
  });

  it('each key of modifiers marks every day its matcher or array of matchers matches, and onDayClick gets true for each modifier of the day', async () => {
    const user = userEvent.setup({document});
    const booked = [
      new Date(2026, 2, 3),
      {from: new Date(2026, 2, 10), to: new Date(2026, 2, 12)},
    ];
    const expected = [3, 10, 11, 12];
    const seen = new Map<number, ActiveModifiers>();
    const view = live({
      defaultMonth: march,
      today: new Date(2026, 2, 11),
      modifiers: {booked, weekend: {dayOfWeek: [0, 6]}},
      modifiersClassNames: {booked: 'is-booked'},
      onDayClick: (day: Date, modifiers: ActiveModifiers) =>
        seen.set(day.getDate(), modifiers),
    });
    const buttons = Array.from(
      view.container.querySelectorAll<HTMLElement>('button[name="day"]'),
    );
    assert.deepEqual(
      buttons
        .filter((button) => button.classList.contains('is-booked'))
        .map((button) => Number(button.textContent)),
      expected,
    );
    for (const button of buttons) await user.click(button);
    assert.equal(seen.size, 31);
    for (const [day, modifiers] of seen) {
      const date = new Date(2026, 2, day);
      assert.ok(
        Object.values(modifiers).every((value) => value === true),
        `${day}`,
      );
      assert.equal(
        Boolean(modifiers.booked),
        expected.includes(day),
        `${day} booked`,
      );
      assert.equal(
        Boolean(modifiers.weekend),
        [0, 6].includes(date.getDay()),
        `${day} weekend`,
      );
      assert.equal(Boolean(modifiers.today), day === 11, `${day} today`);
    }
  });

  it('with disableNavigation, the caption shows only the month and year, whatever the captionLayout', () => {
    for (const captionLayout of [
      'buttons',
      'dropdown',
      'dropdown-buttons',
    ] as const) {
      const html = markup({
        month: march,
        disableNavigation: true,
        captionLayout,
        fromYear: 2025,
        toYear: 2027,
      });
      const caption =
        /<div class="rdp-caption"[^>]*>(.*?)<\/div><table/.exec(html)?.[1] ??
        '';
      assert.match(
        caption,
        /^<div class="rdp-caption_label"[^>]*>March 2026<\/div>$/,
        captionLayout,
      );
    }
  });

  it('the year drop-down lists every year between the limits; the month drop-down all twelve, or those within the limits in one year', () => {
    const options = (html: string, name: string) =>
      [
        ...(
          new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`).exec(
            html,
          )?.[1] ?? ''
        ).matchAll(/value="(\d+)"/g),
      ].map(([, value]) => Number(value));
    const years = markup({
      month: march,
      captionLayout: 'dropdown',
      fromDate: new Date(2023, 4, 9),
      toDate: new Date(2027, 1, 2),
    });
    assert.deepEqual(options(years, 'years'), [2023, 2024, 2025, 2026, 2027]);
    assert.deepEqual(
      options(years, 'months'),
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    );
    const oneYear = markup({
      month: march,
      captionLayout: 'dropdown',
      fromMonth: new Date(2026, 1),
      toMonth: new Date(2026, 8),
    });
    assert.deepEqual(options(oneYear, 'months'), [1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('every day handler of the pointer and touch table gets the day, its active modifiers and the event, on buttons only', () => {
    const handlers = {
      onDayMouseEnter: fireEvent.mouseEnter,
      onDayMouseLeave: fireEvent.mouseLeave,
      onDayPointerEnter: fireEvent.pointerEnter,
      onDayPointerLeave: fireEvent.pointerLeave,
      onDayTouchStart: fireEvent.touchStart,
      onDayTouchMove: fireEvent.touchMove,
      onDayTouchEnd: fireEvent.touchEnd,
      onDayTouchCancel: fireEvent.touchCancel,
    } as const;
    for (const [handler, fire] of Object.entries(handlers)) {
      for (const interactive of [true, false]) {
        const calls: unknown[][] = [];
        const view = live({
          defaultMonth: march,
          ...(interactive ? {mode: 'single'} : {}),
          [handler]: (...args: unknown[]) => calls.push(args),
        });
        const days = Array.from(
          view.container.querySelectorAll<HTMLElement>('.rdp-day'),
        );
        assert.equal(days.length, 31);
        for (const day of days) fire(day);
        assert.equal(
          calls.length,
          interactive ? 31 : 0,
          `${handler}, interactive: ${interactive}`,
        );
        for (const [date, modifiers, event] of calls) {
          assert.ok(date instanceof Date);
          assert.equal(typeof modifiers, 'object');
          assert.equal(typeof (event as {type?: unknown}).type, 'string');
        }
      }
    }
  });

  it('in every built-in mode: onDayClick runs just before onSelect, which gets the selection, the day, its modifiers and the event; the mode keeps no selection of its own', async () => {
    const user = userEvent.setup({document});
    for (const mode of ['single', 'multiple', 'range'] as const) {
      const calls: string[] = [];
      const selectArgs: unknown[][] = [];
      const view = live({
        mode,
        defaultMonth: march,
        onDayClick: () => calls.push('onDayClick'),
        onSelect: (...args: unknown[]) => {
          calls.push('onSelect');
          selectArgs.push(args);
        },
      } as Partial<DayPickerProps>);
      const buttons = Array.from(
        view.container.querySelectorAll<HTMLElement>('button[name="day"]'),
      );
      for (const button of buttons.slice(0, 5)) await user.click(button);
      assert.deepEqual(
        calls,
        Array.from({length: 5}, () => ['onDayClick', 'onSelect']).flat(),
        mode,
      );
      for (const [selection, day, modifiers, event] of selectArgs) {
        assert.notEqual(selection, undefined);
        assert.ok(day instanceof Date);
        assert.equal(typeof modifiers, 'object');
        assert.equal((event as {type?: unknown}).type, 'click');
      }
      assert.equal(
        view.container.querySelectorAll('.rdp-day_selected').length,
        0,
        mode,
      );
    }
  });

  it('without a mode, selected takes any matcher: a range, a weekday or a function', () => {
    const selectedDays = (selected: DayPickerProps['selected']) =>
      [
        ...markup({
          month: march,
          onDayClick: () => undefined,
          selected,
        }).matchAll(/class="[^"]*rdp-day_selected[^"]*"[^>]*>(\d+)</g),
      ].map(([, day]) => Number(day));
    assert.deepEqual(
      selectedDays({from: new Date(2026, 2, 3), to: new Date(2026, 2, 5)}),
      [3, 4, 5],
    );
    assert.deepEqual(selectedDays({dayOfWeek: [0]}), [1, 8, 15, 22, 29]);
    assert.deepEqual(
      selectedDays((date: Date) => date.getDate() % 10 === 0),
      [10, 20, 30],
    );
  });

  it('without a mode, selected only adds the selected modifier to the days it matches, and no click changes them', () => {
    const sundays = {dayOfWeek: [0]};
    // useId numbers each render's caption: compare the markup without it.
    const days = (props: Partial<DayPickerProps>) =>
      markup({month: march, onDayClick: () => undefined, ...props}).replace(
        /react-day-picker-\d+/g,
        'id',
      );
    const plain = days({});
    const marked = plain.replace(
      /(class="[^"]*rdp-day)(" role="gridcell")([^>]*>)(1|8|15|22|29)</g,
      '$1 rdp-day_selected$2 aria-selected="true"$3$4<',
    );
    assert.notEqual(marked, plain);
    assert.ok(days({selected: sundays}) === marked, 'markup differs');
    const view = live({
      month: march,
      onDayClick: () => undefined,
      selected: sundays,
    });
    const buttons = Array.from(
      view.container.querySelectorAll('button[name="day"]'),
    );
    assert.equal(buttons.length, 31);
    const selected = () =>
      Array.from(view.container.querySelectorAll('.rdp-day_selected')).map(
        (cell) => cell.textContent,
      );
    for (const button of buttons) {
      fireEvent.click(button);
      assert.deepEqual(selected(), ['1', '8', '15', '22', '29']);
    }
  });

  it('defaultMonth is read on the first render only', () => {
    const view = live({defaultMonth: march});
    view.rerender(createElement(DayPicker, {defaultMonth: new Date(2027, 0)}));
    assert.match(view.container.innerHTML, />March 2026</);
  });
});

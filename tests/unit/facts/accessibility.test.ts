/**
 * What docs/guides/accessibility.mdx says about the whole calendar, walked
 * over every day, mode and key against DayPicker 9: which days are buttons,
 * which day button is in the tab order, the key handler, the English texts
 * a screen reader gets, and `autoFocus`.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {act, cleanup, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {format} from 'date-fns';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker';

import {CURRENT_VERSION} from '../../../src/data/docVersions';

const DOCUMENTED = CURRENT_VERSION.documentedVersion;

after(cleanup);

const month = new Date(2026, 2, 1);
const today = new Date(2026, 2, 18);
const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(
    createElement(DayPicker, {month, today, ...props} as DayPickerProps),
  );

/** Each day cell's attributes and content, in the order of the grid. */
const cells = (html: string) =>
  [...html.matchAll(/<td([^>]*data-day="([^"]+)"[^>]*)>(.*?)<\/td>/g)].map(
    ([, attributes, day, content]) => ({day, attributes, content}),
  );

/** The ways a calendar becomes interactive, and none. */
const INTERACTIVE: Readonly<Record<string, Partial<DayPickerProps>>> = {
  single: {mode: 'single'},
  multiple: {mode: 'multiple'},
  range: {mode: 'range'},
  onDayClick: {onDayClick: () => undefined},
};

describe('accessibility.mdx: every day, mode, key and label', () => {
  it('every day that is not hidden is a button in every mode and with onDayClick, and no day is one without either', () => {
    const props: Partial<DayPickerProps> = {
      showOutsideDays: true,
      numberOfMonths: 2,
      disabled: {dayOfWeek: [0, 6]},
      hidden: new Date(2026, 2, 11),
    };
    for (const [name, interactive] of Object.entries({
      ...INTERACTIVE,
      none: {},
    })) {
      const html = markup({...props, ...interactive});
      assert.equal(html.match(/<table role="grid"/g)?.length, 2, name);
      const days = cells(html);
      assert.ok(days.length >= 2 * 35, name);
      for (const {day, attributes, content} of days) {
        const hidden = /\brdp-hidden\b/.test(attributes);
        const button = /^<button[^>]*>/.exec(content)?.[0];
        if (name === 'none' || hidden) {
          assert.equal(button, undefined, `${name} ${day}`);
          continue;
        }
        assert.ok(button, `${name} ${day}`);
        const weekend = [0, 6].includes(new Date(`${day}T12:00`).getDay());
        assert.equal(/\bdisabled=""/.test(button), weekend, `${name} ${day}`);
      }
    }
  });

  it('exactly one day button is in the tab order, never an outside day, whichever day of the grid is selected and today', () => {
    const grid = cells(markup({showOutsideDays: true, mode: 'single'}));
    for (const {day} of grid) {
      const date = new Date(`${day}T00:00`);
      for (const numberOfMonths of [1, 2]) {
        const html = markup({
          mode: 'single',
          showOutsideDays: true,
          numberOfMonths,
          selected: date,
          today: date,
        });
        const inTabOrder = cells(html).filter(({content}) =>
          /^<button[^>]*tabindex="0"/.test(content),
        );
        assert.equal(inTabOrder.length, 1, `${day}, ${numberOfMonths}`);
        assert.doesNotMatch(inTabOrder[0].attributes, /data-outside="true"/);
      }
    }
  });

  it('the navigation buttons come before the grid, except with navLayout "after" or "around" and several months', () => {
    /** The tab stops in DOM order: the grid as "grid", a nav button by its label. */
    const tabStops = (
      props: Pick<DayPickerProps, 'navLayout' | 'numberOfMonths'>,
    ) =>
      [
        ...markup({mode: 'single', ...props}).matchAll(
          /<button(?![^>]*tabindex="-1")[^>]*>/g,
        ),
      ].map(([tag]) =>
        tag.includes('rdp-day_button')
          ? 'grid'
          : (/aria-label="([^"]+)"/.exec(tag)?.[1] ?? tag),
      );
    const [prev, next] = ['Go to the Previous Month', 'Go to the Next Month'];
    for (const navLayout of [undefined, 'after', 'around'] as const) {
      assert.deepEqual(tabStops({navLayout}), [prev, next, 'grid'], navLayout);
    }
    for (const numberOfMonths of [2, 3]) {
      const order = (navLayout?: 'after' | 'around') =>
        tabStops({navLayout, numberOfMonths});
      assert.deepEqual(order(), [prev, next, 'grid']);
      assert.deepEqual(order('after'), ['grid', prev, next]);
      assert.deepEqual(order('around'), [prev, 'grid', next]);
    }
  });

  it('after every click, exactly one day button is in the tab order, and once the focus leaves, it is the clicked day', async () => {
    const user = userEvent.setup();
    const view = render(
      createElement(DayPicker, {mode: 'multiple', defaultMonth: month}),
    );
    const inTabOrder = () =>
      Array.from(
        view.container.querySelectorAll<HTMLElement>('td[data-day] button'),
      )
        .filter((button) => button.tabIndex === 0)
        .map((button) => button.closest('td')?.dataset.day);
    const days = Array.from(
      view.container.querySelectorAll<HTMLElement>('td[data-day] button'),
      (button) => button.closest('td')?.dataset.day,
    );
    for (const day of days) {
      const button = view.container.querySelector<HTMLElement>(
        `td[data-day="${day}"] button`,
      ) as HTMLElement;
      await user.click(button);
      assert.equal(inTabOrder().length, 1, day);
      // Once the focus leaves the grid, the day it left is the way back in.
      act(() => button.blur());
      assert.deepEqual(inTabOrder(), [day]);
    }
    cleanup();
  });

  it('onDayKeyDown fires once for every key pressed on a day button, after DayPicker has handled the keys of the table, which still move the focus', async () => {
    const user = userEvent.setup();
    const TABLE_KEYS = [
      '{ArrowLeft}',
      '{ArrowRight}',
      '{ArrowUp}',
      '{ArrowDown}',
      '{PageUp}',
      '{PageDown}',
      '{Shift>}{ArrowLeft}{/Shift}',
      '{Shift>}{ArrowRight}{/Shift}',
      '{Shift>}{ArrowUp}{/Shift}',
      '{Shift>}{ArrowDown}{/Shift}',
      '{Shift>}{PageUp}{/Shift}',
      '{Shift>}{PageDown}{/Shift}',
      '{Home}',
      '{End}',
    ];
    // Keys DayPicker leaves to the button or ignores.
    const OTHER_KEYS = ['{Enter}', '[Space]', '{Delete}', '{Backspace}', 'a'];
    const start = '2026-03-11';
    for (const keys of [...TABLE_KEYS, ...OTHER_KEYS]) {
      cleanup();
      const received: {date: string; key: string; handled: boolean}[] = [];
      const view = render(
        createElement(DayPicker, {
          mode: 'single',
          defaultMonth: month,
          onDayKeyDown: (date, _modifiers, event) => {
            if (event.key !== 'Shift') {
              received.push({
                date: dayKey(date),
                key: event.key,
                handled: event.defaultPrevented,
              });
            }
          },
        }),
      );
      const button = view.container.querySelector<HTMLElement>(
        `td[data-day="${start}"] button`,
      );
      act(() => button?.focus());
      await user.keyboard(keys);
      const inTable = TABLE_KEYS.includes(keys);
      assert.equal(received.length, 1, keys);
      assert.equal(received[0].date, start, keys);
      assert.equal(received[0].handled, inTable, keys);
      const focused = document.activeElement?.closest('td')?.dataset.day;
      if (inTable) assert.notEqual(focused, start, keys);
    }
    cleanup();
  });

  it('every text a screen reader gets is the English default the page quotes, every day label names its weekday, and the caption and footer are polite live regions', () => {
    const selected = new Date(2026, 2, 11);
    for (const captionLayout of ['label', 'dropdown'] as const) {
      for (let index = 0; index < 12; index++) {
        const shown = new Date(2026, index, 1);
        const html = markup({
          month: shown,
          mode: 'single',
          selected,
          showWeekNumber: true,
          captionLayout,
          footer: 'Pick a day',
        });
        const expected = new Set([
          'Go to the Previous Month',
          'Go to the Next Month',
          // labelNav's default: the nav has no name.
          '',
          'Choose the Month',
          'Choose the Year',
          'Week Number',
          format(shown, 'LLLL y'),
        ]);
        const labels = [...html.matchAll(/aria-label="([^"]*)"/g)].map(
          ([, label]) => label,
        );
        for (const label of labels) {
          if (expected.has(label)) continue;
          if (/^Week \d+$/.test(label)) continue;
          // A weekday header: the full English name.
          if (/^(?:Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day$/.test(label)) {
            continue;
          }
          const day =
            /^(Today, )?(\w+), (\w+ \d+\w\w, \d{4})(, selected)?$/.exec(label);
          assert.ok(
            day,
            `${captionLayout} caption: DayPicker ${DOCUMENTED} labels an element "${label}", none of the English defaults the pages quote. Re-read docs/guides/accessibility.mdx ("Screen readers") and the table of docs/recipes/testing.mdx ("Find days and other parts by role and name") against ${DOCUMENTED}, then add the label to the expected ones here.`,
          );
          const date = new Date(day[3].replace(/(\d+)\w\w,/, '$1,'));
          assert.equal(day[2], format(date, 'EEEE'), label);
          assert.equal(Boolean(day[1]), dayKey(date) === dayKey(today), label);
          assert.equal(
            Boolean(day[4]),
            dayKey(date) === dayKey(selected),
            label,
          );
        }
        assert.ok(labels.includes(format(shown, 'LLLL y')));
        assert.match(html, /<thead aria-hidden="true">/);
        const live = [
          ...html.matchAll(
            /<(\w+)[^>]*role="status" aria-live="polite"[^>]*>/g,
          ),
        ];
        // The caption (a hidden span with the dropdowns) and the footer.
        assert.equal(live.length, 2, captionLayout);
        assert.match(
          html,
          new RegExp(
            `role="status" aria-live="polite"[^>]*>${format(shown, 'LLLL y')}<`,
          ),
        );
      }
    }
  });

  it('the caption tells the new month after each navigation', async () => {
    const user = userEvent.setup();
    const view = render(
      createElement(DayPicker, {mode: 'single', defaultMonth: month}),
    );
    const [caption] = view.getAllByRole('status');
    const next = view.getByRole('button', {name: 'Go to the Next Month'});
    for (let step = 1; step <= 3; step++) {
      await user.click(next);
      assert.equal(
        caption.textContent,
        `${format(new Date(2026, 2 + step, 1), 'LLLL y')}`,
      );
    }
    cleanup();
  });

  it('autoFocus focuses a day button only when the days are buttons', () => {
    for (const [name, interactive] of Object.entries({
      ...INTERACTIVE,
      none: {},
    })) {
      cleanup();
      const view = render(
        createElement(DayPicker, {
          defaultMonth: month,
          today,
          autoFocus: true,
          ...interactive,
        } as DayPickerProps),
      );
      const focused = document.activeElement;
      if (name === 'none') {
        assert.equal(focused, document.body);
      } else {
        assert.ok(view.container.contains(focused), name);
        assert.equal(focused?.closest('td')?.dataset.day, dayKey(today), name);
      }
    }
    cleanup();
  });
});

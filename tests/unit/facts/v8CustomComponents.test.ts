/**
 * What the 8.10.1 custom components guide says about every key of
 * `components`, every hook of its table, every displayed month and every
 * day of a replaced `Day`, walked against react-day-picker-v8: server
 * rendering for the hooks and months, jsdom for the clicks.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';

import {cleanup, fireEvent, render} from '@testing-library/react';
import {addMonths, format} from 'date-fns';
import {
  createElement,
  type FunctionComponent,
  type RefObject,
  useRef,
} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as dayPicker from 'react-day-picker-v8';
import {
  Button,
  DayPicker,
  type DayPickerProps,
  type DayProps,
  useActiveModifiers,
  useDayPicker,
  useDayRender,
  useFocusContext,
  useNavigation,
  useSelectMultiple,
  useSelectRange,
  useSelectSingle,
} from 'react-day-picker-v8';

after(cleanup);

const march = new Date(2026, 2, 1);

/** The keys of the `CustomComponents` interface, read from the package's declarations. */
const KEYS = [
  ...(
    /interface CustomComponents \{([\s\S]*?)\n\}/.exec(
      readFileSync(
        join(require.resolve('react-day-picker-v8'), '..', 'index.d.ts'),
        'utf8',
      ),
    )?.[1] ?? ''
  ).matchAll(/^ {4}(\w+)\?: \(/gm),
].map(([, key]) => key);

const exported = dayPicker as unknown as Record<
  string,
  FunctionComponent<object>
>;

/** The hooks of the page's table, each called as a custom component would. */
const HOOKS = {
  useDayPicker: () => useDayPicker(),
  useNavigation: () => useNavigation(),
  useActiveModifiers: () => useActiveModifiers(march),
  useFocusContext: () => useFocusContext(),
  useSelectSingle: () => useSelectSingle(),
  useSelectMultiple: () => useSelectMultiple(),
  useSelectRange: () => useSelectRange(),
};

/** Two calendars that render every component between them. */
const CALENDARS: readonly Partial<DayPickerProps>[] = [
  {mode: 'single', showWeekNumber: true, footer: 'Footer'},
  {captionLayout: 'dropdown', fromYear: 2025, toYear: 2027},
];

const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(
    createElement(DayPicker, {month: march, ...props} as DayPickerProps),
  );

describe('v8 custom-components.mdx: every component, hook, month and day', () => {
  it('inside every custom component, every hook of the table answers; outside DayPicker, each throws', () => {
    assert.equal(KEYS.length, 14);
    const answered = new Map<string, string[]>();
    for (const key of KEYS) {
      const Own = exported[key];
      assert.equal(typeof Own, 'function', key);
      const Replacement = (props: object) => {
        const results = Object.entries(HOOKS).map(([name, hook]) => {
          assert.ok(hook(), `${name} in ${key}`);
          return name;
        });
        answered.set(key, results);
        return createElement(Own, props);
      };
      for (const calendar of CALENDARS) {
        markup({...calendar, components: {[key]: Replacement}});
      }
    }
    assert.deepEqual([...answered.keys()], KEYS);
    for (const results of answered.values()) {
      assert.deepEqual(results, Object.keys(HOOKS));
    }
    for (const [name, hook] of Object.entries(HOOKS)) {
      const Outside = () => {
        hook();
        return null;
      };
      assert.throws(
        () => renderToStaticMarkup(createElement(Outside)),
        /must be used within/,
        name,
      );
    }
  });

  it('useNavigation: currentMonth is the earliest displayed month, displayMonths all of them in the order they appear', () => {
    for (
      let month = march;
      month < new Date(2027, 2);
      month = addMonths(month, 1)
    ) {
      for (const numberOfMonths of [1, 2, 3, 4]) {
        for (const reverseMonths of [false, true]) {
          let navigation: ReturnType<typeof useNavigation> | undefined;
          const Recorder = () => {
            navigation = useNavigation();
            return null;
          };
          const html = markup({
            month,
            numberOfMonths,
            reverseMonths,
            footer: createElement(Recorder),
          });
          const captions = [
            ...html.matchAll(/rdp-caption_label"[^>]*>([^<]+)</g),
          ].map(([, caption]) => caption);
          const shown = Array.from({length: numberOfMonths}, (_, index) =>
            addMonths(month, index),
          );
          assert.equal(navigation!.currentMonth.getTime(), month.getTime());
          assert.deepEqual(
            navigation!.displayMonths.map((date) => format(date, 'LLLL yyyy')),
            captions,
          );
          assert.deepEqual(
            [...navigation!.displayMonths].sort(
              (a, b) => a.getTime() - b.getTime(),
            ),
            shown,
          );
        }
      }
    }
  });

  it('a custom CaptionLabel, or formatCaption, changes the month name and keeps both built-in buttons', () => {
    const buttons = (html: string) =>
      [...html.matchAll(/<button[^>]*name="(previous-month|next-month)"/g)].map(
        ([, name]) => name,
      );
    const own = markup({});
    for (const props of [
      {components: {CaptionLabel: () => createElement('b', null, 'Label')}},
      {formatters: {formatCaption: () => 'Label'}},
    ]) {
      const html = markup(props);
      assert.match(html, />Label</);
      assert.doesNotMatch(html, />March 2026</);
      assert.deepEqual(buttons(html), buttons(own));
    }
    assert.deepEqual(buttons(own), ['previous-month', 'next-month']);
  });

  it('a Day that replaces the onClick of buttonProps: no click on any day reaches onSelect, range mode still draws the range, and DayPicker gives each Day only date and displayMonth', () => {
    const propKeys = new Set<string>();
    const clicked: number[] = [];
    const OwnClickDay = (props: DayProps) => {
      propKeys.add(Object.keys(props).sort().join());
      const ref = useRef<HTMLButtonElement>(null);
      // React 19's useRef type allows null; DayPicker 8's parameter doesn't.
      const day = useDayRender(
        props.date,
        props.displayMonth,
        ref as RefObject<HTMLButtonElement>,
      );
      if (day.isHidden) return createElement('div', {role: 'gridcell'});
      if (!day.isButton) return createElement('div', day.divProps);
      return createElement(Button, {
        ...day.buttonProps,
        ref,
        name: 'day',
        onClick: () => clicked.push(props.date.getDate()),
      });
    };
    const selects: unknown[] = [];
    const view = render(
      createElement(DayPicker, {
        mode: 'range',
        month: march,
        selected: {from: new Date(2026, 2, 10), to: new Date(2026, 2, 14)},
        onSelect: (...args: unknown[]) => selects.push(args),
        components: {Day: OwnClickDay},
      }),
    );
    const days = Array.from(
      view.container.querySelectorAll('button[name="day"]'),
    );
    assert.equal(days.length, 31);
    for (const button of days) fireEvent.click(button);
    assert.deepEqual(
      clicked,
      Array.from({length: 31}, (_, index) => index + 1),
    );
    assert.deepEqual(selects, []);
    const classOf = (date: number) => days[date - 1].className;
    assert.match(classOf(10), /rdp-day_range_start/);
    for (const date of [11, 12, 13])
      assert.match(classOf(date), /rdp-day_range_middle/);
    assert.match(classOf(14), /rdp-day_range_end/);
    assert.doesNotMatch(classOf(15), /rdp-day_selected/);
    assert.deepEqual([...propKeys], ['date,displayMonth']);
  });
});

/**
 * What the 8.10.1 styling page says about every element key of `classNames`
 * and `styles` and every day state, walked against react-day-picker-v8: the
 * keys are read from its declarations, and calendars that show every element
 * are rendered with each key in turn.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';

import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  DayPicker,
  type DayPickerProps,
  InternalModifier,
} from 'react-day-picker-v8';

const declarations = readFileSync(
  require.resolve('react-day-picker-v8/dist/index.d.ts'),
  'utf8',
);

/** The keys of the StyledElement type, in the declarations' order. */
const STYLED_ELEMENTS = [
  ...(
    /type StyledElement<[^>]*> = \{(.*?)\n\};/s.exec(declarations)?.[1] ?? ''
  ).matchAll(/readonly (\w+): T;/g),
].map(([, key]) => key);

/** The keys of the day states, as the declarations list them. */
const DAY_STATES = [
  ...(
    /type InternalModifiersElement = ([^;]*);/.exec(declarations)?.[1] ?? ''
  ).matchAll(/'(\w+)'/g),
].map(([, key]) => key);

const today = new Date(2026, 2, 18);

/** Calendars that show, between them, every element and day state. */
const CALENDARS: readonly Partial<DayPickerProps>[] = [
  {
    mode: 'range',
    selected: {from: new Date(2026, 2, 10), to: new Date(2026, 2, 14)},
    numberOfMonths: 3,
    defaultMonth: new Date(2026, 2, 1),
    today,
    showOutsideDays: true,
    showWeekNumber: true,
    disabled: new Date(2026, 2, 20),
    hidden: new Date(2026, 2, 21),
    footer: 'Footer',
  },
  {
    mode: 'single',
    defaultMonth: new Date(2026, 2, 1),
    today,
    captionLayout: 'dropdown-buttons',
    fromYear: 2020,
    toYear: 2030,
  },
];

const render = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(createElement(DayPicker, props as DayPickerProps));

const defaultClass = (key: string) => (key === 'root' ? 'rdp' : `rdp-${key}`);

describe('v8 styling.mdx: every key of classNames and styles, every day state', () => {
  it('StyledElement lists every key of classNames, the eight day states among them', () => {
    assert.ok(STYLED_ELEMENTS.length > 30);
    assert.ok(STYLED_ELEMENTS.includes('caption_label'));
    assert.match(
      declarations,
      /type ClassNames = Partial<StyledElement<string>>;/,
    );
    assert.deepEqual(
      DAY_STATES,
      STYLED_ELEMENTS.filter((key) => key.startsWith('day_')),
    );
  });

  it('classNames replaces the class of any element, and every other element keeps its own', () => {
    const defaults = CALENDARS.map(render);
    const unused: string[] = [];
    for (const key of STYLED_ELEMENTS) {
      const mine = `mine-${key}`;
      const rendered = CALENDARS.map((props) =>
        render({...props, classNames: {[key]: mine}}),
      );
      if (!rendered.some((html) => html.includes(mine))) unused.push(key);
      rendered.forEach((html, index) => {
        assert.equal(
          html.replaceAll(mine, defaultClass(key)),
          defaults[index],
          key,
        );
      });
    }
    // A hidden day renders an empty gridcell: no element takes day_hidden.
    assert.deepEqual(unused, ['day_hidden']);
    assert.ok(defaults.every((html) => !html.includes('rdp-day_hidden')));
  });

  it('styles applies every element key but multiple_months, with_weeknumber, vhidden and nav_button, and its type leaves out exactly the day states', () => {
    assert.match(
      declarations,
      /type Styles = Partial<Omit<StyledElement<CSSProperties>, InternalModifiersElement>>;/,
    );
    const ignored = STYLED_ELEMENTS.filter(
      (key) =>
        !CALENDARS.some((props) =>
          render({...props, styles: {[key]: {zIndex: 7}}}).includes(
            'z-index:7',
          ),
        ),
    );
    assert.deepEqual(ignored, [
      'multiple_months',
      'with_weeknumber',
      'vhidden',
      'nav_button',
      ...DAY_STATES,
    ]);
  });

  it('every built-in day modifier is one of the eight the page names', () => {
    assert.deepEqual(Object.values(InternalModifier).sort(), [
      'disabled',
      'hidden',
      'outside',
      'range_end',
      'range_middle',
      'range_start',
      'selected',
      'today',
    ]);
    assert.deepEqual(
      [...DAY_STATES].sort(),
      Object.values(InternalModifier)
        .map((modifier) => `day_${modifier}`)
        .sort(),
    );
  });
});

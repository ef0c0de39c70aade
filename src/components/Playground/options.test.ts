import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker} from 'react-day-picker';

import {CALENDARS} from './choices';
import {GROUPS, OPTIONS} from './options';
import {plainProp} from './propValues';
import {DEFAULT_STATE, OPTION_KEYS, choicesOf, withOption} from './state';

describe('options', () => {
  it('puts every option in a group and leaves no group empty', () => {
    const groups = new Set(GROUPS.map((group) => group.id));
    for (const key of OPTION_KEYS) {
      assert.ok(groups.has(OPTIONS[key].group), key);
    }
    for (const {id} of GROUPS) {
      assert.ok(
        OPTION_KEYS.some((key) => OPTIONS[key].group === id),
        id,
      );
    }
  });

  it('has defaults that render the same calendar as leaving the props out', () => {
    const month = new Date(2025, 0, 1);
    // DayPicker echoes some props as data attributes (`data-required="false"`).
    const render = (props: Record<string, unknown>) =>
      renderToStaticMarkup(createElement(DayPicker, {month, ...props})).replace(
        / data-[\w-]+="false"/g,
        '',
      );
    const bare = render({});
    for (const key of OPTION_KEYS) {
      const value = DEFAULT_STATE[key];
      if (value === undefined || OPTIONS[key].toProps) {
        continue;
      }
      const {name, value: propValue} = plainProp(key, value);
      const explicit = render({[name]: propValue});
      assert.ok(
        explicit === bare,
        `${key}={${String(value)}} changes the calendar`,
      );
    }
  });

  it('offers each calendar system its own locales', () => {
    assert.ok(CALENDARS.gregorian.locales.length > 50);
    assert.deepEqual(
      CALENDARS.persian.locales.map((l) => l.value),
      ['faIR', 'enUS'],
    );
  });

  it('offers Ge’ez digits only with the Ethiopic calendar', () => {
    const numerals = OPTIONS.numerals;
    const values = (calendar: typeof DEFAULT_STATE.calendar) =>
      choicesOf(numerals, {...DEFAULT_STATE, calendar}).map((c) => c.value);
    assert.ok(!values(undefined).includes('geez'));
    assert.ok(values('ethiopic').includes('geez'));
    const ethiopic = withOption(DEFAULT_STATE, 'calendar', 'ethiopic').state;
    const geez = withOption(ethiopic, 'numerals', 'geez').state;
    assert.equal(geez.numerals, 'geez');
    assert.equal(
      withOption(geez, 'calendar', undefined).state.numerals,
      undefined,
    );
  });

  it('resets the values a change makes inapplicable, and lists them', () => {
    const spanish = withOption(
      withOption(DEFAULT_STATE, 'mode', 'range').state,
      'locale',
      'es',
    ).state;
    const withMin = withOption(spanish, 'min', 2);
    assert.equal(withMin.state.min, 2);
    assert.deepEqual(withMin.reset, []);
    const single = withOption(withMin.state, 'mode', 'single');
    assert.equal(single.state.min, undefined);
    assert.deepEqual(single.reset, [
      {key: 'min', reason: 'only applies in multiple or range mode'},
    ]);
    const persian = withOption(single.state, 'calendar', 'persian');
    assert.equal(persian.state.locale, undefined);
    assert.deepEqual(
      persian.reset.map(({key}) => key),
      ['locale'],
    );
    assert.equal(
      withOption(persian.state, 'locale', 'enUS').state.locale,
      'enUS',
    );
  });
});

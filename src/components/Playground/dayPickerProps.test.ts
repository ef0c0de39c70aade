import assert from 'node:assert/strict';
import {isDeepStrictEqual} from 'node:util';
import {describe, it} from 'node:test';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type Locale} from 'react-day-picker';

import {generateCode} from './codegen';
import {dayPickerProps} from './dayPickerProps';
import {OPTIONS} from './options';
import {parseQuery} from './query';
import {DEFAULT_STATE, OPTION_KEYS, choicesOf, withOption} from './state';
import type {
  OptionKey,
  OptionSpec,
  OptionValue,
  PlaygroundState,
  PropContext,
} from './types';

const context: PropContext = {
  today: new Date(2025, 0, 15),
  locale: {code: 'loaded-locale'} as Locale,
  selection: {selected: undefined, onSelect: () => undefined},
};

/** Other options some options need before they apply. */
const PREREQUISITES: Partial<Record<OptionKey, Partial<PlaygroundState>>> = {
  required: {mode: 'range'},
  min: {mode: 'range'},
  max: {mode: 'range'},
  excludeDisabled: {mode: 'range'},
  reverseYears: {captionLayout: 'dropdown'},
  firstWeekContainsDate: {showWeekNumber: true},
};

/** A value of the option's own kind other than its default. */
function sampleValue(spec: OptionSpec, state: PlaygroundState): OptionValue {
  switch (spec.kind) {
    case 'boolean':
      return true;
    case 'number':
      return spec.min + 1;
    case 'choice':
      return choicesOf(spec, state)[0].value;
    case 'month':
      return '2024-03';
    case 'text':
      return 'A footer';
    case 'color':
      return '#123456';
    case 'flags':
      return [spec.choices[0].value] as PlaygroundState['disabled'];
  }
}

describe('one option table drives the calendar and the code', () => {
  for (const key of OPTION_KEYS) {
    it(`${key} changes the live calendar and the generated code`, () => {
      const base = {...DEFAULT_STATE, ...PREREQUISITES[key]};
      const changed = withOption(
        base,
        key,
        sampleValue(OPTIONS[key], base),
      ).state;
      assert.notDeepEqual(changed[key], base[key], 'the value applies');
      assert.notEqual(generateCode(changed), generateCode(base));
      if (key === 'calendar') {
        // Not a prop: the calendar picks the module DayPicker comes from,
        // which the generated code imports.
        assert.match(generateCode(changed), /from "react-day-picker\/\w+"/);
        return;
      }
      assert.ok(
        !isDeepStrictEqual(
          dayPickerProps(changed, context),
          dayPickerProps(base, context),
        ),
        'the live props differ',
      );
    });
  }

  it('passes the same props the code spells', () => {
    const state = withOption(
      withOption(
        withOption(DEFAULT_STATE, 'mode', 'multiple').state,
        'numberOfMonths',
        3,
      ).state,
      'disabled',
      ['weekends', 'past'],
    ).state;
    const props = dayPickerProps(state, context) as Record<string, unknown>;
    assert.equal(props.mode, 'multiple');
    assert.equal(props.numberOfMonths, 3);
    assert.deepEqual(props.disabled, [
      {dayOfWeek: [0, 6]},
      {before: context.today},
    ]);
    const code = generateCode(state);
    assert.match(code, /mode="multiple"/);
    assert.match(code, /numberOfMonths=\{3\}/);
    assert.match(
      code,
      /disabled=\{\[\{ dayOfWeek: \[0, 6\] \}, \{ before: new Date\(\) \}\]\}/,
    );
  });
});

describe('start and end months from the address', () => {
  it('are the months the address names, and their year dropdowns stay small', () => {
    for (const search of [
      'startMonth=0050-01&endMonth=1949-06',
      'startMonth=0000-01&endMonth=9999-12',
      'startMonth=1800-01&endMonth=2299-12',
    ]) {
      const query = `${search}&captionLayout=dropdown&numberOfMonths=12`;
      const {state} = parseQuery(query);
      const props = dayPickerProps(state, context);
      for (const key of ['startMonth', 'endMonth'] as const) {
        const date = props[key];
        if (state[key]) {
          assert.equal(
            `${String(date?.getFullYear()).padStart(4, '0')}-${String((date?.getMonth() ?? 0) + 1).padStart(2, '0')}`,
            state[key],
            `${query}: ${key}`,
          );
        }
      }
      const html = renderToStaticMarkup(
        createElement(DayPicker, {...props, today: context.today}),
      );
      const options = html.match(/<option/g)?.length ?? 0;
      // Twelve months of about 500 years and 12 months each: well under a second to render.
      assert.ok(options <= 12 * (500 + 12), `${query}: ${options} options`);
    }
  });
});

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  CALENDARS,
  DEFAULT_STATE,
  GROUPS,
  OPTION_KEYS,
  OPTIONS,
  withOption,
} from './options';

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

  it('starts from DayPicker’s defaults', () => {
    assert.equal(DEFAULT_STATE.mode, undefined);
    assert.equal(DEFAULT_STATE.numberOfMonths, 1);
    assert.equal(DEFAULT_STATE.showOutsideDays, false);
    assert.deepEqual(DEFAULT_STATE.disabled, []);
  });

  it('offers each calendar system its own locales', () => {
    assert.equal(CALENDARS.gregorian.locales.length, 95);
    assert.deepEqual(
      CALENDARS.persian.locales.map((l) => l.value),
      ['faIR', 'enUS'],
    );
  });

  it('resets the values a change makes inapplicable', () => {
    const spanish = withOption(
      withOption(DEFAULT_STATE, 'mode', 'range'),
      'locale',
      'es',
    );
    const withMin = withOption(spanish, 'min', 2);
    assert.equal(withMin.min, 2);
    const single = withOption(withMin, 'mode', 'single');
    assert.equal(single.min, undefined);
    const persian = withOption(single, 'calendar', 'persian');
    assert.equal(persian.locale, undefined);
    assert.equal(withOption(persian, 'locale', 'enUS').locale, 'enUS');
  });
});

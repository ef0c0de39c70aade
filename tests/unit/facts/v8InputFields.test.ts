/**
 * What the 8.10.1 input fields page says about `useInput`'s defaults of
 * "none" and `setSelected`, walked against react-day-picker-v8 in jsdom.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {act, cleanup, render} from '@testing-library/react';
import {format} from 'date-fns';
import {createElement} from 'react';
import {
  useInput,
  type UseInputOptions,
  type UseInputValue,
} from 'react-day-picker-v8';

after(cleanup);

/** The value useInput returns on the latest render. */
function hook(options?: UseInputOptions): {current: UseInputValue} {
  const latest = {} as {current: UseInputValue};
  function Probe() {
    latest.current = useInput(options);
    return null;
  }
  render(createElement(Probe));
  return latest;
}

describe('v8 input-fields.mdx: useInput defaults and setSelected', () => {
  it('without options, no day is selected and no period limits the calendar', () => {
    const {current} = hook();
    assert.equal(current.dayPickerProps.selected, undefined);
    assert.equal(current.dayPickerProps.fromDate, undefined);
    assert.equal(current.dayPickerProps.toDate, undefined);
    assert.equal(current.inputProps.value, '');
    cleanup();
  });

  it('setSelected selects a day or none, and updates the field and the month', () => {
    const start = new Date(2026, 2, 10);
    const result = hook({defaultSelected: start, format: 'yyyy-MM-dd'});
    assert.equal(result.current.inputProps.value, '2026-03-10');
    const later = new Date(2026, 6, 4);
    act(() => result.current.setSelected(later));
    assert.equal(result.current.inputProps.value, '2026-07-04');
    assert.equal(result.current.dayPickerProps.selected, later);
    assert.equal(
      format(result.current.dayPickerProps.month as Date, 'yyyy-MM'),
      '2026-07',
    );
    act(() => result.current.setSelected(undefined));
    assert.equal(result.current.inputProps.value, '');
    assert.equal(result.current.dayPickerProps.selected, undefined);
    cleanup();
  });
});

/**
 * What docs/guides/input-fields.mdx says DayPicker leaves to the app: no
 * text field, no popover and no parsing, in every mode and caption layout.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as DayPicker9 from 'react-day-picker';

const MODES = [undefined, 'single', 'multiple', 'range'] as const;
const CAPTION_LAYOUTS = [
  'label',
  'dropdown',
  'dropdown-months',
  'dropdown-years',
] as const;

describe('input-fields.mdx: what DayPicker leaves to the app', () => {
  it('DayPicker renders no text field and no popover in any mode or caption layout, and exports nothing that parses a date', () => {
    for (const mode of MODES) {
      for (const captionLayout of CAPTION_LAYOUTS) {
        const html = renderToStaticMarkup(
          createElement(DayPicker9.DayPicker, {
            mode,
            captionLayout,
            month: new Date(2026, 2, 1),
            footer: 'Footer',
          } as DayPicker9.DayPickerProps),
        );
        const where = `${mode ?? 'no mode'}, ${captionLayout}`;
        assert.doesNotMatch(html, /<(?:input|textarea|dialog)\b/, where);
        assert.doesNotMatch(html, /role="dialog"|contenteditable/, where);
        assert.doesNotMatch(html, /aria-haspopup|aria-expanded/, where);
      }
    }
    const parsers = Object.keys(DayPicker9).filter((name) =>
      /parse/i.test(name),
    );
    const dateLib = Object.getOwnPropertyNames(
      DayPicker9.DateLib.prototype,
    ).concat(Object.keys(DayPicker9.defaultDateLib));
    assert.ok(dateLib.includes('format') && dateLib.includes('addDays'));
    assert.deepEqual(parsers, []);
    assert.deepEqual(
      dateLib.filter((name) => /parse/i.test(name)),
      [],
    );
  });
});

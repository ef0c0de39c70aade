/**
 * What the 8.10.1 month picker recipe says about DayPicker 8's modes and
 * about the month grid it shares with the current docs, walked against
 * react-day-picker-v8 and the example's own file in jsdom.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';

import {cleanup, fireEvent, render} from '@testing-library/react';
import React, {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker-v8';

import MonthPickerGrid from '../../../examples/MonthPickerGrid';

after(cleanup);

// tsx compiles the example's JSX to React.createElement (the site's tsconfig
// leaves JSX to the bundler), so the example needs React as a global here.
Object.assign(globalThis, {React});

const siteDir = join(__dirname, '..', '..', '..');

describe('v8 month-picker.mdx: the modes and the month grid', () => {
  it('mode accepts single, multiple, range and default, and each shows the days of the month', () => {
    const declaration = readFileSync(
      join(require.resolve('react-day-picker-v8'), '..', 'index.d.ts'),
      'utf8',
    );
    const modes = [
      ...(
        /type DaySelectionMode = ([^;]+);/.exec(declaration)?.[1] ?? ''
      ).matchAll(/'(\w+)'/g),
    ].map(([, mode]) => mode);
    assert.deepEqual(modes, ['single', 'multiple', 'range', 'default']);
    for (const mode of modes) {
      const html = renderToStaticMarkup(
        createElement(DayPicker, {
          mode,
          month: new Date(2026, 1, 1),
        } as DayPickerProps),
      );
      const days = [...html.matchAll(/role="gridcell"[^>]*>(\d+)</g)].map(
        ([, day]) => Number(day),
      );
      assert.deepEqual(
        days,
        Array.from({length: 28}, (_, index) => index + 1),
        mode,
      );
    }
  });

  it('the month grid imports only react and date-fns format and isSameMonth, and marks only the clicked month with aria-pressed, for each month', () => {
    const source = readFileSync(
      join(siteDir, 'examples/MonthPickerGrid.tsx'),
      'utf8',
    );
    assert.deepEqual(
      [...source.matchAll(/^import (.*) from "([^"]+)";$/gm)].map(
        ([, names, from]) => `${from}: ${names}`,
      ),
      ['react: { useId, useState }', 'date-fns: { format, isSameMonth }'],
    );
    const view = render(createElement(MonthPickerGrid));
    const months = view
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-pressed'));
    assert.equal(months.length, 12);
    for (const [index, month] of months.entries()) {
      fireEvent.click(month);
      assert.deepEqual(
        months.map((button) => button.getAttribute('aria-pressed')),
        months.map((_, other) => String(other === index)),
      );
    }
  });
});

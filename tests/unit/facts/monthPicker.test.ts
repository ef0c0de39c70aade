/**
 * What docs/recipes/month-picker.mdx says about whole sets, walked against
 * DayPicker 9: every value of the `Mode` type, read from the declarations,
 * and a calendar with a fixed period on the first and last day of every
 * month of a year as the clock.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {join} from 'node:path';
import {after, describe, it, mock} from 'node:test';

import {cleanup, fireEvent, render} from '@testing-library/react';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker';
import ts from 'typescript';

after(cleanup);

const siteDir = join(__dirname, '..', '..', '..');

/** The string literals of the package's `Mode` type. */
function modes(): string[] {
  const file = join(siteDir, 'tests', '__month_picker_mode.ts');
  const source =
    'import type {Mode} from "react-day-picker";\nexport type M = Mode;\n';
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const {getSourceFile} = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === file
      ? ts.createSourceFile(name, source, language)
      : getSourceFile(name, language, ...rest);
  const {fileExists} = host;
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  const checker = program.getTypeChecker();
  let literals: string[] = [];
  ts.forEachChild(program.getSourceFile(file)!, (node) => {
    if (!ts.isTypeAliasDeclaration(node)) return;
    const type = checker.getTypeAtLocation(node.name);
    literals = (type.isUnion() ? type.types : [type]).map((member) =>
      member.isStringLiteral() ? member.value : checker.typeToString(member),
    );
  });
  return literals;
}

describe('month-picker.mdx: the modes, and a fixed period', () => {
  it('mode accepts single, multiple and range only, and each of them selects days', () => {
    const all = modes();
    assert.deepEqual([...all].sort(), ['multiple', 'range', 'single']);
    for (const mode of all) {
      cleanup();
      let selected: unknown;
      const view = render(
        createElement(DayPicker, {
          mode,
          defaultMonth: new Date(2026, 2, 1),
          onSelect: (value: unknown) => {
            selected = value;
          },
        } as DayPickerProps),
      );
      fireEvent.click(
        view.container.querySelector(
          'td[data-day="2026-03-10"] button',
        ) as HTMLElement,
      );
      const days = Array.isArray(selected)
        ? selected
        : selected instanceof Date
          ? [selected]
          : Object.values(selected as object);
      assert.ok(days.length > 0, mode);
      for (const day of days) {
        assert.ok(day instanceof Date, mode);
        assert.equal(day.getDate(), 10, mode);
      }
    }
  });

  it('with startMonth, endMonth and defaultMonth fixed, a calendar with dropdowns renders the same on the first and last day of every month of a year', () => {
    const props = {
      mode: 'single',
      captionLayout: 'dropdown',
      startMonth: new Date(1925, 0),
      endMonth: new Date(2025, 11),
      defaultMonth: new Date(2000, 0),
    } as const;
    const rendered = new Set<string>();
    for (let month = 0; month < 12; month += 1) {
      for (const day of [
        new Date(2026, month, 1),
        new Date(2026, month + 1, 0),
      ]) {
        mock.timers.enable({apis: ['Date'], now: day});
        try {
          rendered.add(renderToStaticMarkup(createElement(DayPicker, props)));
        } finally {
          mock.timers.reset();
        }
      }
    }
    assert.equal(rendered.size, 1);
  });
});

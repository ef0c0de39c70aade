import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';
import ts from 'typescript';

import {generateCode} from './codegen';
import {DEFAULT_STATE} from './state';
import type {PlaygroundState} from './types';

const state = (overrides: Partial<PlaygroundState>): PlaygroundState => ({
  ...DEFAULT_STATE,
  ...overrides,
});

const OPTION_SETS: Record<string, Partial<PlaygroundState>> = {
  defaults: {},
  single: {mode: 'single'},
  'single, required': {mode: 'single', required: true},
  'multiple with limits': {
    mode: 'multiple',
    required: true,
    min: 2,
    max: 4,
    disabled: ['past'],
  },
  range: {
    mode: 'range',
    excludeDisabled: true,
    min: 2,
    disabled: ['weekends', 'future'],
    numberOfMonths: 2,
    pagedNavigation: true,
  },
  'range, required': {mode: 'range', required: true},
  navigation: {
    captionLayout: 'dropdown',
    reverseYears: true,
    startMonth: '2020-01',
    endMonth: '2030-12',
    reverseMonths: true,
    hideNavigation: true,
    disableNavigation: true,
    navLayout: 'around',
  },
  display: {
    showOutsideDays: true,
    fixedWeeks: true,
    showWeekNumber: true,
    hideWeekdays: true,
    animate: true,
    footer: 'Say "hi" \\ {braces} </DayPicker>',
  },
  localization: {
    locale: 'es',
    weekStartsOn: '1',
    firstWeekContainsDate: '4',
    ISOWeek: true,
    numerals: 'arab',
    dir: 'rtl',
  },
  'time zone': {
    mode: 'single',
    timeZone: 'Asia/Tokyo',
    startMonth: '2025-03',
    broadcastCalendar: true,
  },
  persian: {
    calendar: 'persian',
    mode: 'range',
    locale: 'enUS',
    numerals: 'latn',
  },
  buddhist: {calendar: 'buddhist', locale: 'th'},
  ethiopic: {calendar: 'ethiopic', locale: 'amET', mode: 'multiple'},
  hebrew: {calendar: 'hebrew', locale: 'he', dir: 'ltr'},
  styling: {accentColor: '#ff0000', rangeMiddleColor: '#00ff00', mode: 'range'},
};

const siteDir = join(__dirname, '..', '..', '..');
// Inside the site, so "react-day-picker" resolves to the installed package.
const tempDir = mkdtempSync(join(siteDir, '.playground-codegen-'));
after(() => rmSync(tempDir, {recursive: true, force: true}));

function typeErrors(files: Record<string, string>): Record<string, string[]> {
  const paths = Object.keys(files).map((name, index) => {
    const path = join(tempDir, `snippet${index}.tsx`);
    writeFileSync(path, files[name]);
    return path;
  });
  const program = ts.createProgram(paths, {
    strict: true,
    noEmit: true,
    noUnusedLocals: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  });
  const errors: Record<string, string[]> = {};
  Object.keys(files).forEach((name, index) => {
    const diagnostics = ts.getPreEmitDiagnostics(
      program,
      program.getSourceFile(paths[index]),
    );
    errors[name] = diagnostics.map((d) =>
      ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    );
  });
  return errors;
}

describe('generateCode', () => {
  it('type-checks against the installed react-day-picker for every option set', () => {
    const snippets = Object.fromEntries(
      Object.entries(OPTION_SETS).map(([name, overrides]) => [
        name,
        generateCode(state(overrides)),
      ]),
    );
    const errors = typeErrors(snippets);
    for (const name of Object.keys(OPTION_SETS)) {
      assert.deepEqual(errors[name], [], `${name}:\n${snippets[name]}`);
    }
  });

  it('catches a wrong snippet (the check itself works)', () => {
    const errors = typeErrors({
      broken: generateCode(DEFAULT_STATE).replace(
        '<DayPicker',
        '<DayPicker mode="week"',
      ),
    });
    assert.ok(errors.broken.length > 0);
  });

  it('is minimal for the defaults', () => {
    assert.equal(
      generateCode(DEFAULT_STATE),
      [
        'import { DayPicker } from "react-day-picker";',
        'import "react-day-picker/style.css";',
        '',
        'export function MyDatePicker() {',
        '  return <DayPicker />;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('keeps the selection in state when a mode is set', () => {
    const code = generateCode(state({mode: 'range', numberOfMonths: 2}));
    assert.match(code, /^import \{ useState \} from "react";$/m);
    assert.match(
      code,
      /^import \{ DayPicker, type DateRange \} from "react-day-picker";$/m,
    );
    assert.match(code, /useState<DateRange>\(\)/);
    assert.match(
      code,
      /mode="range"\n\s+selected=\{selected\}\n\s+onSelect=\{setSelected\}\n\s+numberOfMonths=\{2\}/,
    );
  });

  it('imports the calendar system and its locales from their own path', () => {
    const code = generateCode(state({calendar: 'persian', locale: 'enUS'}));
    assert.match(
      code,
      /^import \{ DayPicker, enUS \} from "react-day-picker\/persian";$/m,
    );
    assert.doesNotMatch(code, /react-day-picker\/locale/);
  });

  it('imports Gregorian locales from react-day-picker/locale and dates in the time zone', () => {
    const code = generateCode(
      state({
        locale: 'ptBR',
        timeZone: 'America/Sao_Paulo',
        endMonth: '2026-02',
      }),
    );
    assert.match(code, /^import \{ ptBR \} from "react-day-picker\/locale";$/m);
    assert.match(
      code,
      /endMonth=\{new TZDate\(2026, 1, 1, "America\/Sao_Paulo"\)\}/,
    );
    assert.match(code, /timeZone="America\/Sao_Paulo"/);
  });

  it('leaves out values that equal the defaults', () => {
    const code = generateCode(
      state({numberOfMonths: 1, showOutsideDays: false}),
    );
    assert.doesNotMatch(code, /numberOfMonths|showOutsideDays/);
  });
});

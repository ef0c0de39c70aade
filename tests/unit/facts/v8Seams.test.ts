/**
 * What the seam sections of the 8.10.1 pages say about two features
 * together (src/data/seams.ts), walked against react-day-picker-v8: several
 * months with drop-downs and outside days, disabled days and clicks, `max`
 * in a range, a wrapping label, the drop-downs' month names, markup and
 * names, the focus ring, reversed months and the keyboard, and the React 19
 * types.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';

import {act, cleanup, fireEvent, render} from '@testing-library/react';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  Caption,
  CaptionLabel,
  CaptionNavigation,
  type CaptionProps,
  DayPicker,
  type DayPickerProps,
  useDayPicker,
} from 'react-day-picker-v8';
import {es} from 'date-fns/locale';
import ts from 'typescript';

after(cleanup);

const siteDir = join(__dirname, '..', '..', '..');
const day = (date: number, month = 2) => new Date(2026, month, date);
const MARCH = day(1);

function live(props: Partial<DayPickerProps>) {
  cleanup();
  return render(createElement(DayPicker, props as DayPickerProps));
}

const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(createElement(DayPicker, props as DayPickerProps));

/** The `month/year` values of the drop-downs, caption by caption. */
const dropdownMonths = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.rdp-caption')).map((caption) =>
    Array.from(caption.querySelectorAll('select'))
      .map((select) => select.value)
      .join('/'),
  );

const twoMonths = {
  numberOfMonths: 2,
  defaultMonth: MARCH,
  fromYear: 2020,
  toYear: 2030,
};

describe('v8 seams: several months with drop-downs', () => {
  it('with "dropdown-buttons", the picked month stays in the caption it was picked in', () => {
    const {container} = live({...twoMonths, captionLayout: 'dropdown-buttons'});
    fireEvent.change(container.querySelectorAll('select')[2], {
      target: {value: '8'},
    });
    assert.deepEqual(dropdownMonths(container), ['7/2026', '8/2026']);
  });

  it('with "dropdown", it becomes the first month, and no month has navigation buttons', () => {
    const {container} = live({...twoMonths, captionLayout: 'dropdown'});
    assert.equal(container.querySelectorAll('button').length, 0);
    fireEvent.change(container.querySelectorAll('select')[2], {
      target: {value: '8'},
    });
    assert.deepEqual(dropdownMonths(container), ['8/2026', '9/2026']);
  });

  it('with reverseMonths, the month picked in the caption shown first lands in the other caption', () => {
    for (const captionLayout of ['dropdown', 'dropdown-buttons'] as const) {
      const {container} = live({
        ...twoMonths,
        captionLayout,
        reverseMonths: true,
      });
      fireEvent.change(container.querySelectorAll('select')[0], {
        target: {value: '8'},
      });
      assert.deepEqual(
        dropdownMonths(container),
        ['9/2026', '8/2026'],
        captionLayout,
      );
    }
  });

  it('picking December with toYear={2026} displays January 2027, which the years drop-down lacks', () => {
    const {container} = live({
      ...twoMonths,
      captionLayout: 'dropdown-buttons',
      toYear: 2026,
    });
    fireEvent.change(container.querySelectorAll('select')[0], {
      target: {value: '11'},
    });
    const second = container.querySelectorAll('.rdp-caption')[1];
    assert.equal(
      second.querySelector('.rdp-vhidden .rdp-caption_label')?.textContent,
      'January 2027',
    );
    const years = Array.from(
      second.querySelectorAll('select[name="years"] option'),
    ).map((option) => option.textContent);
    assert.ok(!years.includes('2027'));
  });

  it('a custom Caption shows the drop-downs in the first month only, with the next button in the last', () => {
    function FirstMonthDropdowns(props: CaptionProps) {
      const {classNames} = useDayPicker();
      if (!props.displayIndex) return createElement(Caption, props);
      return createElement(
        'div',
        {className: classNames.caption},
        createElement(CaptionLabel, {
          id: props.id,
          displayMonth: props.displayMonth,
        }),
        createElement(CaptionNavigation, {displayMonth: props.displayMonth}),
      );
    }
    const {container} = live({
      ...twoMonths,
      captionLayout: 'dropdown-buttons',
      components: {Caption: FirstMonthDropdowns},
    });
    const captions = container.querySelectorAll('.rdp-caption');
    assert.equal(captions[0].querySelectorAll('select').length, 2);
    assert.equal(captions[1].querySelectorAll('select').length, 0);
    assert.ok(captions[0].querySelector('[name="previous-month"]'));
    assert.ok(captions[1].querySelector('[name="next-month"]'));
    assert.equal(
      captions[1].querySelector('.rdp-caption_label')?.textContent,
      'April 2026',
    );
  });
});

describe('v8 seams: outside days, disabled days and max', () => {
  it('several months show the dates between them twice, and select both copies', () => {
    const {container} = live({
      mode: 'single',
      numberOfMonths: 2,
      showOutsideDays: true,
      defaultMonth: MARCH,
      selected: day(2, 3),
    });
    const selected = Array.from(
      container.querySelectorAll('.rdp-day_selected'),
    ).map((button) => button.textContent);
    assert.deepEqual(selected, ['2', '2']);
  });

  it('a disabled day calls neither onSelect nor onDayClick; a day with a modifier passes it to onSelect', () => {
    const calls: unknown[] = [];
    const {getByRole} = live({
      mode: 'single',
      defaultMonth: MARCH,
      disabled: day(10),
      modifiers: {booked: day(12)},
      onSelect: (_day: unknown, _clicked: unknown, modifiers: unknown) =>
        calls.push(modifiers),
      onDayClick: () => calls.push('onDayClick'),
    } as Partial<DayPickerProps>);
    fireEvent.click(getByRole('gridcell', {name: '10'}));
    assert.deepEqual(calls, []);
    fireEvent.click(getByRole('gridcell', {name: '12'}));
    // DayPicker 8 calls onDayClick first, then onSelect with the modifiers.
    assert.deepEqual(calls[0], 'onDayClick');
    assert.equal((calls[1] as {booked?: boolean}).booked, true);
  });

  it('after the first click of a range, the days beyond max are disabled', () => {
    const {container} = live({
      mode: 'range',
      max: 5,
      defaultMonth: MARCH,
      selected: {from: day(10)},
    } as Partial<DayPickerProps>);
    const disabled = Array.from(
      container.querySelectorAll('button[disabled]'),
    ).map((button) => Number(button.textContent));
    assert.deepEqual(disabled, [
      1,
      2,
      3,
      4,
      5,
      ...Array.from({length: 17}, (_, i) => 15 + i),
    ]);
  });
});

describe('v8 seams: forms and labels', () => {
  it('a wrapping label sends a click on the caption to "previous month"; a click on a day still selects it', () => {
    for (const target of ['caption', 'day'] as const) {
      cleanup();
      const months: string[] = [];
      const selected: string[] = [];
      const {container, getByRole} = render(
        createElement(
          'label',
          null,
          'Date ',
          createElement(DayPicker, {
            mode: 'single',
            defaultMonth: MARCH,
            onMonthChange: (month: Date) => months.push(month.toDateString()),
            onSelect: (date?: Date) => selected.push(String(date?.getDate())),
          } as DayPickerProps),
        ),
      );
      fireEvent.click(
        target === 'caption'
          ? container.querySelector('.rdp-caption_label')!
          : getByRole('gridcell', {name: '10'}),
      );
      assert.deepEqual(
        [months, selected],
        target === 'caption' ? [['Sun Feb 01 2026'], []] : [[], ['10']],
        target,
      );
    }
  });

  it('the drop-downs are named months and years', () => {
    const html = markup({
      captionLayout: 'dropdown',
      defaultMonth: MARCH,
      fromYear: 2020,
      toYear: 2030,
    });
    assert.deepEqual(
      [...html.matchAll(/<select name="([^"]+)"/g)].map(([, name]) => name),
      ['months', 'years'],
    );
  });
});

describe("v8 seams: the drop-downs' names, markup and focus ring", () => {
  const dropdown = {
    captionLayout: 'dropdown',
    defaultMonth: MARCH,
    fromYear: 2020,
    toYear: 2030,
  } as const;
  const options = (html: string) =>
    [...html.matchAll(/<option[^>]*>([^<]*)</g)].map(([, text]) => text);

  it("the month drop-down formats with formatMonthCaption, in the locale; formatCaption doesn't reach it", () => {
    assert.deepEqual(options(markup({...dropdown, locale: es})).slice(0, 2), [
      'enero',
      'febrero',
    ]);
    assert.deepEqual(
      options(
        markup({
          ...dropdown,
          formatters: {
            formatMonthCaption: (month: Date) => `M${month.getMonth()}`,
          },
        }),
      ).slice(0, 2),
      ['M0', 'M1'],
    );
    assert.deepEqual(
      options(
        markup({...dropdown, formatters: {formatCaption: () => 'Caption'}}),
      ).slice(0, 2),
      ['January', 'February'],
    );
  });

  it('a drop-down is a transparent select next to a label hidden from screen readers', () => {
    const html = markup(dropdown);
    assert.match(
      html,
      /<div class="rdp-dropdown_month"><span class="rdp-vhidden">Month: <\/span><select name="months" aria-label="Month: " class="rdp-dropdown"[^>]*>.*?<\/select><div class="rdp-caption_label" aria-hidden="true">March<svg[^>]*class="rdp-dropdown_icon"/,
    );
    const css = readFileSync(
      require.resolve('react-day-picker-v8/dist/style.css'),
      'utf8',
    );
    assert.match(css, /\.rdp-dropdown \{[^}]*opacity: 0;/);
    assert.match(
      css,
      /\.rdp-dropdown:focus-visible:not\(\[disabled\]\) \+ \.rdp-caption_label \{[^}]*border: var\(--rdp-outline\);/,
    );
  });

  it("the stylesheet swaps the browser's outline for --rdp-outline on the buttons it styles", () => {
    const css = readFileSync(
      require.resolve('react-day-picker-v8/dist/style.css'),
      'utf8',
    );
    assert.match(css, /\.rdp-button_reset:focus-visible \{[^}]*outline: none;/);
    assert.match(
      css,
      /\.rdp-button:focus-visible:not\(\[disabled\]\) \{[^}]*background-color: var\(--rdp-background-color\);[^}]*border: var\(--rdp-outline\);/,
    );
    assert.match(
      css,
      /\.rdp-day_selected:focus-visible \{[^}]*outline: var\(--rdp-outline\);[^}]*outline-offset: 2px;/,
    );
    const html = markup({mode: 'single', defaultMonth: MARCH});
    const buttons = [...html.matchAll(/<button[^>]*>/g)].map(([tag]) => tag);
    assert.ok(buttons.length > 30);
    for (const button of buttons)
      assert.match(button, /class="rdp-button_reset rdp-button /);
  });
});

describe('v8 seams: reversed months and the keyboard', () => {
  it('with reverseMonths and two months, no day has the tab stop and initialFocus focuses nothing', () => {
    const {container} = live({
      mode: 'single',
      numberOfMonths: 2,
      reverseMonths: true,
      initialFocus: true,
      defaultMonth: MARCH,
      selected: day(10, 3),
    });
    assert.equal(
      container.querySelectorAll('button[name="day"][tabindex="0"]').length,
      0,
    );
    assert.equal(document.activeElement, document.body);
  });

  it('in their natural order, a day has the tab stop and takes the initial focus', () => {
    const {container} = live({
      mode: 'single',
      numberOfMonths: 2,
      initialFocus: true,
      defaultMonth: MARCH,
    });
    assert.equal(
      container.querySelectorAll('button[name="day"][tabindex="0"]').length,
      1,
    );
    act(() => undefined);
    assert.equal(
      (document.activeElement as HTMLElement).getAttribute('name'),
      'day',
    );
  });
});

describe('v8 seams: the React 19 types', () => {
  /** The errors of an app rendering DayPicker 8, with React 19's types. */
  function errors(skipLibCheck: boolean): number[] {
    const file = join(siteDir, 'App.tsx');
    const source =
      'import { DayPicker } from "react-day-picker";\nexport const App = () => <DayPicker mode="single" />;\n';
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck,
      types: [],
      baseUrl: siteDir,
      paths: {'react-day-picker': ['./node_modules/react-day-picker-v8']},
    };
    const host = ts.createCompilerHost(options);
    const {getSourceFile, fileExists, readFile} = host;
    host.fileExists = (name) => name === file || fileExists(name);
    host.readFile = (name) => (name === file ? source : readFile(name));
    host.getSourceFile = (name, language, ...rest) =>
      name === file
        ? ts.createSourceFile(name, source, language)
        : getSourceFile(name, language, ...rest);
    const program = ts.createProgram([file], options, host);
    return [
      ...new Set(ts.getPreEmitDiagnostics(program).map(({code}) => code)),
    ];
  }

  it('compiles with skipLibCheck, and fails on the missing global JSX namespace without it', () => {
    assert.deepEqual(errors(true), []);
    assert.deepEqual(errors(false), [2503]);
  });
});

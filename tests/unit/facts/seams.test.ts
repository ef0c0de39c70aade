/**
 * What the seam sections of the v9 pages say about two features together
 * (src/data/seams.ts), walked against DayPicker 9 and the examples that
 * answer them: several months with dropdowns and outside days, outside days
 * at the navigation limits, disabled days and clicks, `max` in a range, a
 * wrapping label, locales with dropdowns and other calendars, the focus
 * ring and the dropdowns' markup, pointer events, hidden weeks, and what
 * makes a calendar render again.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, describe, it, mock} from 'node:test';

import {act, cleanup, fireEvent, render} from '@testing-library/react';
import React, {createElement, memo, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker';
import * as buddhist from 'react-day-picker/buddhist';
import * as ethiopic from 'react-day-picker/ethiopic';
import * as hebrew from 'react-day-picker/hebrew';
import {es} from 'react-day-picker/locale';
import * as persian from 'react-day-picker/persian';

import CustomWeekHidePast from '../../../examples/CustomWeekHidePast';
import LocaleDropdownMonthNames from '../../../examples/LocaleDropdownMonthNames';
import RangePointerPreview from '../../../examples/RangePointerPreview';
import SelectionRangeMaxDisabled from '../../../examples/SelectionRangeMaxDisabled';
import SeveralMonthsDropdowns from '../../../examples/SeveralMonthsDropdowns';
import UnavailableDayReason from '../../../examples/UnavailableDayReason';

after(cleanup);

// tsx compiles the examples' JSX to React.createElement (the site's tsconfig
// leaves JSX to the bundler), so they need React as a global here.
Object.assign(globalThis, {React});

const day = (date: number, month = 2) => new Date(2026, month, date);
const MARCH = day(1);
const period = {startMonth: new Date(2020, 0), endMonth: new Date(2030, 11)};

function live(props: Partial<DayPickerProps>) {
  cleanup();
  return render(createElement(DayPicker, props as DayPickerProps));
}

function liveExample(component: ComponentType) {
  cleanup();
  return render(createElement(component));
}

const markup = (
  props: Partial<DayPickerProps>,
  component: ComponentType<DayPickerProps> = DayPicker,
) => renderToStaticMarkup(createElement(component, props as DayPickerProps));

/** The `month/year` values of the dropdowns, caption by caption. */
const dropdownMonths = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.rdp-month_caption')).map((caption) =>
    Array.from(caption.querySelectorAll('select'))
      .map((select) => select.value)
      .join('/'),
  );

const captionLabels = (html: string) =>
  [...html.matchAll(/class="rdp-caption_label"[^>]*>([^<]*)</g)].map(
    ([, text]) => text,
  );

/** The button of a day, by its `yyyy-MM-dd`. */
const dayButton = (container: HTMLElement, iso: string) =>
  container.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`)!;

describe('seams: several months with dropdowns', () => {
  const twoMonths = {
    numberOfMonths: 2,
    captionLayout: 'dropdown',
    defaultMonth: MARCH,
    ...period,
  } as const;

  it('picking in the second caption makes the picked month the first one', () => {
    const {container} = live(twoMonths);
    assert.deepEqual(dropdownMonths(container), ['2/2026', '3/2026']);
    fireEvent.change(container.querySelectorAll('select')[2], {
      target: {value: '8'},
    });
    assert.deepEqual(dropdownMonths(container), ['8/2026', '9/2026']);
  });

  it('with reverseMonths, the month picked in the caption shown first lands in the other caption', () => {
    const {container} = live({...twoMonths, reverseMonths: true});
    assert.deepEqual(dropdownMonths(container), ['3/2026', '2/2026']);
    fireEvent.change(container.querySelectorAll('select')[0], {
      target: {value: '8'},
    });
    assert.deepEqual(dropdownMonths(container), ['9/2026', '8/2026']);
  });

  it('with endMonth, picking the last month shows fewer months', () => {
    const {container} = live({...twoMonths, endMonth: day(1, 11)});
    fireEvent.change(container.querySelectorAll('select')[0], {
      target: {value: '11'},
    });
    assert.deepEqual(dropdownMonths(container), ['11/2026']);
  });

  it('with pagedNavigation, the dropdowns still set the first month', () => {
    const {container} = live({
      ...twoMonths,
      numberOfMonths: 3,
      pagedNavigation: true,
    });
    fireEvent.change(container.querySelectorAll('select')[2], {
      target: {value: '8'},
    });
    assert.deepEqual(dropdownMonths(container), [
      '8/2026',
      '9/2026',
      '10/2026',
    ]);
  });

  it('the example shows dropdowns in the first month only, and keeps the picked month there', () => {
    const {container} = liveExample(SeveralMonthsDropdowns);
    const captions = container.querySelectorAll('.rdp-month_caption');
    assert.equal(captions[0].querySelectorAll('select').length, 2);
    assert.equal(captions[1].querySelectorAll('select').length, 0);
    assert.equal(
      captions[1].querySelector('.rdp-caption_label')?.textContent,
      'April 2026',
    );
    fireEvent.change(captions[0].querySelector('select')!, {
      target: {value: '8'},
    });
    assert.equal(
      container.querySelectorAll('.rdp-month_caption')[1].textContent,
      'October 2026',
    );
  });
});

describe('seams: outside days', () => {
  it('several months show the dates between them twice, and select both copies', () => {
    const html = markup({
      numberOfMonths: 2,
      showOutsideDays: true,
      defaultMonth: MARCH,
    });
    const days = [...html.matchAll(/data-day="([\d-]+)"/g)].map(
      ([, iso]) => iso,
    );
    const twice = [
      ...new Set(days.filter((iso, i) => days.indexOf(iso) !== i)),
    ];
    assert.deepEqual(twice, [
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
    const {container} = live({
      mode: 'single',
      numberOfMonths: 2,
      showOutsideDays: true,
      defaultMonth: MARCH,
      selected: day(2, 3),
    });
    assert.equal(
      container.querySelectorAll(
        '[data-day="2026-04-02"][data-selected="true"]',
      ).length,
      2,
    );
  });

  it("clicking an outside day doesn't change the displayed months", () => {
    const {container} = live({
      mode: 'single',
      numberOfMonths: 2,
      showOutsideDays: true,
      defaultMonth: MARCH,
    });
    fireEvent.click(
      container.querySelector('[data-outside][data-day="2026-04-02"] button')!,
    );
    assert.deepEqual(captionLabels(container.innerHTML), [
      'March 2026',
      'April 2026',
    ]);
  });

  it('at the navigation limits, the days before startMonth are empty cells and those after endMonth have no cell', () => {
    const html = markup({
      mode: 'single',
      showOutsideDays: true,
      defaultMonth: day(1, 3),
      startMonth: day(1, 3),
      endMonth: day(1, 3),
    });
    assert.match(
      html,
      /<td class="rdp-day rdp-hidden rdp-outside"[^>]*data-day="2026-03-31"[^>]*><\/td>/,
    );
    assert.doesNotMatch(html, /data-day="2026-05-01"/);
    const unlimited = markup({
      mode: 'single',
      showOutsideDays: true,
      defaultMonth: day(1, 3),
    });
    assert.match(unlimited, /data-day="2026-05-01"/);
  });
});

describe('seams: disabled days, clicks and explanations', () => {
  it('a disabled day calls neither onSelect nor onDayClick', () => {
    const calls: string[] = [];
    const {container} = live({
      mode: 'single',
      defaultMonth: MARCH,
      disabled: day(10),
      onSelect: () => calls.push('onSelect'),
      onDayClick: () => calls.push('onDayClick'),
    });
    const button = dayButton(container, '2026-03-10');
    assert.equal(button.disabled, true);
    fireEvent.click(button);
    assert.deepEqual(calls, []);
  });

  it('a day with a custom modifier stays clickable, and onSelect receives its modifiers', () => {
    let received: unknown;
    const {container} = live({
      mode: 'single',
      defaultMonth: MARCH,
      modifiers: {booked: day(12)},
      onSelect: (_selected: unknown, _day: Date, modifiers: unknown) => {
        received = modifiers;
      },
    } as Partial<DayPickerProps>);
    fireEvent.click(dayButton(container, '2026-03-12'));
    assert.equal((received as {booked?: boolean}).booked, true);
  });

  it('the example refuses a booked day, says why, and names it for screen readers', () => {
    const {container} = liveExample(UnavailableDayReason);
    fireEvent.click(dayButton(container, '2026-03-10'));
    fireEvent.click(dayButton(container, '2026-03-12'));
    assert.equal(
      container
        .querySelector('[data-selected="true"]')
        ?.getAttribute('data-day'),
      '2026-03-10',
    );
    assert.match(
      container.querySelector('.rdp-footer')?.textContent ?? '',
      /Thu Mar 12 2026 is booked/,
    );
    assert.match(
      dayButton(container, '2026-03-12').getAttribute('aria-label') ?? '',
      /, booked$/,
    );
    assert.equal(dayButton(container, '2026-03-12').disabled, false);
  });
});

describe('seams: max in a range', () => {
  it('DayPicker 9 disables no day beyond max after the first click', () => {
    const {container} = live({
      mode: 'range',
      max: 5,
      defaultMonth: MARCH,
      selected: {from: day(10), to: day(10)},
    });
    assert.equal(container.querySelectorAll('button[disabled]').length, 0);
  });

  it('the example disables the days beyond max while the range is one day long', () => {
    const {container} = liveExample(SelectionRangeMaxDisabled);
    fireEvent.click(dayButton(container, '2026-03-10'));
    const disabled = () =>
      Array.from(
        container.querySelectorAll(
          '[data-disabled="true"]:not([data-outside])',
        ),
      ).map((cell) => Number(cell.getAttribute('data-day')!.slice(-2)));
    assert.deepEqual(disabled(), [
      1,
      2,
      3,
      4,
      ...Array.from({length: 16}, (_, i) => 16 + i),
    ]);
    fireEvent.click(dayButton(container, '2026-03-15'));
    assert.deepEqual(disabled(), []);
  });
});

describe('seams: a calendar inside a label', () => {
  function inLabel() {
    cleanup();
    const months: string[] = [];
    const selected: string[] = [];
    const view = render(
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
    return {...view, months, selected};
  }

  it('a click on the caption or a weekday name goes to the previous month', () => {
    for (const selector of ['.rdp-caption_label', '.rdp-weekday']) {
      const {container, months} = inLabel();
      fireEvent.click(container.querySelector(selector)!);
      assert.deepEqual(months, ['Sun Feb 01 2026'], selector);
    }
  });

  it('a click on a day still selects it', () => {
    const {container, months, selected} = inLabel();
    fireEvent.click(dayButton(container, '2026-03-10'));
    assert.deepEqual([months, selected], [[], ['10']]);
  });
});

describe('seams: locales with dropdowns and other calendars', () => {
  const dropdown = {
    captionLayout: 'dropdown',
    defaultMonth: MARCH,
    ...period,
  } as const;
  const options = (html: string) =>
    [...html.matchAll(/<option[^>]*>([^<]*)</g)].map(([, text]) => text);

  it("the locale names the dropdowns' months; formatCaption doesn't reach them", () => {
    assert.deepEqual(options(markup({...dropdown, locale: es})).slice(0, 3), [
      'enero',
      'febrero',
      'marzo',
    ]);
    const custom = markup({
      ...dropdown,
      locale: es,
      formatters: {formatCaption: () => 'Caption'},
    });
    assert.deepEqual(options(custom).slice(0, 2), ['enero', 'febrero']);
  });

  it('the example formats short, capitalized names with the date library it receives', () => {
    const html = renderToStaticMarkup(createElement(LocaleDropdownMonthNames));
    assert.deepEqual(options(html).slice(0, 3), ['Ene', 'Feb', 'Mar']);
  });

  it('each calendar treats a Gregorian locale as its table says', () => {
    const caption = (component: unknown, props: Partial<DayPickerProps> = {}) =>
      captionLabels(
        markup(
          {defaultMonth: MARCH, locale: es, ...props},
          component as ComponentType<DayPickerProps>,
        ),
      )[0];
    assert.equal(caption(persian.DayPicker), 'diciembre ۱۴۰۴');
    assert.equal(
      caption(persian.DayPicker, {locale: persian.enUS}),
      'Esfand ۱۴۰۴',
    );
    assert.equal(caption(buddhist.DayPicker), 'marzo ๒๕๖๙');
    assert.equal(caption(hebrew.DayPicker), 'adar 5786');
    assert.equal(caption(ethiopic.DayPicker), 'የካቲት ፳፻፲፰');
    assert.equal(
      caption(ethiopic.DayPicker, {numerals: 'latn'}),
      'Yekatit 2018',
    );
  });
});

describe("seams: the focus ring and the dropdowns' markup", () => {
  const css = readFileSync(
    require.resolve('react-day-picker/style.css'),
    'utf8',
  );

  it('the stylesheet has no focus rule for the days and the navigation buttons, only for the dropdowns', () => {
    const focusSelectors = [...css.matchAll(/([^{}]*:focus[^{}]*)\{/g)].map(
      ([, selector]) => selector.trim(),
    );
    assert.deepEqual(focusSelectors, [
      '.rdp-dropdown:focus-visible ~ .rdp-caption_label',
    ]);
  });

  it('a dropdown is a transparent select next to a label hidden from screen readers that shows its value', () => {
    const html = markup({
      captionLayout: 'dropdown',
      defaultMonth: MARCH,
      ...period,
    });
    assert.match(
      html,
      /<span data-disabled="false" class="rdp-dropdown_root"><select class="rdp-dropdown rdp-months_dropdown"[^>]*>.*?<\/select><span class="rdp-caption_label" aria-hidden="true">March<svg/,
    );
    assert.match(
      css,
      /\.rdp-dropdown \{[^}]*opacity: 0;[^}]*position: absolute;/,
    );
  });
});

describe('seams: pointer events, hidden weeks, several months and the focus', () => {
  it('DayPicker 9.11.0 never calls the pointer and touch day handlers', () => {
    const calls: string[] = [];
    const handler = (name: string) => () => calls.push(name);
    const {container} = live({
      mode: 'single',
      defaultMonth: MARCH,
      onDayPointerEnter: handler('pointerenter'),
      onDayPointerLeave: handler('pointerleave'),
      onDayTouchStart: handler('touchstart'),
      onDayTouchEnd: handler('touchend'),
    });
    const button = dayButton(container, '2026-03-10');
    fireEvent.pointerEnter(button);
    fireEvent.pointerLeave(button);
    fireEvent.touchStart(button);
    fireEvent.touchEnd(button);
    assert.deepEqual(calls, []);
  });

  it('the pointer example previews the range up to the day under the pointer', () => {
    const {container} = liveExample(RangePointerPreview);
    fireEvent.click(dayButton(container, '2026-03-10'));
    fireEvent.pointerEnter(dayButton(container, '2026-03-13'));
    const previewed = Array.from(container.querySelectorAll('[data-day]'))
      .filter(
        (cell) =>
          (cell.querySelector('button') as HTMLElement | null)?.style
            .backgroundColor || (cell as HTMLElement).style.backgroundColor,
      )
      .map((cell) => cell.getAttribute('data-day'));
    assert.deepEqual(previewed, ['2026-03-11', '2026-03-12', '2026-03-13']);
  });

  it('the custom Week hides the weeks that are over, wherever today falls', () => {
    for (const today of [
      new Date(2026, 2, 18, 12),
      new Date(2027, 0, 31, 12),
    ]) {
      mock.timers.enable({apis: ['Date'], now: today});
      try {
        const html = renderToStaticMarkup(createElement(CustomWeekHidePast));
        const weeks = html.split('<tr class="rdp-week"').slice(1);
        const firstDays = weeks.map(
          (week) => week.match(/data-day="([\d-]+)"/)![1],
        );
        const todayIso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
        assert.ok(
          weeks[0].includes(`data-day="${todayIso}"`),
          `the first week shown holds ${todayIso}`,
        );
        assert.ok(firstDays.every((iso, i) => i === 0 || iso > todayIso));
      } finally {
        mock.timers.reset();
      }
    }
  });

  it('with reverseMonths, a day keeps the tab stop and autoFocus focuses the first day shown', () => {
    const {container} = live({
      mode: 'single',
      numberOfMonths: 2,
      reverseMonths: true,
      autoFocus: true,
      defaultMonth: MARCH,
    });
    assert.equal(
      container.querySelectorAll('.rdp-day_button[tabindex="0"]').length,
      1,
    );
    assert.equal(
      document.activeElement?.closest('td')?.getAttribute('data-day'),
      '2026-04-01',
    );
  });

  it("stable matchers don't spare a render; React.memo with stable props does", () => {
    const calls = {count: 0};
    const disabled = (date: Date) => {
      calls.count += 1;
      return date.getDate() === 1;
    };
    const props = {month: MARCH, disabled};
    const plain = live(props);
    calls.count = 0;
    act(() => plain.rerender(createElement(DayPicker, props)));
    assert.ok(calls.count > 0, 'DayPicker tests the days again');
    cleanup();
    const Memoized = memo(DayPicker as ComponentType<typeof props>);
    const memoized = render(createElement(Memoized, props));
    calls.count = 0;
    act(() => memoized.rerender(createElement(Memoized, props)));
    assert.equal(calls.count, 0);
  });
});

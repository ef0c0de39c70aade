/**
 * What docs/docs/customization.mdx says about whole sets, walked against
 * DayPicker 9: every outside day, every shape of month under `fixedWeeks`,
 * a range over every displayed month, every hidden day, every animation of
 * the stylesheet, and the month changes DayPicker doesn't animate.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, describe, it} from 'node:test';

import {act, cleanup, fireEvent, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {addDays, addMonths, format, getDaysInMonth} from 'date-fns';
import postcss from 'postcss';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker';

after(cleanup);

const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(createElement(DayPicker, props as DayPickerProps));

/** The rows of day cells of each month grid: the data-day of each cell. */
const weeksOf = (html: string) =>
  [...html.matchAll(/<tr class="rdp-week"[^>]*>(.*?)<\/tr>/g)].map(([, row]) =>
    [...row.matchAll(/data-day="([^"]+)"/g)].map(([, day]) => day),
  );

/**
 * One month for each first weekday and each length (28 to 31 days): every
 * shape a month's grid can take.
 */
const MONTH_SHAPES = (() => {
  const shapes = new Map<string, Date>();
  for (
    let month = new Date(2000, 0, 1);
    shapes.size < 7 * 4;
    month = addMonths(month, 1)
  ) {
    const shape = `${month.getDay()}-${getDaysInMonth(month)}`;
    if (!shapes.has(shape)) shapes.set(shape, month);
  }
  return [...shapes.values()];
})();

describe('customization.mdx: every outside day, month shape, range, hidden day and animation', () => {
  it('every outside day has the outside flag and class, and a click selects it', () => {
    const month = new Date(2026, 3, 1);
    const props = {month, showOutsideDays: true, fixedWeeks: true};
    const outside = [
      ...markup({...props, mode: 'single'}).matchAll(
        /<td([^>]*data-day="([^"]+)"[^>]*)>/g,
      ),
    ].filter(([, attributes]) => /data-outside="true"/.test(attributes));
    assert.ok(outside.length > 7);
    for (const [, attributes, day] of outside) {
      assert.match(attributes, /class="[^"]*\brdp-outside\b/);
      cleanup();
      let selected: Date | undefined;
      const view = render(
        createElement(DayPicker, {
          ...props,
          mode: 'single',
          onSelect: (date: Date | undefined) => {
            selected = date;
          },
        }),
      );
      fireEvent.click(
        view.container.querySelector(
          `td[data-day="${day}"] button`,
        ) as HTMLElement,
      );
      assert.equal(selected && dayKey(selected), day);
    }
    cleanup();
  });

  it('fixedWeeks displays six weeks for every shape of month and every first day of the week, the extra days from the next month; five with broadcastCalendar', () => {
    for (const month of MONTH_SHAPES) {
      const first = dayKey(month);
      const next = format(addMonths(month, 1), 'yyyy-MM');
      for (const weekStartsOn of [0, 1, 2, 3, 4, 5, 6] as const) {
        const weeks = weeksOf(
          markup({
            month,
            fixedWeeks: true,
            showOutsideDays: true,
            weekStartsOn,
          }),
        );
        assert.equal(weeks.length, 6, `${first}, ${weekStartsOn}`);
        assert.ok(weeks[0].includes(first), `${first}, ${weekStartsOn}`);
        const last = dayKey(addDays(addMonths(month, 1), -1));
        const extra = weeks.flat().filter((day) => day > last);
        assert.ok(extra.length > 0, first);
        assert.ok(
          extra.every((day) => day.startsWith(next)),
          first,
        );
      }
      const broadcast = weeksOf(
        markup({month, fixedWeeks: true, broadcastCalendar: true}),
      );
      assert.equal(broadcast.length, 5, `${first}, broadcast`);
    }
  });

  it('each month has its own grid, and a range can span all of them', () => {
    const month = new Date(2026, 2, 1);
    for (const numberOfMonths of [2, 3, 4]) {
      const from = new Date(2026, 2, 10);
      const to = addDays(addMonths(month, numberOfMonths - 1), 14);
      const html = markup({
        month,
        numberOfMonths,
        mode: 'range',
        selected: {from, to},
      });
      assert.equal(html.match(/role="grid"/g)?.length, numberOfMonths);
      const shown = [
        ...html.matchAll(/<td([^>]*data-day="([^"]+)"[^>]*)>/g),
      ].filter(([, attributes]) => !/data-outside="true"/.test(attributes));
      for (const [, attributes, day] of shown) {
        const inRange = day >= dayKey(from) && day <= dayKey(to);
        assert.equal(
          /aria-selected="true"/.test(attributes),
          inRange,
          `${numberOfMonths}: ${day}`,
        );
      }
    }
  });

  it('hidden days are not shown at all, in every mode and without one', () => {
    const hidden = {dayOfWeek: [0, 6]};
    for (const mode of [undefined, 'single', 'multiple', 'range'] as const) {
      const html = markup({
        month: new Date(2026, 2, 1),
        mode,
        hidden,
        showOutsideDays: true,
      });
      const cells = [
        ...html.matchAll(/<td([^>]*data-day="([^"]+)"[^>]*)>(.*?)<\/td>/g),
      ];
      const hiddenCells = cells.filter(([, , day]) =>
        [0, 6].includes(new Date(`${day}T12:00`).getDay()),
      );
      assert.ok(hiddenCells.length >= 8);
      for (const [, attributes, day, content] of hiddenCells) {
        assert.match(attributes, /\brdp-hidden\b/, day);
        assert.equal(content, '', `${mode}: ${day}`);
      }
    }
  });

  it('every animation of both stylesheets runs for --rdp-animation_duration with the --rdp-animation_timing easing, 0.3s and cubic-bezier(0.4, 0, 0.2, 1) by default', () => {
    for (const name of ['style.css', 'style.module.css']) {
      const css = readFileSync(
        require.resolve(`react-day-picker/${name}`),
        'utf8',
      );
      const animations: string[] = [];
      const defaults = new Map<string, string>();
      postcss.parse(css).walkDecls((decl) => {
        if (decl.prop.startsWith('animation')) animations.push(decl.value);
        if (decl.prop.startsWith('--rdp-animation')) {
          defaults.set(decl.prop, decl.value);
        }
      });
      assert.ok(animations.length >= 12, name);
      for (const value of animations) {
        assert.match(
          value,
          /^rdp-\w+ var\(--rdp-animation_duration\)\s+var\(--rdp-animation_timing\) forwards$/,
          name,
        );
      }
      assert.deepEqual(Object.fromEntries(defaults), {
        '--rdp-animation_duration': '0.3s',
        '--rdp-animation_timing': 'cubic-bezier(0.4, 0, 0.2, 1)',
      });
    }
  });

  it('animate: the buttons animate a month change until the caption animation ends; a focused day or a new number of months skips it', async () => {
    const user = userEvent.setup();
    const props = {animate: true, defaultMonth: new Date(2026, 2, 1)};
    const view = render(
      createElement(DayPicker, {...props, mode: 'single' as const}),
    );
    const root = view.container;
    const animated = () => root.querySelectorAll('.rdp-weeks_after_enter');
    const copies = () => root.querySelectorAll('[data-animated-month]').length;
    assert.equal(copies(), 1);

    fireEvent.click(view.getByRole('button', {name: 'Go to the Next Month'}));
    assert.equal(animated().length, 1);
    // The leaving month's copy stays until its caption's animation ends.
    assert.equal(copies(), 2);
    const leaving = root.querySelector(
      '[aria-hidden="true"] .rdp-caption_before_exit',
    );
    assert.ok(leaving);
    fireEvent.animationEnd(leaving);
    assert.equal(animated().length, 0);
    assert.equal(copies(), 1);

    // The arrow keys move the focus to another month: no animation.
    const lastDay = root.querySelector<HTMLElement>(
      'td[data-day="2026-04-30"] button',
    );
    act(() => lastDay?.focus());
    await user.keyboard('{ArrowRight}');
    assert.equal(
      document.activeElement?.closest('td')?.dataset.day,
      '2026-05-01',
    );
    assert.equal(animated().length, 0);
    assert.equal(copies(), 1);

    cleanup();
    // Another month and another number of months at once: no animation.
    const twoMonths = render(
      createElement(DayPicker, {animate: true, month: new Date(2026, 2, 1)}),
    );
    twoMonths.rerender(
      createElement(DayPicker, {
        animate: true,
        month: new Date(2026, 4, 1),
        numberOfMonths: 2,
      }),
    );
    assert.equal(
      twoMonths.container.querySelectorAll('[class*="_enter"]').length,
      0,
    );
    assert.equal(
      twoMonths.container.querySelectorAll('[data-animated-month]').length,
      2,
    );
    cleanup();
  });
});

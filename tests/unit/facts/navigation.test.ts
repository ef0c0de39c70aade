/**
 * The sentences of docs/docs/navigation.mdx about every date, every way of
 * navigating and every displayed month, walked against DayPicker 9.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {act, cleanup, fireEvent, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker';

after(cleanup);

const MARCH = Array.from(
  {length: 31},
  (_, index) => new Date(2026, 2, index + 1),
);

function markup(props: Partial<DayPickerProps>): string {
  return renderToStaticMarkup(
    createElement(DayPicker, props as DayPickerProps),
  );
}

/** The months displayed, as `yyyy-MM` from their grids' days. */
function monthsShown(html: string): string[] {
  return [
    ...new Set(
      [
        ...html.matchAll(
          /data-day="(\d{4}-\d{2})-\d{2}"(?![^>]*data-outside)/g,
        ),
      ].map(([, month]) => month),
    ),
  ];
}

const captions = (html: string) =>
  [...html.matchAll(/class="rdp-caption_label"[^>]*>([^<]+)</g)].map(
    ([, text]) => text,
  );

function live(props: Partial<DayPickerProps>) {
  cleanup();
  return render(createElement(DayPicker, props as DayPickerProps));
}

const caption = (container: HTMLElement) =>
  container.querySelector('.rdp-caption_label')?.textContent;

describe('navigation.mdx: every date, every way to navigate', () => {
  it('any date of a month as defaultMonth opens that month', () => {
    for (const date of MARCH) {
      assert.deepEqual(captions(markup({defaultMonth: date})), ['March 2026']);
    }
  });

  it('defaultMonth is read on the first render, and again only when timeZone changes', () => {
    const view = live({defaultMonth: MARCH[0]});
    const rerender = (props: Partial<DayPickerProps>) =>
      act(() =>
        view.rerender(createElement(DayPicker, props as DayPickerProps)),
      );
    rerender({defaultMonth: new Date(2027, 0)});
    assert.equal(caption(view.container), 'March 2026');
    rerender({defaultMonth: new Date(2027, 0), timeZone: 'Asia/Tokyo'});
    assert.equal(caption(view.container), 'January 2027');
    rerender({defaultMonth: new Date(2027, 5), timeZone: 'Asia/Tokyo'});
    assert.equal(caption(view.container), 'January 2027');
  });

  it('onMonthChange gets the first day of the new month from the buttons, the dropdowns and the keyboard; onPrevClick and onNextClick from the buttons only', async () => {
    const user = userEvent.setup({document});
    const changes: Date[] = [];
    const clicks: string[] = [];
    const view = live({
      mode: 'single',
      defaultMonth: MARCH[14],
      captionLayout: 'dropdown',
      startMonth: new Date(2020, 0),
      endMonth: new Date(2030, 11),
      onMonthChange: (month: Date) => changes.push(month),
      onPrevClick: () => clicks.push('previous'),
      onNextClick: () => clicks.push('next'),
    });
    const button = (label: RegExp) =>
      Array.from(view.container.querySelectorAll('button')).find((each) =>
        label.test(each.getAttribute('aria-label') ?? ''),
      ) as HTMLElement;
    await user.click(button(/next month/i));
    await user.click(button(/previous month/i));
    assert.deepEqual(clicks, ['next', 'previous']);
    const months = view.container.querySelector('select') as HTMLElement;
    fireEvent.change(months, {target: {value: '5'}});
    const day = view.container.querySelector(
      'td[data-day="2026-06-30"] button',
    ) as HTMLElement;
    act(() => day.focus());
    await user.keyboard('{ArrowRight}');
    assert.deepEqual(
      changes.map((month) => [
        month.getFullYear(),
        month.getMonth(),
        month.getDate(),
      ]),
      [
        [2026, 3, 1],
        [2026, 2, 1],
        [2026, 5, 1],
        [2026, 6, 1],
      ],
    );
    assert.deepEqual(
      clicks,
      ['next', 'previous'],
      'no click callback for the dropdown or the keyboard',
    );
  });

  it('a controlled month is shown as given inside the limits, and moved into them outside', () => {
    const limits = {
      startMonth: new Date(2026, 0),
      endMonth: new Date(2026, 11),
    };
    for (let month = 0; month < 12; month += 1) {
      assert.deepEqual(
        monthsShown(markup({...limits, month: new Date(2026, month)})),
        [`2026-${String(month + 1).padStart(2, '0')}`],
      );
    }
    assert.deepEqual(
      monthsShown(markup({...limits, month: new Date(2025, 5)})),
      ['2026-01'],
    );
    assert.deepEqual(
      monthsShown(markup({...limits, month: new Date(2027, 5)})),
      ['2026-12'],
    );
  });

  it('any date of startMonth and endMonth sets the same limits', () => {
    const reference = markup({
      defaultMonth: MARCH[0],
      startMonth: MARCH[0],
      endMonth: MARCH[0],
      captionLayout: 'dropdown',
    });
    for (const date of MARCH) {
      assert.equal(
        markup({
          defaultMonth: MARCH[0],
          startMonth: date,
          endMonth: date,
          captionLayout: 'dropdown',
        }),
        reference,
      );
    }
  });

  it('the years dropdown lists only the years of the period; the months dropdown disables every month outside it', () => {
    const html = markup({
      defaultMonth: new Date(2025, 5),
      startMonth: new Date(2024, 3),
      endMonth: new Date(2026, 8),
      captionLayout: 'dropdown',
    });
    const [months, years] = [
      ...html.matchAll(/<select[^>]*>(.*?)<\/select>/g),
    ].map(([, options]) => options);
    const values = (options: string) =>
      [...options.matchAll(/<option([^>]*)>/g)].map(([, attributes]) => ({
        value: Number(/value="(\d+)"/.exec(attributes)?.[1]),
        disabled: attributes.includes('disabled'),
      }));
    assert.deepEqual(
      values(years).map(({value}) => value),
      [2024, 2025, 2026],
    );
    // June 2025 is in the period: every month of 2025 is.
    assert.ok(values(months).every(({disabled}) => !disabled));
    const edge = markup({
      defaultMonth: new Date(2024, 5),
      startMonth: new Date(2024, 3),
      endMonth: new Date(2026, 8),
      captionLayout: 'dropdown',
    });
    const [edgeMonths] = [
      ...edge.matchAll(/<select[^>]*>(.*?)<\/select>/g),
    ].map(([, options]) => options);
    assert.deepEqual(
      values(edgeMonths)
        .filter(({disabled}) => disabled)
        .map(({value}) => value),
      [0, 1, 2],
    );
  });

  it('startMonth and endMonth disable no day of the months they allow', () => {
    const html = markup({
      mode: 'single',
      defaultMonth: MARCH[0],
      startMonth: MARCH[10],
      endMonth: MARCH[20],
    });
    assert.doesNotMatch(html, /data-disabled|rdp-disabled/);
  });

  it('no month after endMonth is ever displayed, paged or not, whatever the first month and the number of months', () => {
    const endMonth = new Date(2026, 5);
    for (const pagedNavigation of [false, true]) {
      for (let numberOfMonths = 1; numberOfMonths <= 4; numberOfMonths += 1) {
        for (let month = 0; month < 8; month += 1) {
          const shown = monthsShown(
            markup({
              defaultMonth: new Date(2026, month),
              endMonth,
              numberOfMonths,
              pagedNavigation,
            }),
          );
          assert.ok(
            shown.every((each) => each <= '2026-06'),
            shown.join(),
          );
        }
      }
    }
  });

  it('with hideNavigation, the keyboard still moves the calendar past the last day', async () => {
    const user = userEvent.setup({document});
    const view = live({
      mode: 'single',
      defaultMonth: MARCH[0],
      hideNavigation: true,
    });
    assert.equal(view.container.querySelectorAll('.rdp-nav button').length, 0);
    const last = view.container.querySelector(
      'td[data-day="2026-03-31"] button',
    ) as HTMLElement;
    act(() => last.focus());
    await user.keyboard('{ArrowRight}');
    assert.equal(caption(view.container), 'April 2026');
  });
});

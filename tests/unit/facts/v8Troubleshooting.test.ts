/**
 * What the 8.10.1 troubleshooting page says about DayPicker's peers, the
 * caption's drop-downs and a controlled month, walked against the installed
 * packages: every pair of start and end props, every caption layout, every
 * way to change the month.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, describe, it} from 'node:test';

import {act, cleanup, fireEvent, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker-v8';

after(cleanup);

const march = new Date(2026, 2, 1);

const STARTS: readonly Partial<DayPickerProps>[] = [
  {},
  {fromYear: 2025},
  {fromMonth: new Date(2025, 5)},
  {fromDate: new Date(2025, 5, 10)},
];
const ENDS: readonly Partial<DayPickerProps>[] = [
  {},
  {toYear: 2027},
  {toMonth: new Date(2027, 5)},
  {toDate: new Date(2027, 5, 10)},
];

describe('v8 troubleshooting.mdx: peers, drop-downs and a controlled month', () => {
  it("DayPicker 9's only peer is react >=16.8.0, and it depends on date-fns itself", () => {
    const manifest = JSON.parse(
      readFileSync(require.resolve('react-day-picker/package.json'), 'utf8'),
    ) as {
      peerDependencies: Record<string, string>;
      dependencies: Record<string, string>;
    };
    assert.deepEqual(manifest.peerDependencies, {react: '>=16.8.0'});
    assert.ok(manifest.dependencies['date-fns']);
  });

  it('the drop-downs show only with both a start and an end, in both drop-down layouts; otherwise the caption falls back to the buttons', () => {
    for (const captionLayout of ['dropdown', 'dropdown-buttons'] as const) {
      for (const start of STARTS) {
        for (const end of ENDS) {
          const html = renderToStaticMarkup(
            createElement(DayPicker, {
              month: march,
              captionLayout,
              ...start,
              ...end,
            } as DayPickerProps),
          );
          const both =
            Object.keys(start).length > 0 && Object.keys(end).length > 0;
          const where = `${captionLayout} ${JSON.stringify({...start, ...end})}`;
          assert.equal(/<select/.test(html), both, where);
          if (!both) {
            assert.match(
              html,
              /name="previous-month"[\s\S]*name="next-month"/,
              where,
            );
            assert.match(html, />March 2026</, where);
          }
        }
      }
    }
  });

  it('when month is set and never updated, no way of navigating changes the month shown', async () => {
    const changes: Date[] = [];
    const view = render(
      createElement(DayPicker, {
        mode: 'single',
        month: march,
        captionLayout: 'dropdown-buttons',
        fromYear: 2020,
        toYear: 2030,
        onMonthChange: (month: Date) => changes.push(month),
      }),
    );
    const user = userEvent.setup();
    const caption = () =>
      view.container.querySelector('.rdp-caption_label')?.textContent;
    const days = () =>
      Array.from(
        view.container.querySelectorAll<HTMLElement>('button[name="day"]'),
      );
    // A key moves DayPicker's focused day even when its month stays hidden:
    // start each key afresh from a day on screen.
    const focus = (day: HTMLElement) =>
      act(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        day.focus();
      });
    const WAYS: readonly (readonly [string, () => unknown])[] = [
      [
        'next',
        () =>
          fireEvent.click(view.container.querySelector('[name="next-month"]')!),
      ],
      [
        'previous',
        () =>
          fireEvent.click(
            view.container.querySelector('[name="previous-month"]')!,
          ),
      ],
      [
        'months',
        () =>
          fireEvent.change(
            view.container.querySelector('select[name="months"]')!,
            {target: {value: '5'}},
          ),
      ],
      [
        'years',
        () =>
          fireEvent.change(
            view.container.querySelector('select[name="years"]')!,
            {target: {value: '2027'}},
          ),
      ],
      ...[
        '{PageUp}',
        '{PageDown}',
        '{Shift>}{PageUp}{/Shift}',
        '{Shift>}{PageDown}{/Shift}',
        '{ArrowLeft}',
        '{ArrowUp}',
      ].map(
        (keys) =>
          [
            keys,
            async () => {
              focus(days()[0]);
              await user.keyboard(keys);
            },
          ] as const,
      ),
      ...['{ArrowRight}', '{ArrowDown}'].map(
        (keys) =>
          [
            keys,
            async () => {
              focus(days().at(-1)!);
              await user.keyboard(keys);
            },
          ] as const,
      ),
    ];
    for (const [way, navigate] of WAYS) {
      const before = changes.length;
      await navigate();
      assert.equal(changes.length, before + 1, `${way} asks for a month`);
      assert.equal(caption(), 'March 2026', way);
    }
    cleanup();
  });
});

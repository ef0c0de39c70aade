/**
 * Sentences of docs/start.mdx, guides/custom-selections.mdx,
 * guides/timepicker.mdx and docs/time-zone.mdx about every click on every
 * day, walked against DayPicker 9 in jsdom.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {cleanup, render} from '@testing-library/react';
import userEvent, {PointerEventsCheckLevel} from '@testing-library/user-event';
import {createElement, useState} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker';

after(cleanup);

const month = new Date(2026, 2, 1);

// No stylesheet is loaded here, so no element is pointer-events: none; the
// check would call getComputedStyle on every ancestor at every click.
const USER_OPTIONS = {
  document,
  delay: null,
  pointerEventsCheck: PointerEventsCheckLevel.Never,
} as const;

/** Renders a calendar and clicks every day button of its month once, in order. */
async function clickEveryDay(props: Partial<DayPickerProps>) {
  cleanup();
  const user = userEvent.setup(USER_OPTIONS);
  const view = render(
    createElement(DayPicker, {defaultMonth: month, ...props} as DayPickerProps),
  );
  const buttons = () =>
    Array.from(view.container.querySelectorAll<HTMLElement>('td button'));
  const count = buttons().length;
  for (let index = 0; index < count; index += 1) {
    await user.click(buttons()[index]);
  }
  return view;
}

describe('every click on every day', () => {
  it('without props: the current month, both navigation buttons active, nothing selected', () => {
    const html = renderToStaticMarkup(createElement(DayPicker));
    const now = new Date();
    assert.match(
      html,
      new RegExp(
        `>${now.toLocaleString('en-US', {month: 'long'})} ${now.getFullYear()}<`,
      ),
    );
    assert.doesNotMatch(html, /aria-disabled="true"|rdp-selected/);
  });

  it('without a mode, onSelect never runs and no day is selected', async () => {
    let calls = 0;
    const view = await clickEveryDay({
      onDayClick: () => undefined,
      onSelect: () => (calls += 1),
    } as Partial<DayPickerProps>);
    assert.equal(calls, 0);
    assert.equal(view.container.querySelectorAll('.rdp-selected').length, 0);
  });

  it('in single mode a second click unselects any day, unless required, which hands onSelect the day again', async () => {
    for (const required of [false, true]) {
      const received: (Date | undefined)[] = [];
      // A calendar that keeps its selection in its state, as the pages show.
      function Controlled() {
        const [selected, setSelected] = useState<Date>();
        return createElement(DayPicker, {
          mode: 'single',
          required,
          defaultMonth: month,
          selected,
          onSelect: (date: Date | undefined) => {
            received.push(date);
            setSelected(date);
          },
        } as DayPickerProps);
      }
      cleanup();
      const user = userEvent.setup(USER_OPTIONS);
      const view = render(createElement(Controlled));
      const buttons = () =>
        Array.from(view.container.querySelectorAll<HTMLElement>('td button'));
      for (let index = 0; index < buttons().length; index += 1) {
        await user.click(buttons()[index]);
        await user.click(buttons()[index]);
      }
      assert.equal(received.length, 62);
      for (let index = 0; index < received.length; index += 2) {
        const day = index / 2 + 1;
        assert.equal(received[index]?.getDate(), day);
        assert.equal(
          received[index + 1]?.getDate(),
          required ? day : undefined,
        );
      }
    }
  });

  it('with timeZone="UTC", every selected day is midnight UTC, whatever the time zone of the browser; each is a Date', async () => {
    const zone = process.env.TZ;
    try {
      for (const browserZone of ['America/Los_Angeles', 'Asia/Tokyo']) {
        process.env.TZ = browserZone;
        const picked: Date[] = [];
        await clickEveryDay({
          mode: 'single',
          timeZone: 'UTC',
          onSelect: (date: Date | undefined) => date && picked.push(date),
        } as DayPickerProps);
        assert.equal(picked.length, 31, browserZone);
        for (const date of picked) {
          assert.ok(date instanceof Date);
          assert.equal(
            date.getTime() % 86_400_000,
            0,
            `${browserZone}: ${date.toISOString()}`,
          );
        }
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});

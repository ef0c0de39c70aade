/**
 * What the 8.10.1 server rendering recipe says about DayPicker 8 on a server,
 * checked against react-day-picker-v8: no "use client" directive, the hooks
 * and contexts it needs, markup that hydrates, the current date behind every
 * day of the grid, what changes with today, and the device's time zone.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, it, mock} from 'node:test';

import {addDays, format, getDaysInMonth} from 'date-fns';
import {act, createElement} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToStaticMarkup, renderToString} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker-v8';

const require = createRequire(__filename);
const entry = require.resolve('react-day-picker-v8');
const dist = dirname(entry);
const BUILDS = ['index.js', 'index.esm.js'].map((file) => join(dist, file));

const march = new Date(2026, 2, 1);

/**
 * A copy of the package as a new process would load it: its module state
 * (the contexts, and the flag its id hook keeps once a calendar has mounted)
 * starts afresh.
 */
function freshPackage(): {DayPicker: typeof DayPicker} {
  delete require.cache[entry];
  try {
    return require(entry) as {DayPicker: typeof DayPicker};
  } finally {
    delete require.cache[entry];
  }
}

// useId numbers each render's caption: compare the markup without it.
const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(createElement(DayPicker, props as DayPickerProps))
    .replace(/react-day-picker-\d+/g, 'id')
    .split(/(?=<)/);

describe('v8 server-rendering.mdx: DayPicker 8 on a server', () => {
  it('neither build of 8.10.1 has a "use client" directive', () => {
    for (const build of BUILDS) {
      assert.doesNotMatch(readFileSync(build, 'utf8'), /["']use client["']/);
    }
  });

  it('the module creates its contexts when it loads, and a calendar uses state, effects and context, none of which React offers Server Components', () => {
    const React = require('react') as Record<string, unknown>;
    const HOOKS = ['createContext', 'useState', 'useEffect', 'useContext'];
    const calls = new Map(HOOKS.map((name) => [name, 0]));
    const originals = HOOKS.map((name) => [name, React[name]] as const);
    for (const [name, original] of originals) {
      React[name] = (...args: unknown[]) => {
        calls.set(name, calls.get(name)! + 1);
        return (original as (...rest: unknown[]) => unknown)(...args);
      };
    }
    try {
      const fresh = freshPackage();
      assert.ok(calls.get('createContext')! > 0, 'no context at load');
      renderToStaticMarkup(createElement(fresh.DayPicker, {mode: 'single'}));
      for (const name of HOOKS) assert.ok(calls.get(name)! > 0, name);
    } finally {
      for (const [name, original] of originals) React[name] = original;
    }
    const server = require(
      join(dirname(require.resolve('react')), 'react.react-server.js'),
    ) as Record<string, unknown>;
    assert.deepEqual(
      HOOKS.filter((name) => name in server),
      [],
    );
  });

  it('server markup hydrates with no mismatch and no directive, in every built-in mode', async () => {
    // The server and the browser each load the package once.
    const calendars = ({DayPicker: Calendar}: {DayPicker: typeof DayPicker}) =>
      createElement(
        'div',
        null,
        ...[undefined, 'single', 'multiple', 'range'].map((mode) =>
          createElement(Calendar, {
            key: String(mode),
            mode,
            month: march,
            today: new Date(2026, 2, 10),
          } as DayPickerProps),
        ),
      );
    const container = document.createElement('div');
    container.innerHTML = renderToString(calendars(freshPackage()));
    assert.equal(container.querySelectorAll('table').length, 4);
    const errors: unknown[] = [];
    const consoleError = mock.method(console, 'error', (...args: unknown[]) =>
      errors.push(args),
    );
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, calendars(freshPackage()), {
          onRecoverableError: (error) => errors.push(error),
        });
      });
    } finally {
      consoleError.mock.restore();
    }
    assert.deepEqual(errors, []);
    assert.equal(
      container.querySelectorAll('table[aria-labelledby]').length,
      4,
    );
    act(() => root?.unmount());
  });

  it('without month, defaultMonth and today, the caption and every day of the grid come from the current date, on every day of a year', () => {
    mock.timers.enable({apis: ['Date']});
    try {
      for (let now = new Date(2026, 0, 1); now.getFullYear() === 2026; ) {
        mock.timers.setTime(now.getTime() + 13 * 3600_000);
        const html = markup({}).join('');
        assert.match(html, new RegExp(`>${format(now, 'LLLL yyyy')}<`));
        const days = [...html.matchAll(/role="gridcell">(\d+)</g)].map(
          ([, day]) => Number(day),
        );
        assert.deepEqual(
          days,
          Array.from({length: getDaysInMonth(now)}, (_, index) => index + 1),
        );
        assert.match(
          html,
          new RegExp(`rdp-day_today" role="gridcell">${now.getDate()}<`),
        );
        now = addDays(now, 1);
      }
    } finally {
      mock.timers.reset();
    }
  });

  it('when only today differs, the two days swap rdp-day_today, and tabindex="0" when they are buttons and no day is selected', () => {
    const CASES = [
      {props: {}, tabIndex: false},
      {props: {mode: 'single'}, tabIndex: true},
      {props: {mode: 'multiple'}, tabIndex: true},
      {
        props: {mode: 'single', selected: new Date(2026, 2, 15)},
        tabIndex: false,
      },
    ] as const;
    for (const {props, tabIndex} of CASES) {
      const byToday = Array.from({length: 31}, (_, index) =>
        markup({...props, month: march, today: new Date(2026, 2, index + 1)}),
      );
      for (const [a, first] of byToday.entries()) {
        for (const [b, second] of byToday.entries()) {
          if (a === b) continue;
          const changed = first.flatMap((part, index) =>
            part === second[index] ? [] : [[part, second[index]] as const],
          );
          const where = `${JSON.stringify(props)}, today ${a + 1} then ${b + 1}`;
          assert.deepEqual(
            changed.map(([before]) => Number(/>(\d+)$/.exec(before)?.[1])),
            [Math.min(a, b) + 1, Math.max(a, b) + 1],
            where,
          );
          for (const [before, after] of changed) {
            const strip = (part: string) =>
              part
                .replace(' rdp-day_today', '')
                .replace(tabIndex ? /tabindex="-?[01]"/ : /^$/, '');
            assert.equal(strip(before), strip(after), where);
            assert.equal(
              /tabindex="0"/.test(before) !== /tabindex="0"/.test(after),
              tabIndex,
              where,
            );
          }
        }
      }
    }
  });

  it('DayPicker 8 has no timeZone prop and shows today in the time zone of the device', () => {
    assert.doesNotMatch(
      readFileSync(join(dist, 'index.d.ts'), 'utf8'),
      /timeZone/,
    );
    for (const build of BUILDS) {
      assert.doesNotMatch(
        readFileSync(build, 'utf8'),
        /timeZone|getUTC|setUTC|Date\.UTC|Intl\./,
      );
    }
    const instant = Date.UTC(2026, 2, 10, 3);
    const script = `const {createElement} = require("react");
const {renderToStaticMarkup} = require("react-dom/server");
const {DayPicker} = require(${JSON.stringify(entry)});
const html = renderToStaticMarkup(createElement(DayPicker, {month: new Date(2026, 2, 1), today: new Date(${instant})}));
process.stdout.write(/rdp-day_today" role="gridcell">(\\d+)</.exec(html)[1]);`;
    for (const timeZone of [
      'Pacific/Pago_Pago',
      'America/Los_Angeles',
      'UTC',
      'Asia/Tokyo',
      'Pacific/Kiritimati',
    ]) {
      const day = execFileSync(process.execPath, ['-e', script], {
        cwd: dist,
        env: {...process.env, TZ: timeZone},
        encoding: 'utf8',
      });
      const local = new Intl.DateTimeFormat('en-US', {
        timeZone,
        day: 'numeric',
      });
      assert.equal(day, local.format(instant), timeZone);
    }
  });
});

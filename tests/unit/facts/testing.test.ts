/**
 * What docs/recipes/testing.mdx says about whole sets, walked against
 * DayPicker 9 the way the page's tests query it: every name of its table
 * for every day of a month, every entry point through `require`, every day
 * of a year as the clock, and every time zone the runtime knows.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {readdirSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import {after, describe, it, mock} from 'node:test';

import {
  cleanup,
  fireEvent,
  render,
  screen,
  within,
} from '@testing-library/react';
import {addHours, eachDayOfInterval, format} from 'date-fns';
import {createElement, useState} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker';

after(cleanup);

const packageDir = join(
  __dirname,
  '..',
  '..',
  '..',
  'node_modules',
  'react-day-picker',
);
const november = new Date(2025, 10, 1);
const daysOfNovember = eachDayOfInterval({
  start: november,
  end: new Date(2025, 10, 30),
});

const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(createElement(DayPicker, props as DayPickerProps));

/** The files an `exports` target names: itself, or every match of its `*`. */
function filesOfTarget(packageDir: string, target: string): string[] {
  if (!target.includes('*')) {
    return [join(packageDir, target)];
  }
  const [before, after] = target.split('*') as [string, string];
  const dir = join(packageDir, dirname(before));
  const prefix = basename(before);
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith(after))
    .map((name) => join(dir, name));
}

/** The conditions of an `exports` entry, down to the file of `require`. */
type Conditions = string | {readonly [condition: string]: Conditions};

function requireTarget(entry: Conditions): string | undefined {
  if (typeof entry === 'string') return undefined;
  const target = entry.require;
  if (target === undefined) return undefined;
  return typeof target === 'string'
    ? target
    : requireTarget({require: target.default});
}

describe('testing.mdx: names, entry points, the clock and the time zone', () => {
  it('each part of the names table has the name the page gives it, for every day of a month, with and without a mode', () => {
    for (const mode of [undefined, 'single'] as const) {
      cleanup();
      const today = new Date(2025, 10, 10);
      const selected = new Date(2025, 10, 20);
      render(
        createElement(DayPicker, {
          mode,
          defaultMonth: november,
          today,
          selected: mode && selected,
        } as DayPickerProps),
      );
      const grid = screen.getByRole('grid', {name: 'November 2025'});
      const role = mode ? 'button' : 'gridcell';
      for (const day of daysOfNovember) {
        const prefix = day.getTime() === today.getTime() ? 'Today, ' : '';
        const suffix =
          mode && day.getTime() === selected.getTime() ? ', selected' : '';
        within(grid).getByRole(role, {
          name: `${prefix}${format(day, 'PPPP')}${suffix}`,
        });
      }
      screen.getByRole('button', {name: 'Go to the Previous Month'});
      screen.getByRole('button', {name: 'Go to the Next Month'});
      assert.ok(
        screen
          .getAllByRole('status')
          .some((element) => element.textContent === 'November 2025'),
      );
      assert.equal(screen.queryAllByRole('columnheader').length, 0);
    }
  });

  it('every entry point of the package but its examples, and every one of its dependencies, loads as CommonJS through require', () => {
    const {exports, dependencies} = createRequire(__filename)(
      join(packageDir, 'package.json'),
    ) as {
      exports: Record<string, Conditions>;
      dependencies: Record<string, string>;
    };
    const packageRequire = createRequire(join(packageDir, 'package.json'));
    const scripts = Object.entries(exports).filter(
      ([path, entry]) =>
        path !== './package.json' && !JSON.stringify(entry).includes('.css'),
    );
    // The library's own examples, TypeScript source with no require entry.
    assert.deepEqual(
      scripts
        .filter(([, entry]) => !requireTarget(entry))
        .map(([path]) => path),
      ['./examples'],
    );
    assert.ok(scripts.length >= 7);
    for (const [path, entry] of scripts.filter(([, entry]) =>
      requireTarget(entry),
    )) {
      const target = requireTarget(entry);
      assert.match(target ?? '', /^\.\/dist\/cjs\/.+\.js$/, path);
      // A subpath pattern (`./locale/*`, from 9.13) stands for every file
      // its target matches. Node 20 refuses to require an ES module:
      // loading proves CommonJS.
      for (const file of filesOfTarget(packageDir, target!)) {
        assert.ok(packageRequire(file), `${path}: ${file}`);
      }
    }
    for (const name of Object.keys(dependencies)) {
      const manifest = packageRequire.resolve(`${name}/package.json`);
      const dependency = packageRequire(manifest) as {
        exports?: Record<string, Conditions>;
      };
      if (!dependency.exports) {
        // No exports map (9.13's hijri converter): its main file must load.
        assert.ok(packageRequire(name), name);
        continue;
      }
      const entries = Object.entries(dependency.exports).filter(
        ([path, entry]) =>
          path !== './package.json' && typeof entry !== 'string',
      );
      assert.ok(entries.length > 0, name);
      for (const [path, entry] of entries) {
        const target = requireTarget(entry);
        assert.match(target ?? '', /\.cjs$/, `${name} ${path}`);
      }
      assert.ok(
        packageRequire(
          join(dirname(manifest), requireTarget(dependency.exports['.'])!),
        ),
      );
    }
  });

  it('on the first and last day of every month of a year as the clock: with today set, the calendar never changes; without it, the first month, the years and today follow the clock; with defaultMonth, the month stays', () => {
    const fixed = new Date(2025, 10, 10);
    const props = {mode: 'single', captionLayout: 'dropdown'} as const;
    const withToday = markup({...props, today: fixed});
    const years = (html: string) =>
      [...html.matchAll(/<option value="(\d{4})"/g)].map(([, year]) => year);
    // The first and the last day of each month of a year.
    const days = Array.from({length: 12}, (_, month) => [
      new Date(2030, month, 1),
      new Date(2030, month + 1, 0),
    ]).flat();
    for (const day of days) {
      const noon = addHours(day, 12);
      mock.timers.enable({apis: ['Date'], now: noon});
      try {
        assert.equal(markup({...props, today: fixed}), withToday);
        const clock = markup(props);
        assert.match(
          clock,
          new RegExp(`aria-label="${format(noon, 'LLLL y')}"`),
        );
        assert.deepEqual(years(clock).slice(-1), ['2030']);
        assert.match(
          clock,
          new RegExp(`aria-label="Today, ${format(noon, 'PPPP')}"`),
        );
        assert.match(
          markup({...props, defaultMonth: november}),
          /aria-label="November 2025"/,
        );
      } finally {
        mock.timers.reset();
      }
    }
  });

  it("in every time zone, a date built as local midnight is the calendar's today, and the disabled days end before it; in six far apart, a click hands back the day clicked", () => {
    function DeliveryDateField({today}: {today: Date}) {
      const [selected, setSelected] = useState<Date>();
      return createElement(
        'div',
        null,
        createElement(DayPicker, {
          mode: 'single',
          today,
          disabled: {before: today},
          selected,
          onSelect: setSelected,
        }),
        createElement(
          'p',
          null,
          selected ? `Delivery on ${selected.toDateString()}` : 'Pick a day.',
        ),
      );
    }
    const field = () =>
      createElement(DeliveryDateField, {today: new Date(2025, 10, 10)});
    const saved = process.env.TZ;
    const zones = Intl.supportedValuesOf('timeZone');
    assert.ok(zones.length > 300);
    try {
      for (const zone of zones) {
        process.env.TZ = zone;
        const html = renderToStaticMarkup(field());
        assert.match(html, /role="grid"[^>]*aria-label="November 2025"/, zone);
        const buttons = [
          ...html.matchAll(/<button class="rdp-day_button"[^>]*>/g),
        ].map(([button]) => button);
        assert.match(
          buttons[9],
          /aria-label="Today, Monday, November 10th, 2025"/,
          zone,
        );
        assert.ok(buttons[8].includes(' disabled=""'), zone);
        assert.ok(!buttons[9].includes(' disabled=""'), zone);
      }
      for (const zone of [
        'UTC',
        'Pacific/Kiritimati',
        'Pacific/Pago_Pago',
        'America/St_Johns',
        'Asia/Kathmandu',
        'Australia/Lord_Howe',
      ]) {
        process.env.TZ = zone;
        cleanup();
        const view = render(field());
        fireEvent.click(
          within(view.container).getByRole('button', {name: /November 12th/}),
        );
        assert.ok(
          view.container.textContent?.includes('Delivery on Wed Nov 12 2025'),
          zone,
        );
      }
    } finally {
      process.env.TZ = saved;
    }
  });
});

/**
 * Each entry of src/data/knownDefects.ts, reproduced on the installed
 * package. When a version bump fixes one, its test fails and says which
 * entry and notes to remove.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {after, describe, it} from 'node:test';

import {act, cleanup, fireEvent, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createElement, useState} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, TZDate} from 'react-day-picker';
import * as hebrew from 'react-day-picker/hebrew';
import {DayPicker as DayPickerV8} from 'react-day-picker-v8';
import semver from 'semver';

import {docVersion, type DocVersionId} from '../../../src/data/docVersions';
import {KNOWN_DEFECTS} from '../../../src/data/knownDefects';

after(cleanup);

const require = createRequire(import.meta.url);

function installedVersion(id: DocVersionId): string {
  const manifest = require(`${docVersion(id).packageName}/package.json`) as {
    version: string;
  };
  return manifest.version;
}

const cellsPerWeek = (html: string) =>
  [...html.matchAll(/<tr[^>]*class="rdp-week"[^>]*>(.*?)<\/tr>/g)].map(
    ([, row]) => row.match(/<td/g)?.length ?? 0,
  );

const focusedDay = () =>
  (document.activeElement?.closest('td') as HTMLElement | null)?.dataset.day;

/** A calendar in `timeZone`, as the process' zone changes under it. */
function inZone<T>(zone: string, run: () => T): T {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  try {
    return run();
  } finally {
    process.env.TZ = previous;
    if (previous === undefined) {
      delete process.env.TZ;
    }
  }
}

const hebrewDay = new Intl.DateTimeFormat('en-u-ca-hebrew', {day: 'numeric'});

/** The days of `year` whose Hebrew day number DayPicker and ICU disagree on. */
function hebrewMismatches(year: number): number {
  const lib = hebrew.getDateLib({locale: hebrew.enUS});
  let count = 0;
  for (let day = 1; day <= 365; day++) {
    const date = new Date(year, 0, day);
    if (lib.format(date, 'd') !== hebrewDay.format(date)) {
      count++;
    }
  }
  return count;
}

/** Whether the defect shows on the installed package. */
const REPRODUCTIONS: Record<string, () => boolean | Promise<boolean>> = {
  'end-month-last-week': () => {
    const html = renderToStaticMarkup(
      createElement(DayPicker, {
        month: new Date(2026, 2),
        endMonth: new Date(2026, 2),
        showOutsideDays: true,
      }),
    );
    // March 31, 2026 is a Tuesday: a full row has Wednesday to Saturday too.
    return cellsPerWeek(html).at(-1)! < 7;
  },

  'disable-navigation-arrows': async () => {
    cleanup();
    const user = userEvent.setup({document});
    const view = render(
      createElement(DayPicker, {
        mode: 'single',
        month: new Date(2026, 2),
        disableNavigation: true,
      }),
    );
    act(() =>
      (
        view.container.querySelector(
          '[data-day="2026-03-31"] button',
        ) as HTMLButtonElement
      ).focus(),
    );
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowLeft}');
    const day = focusedDay();
    cleanup();
    return day === '2026-03-31';
  },

  'dropdown-duplicate-years': () => {
    const html = renderToStaticMarkup(
      createElement(DayPicker, {
        mode: 'single',
        startMonth: new Date(1910, 1),
        endMonth: new Date(1915, 1),
        captionLayout: 'dropdown-years',
        timeZone: 'America/Sao_Paulo',
      }),
    );
    const years = [...html.matchAll(/<option[^>]*>(\d{4})</g)].map(
      ([, year]) => year,
    );
    return new Set(years).size < years.length;
  },

  'second-offsets': () => {
    const render = (props: Record<string, unknown>) =>
      renderToStaticMarkup(createElement(DayPicker, props));
    const caption = (html: string) =>
      /class="rdp-caption_label"[^>]*>([^<]+)</.exec(html)?.[1];
    const days = (html: string) =>
      [...html.matchAll(/data-day="([^"]+)"/g)].map(([, day]) => day);
    const at = (zone: string, year: number, month: number) => ({
      timeZone: zone,
      month: new TZDate(year, month, 1, zone),
    });
    const tokyo = render(at('Asia/Tokyo', 1800, 0));
    const losAngeles = new TZDate(1800, 0, 1, 'America/Los_Angeles');
    const nairobi = render(at('Africa/Nairobi', 1937, 0));
    const paris = render({
      ...at('Europe/Paris', 1919, 1),
      showOutsideDays: true,
    });
    /** The labels of each of the caption's dropdowns, joined. */
    const dropdowns = (zone: string, start: number[], end: number[]) =>
      [
        ...render({
          timeZone: zone,
          captionLayout: 'dropdown',
          startMonth: new TZDate(start[0], start[1], 1, zone),
          endMonth: new TZDate(end[0], end[1], 1, zone),
        }).matchAll(/<select[^>]*>(.*?)<\/select>/g),
      ].map(([, options]) =>
        [...options.matchAll(/<option[^>]*>([^<]*)</g)]
          .map(([, label]) => label)
          .join(),
      );
    const [nairobiMonths, nairobiYears] = dropdowns(
      'Africa/Nairobi',
      [1937, 1],
      [1937, 5],
    );
    const [, parisYears] = dropdowns('Europe/Paris', [1911, 3], [1913, 5]);
    return (
      nairobiMonths.startsWith('December,December,January,March,') &&
      nairobiYears === '1936,1937' &&
      parisYears === '1910,1911,1912,1913' &&
      caption(tokyo) === 'December 1799' &&
      days(tokyo).length === 8 &&
      caption(
        render({
          startMonth: losAngeles,
          endMonth: losAngeles,
          timeZone: 'America/Los_Angeles',
        }),
      ) === 'February 1800' &&
      caption(nairobi) === 'December 1936' &&
      days(nairobi).filter((day) => day === '1936-12-31').length === 2 &&
      cellsPerWeek(paris).at(-1) === 1
    );
  },

  'nav-layout-fewer-months': () => {
    cleanup();
    // Two months from January with `endMonth` in March: the next page shows March alone.
    const view = render(
      createElement(DayPicker, {
        numberOfMonths: 2,
        pagedNavigation: true,
        defaultMonth: new Date(2026, 0),
        endMonth: new Date(2026, 2),
        navLayout: 'after',
      }),
    );
    fireEvent.click(view.container.querySelector('.rdp-button_next')!);
    const months = view.container.querySelectorAll('.rdp-month').length;
    const buttons = view.container.querySelectorAll(
      '.rdp-button_previous, .rdp-button_next',
    ).length;
    cleanup();
    return months === 1 && buttons === 0;
  },

  'nested-date-array': () => {
    const holidays = [new Date(2025, 0, 10), new Date(2025, 0, 20)];
    const html = renderToStaticMarkup(
      createElement(DayPicker, {
        month: new Date(2025, 0),
        disabled: [holidays],
      }),
    );
    return !html.includes('data-disabled');
  },

  'hebrew-time-zone': () => {
    // September 12, 2026 is 1 Tishri 5787.
    const dayNumber = () =>
      hebrew
        .getDateLib({locale: hebrew.enUS})
        .format(new Date(2026, 8, 12), 'd');
    return inZone('UTC', dayNumber) !== inZone('Asia/Jerusalem', dayNumber);
  },

  'hebrew-month-days': () =>
    inZone('UTC', () => {
      const lib = hebrew.getDateLib({locale: hebrew.enUS});
      const captions: string[] = [];
      let month = lib.startOfMonth(new Date(2026, 9, 1));
      for (let i = 0; i < 3; i++) {
        const html = renderToStaticMarkup(
          createElement(hebrew.DayPicker, {locale: hebrew.enUS, month}),
        );
        captions.push(/class="rdp-caption_label"[^>]*>([^<]+)</.exec(html)![1]);
        month = lib.addMonths(month, 1);
      }
      return (
        new Set(captions).size < captions.length || hebrewMismatches(2026) > 0
      );
    }),

  'week-number-digits': () => {
    const script = `
      import {createElement} from 'react';
      import {renderToStaticMarkup} from 'react-dom/server';
      import {DayPicker, TZDate} from 'react-day-picker';
      process.stdout.write(renderToStaticMarkup(createElement(DayPicker, {
        month: new Date(2026, 2), showWeekNumber: true, numerals: 'latn',
      })));
    `;
    const html = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', script],
      {
        env: {...process.env, LANG: 'ar_EG.UTF-8', LC_ALL: 'ar_EG.UTF-8'},
        encoding: 'utf8',
      },
    );
    const weekNumbers = [
      ...html.matchAll(/class="rdp-week_number"[^>]*>([^<]*)</g),
    ].map(([, text]) => text);
    return weekNumbers.some((text) => /[٠-٩]/.test(text));
  },

  'react-19-peer': () => {
    const manifest = require('react-day-picker-v8/package.json') as {
      peerDependencies: Record<string, string>;
    };
    const types = readFileSync(
      require.resolve('react-day-picker-v8/dist/index.d.ts'),
      'utf8',
    );
    return (
      !semver.satisfies('19.0.0', manifest.peerDependencies.react) ||
      types.includes('JSX.Element')
    );
  },

  'dropdown-display-index': () => {
    cleanup();
    const view = render(
      createElement(DayPickerV8, {
        numberOfMonths: 2,
        defaultMonth: new Date(2026, 0),
        captionLayout: 'dropdown',
        fromYear: 2020,
        toYear: 2030,
      }),
    );
    const secondMonth = view.container.querySelectorAll(
      'select[name="months"]',
    )[1];
    fireEvent.change(secondMonth, {target: {value: '8'}});
    const grids = Array.from(
      view.container.querySelectorAll('[role="grid"]'),
      (grid) => grid.getAttribute('aria-labelledby'),
    );
    const labels = grids.map(
      (id) => view.container.querySelector(`[id="${id}"]`)?.textContent,
    );
    cleanup();
    return labels[0] === 'September 2026';
  },

  'two-tab-stops': async () => {
    cleanup();
    const user = userEvent.setup({document});
    function Calendar() {
      const [selected, setSelected] = useState<Date | undefined>();
      return createElement(DayPickerV8, {
        mode: 'single',
        defaultMonth: new Date(2026, 2),
        selected,
        onSelect: setSelected,
      });
    }
    const view = render(createElement(Calendar));
    await user.click(view.getByText('10'));
    await user.click(view.getByText('20'));
    const stops = view.container.querySelectorAll('.rdp-day[tabindex="0"]');
    cleanup();
    return stops.length > 1;
  },
};

describe('known defects: each entry still shows on the installed package', () => {
  for (const defect of KNOWN_DEFECTS) {
    it(defect.id, async () => {
      const reproduce = REPRODUCTIONS[defect.id];
      assert.ok(
        reproduce,
        `known defect "${defect.id}" has no reproduction in this file`,
      );
      const version = installedVersion(defect.version);
      const status =
        'fixedIn' in defect.fix
          ? `fixed in ${defect.fix.fixedIn}`
          : `open as of ${defect.fix.openAsOf}`;
      assert.ok(
        await reproduce(),
        `the installed ${version} no longer shows defect ${defect.id} (${status}): remove the entry and its notes from ${defect.where.map((place) => place.page).join(', ')}`,
      );
    });
  }

  it('every reproduction belongs to an entry', () => {
    const ids = new Set(KNOWN_DEFECTS.map((defect) => defect.id));
    assert.deepEqual(
      Object.keys(REPRODUCTIONS).filter((id) => !ids.has(id)),
      [],
    );
  });

  it('an entry fixed in a release names one later than the documented one; an open one, the newest release checked', () => {
    for (const defect of KNOWN_DEFECTS) {
      const release =
        'fixedIn' in defect.fix ? defect.fix.fixedIn : defect.fix.openAsOf;
      assert.ok(
        semver.gt(release, docVersion(defect.version).documentedVersion),
        `${defect.id}: ${release}`,
      );
    }
  });
});

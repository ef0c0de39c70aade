/**
 * What docs/changelog.md says past 9.x releases changed, for the changes
 * that the documented release still has, walked over the installed package: every day as the
 * selection under autoFocus, every first month against endMonth, every
 * module of the build, every rule of both stylesheets and the onSelect of
 * every mode. How each entry was checked at its own tag is in
 * reviews/set-claims-4-v9-history.md.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {describe, it} from 'node:test';

import {addMonths, format, parseISO} from 'date-fns';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker';

import {CURRENT_VERSION} from '../../../src/data/docVersions';

const DOCUMENTED = CURRENT_VERSION.documentedVersion;

const PACKAGE = dirname(require.resolve('react-day-picker/package.json'));
const ESM = join(PACKAGE, 'dist', 'esm');
/** Both stylesheets, without comments, and the prefix of their class names. */
const STYLESHEETS = [
  {file: 'style.css', prefix: 'rdp-'},
  {file: 'style.module.css', prefix: ''},
].map(({file, prefix}) => ({
  prefix,
  css: readFileSync(join(PACKAGE, 'src', file), 'utf8').replace(
    /\/\*.*?\*\//gs,
    '',
  ),
}));

const render = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(createElement(DayPicker, props as DayPickerProps));

const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

function modulesUnder(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** The specifiers a module imports or re-exports from. */
const importsOf = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^;'"]*?from\s*"([^"]+)"/g,
    ),
  ].map(([, specifier]) => specifier);

/** Every module the main entry loads, following its relative imports. */
function graphFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
    }
  };
  visit(entry);
  return seen;
}

/** Each rule of a stylesheet outside @keyframes: its selectors and body. */
function rules(css: string): {selectors: string[]; body: string}[] {
  const outsideKeyframes = css.replace(
    /@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*\s*\}/g,
    '',
  );
  return [...outsideKeyframes.matchAll(/([^{}@]+)\{([^{}]*)\}/g)].map(
    ([, selectors, body]) => ({
      selectors: selectors.split(',').map((selector) => selector.trim()),
      body,
    }),
  );
}

describe(`changelog.md: what past releases changed, as ${DOCUMENTED} still does`, () => {
  it('autoFocus focuses the selected day, else today, and never a disabled, hidden or outside day, whichever day of the grid is selected', () => {
    const month = new Date(2026, 2, 1);
    const days = [
      ...render({month, showOutsideDays: true}).matchAll(
        /data-day="([\d-]+)"/g,
      ),
    ].map(([, day]) => parseISO(day));
    assert.equal(days.length, 35);
    const todays = [days[0], new Date(2026, 2, 1), new Date(2026, 2, 31)];
    for (const selected of days) {
      const inMonth = selected.getMonth() === 2;
      for (const [state, props] of [
        ['plain', {}],
        ['disabled', {disabled: selected}],
        ['hidden', {hidden: selected}],
      ] as const) {
        for (const today of todays) {
          const html = render({
            mode: 'single',
            month,
            today,
            selected,
            autoFocus: true,
            showOutsideDays: true,
            ...props,
          });
          const focused = [
            ...html.matchAll(/<td[^>]*\brdp-focused\b[^>]*>/g),
          ].map(([cell]) => cell);
          const label = `${dayKey(selected)} ${state}, today ${dayKey(today)}`;
          assert.equal(focused.length, 1, label);
          assert.doesNotMatch(
            focused[0],
            /data-(?:disabled|hidden|outside)="true"/,
            label,
          );
          const expected =
            inMonth && state === 'plain'
              ? selected
              : today.getMonth() === 2 && today.getTime() !== selected.getTime()
                ? today
                : undefined;
          if (expected) {
            assert.match(
              focused[0],
              new RegExp(`data-day="${dayKey(expected)}"`),
              label,
            );
          }
        }
      }
    }
  });

  it('with endMonth, the calendar shows numberOfMonths months, ending with endMonth when the first month asked for would pass it', () => {
    const endMonth = new Date(2026, 5, 1);
    for (let numberOfMonths = 1; numberOfMonths <= 4; numberOfMonths += 1) {
      for (let offset = -6; offset <= 6; offset += 1) {
        const defaultMonth = addMonths(endMonth, offset);
        const shown = [
          ...render({defaultMonth, endMonth, numberOfMonths}).matchAll(
            /class="rdp-caption_label"[^>]*>([^<]*)</g,
          ),
        ].map(([, caption]) => caption);
        const last = addMonths(defaultMonth, numberOfMonths - 1);
        const expectedLast = last > endMonth ? endMonth : last;
        assert.equal(shown.length, numberOfMonths, shown.join());
        assert.equal(shown.at(-1), format(expectedLast, 'MMMM yyyy'));
      }
    }
  });

  it('the month dropdown lists the twelve months of every year shown and disables the ones outside startMonth and endMonth; dropdown-months sets no limits of its own', () => {
    const startMonth = new Date(2025, 3, 1);
    const endMonth = new Date(2026, 8, 1);
    const options = (html: string) =>
      [
        ...(/<select[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '').matchAll(
          /<option([^>]*)>/g,
        ),
      ].map(([, attributes]) => attributes.includes('disabled'));
    for (const captionLayout of ['dropdown', 'dropdown-months'] as const) {
      for (let index = 0; index < 18; index += 1) {
        const month = addMonths(startMonth, index);
        const listed = options(
          render({captionLayout, month, startMonth, endMonth}),
        );
        const year = month.getFullYear();
        const expected = Array.from(
          {length: 12},
          (_, monthIndex) =>
            new Date(year, monthIndex, 1) < startMonth ||
            new Date(year, monthIndex, 1) > endMonth,
        );
        assert.deepEqual(listed, expected, `${captionLayout} ${year}`);
      }
    }
    for (const year of [1800, 2026, 2400]) {
      const html = render({
        captionLayout: 'dropdown-months',
        month: new Date(year, 0, 1),
      });
      assert.deepEqual(options(html), Array<boolean>(12).fill(false));
      assert.doesNotMatch(html, /<button[^>]*aria-disabled="true"/);
    }
  });

  it('navLayout="after" puts the navigation after the last caption and its dropdowns; without navLayout it comes before every month', () => {
    for (const captionLayout of ['label', 'dropdown'] as const) {
      for (let numberOfMonths = 1; numberOfMonths <= 3; numberOfMonths += 1) {
        const props = {
          captionLayout,
          numberOfMonths,
          month: new Date(2026, 2, 1),
          startMonth: new Date(2025, 0),
        };
        const after = render({...props, navLayout: 'after'});
        const lastCaption = after.lastIndexOf('rdp-month_caption');
        const nav = after.indexOf('rdp-nav');
        assert.ok(lastCaption < nav, `${captionLayout} × ${numberOfMonths}`);
        assert.ok(after.lastIndexOf('<select') < nav);
        assert.ok(nav < after.lastIndexOf('rdp-month_grid'));
        const before = render(props);
        assert.ok(
          before.indexOf('rdp-nav') < before.indexOf('class="rdp-month"'),
        );
      }
    }
  });

  it("no module outside DateLib and the calendars' own libraries calls the Date constructor or reads the day of the month, the month or the year itself", () => {
    const own = modulesUnder(ESM).filter(
      (file) =>
        !/^(?:buddhist|hebrew|ethiopic)\//.test(relative(ESM, file)) &&
        relative(ESM, file) !== 'classes/DateLib.js',
    );
    assert.ok(own.length > 100, `only ${own.length} modules`);
    const offending = own.filter((file) =>
      /new Date\b|\.get(?:Date|Month|FullYear)\(\)/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    assert.deepEqual(
      offending.map((file) => relative(PACKAGE, file)),
      [],
      `docs/changelog.md, 9.5.0: "DayPicker's own code no longer calls \`new Date\`" (it goes through dateLib). In ${DOCUMENTED} these modules do: re-read the entry against ${DOCUMENTED}, say from which release it no longer holds, and list here the modules that may.`,
    );
    assert.match(
      readFileSync(join(ESM, 'classes', 'DateLib.js'), 'utf8'),
      /new this\.Date\(/,
    );
  });

  it('the modules of react-day-picker import no date-fns locale but en-US', () => {
    const modules = graphFrom(join(ESM, 'index.js'));
    assert.ok(modules.size > 100, `only ${modules.size} modules`);
    const locales = new Set(
      [...modules]
        .flatMap(importsOf)
        .filter((specifier) => specifier.startsWith('date-fns/locale')),
    );
    assert.deepEqual(
      [...locales],
      ['date-fns/locale/en-US'],
      `docs/changelog.md, 9.6.3: "\`react-day-picker\` imports only the \`en-US\` locale from date-fns". ${DOCUMENTED} imports ${[...locales].join(', ')}: re-read the entry against ${DOCUMENTED} and say from which release it no longer holds.`,
    );
  });

  it('no rule of either stylesheet selects an element by its type, and the rule for every element inside the calendar sets only box-sizing', () => {
    for (const {css, prefix} of STYLESHEETS) {
      const all = rules(css);
      assert.ok(all.length > 50, `only ${all.length} rules`);
      for (const {selectors, body} of all) {
        for (const selector of selectors) {
          const last = selector.split(/\s*[\s>~+]\s*/).at(-1) ?? '';
          if (last === '*') {
            assert.equal(selector, `.${prefix}root *`);
            assert.deepEqual(
              body
                .split(';')
                .map((declaration) => declaration.trim())
                .filter(Boolean),
              ['box-sizing: border-box'],
            );
          } else {
            assert.match(last, /^[.:]/, selector);
          }
        }
      }
    }
  });

  it('the select of each dropdown has opacity 0 and outlines the caption label on focus-visible; the weekday padding is vertical only', () => {
    for (const {css, prefix} of STYLESHEETS) {
      const body = (selector: string) =>
        rules(css)
          .filter(({selectors}) => selectors.includes(selector))
          .map((rule) => rule.body)
          .join(';');
      assert.match(body(`.${prefix}dropdown`), /opacity:\s*0;/);
      assert.doesNotMatch(body(`.${prefix}dropdown`), /transparent/);
      assert.match(
        body(`.${prefix}dropdown:focus-visible ~ .${prefix}caption_label`),
        /outline:/,
      );
      assert.match(
        body(`.${prefix}weekday`),
        /padding: var\(--rdp-weekday-padding\)/,
      );
      assert.match(css, /--rdp-weekday-padding: [\d.]+rem 0(?:rem)?;/);
    }
  });

  it('the onSelect of every selection mode, required or not, is an OnSelectHandler', () => {
    const props = readFileSync(join(ESM, 'types', 'props.d.ts'), 'utf8');
    const modes = [
      ...props.matchAll(/export interface (Props\w+) \{(.*?)\n\}/gs),
    ].filter(([, , body]) => /\bmode: "/.test(body));
    assert.deepEqual(modes.map(([, name]) => name).sort(), [
      'PropsMulti',
      'PropsMultiRequired',
      'PropsRange',
      'PropsRangeRequired',
      'PropsSingle',
      'PropsSingleRequired',
    ]);
    for (const [, name, body] of modes) {
      assert.match(body, /\n\s+onSelect\?: OnSelectHandler<[^>]+>;/, name);
    }
  });
});

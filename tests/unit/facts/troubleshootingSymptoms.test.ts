/**
 * The symptom entries of both troubleshooting pages (what readers see at run
 * time), each cause reproduced against the installed DayPicker 9 and 8: the
 * dates two months share, a calendar inside a <label>, hover rules, the
 * dropdowns' markup and layout, how often matchers run, nested arrays of
 * dates, a late `defaultMonth`, `selected` without a mode, zero-based months
 * and `classNames` replacing the default classes.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {afterEach, describe, it} from 'node:test';

import {act, cleanup, fireEvent, render} from '@testing-library/react';
import postcss from 'postcss';
import {createElement, memo, useState, type ComponentType} from 'react';
import {
  DayPicker as DayPicker9,
  defaultDateLib,
  getDefaultClassNames,
} from 'react-day-picker';
import {DayPicker as DayPicker8} from 'react-day-picker-v8';

afterEach(cleanup);

type AnyDayPicker = ComponentType<Record<string, unknown>>;

const VERSIONS = [
  {
    name: 'v9',
    DayPicker: DayPicker9 as unknown as AnyDayPicker,
    stylesheet: 'react-day-picker/src/style.css',
    selectedClass: 'rdp-selected',
    outsideClass: 'rdp-outside',
  },
  {
    name: 'v8',
    DayPicker: DayPicker8 as unknown as AnyDayPicker,
    stylesheet: 'react-day-picker-v8/dist/style.css',
    selectedClass: 'rdp-day_selected',
    outsideClass: 'rdp-day_outside',
  },
] as const;

/** Every rule of a stylesheet: its selector and declarations, and whether a media query holds it. */
function cssRules(file: string) {
  const rules: {
    selector: string;
    decls: Record<string, string>;
    inMedia: string | null;
  }[] = [];
  postcss
    .parse(readFileSync(require.resolve(file), 'utf8'))
    .walkRules((rule) => {
      const decls: Record<string, string> = {};
      rule.walkDecls((decl) => {
        decls[decl.prop] = decl.value;
      });
      const parent = rule.parent;
      const inMedia =
        parent?.type === 'atrule' && 'params' in parent
          ? String(parent.params)
          : null;
      rules.push({selector: rule.selector, decls, inMedia});
    });
  return rules;
}

/** The month grids of a rendered calendar, each as its cells' text, outside flag and selection. */
function grids(container: HTMLElement, outsideClass: string) {
  return Array.from(container.querySelectorAll('table')).map((table) =>
    Array.from(table.querySelectorAll('tbody td')).map((cell) => ({
      text: cell.textContent ?? '',
      outside: cell.matches(`.${outsideClass}, :has(.${outsideClass})`),
      selected:
        cell.getAttribute('aria-selected') === 'true' ||
        cell.querySelector('[aria-selected="true"]') !== null,
    })),
  );
}

const days = (count: number, from: Date) =>
  Array.from(
    {length: count},
    (_, i) => new Date(from.getFullYear(), from.getMonth(), from.getDate() + i),
  );

describe('troubleshooting: the same dates in two months', () => {
  for (const {name, DayPicker, outsideClass} of VERSIONS) {
    it(`${name}: with two months and outside days, each month's overflow repeats its neighbour's first or last days, and a selected day is highlighted in both`, () => {
      // Every month of a year, so that each weekday a month can start on is seen.
      for (let month = 0; month < 12; month += 1) {
        const first = new Date(2027, month, 1);
        const nextFirst = new Date(2027, month + 1, 1);
        const {container, unmount} = render(
          createElement(DayPicker, {
            numberOfMonths: 2,
            defaultMonth: first,
            showOutsideDays: true,
            mode: 'single',
            selected: nextFirst,
          }),
        );
        const [left, right] = grids(container, outsideClass);
        const leftOverflow = left.filter((cell, i) => cell.outside && i > 7);
        const rightLeadIn = right.filter((cell, i) => cell.outside && i < 7);
        const rightStart = right
          .filter((cell) => !cell.outside)
          .slice(0, leftOverflow.length);
        const leftEnd = left
          .filter((cell) => !cell.outside)
          .slice(-rightLeadIn.length);
        assert.deepEqual(
          leftOverflow.map((cell) => cell.text),
          rightStart.map((cell) => cell.text),
        );
        if (rightLeadIn.length > 0) {
          assert.deepEqual(
            rightLeadIn.map((cell) => cell.text),
            leftEnd.map((cell) => cell.text),
          );
        }
        const selectedCells = [...left, ...right].filter(
          (cell) => cell.selected,
        );
        // The 1st of the right month is in the left month's overflow unless that month ends on the last weekday.
        assert.equal(selectedCells.length, leftOverflow.length > 0 ? 2 : 1);
        unmount();
      }
    });
  }

  it('v9: without outside days, the empty cells keep the selection class; the default stylesheet hides them through `hidden`, and a replaced `hidden` class drops that', () => {
    const props = {
      numberOfMonths: 2,
      defaultMonth: new Date(2027, 2, 1),
      mode: 'single',
      selected: new Date(2027, 3, 1),
    };
    const {container, rerender} = render(
      createElement(DayPicker9, props as never),
    );
    const copies = container.querySelectorAll('[data-day="2027-04-01"]');
    assert.equal(copies.length, 2);
    const hiddenCopy = Array.from(copies).find(
      (cell) => cell.textContent === '',
    )!;
    assert.ok(hiddenCopy.classList.contains('rdp-hidden'));
    assert.ok(hiddenCopy.classList.contains('rdp-selected'));
    const hiddenRule = cssRules('react-day-picker/src/style.css').find(
      (rule) => rule.selector === '.rdp-hidden',
    );
    assert.equal(hiddenRule?.decls.visibility, 'hidden');

    rerender(
      createElement(DayPicker9, {
        ...props,
        classNames: {hidden: 'my-hidden'},
      } as never),
    );
    const replaced = Array.from(
      container.querySelectorAll('[data-day="2027-04-01"]'),
    ).find((cell) => cell.textContent === '')!;
    assert.ok(!replaced.classList.contains('rdp-hidden'));
    assert.ok(replaced.classList.contains('my-hidden'));
    assert.ok(replaced.classList.contains('rdp-selected'));
  });

  it('both stylesheets dim the outside days', () => {
    for (const {stylesheet, outsideClass} of VERSIONS) {
      const rule = cssRules(stylesheet).find(
        (r) => r.selector === `.${outsideClass}`,
      );
      assert.ok(
        rule?.decls.opacity,
        `${stylesheet}: .${outsideClass} has an opacity`,
      );
    }
  });
});

describe('troubleshooting: a calendar inside a <label>', () => {
  for (const {name, DayPicker} of VERSIONS) {
    it(`${name}: a click on the label's text, the caption or a weekday name shows the previous month; a click on a day selects it`, () => {
      const monthChanges: Date[] = [];
      const selections: unknown[] = [];
      const {container} = render(
        createElement(
          'label',
          null,
          createElement('span', {id: 'label-text'}, 'Delivery date'),
          createElement(DayPicker, {
            defaultMonth: new Date(2027, 2, 1),
            mode: 'single',
            onMonthChange: (month: Date) => monthChanges.push(month),
            onSelect: (day: unknown) => selections.push(day),
          }),
        ),
      );
      const first = container.querySelector(
        'label button, label select, label input',
      );
      assert.match(first?.getAttribute('aria-label') ?? '', /previous month/i);
      const targets = [
        container.querySelector('#label-text')!,
        container.querySelector('.rdp-caption_label')!,
        container.querySelector('thead th')!,
      ];
      for (const target of targets) {
        monthChanges.length = 0;
        act(() => {
          fireEvent.click(target);
        });
        assert.equal(
          monthChanges.length,
          1,
          `a click on ${target.outerHTML.slice(0, 40)}`,
        );
        act(() => {
          fireEvent.click(
            container.querySelector(
              'button[name="next-month"], .rdp-button_next',
            )!,
          );
        });
      }
      monthChanges.length = 0;
      const day10 = Array.from(container.querySelectorAll('tbody button')).find(
        (button) => button.textContent === '10',
      )!;
      act(() => {
        fireEvent.click(day10);
      });
      assert.equal(monthChanges.length, 0);
      assert.equal((selections.at(-1) as Date).getDate(), 10);
    });
  }
});

describe('troubleshooting: a highlight that stays after a tap', () => {
  it("v9's stylesheet has no :hover rule; v8's gives enabled, unselected buttons a background on :hover, outside any media query", () => {
    assert.deepEqual(
      cssRules('react-day-picker/src/style.css').filter((rule) =>
        rule.selector.includes(':hover'),
      ),
      [],
    );
    const hover = cssRules('react-day-picker-v8/dist/style.css').filter(
      (rule) => rule.selector.includes(':hover'),
    );
    const unselected = hover.find(
      (rule) =>
        rule.selector ===
        '.rdp-button:hover:not([disabled]):not(.rdp-day_selected)',
    );
    assert.ok(unselected?.decls['background-color']);
    assert.equal(unselected.inMedia, null);
    assert.ok('day_button' in getDefaultClassNames());
  });
});

describe('troubleshooting: the dropdowns', () => {
  const v9Layouts = ['dropdown', 'dropdown-months', 'dropdown-years'] as const;
  const v8Layouts = ['dropdown', 'dropdown-buttons'] as const;

  it('v9: each dropdown is a transparent <select> laid over a caption_label with the selected text, and no other caption label is visible', () => {
    for (const captionLayout of v9Layouts) {
      const {container, unmount} = render(
        createElement(DayPicker9, {
          defaultMonth: new Date(2027, 2, 1),
          captionLayout,
          startMonth: new Date(2020, 0, 1),
          endMonth: new Date(2030, 11, 1),
        }),
      );
      const labels = Array.from(
        container.querySelectorAll('.rdp-caption_label'),
      );
      assert.ok(labels.length > 0);
      for (const label of labels) {
        const root = label.parentElement!;
        assert.ok(root.classList.contains('rdp-dropdown_root'), captionLayout);
        const select = root.querySelector(
          'select.rdp-dropdown',
        ) as HTMLSelectElement;
        assert.equal(label.textContent, select.selectedOptions[0]?.textContent);
      }
      const status = container.querySelector('[role="status"]') as HTMLElement;
      assert.equal(status.style.position, 'absolute');
      assert.equal(status.style.overflow, 'hidden');
      unmount();
    }
    const rules = cssRules('react-day-picker/src/style.css');
    const dropdown = rules.find((rule) => rule.selector === '.rdp-dropdown')!;
    assert.equal(dropdown.decls.opacity, '0');
    assert.equal(dropdown.decls.position, 'absolute');
    const root = rules.find((rule) => rule.selector === '.rdp-dropdown_root')!;
    assert.equal(root.decls.position, 'relative');
    for (const key of ['caption_label', 'dropdown', 'dropdown_root'] as const) {
      assert.ok(key in getDefaultClassNames(), key);
    }
  });

  it('v8: each drop-down is a transparent <select> laid over a caption_label with the selected text; the other caption label is visually hidden', () => {
    for (const captionLayout of v8Layouts) {
      const {container, unmount} = render(
        createElement(DayPicker8, {
          defaultMonth: new Date(2027, 2, 1),
          captionLayout,
          fromYear: 2020,
          toYear: 2030,
        }),
      );
      for (const label of Array.from(
        container.querySelectorAll('.rdp-caption_label'),
      )) {
        const parent = label.parentElement!;
        if (parent.classList.contains('rdp-vhidden')) {
          continue;
        }
        assert.match(
          parent.className,
          /rdp-dropdown_(month|year)/,
          captionLayout,
        );
        const select = parent.querySelector(
          'select.rdp-dropdown',
        ) as HTMLSelectElement;
        assert.equal(
          label.firstChild?.textContent,
          select.selectedOptions[0]?.textContent,
        );
      }
      unmount();
    }
    const rules = cssRules('react-day-picker-v8/dist/style.css');
    const dropdown = rules.find((rule) => rule.selector === '.rdp-dropdown')!;
    assert.equal(dropdown.decls.opacity, '0');
    assert.equal(dropdown.decls.position, 'absolute');
    const wrapper = rules.find((rule) =>
      rule.selector.includes('.rdp-dropdown_month'),
    )!;
    assert.equal(wrapper.decls.position, 'relative');
    const vhidden = rules.find((rule) => rule.selector === '.rdp-vhidden')!;
    assert.equal(vhidden.decls.position, 'absolute');
  });
});

describe('troubleshooting: a slow calendar', () => {
  const countedMatcher = () => {
    const counter = {calls: 0};
    const disabled = (day: Date) => {
      counter.calls += 1;
      return day.getDay() === 0;
    };
    return {counter, disabled};
  };

  for (const {name, DayPicker} of VERSIONS) {
    it(`${name}: every render tests each shown day against a function matcher, renders of the parent included; React.memo with stable props skips them`, () => {
      const {counter, disabled} = countedMatcher();
      const month = new Date(2027, 0, 1);
      let rerenderParent: () => void = () => {};
      function Parent({calendar}: {calendar: AnyDayPicker}) {
        const [, setTick] = useState(0);
        rerenderParent = () => setTick((tick) => tick + 1);
        return createElement(calendar, {
          numberOfMonths: 12,
          defaultMonth: month,
          disabled,
        });
      }
      const {container, unmount} = render(
        createElement(Parent, {calendar: DayPicker}),
      );
      const shown = Array.from(container.querySelectorAll('tbody td')).filter(
        (cell) => cell.textContent !== '',
      ).length;
      assert.ok(shown >= 365);
      counter.calls = 0;
      act(() => rerenderParent());
      assert.ok(
        counter.calls >= shown,
        `${counter.calls} calls for ${shown} days`,
      );
      unmount();

      const Memoized = memo(DayPicker) as unknown as AnyDayPicker;
      render(createElement(Parent, {calendar: Memoized}));
      counter.calls = 0;
      act(() => rerenderParent());
      assert.equal(counter.calls, 0);
    });
  }

  it('v9: a function matcher runs twice for each day on the first render and after a click', () => {
    const {counter, disabled} = countedMatcher();
    const {container} = render(
      createElement(DayPicker9, {
        numberOfMonths: 12,
        defaultMonth: new Date(2027, 0, 1),
        mode: 'single',
        disabled,
      }),
    );
    const cells = container.querySelectorAll('[data-day]').length;
    assert.equal(counter.calls, 2 * cells);
    counter.calls = 0;
    act(() => {
      fireEvent.click(
        container.querySelector('.rdp-day_button:not([disabled])')!,
      );
    });
    assert.equal(counter.calls, 2 * cells);
  });

  it('v9: an array of dates costs one comparison per date for each day', () => {
    const comparisons = (count: number) => {
      let calls = 0;
      const dateLib = {
        isSameDay: (a: Date, b: Date) => {
          calls += 1;
          return defaultDateLib.isSameDay(a, b);
        },
      };
      render(
        createElement(DayPicker9, {
          defaultMonth: new Date(2027, 0, 1),
          disabled: days(count, new Date(2020, 0, 1)),
          dateLib,
        }),
      );
      cleanup();
      return calls;
    };
    const ten = comparisons(10);
    const hundred = comparisons(100);
    assert.ok(ten > 0);
    assert.ok(
      hundred >= 9 * ten,
      `${ten} comparisons for 10 dates, ${hundred} for 100`,
    );
  });
  it('v8: an array of dates costs one comparison per date for each day', () => {
    // date-fns clones a date through its constructor to compare it: count the clones.
    let clones = 0;
    class CountedDate extends Date {
      constructor(...args: ConstructorParameters<typeof Date>) {
        super(...args);
        clones += 1;
      }
    }
    const comparisons = (count: number) => {
      const dates = days(count, new Date(2020, 0, 1)).map(
        (day) => new CountedDate(day.getTime()),
      );
      clones = 0;
      render(
        createElement(DayPicker8, {
          defaultMonth: new Date(2027, 0, 1),
          disabled: dates,
        }),
      );
      cleanup();
      return clones;
    };
    const ten = comparisons(10);
    const hundred = comparisons(100);
    assert.ok(ten > 0);
    assert.ok(
      hundred >= 5 * ten,
      `${ten} clones for 10 dates, ${hundred} for 100`,
    );
  });
});

describe('troubleshooting: dates in a list inside a list of matchers', () => {
  const booked = [new Date(2027, 2, 10), new Date(2027, 2, 17)];
  const cases = [
    {matchers: booked, matches: true, sundays: false},
    {matchers: [...booked, {dayOfWeek: [0]}], matches: true, sundays: true},
    {matchers: [booked, {dayOfWeek: [0]}], matches: false, sundays: true},
  ];

  for (const {name, DayPicker} of VERSIONS) {
    it(`${name}: an array of dates nested in the list matches none of its dates, in disabled, hidden and modifiers; spread or alone, it matches`, () => {
      for (const {matchers, matches, sundays} of cases) {
        for (const prop of ['disabled', 'hidden', 'modifiers'] as const) {
          const value = prop === 'modifiers' ? {booked: matchers} : matchers;
          const {container, unmount} = render(
            createElement(DayPicker, {
              defaultMonth: new Date(2027, 2, 1),
              [prop]: value,
              ...(prop === 'modifiers'
                ? {modifiersClassNames: {booked: 'booked'}}
                : {}),
            }),
          );
          const cells = Array.from(container.querySelectorAll('tbody td'));
          // A hidden day leaves an empty cell: in 8.x without a date, in 9.x with its data-day.
          const flagged = (day: string) => {
            const td = cells.find(
              (cell) =>
                cell.textContent === day ||
                cell.getAttribute('data-day') === `2027-03-${day}`,
            );
            if (prop === 'hidden') {
              return td === undefined || td.textContent === '';
            }
            return prop === 'disabled'
              ? td!.matches('[data-disabled="true"], :has(.rdp-day_disabled)')
              : td!.matches('.booked, :has(.booked)');
          };
          assert.equal(
            flagged('10'),
            matches,
            `${prop} ${JSON.stringify(matchers)}`,
          );
          // The day-of-week matcher beside the nested array still works.
          if (sundays) {
            assert.ok(flagged('14'), `${prop}: Sunday the 14th`);
          }
          unmount();
        }
      }
    });
  }
});

describe('troubleshooting: months', () => {
  for (const {name, DayPicker} of VERSIONS) {
    it(`${name}: a new defaultMonth after mounting is ignored; a new key mounts the calendar on it`, () => {
      const caption = (container: HTMLElement) =>
        container
          .querySelector('[role="grid"], table')
          ?.getAttribute('aria-label') ??
        container.querySelector('.rdp-caption_label')?.textContent;
      const {container, rerender} = render(
        createElement(DayPicker, {
          key: 'a',
          defaultMonth: new Date(2027, 2, 1),
        }),
      );
      assert.match(caption(container) ?? '', /March 2027/);
      rerender(
        createElement(DayPicker, {
          key: 'a',
          defaultMonth: new Date(2027, 6, 1),
        }),
      );
      assert.match(caption(container) ?? '', /March 2027/);
      rerender(
        createElement(DayPicker, {
          key: 'b',
          defaultMonth: new Date(2027, 6, 1),
        }),
      );
      assert.match(caption(container) ?? '', /July 2027/);
    });

    it(`${name}: new Date(2025, 6, 4) is a day of July`, () => {
      const day = new Date(2025, 6, 4);
      const {container} = render(
        createElement(DayPicker, {
          defaultMonth: day,
          mode: 'single',
          selected: day,
        }),
      );
      assert.equal(day.getMonth(), 6);
      assert.match(container.textContent ?? '', /July 2025/);
      const selected = container.querySelector('[aria-selected="true"]');
      assert.equal(selected?.textContent, '4');
    });
  }
});

describe('troubleshooting: selection and classes (v9)', () => {
  const march10 = new Date(2027, 2, 10);

  it('`selected` without a mode highlights nothing; with a mode it does', () => {
    const {container, rerender} = render(
      createElement(DayPicker9, {
        defaultMonth: march10,
        selected: march10,
      } as never),
    );
    assert.equal(
      container.querySelectorAll('[aria-selected="true"], .rdp-selected')
        .length,
      0,
    );
    rerender(
      createElement(DayPicker9, {
        defaultMonth: march10,
        mode: 'single',
        selected: march10,
      }),
    );
    assert.equal(container.querySelectorAll('.rdp-selected').length, 1);
  });

  it('a class in classNames replaces the default one; joined to getDefaultClassNames() it keeps it', () => {
    const selectedCell = (classNames: Record<string, string>) => {
      const {container, unmount} = render(
        createElement(DayPicker9, {
          defaultMonth: march10,
          mode: 'single',
          selected: march10,
          classNames,
        }),
      );
      const cell = container.querySelector('[aria-selected="true"]')!;
      const classes = Array.from(cell.classList);
      unmount();
      return classes;
    };
    const replaced = selectedCell({selected: 'my-selected'});
    assert.ok(replaced.includes('my-selected'));
    assert.ok(!replaced.includes('rdp-selected'));
    const joined = selectedCell({
      selected: `${getDefaultClassNames().selected} my-selected`,
    });
    assert.ok(joined.includes('my-selected'));
    assert.ok(joined.includes('rdp-selected'));
  });
});

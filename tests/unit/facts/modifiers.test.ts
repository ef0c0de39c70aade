/**
 * What the pages say about modifiers, walked over every modifier name and
 * every selection mode: docs/guides/custom-modifiers.mdx (custom modifiers
 * named after built-in ones), custom-components.mdx and upgrading.mdx
 * (`getModifiers`), docs/docs/anatomy.mdx (`focused`), navigation.mdx
 * (outside days under `disableNavigation`).
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {act, cleanup, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  type DayButtonProps,
  DayFlag,
  DayPicker,
  type DayPickerProps,
  type Modifiers,
  SelectionState,
  useDayPicker,
} from 'react-day-picker';

after(cleanup);

const month = new Date(2026, 2, 1);
const today = new Date(2026, 2, 18);
const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The attributes of each day cell, by day. */
function flagsByDay(props: Partial<DayPickerProps>): Map<string, string> {
  const html = renderToStaticMarkup(
    createElement(DayPicker, {
      month,
      today,
      showOutsideDays: true,
      ...props,
    } as DayPickerProps),
  );
  return new Map(
    [...html.matchAll(/<td([^>]*)data-day="([^"]+)"([^>]*)>/g)].map(
      ([, a, day, b]) => [day, `${a} ${b}`],
    ),
  );
}

/** The built-in flags a custom modifier can replace. */
const BUILT_INS = [
  DayFlag.today,
  DayFlag.disabled,
  DayFlag.hidden,
  DayFlag.outside,
] as const;

describe('custom modifiers named after a built-in one, for every built-in flag', () => {
  for (const flag of BUILT_INS) {
    it(`a custom ${flag} replaces DayPicker's only when its matcher matches a displayed day`, () => {
      const builtIn = {
        disabled: new Date(2026, 2, 4),
        hidden: new Date(2026, 2, 5),
      };
      // The class follows the modifiers (`data-outside` follows the day's month).
      const className = new RegExp(`class="[^"]*\\brdp-${flag}\\b`);
      const marked = (props: Pick<DayPickerProps, 'modifiers'>) =>
        [...flagsByDay({...builtIn, ...props})]
          .filter(([, attributes]) => className.test(attributes))
          .map(([day]) => day);
      const computed = marked({});
      assert.ok(computed.length > 0, `DayPicker marks some day ${flag}`);
      // `false` matches no day: DayPicker's own days stay marked.
      assert.deepEqual(marked({modifiers: {[flag]: false}}), computed);
      // A matcher that matches a day replaces DayPicker's days with it.
      assert.deepEqual(marked({modifiers: {[flag]: new Date(2026, 2, 11)}}), [
        '2026-03-11',
      ]);
    });
  }
});

/** Reads `getModifiers` of every displayed day into `seen`. */
function modifiersSeen(seen: Modifiers[]) {
  return function DayButtonSpy(props: DayButtonProps): ReactNode {
    const {getModifiers} = useDayPicker();
    seen.push(getModifiers(props.day));
    const {day: _day, modifiers: _modifiers, ...button} = props;
    return createElement('button', button);
  };
}

const SELECTIONS: readonly Partial<DayPickerProps>[] = [
  {mode: 'single', selected: new Date(2026, 2, 10)},
  {mode: 'multiple', selected: [new Date(2026, 2, 10), new Date(2026, 2, 12)]},
  {
    mode: 'range',
    selected: {from: new Date(2026, 2, 10), to: new Date(2026, 2, 14)},
  },
];

describe('getModifiers(day), in every selection mode', () => {
  for (const selection of SELECTIONS) {
    it(`has no selected or range_* flag and focused is false (${selection.mode})`, () => {
      const seen: Modifiers[] = [];
      renderToStaticMarkup(
        createElement(DayPicker, {
          month,
          ...selection,
          components: {DayButton: modifiersSeen(seen)},
        } as DayPickerProps),
      );
      assert.ok(seen.length >= 28);
      for (const modifiers of seen) {
        for (const state of Object.values(SelectionState)) {
          assert.equal(modifiers[state], undefined, state);
        }
        assert.equal(modifiers[DayFlag.focused], false);
      }
    });
  }
});

describe('focus and clicks, for every day of the month', () => {
  it('a click gives the clicked day rdp-focused, as the keyboard does', async () => {
    const user = userEvent.setup({document});
    cleanup();
    const view = render(
      createElement(DayPicker, {mode: 'single', defaultMonth: month}),
    );
    for (const button of Array.from(
      view.container.querySelectorAll('td button'),
    )) {
      await user.click(button);
      const focused = view.container.querySelectorAll('td.rdp-focused');
      assert.equal(focused.length, 1);
      assert.equal(focused[0], button.closest('td'));
    }
  });

  it('with disableNavigation and showOutsideDays, every outside day can be clicked, and no arrow key focuses one', async () => {
    const user = userEvent.setup({document});
    cleanup();
    let selected: Date | undefined;
    const view = render(
      createElement(DayPicker, {
        mode: 'single',
        defaultMonth: month,
        disableNavigation: true,
        showOutsideDays: true,
        onSelect: (date: Date | undefined) => {
          selected = date;
        },
      }),
    );
    const cells = Array.from(
      view.container.querySelectorAll<HTMLElement>('td[data-day]'),
    );
    const outside = cells.filter((cell) => cell.dataset.outside === 'true');
    assert.ok(outside.length > 0);
    for (const cell of outside) {
      await user.click(cell.querySelector('button') as HTMLElement);
      assert.equal(selected && dayKey(selected), cell.dataset.day);
    }
    // From every day of the month, each arrow key keeps the focus inside it.
    for (const cell of cells.filter(
      (each) => each.dataset.outside !== 'true',
    )) {
      for (const key of [
        '{ArrowLeft}',
        '{ArrowRight}',
        '{ArrowUp}',
        '{ArrowDown}',
      ]) {
        cleanup();
        const fresh = render(
          createElement(DayPicker, {
            mode: 'single',
            defaultMonth: month,
            disableNavigation: true,
            showOutsideDays: true,
          }),
        );
        const button = fresh.container.querySelector<HTMLElement>(
          `td[data-day="${cell.dataset.day}"] button`,
        );
        act(() => button?.focus());
        await user.keyboard(key);
        const focused = document.activeElement?.closest('td');
        assert.notEqual(
          focused?.getAttribute('data-outside'),
          'true',
          `${key} from ${cell.dataset.day}`,
        );
      }
    }
  });
});

/**
 * Walks every pair of the seam map (src/data/seams.ts) in each version it
 * applies to: renders the two features together, clicks two days and the
 * "next month" button, and checks that nothing fails and, for each pair the
 * map calls unsurprising, that each feature still shows its own mark. The
 * pairs the map answers behave in ways a reader would not guess: their
 * sections' behaviours are checked in seams.test.ts and v8Seams.test.ts.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {act, cleanup, render} from '@testing-library/react';
import {createElement, type ComponentType, type ReactNode} from 'react';
import * as v9 from 'react-day-picker';
import {es} from 'react-day-picker/locale';
import {DayPicker as PersianDayPicker} from 'react-day-picker/persian';
import * as v8 from 'react-day-picker-v8';
import {es as esV8} from 'date-fns/locale';

import type {DocVersionId} from '../../../src/data/docVersions';
import {SEAMS, type SeamFeature} from '../../../src/data/seams';

after(cleanup);

type Props = Record<string, unknown>;

/** How to turn a feature on, and the mark it leaves in the calendar. */
interface Probe {
  readonly props: Props;
  readonly mark: (container: HTMLElement) => boolean;
  /** The calendar to render instead of DayPicker. */
  readonly component?: ComponentType<Props>;
  /** Render the calendar inside a form. */
  readonly inForm?: true;
}

const MARCH = new Date(2026, 2);
const day = (n: number) => new Date(2026, 2, n);
const has = (selector: string) => (container: HTMLElement) =>
  container.querySelector(selector) !== null;
const text = (pattern: RegExp) => (container: HTMLElement) =>
  pattern.test(container.textContent ?? '');
const focusedButton = () => document.activeElement?.tagName === 'BUTTON';

function V9Marked(props: v9.DayButtonProps) {
  return createElement(v9.DayButton, {
    ...props,
    'data-custom': '',
  } as v9.DayButtonProps);
}

function V8Marked(props: v8.DayContentProps) {
  return createElement(
    'span',
    {'data-custom': ''},
    createElement(v8.DayContent, props),
  );
}

const PROBES: Record<DocVersionId, Partial<Record<SeamFeature, Probe>>> = {
  v9: {
    modes: {props: {mode: 'range'}, mark: has('button.rdp-day_button')},
    minMax: {
      props: {mode: 'range', min: 2, max: 5},
      mark: has('button.rdp-day_button'),
    },
    required: {
      props: {mode: 'single', required: true, selected: day(3), onSelect() {}},
      mark: has('.rdp-root[data-required="true"]'),
    },
    excludeDisabled: {
      props: {mode: 'range', excludeDisabled: true, disabled: {dayOfWeek: [0]}},
      mark: has('[data-disabled]'),
    },
    disabled: {
      props: {disabled: [day(11), {dayOfWeek: [6]}]},
      mark: has('[data-disabled]'),
    },
    hidden: {props: {hidden: day(12)}, mark: has('[data-hidden]')},
    outside: {
      props: {showOutsideDays: true},
      mark: has('[data-outside]:not(:empty)'),
    },
    months: {
      props: {numberOfMonths: 2},
      mark: (c) => c.querySelectorAll('.rdp-month').length === 2,
    },
    pagedReversed: {
      props: {numberOfMonths: 2, pagedNavigation: true, reverseMonths: true},
      mark: (c) => c.querySelectorAll('.rdp-month').length === 2,
    },
    dropdowns: {
      props: {
        captionLayout: 'dropdown',
        startMonth: new Date(2020, 0),
        endMonth: new Date(2030, 11),
      },
      mark: has('select'),
    },
    limits: {
      props: {startMonth: MARCH, endMonth: new Date(2027, 11)},
      mark: (c) => !/February 2026|febrero/.test(c.textContent ?? ''),
    },
    navigationOff: {
      props: {hideNavigation: true},
      mark: (c) => !has('.rdp-button_next')(c),
    },
    locale: {props: {locale: es}, mark: text(/marzo|abril|febrero|enero/)},
    calendars: {
      props: {},
      component: PersianDayPicker as ComponentType<Props>,
      mark: text(/[\u0600-\u06FF]/),
    },
    formatters: {
      props: {formatters: {formatDay: (date: Date) => `#${date.getDate()}`}},
      mark: text(/#\d/),
    },
    timeZone: {
      props: {timeZone: 'Pacific/Kiritimati'},
      mark: has('[data-day]'),
    },
    components: {
      props: {mode: 'single', components: {DayButton: V9Marked}},
      mark: has('[data-custom]'),
    },
    forms: {props: {}, inForm: true, mark: has('form .rdp-root')},
    focus: {props: {mode: 'single', autoFocus: true}, mark: focusedButton},
    dayEvents: {
      props: {
        modifiers: {booked: day(13)},
        modifiersClassNames: {booked: 'booked'},
        onDayClick() {},
      },
      mark: has('.booked'),
    },
  },
  v8: {
    modes: {props: {mode: 'range'}, mark: has('button.rdp-day')},
    minMax: {
      props: {mode: 'range', min: 2, max: 5},
      mark: has('button.rdp-day'),
    },
    required: {
      props: {mode: 'single', required: true, selected: day(3), onSelect() {}},
      mark: has('.rdp-day_selected'),
    },
    disabled: {
      props: {disabled: [day(11), {dayOfWeek: [6]}]},
      mark: has('.rdp-day_disabled'),
    },
    hidden: {
      props: {hidden: day(12)},
      mark: (c) => c.querySelectorAll('.rdp-cell').length > 0,
    },
    outside: {props: {showOutsideDays: true}, mark: has('.rdp-day_outside')},
    months: {
      props: {numberOfMonths: 2},
      mark: (c) => c.querySelectorAll('.rdp-month').length === 2,
    },
    pagedReversed: {
      props: {numberOfMonths: 2, pagedNavigation: true, reverseMonths: true},
      mark: (c) => c.querySelectorAll('.rdp-month').length === 2,
    },
    dropdowns: {
      props: {captionLayout: 'dropdown-buttons', fromYear: 2020, toYear: 2030},
      mark: has('select'),
    },
    limits: {
      props: {fromMonth: MARCH, toMonth: new Date(2027, 11)},
      mark: (c) => !/February 2026|febrero/.test(c.textContent ?? ''),
    },
    navigationOff: {
      props: {disableNavigation: true},
      mark: (c) => !has('.rdp-nav_button')(c),
    },
    locale: {props: {locale: esV8}, mark: text(/marzo|abril|febrero|enero/)},
    formatters: {
      props: {formatters: {formatDay: (date: Date) => `#${date.getDate()}`}},
      mark: text(/#\d/),
    },
    components: {
      props: {components: {DayContent: V8Marked}},
      mark: has('[data-custom]'),
    },
    forms: {props: {}, inForm: true, mark: has('form .rdp')},
    focus: {props: {mode: 'single', initialFocus: true}, mark: focusedButton},
    dayEvents: {
      props: {
        modifiers: {booked: day(13)},
        modifiersClassNames: {booked: 'booked'},
        onDayClick() {},
      },
      mark: has('.booked'),
    },
  },
};

const CALENDARS: Record<DocVersionId, ComponentType<Props>> = {
  v9: v9.DayPicker as ComponentType<Props>,
  v8: v8.DayPicker as ComponentType<Props>,
};

/** Both features' props, with their matchers and modifiers merged. */
function merged(a: Props, b: Props): Props {
  const props: Props = {defaultMonth: MARCH, ...a, ...b};
  if (a.disabled && b.disabled)
    props.disabled = [a.disabled, b.disabled].flat();
  if (a.modifiers && b.modifiers)
    props.modifiers = {...(a.modifiers as Props), ...(b.modifiers as Props)};
  return props;
}

/** Clicks two days and the "next month" button, as a reader would. */
function use(container: HTMLElement) {
  const days = container.querySelectorAll<HTMLElement>(
    'button.rdp-day_button, button.rdp-day:not([disabled])',
  );
  for (const index of [9, 11]) act(() => days[index]?.click());
  const next = container.querySelector<HTMLElement>(
    '.rdp-button_next, .rdp-nav_button_next',
  );
  act(() => next?.click());
}

for (const {
  features: [a, b],
  answers,
} of SEAMS) {
  describe(`${a} + ${b}`, () => {
    for (const [id, answer] of Object.entries(answers) as [
      DocVersionId,
      (typeof answers)[DocVersionId],
    ][]) {
      it(`${id}: renders and reacts${answer?.status === 'unsurprising' ? ', each feature keeping its mark' : ''}`, () => {
        const first = PROBES[id][a];
        const second = PROBES[id][b];
        assert.ok(first && second, `no probe for ${a} or ${b} in ${id}`);
        cleanup();
        const errors: string[] = [];
        const consoleError = console.error;
        console.error = (...message: unknown[]) =>
          errors.push(String(message[0]));
        try {
          const component =
            first.component ?? second.component ?? CALENDARS[id];
          let element: ReactNode = createElement(
            component,
            merged(first.props, second.props),
          );
          if (first.inForm || second.inForm)
            element = createElement('form', null, element);
          const {container} = render(element);
          if (answer?.status === 'unsurprising') {
            assert.ok(first.mark(container), `${a} lost its mark`);
            assert.ok(second.mark(container), `${b} lost its mark`);
          }
          use(container);
        } finally {
          console.error = consoleError;
        }
        assert.deepEqual(errors, []);
      });
    }
  });
}

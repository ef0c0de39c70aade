/**
 * What the 8.10.1 TypeScript recipe (and the changelog, of RootProvider and
 * firstWeekContainsDate) says about DayPicker 8's types, checked
 * by the TypeScript compiler against react-day-picker-v8's declarations:
 * small files, written against `react-day-picker` as the page's code is and
 * resolved to the v8 package as examples-v8/tsconfig.json does, that must
 * compile or fail with the errors the page names.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {typeErrors} from '../../support/typeErrors';

const siteDir = join(__dirname, '..', '..', '..');

const HEADER = `import type {MouseEvent} from "react";
import {DayPicker, type ActiveModifiers, type DateRange, type DayPickerDefaultProps, type DayPickerMultipleProps, type DayPickerProps, type DayPickerRangeProps, type DayPickerSingleProps, type Matcher, type SelectMultipleEventHandler, type SelectRangeEventHandler, type SelectSingleEventHandler} from "react-day-picker";
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export {};
`;

/** Each file's code, and the error codes it must produce (none: it compiles). */
const FILES: Readonly<Record<string, {code: string; errors: number[]}>> = {
  modeTable: {
    code: `type Value<H> = H extends (value: infer V, ...rest: never[]) => void ? V : never;
type Row<P extends {selected?: unknown; onSelect?: unknown}, V, H> = [
  Equal<P["selected"], V>,
  Equal<NonNullable<P["onSelect"]>, H>,
  Equal<Value<H>, V>,
];
export const single: Row<DayPickerSingleProps, Date | undefined, SelectSingleEventHandler> = [true, true, true];
export const multiple: Row<DayPickerMultipleProps, Date[] | undefined, SelectMultipleEventHandler> = [true, true, true];
export const range: Row<DayPickerRangeProps, DateRange | undefined, SelectRangeEventHandler> = [true, true, true];
export const union: Equal<DayPickerProps, DayPickerDefaultProps | DayPickerSingleProps | DayPickerMultipleProps | DayPickerRangeProps> = true;
export const defaultMode: Equal<DayPickerDefaultProps["mode"], undefined | "default"> = true;
export const anyMatcher: Equal<DayPickerDefaultProps["selected"], Matcher | Matcher[] | undefined> = true;
export const noOnSelect: Equal<Extract<keyof DayPickerDefaultProps, "onSelect">, never> = true;`,
    errors: [],
  },
  requiredSingleOnly: {
    code: `type HasRequired<P> = "required" extends keyof P ? true : false;
export const which: [HasRequired<DayPickerDefaultProps>, HasRequired<DayPickerSingleProps>, HasRequired<DayPickerMultipleProps>, HasRequired<DayPickerRangeProps>] = [false, true, false, false];
export const single = <DayPicker mode="single" required selected={undefined} onSelect={(day: Date | undefined) => day} />;
export const still = <DayPicker mode="single" required selected={new Date()} onSelect={(day: Date) => day} />;
export const multiple = <DayPicker mode="multiple" required />;
export const range = <DayPicker mode="range" required />;`,
    errors: [2322, 2322, 2322],
  },
  fourArguments: {
    code: `export const args: Equal<Parameters<SelectRangeEventHandler>, [DateRange | undefined, Date, ActiveModifiers, MouseEvent]> = true;`,
    errors: [],
  },
  interfaceExtends: {
    code: `export interface CalendarProps extends DayPickerProps { accent?: string }`,
    errors: [2312],
  },
  omitKeepsSharedKeys: {
    code: `type Omitted = Omit<DayPickerProps, "classNames">;
export const lost: Equal<Extract<keyof Omitted, "onSelect" | "required" | "min" | "max">, never> = true;
export const loosest: Equal<Omitted["selected"], Matcher | Matcher[] | undefined> = true;
export const plainMode: Equal<Omitted["mode"], undefined | "default" | "single" | "multiple" | "range"> = true;
export const sameType: Equal<React.ComponentProps<typeof DayPicker>, DayPickerProps> = true;
export const spread = (props: Omitted) => <DayPicker {...props} />;
const Calendar = (props: Omitted) => <DayPicker {...(props as DayPickerProps)} />;
export const caller = <Calendar mode="single" onSelect={(day: Date | undefined) => day} />;`,
    errors: [2322, 2322],
  },
  distributiveOmit: {
    code: `type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Props = DistributiveOmit<DayPickerProps, "classNames">;
export const spread = (props: Props) => <DayPicker {...props} />;
export const range: Props = {mode: "range", selected: undefined, onSelect: (value: DateRange | undefined) => value};
export const single: Props = {mode: "single", selected: undefined, onSelect: (value: Date | undefined) => value};
export const wrong: Props = {mode: "range", selected: undefined, onSelect: (value: Date | undefined) => value};`,
    errors: [2322],
  },
  rootProvider: {
    code: `import {RootProvider} from "react-day-picker";
export const spread = (props: DayPickerProps) => <RootProvider {...props} />;
export const each = [
  <RootProvider />,
  <RootProvider mode="single" required selected={new Date()} onSelect={(day: Date | undefined) => day} />,
  <RootProvider mode="multiple" max={2} selected={[new Date()]} onSelect={(days: Date[] | undefined) => days} />,
  <RootProvider mode="range" min={1} selected={{from: new Date()}} onSelect={(range: DateRange | undefined) => range} />,
];
export const wrong = <RootProvider mode="range" onSelect={(day: Date | undefined) => day} />;`,
    errors: [2322],
  },
  dateFnsWeek: {
    code: `import type {FirstWeekContainsDate} from "date-fns";
export const onlyTwo: Equal<FirstWeekContainsDate, 1 | 4> = true;
export const same: Equal<NonNullable<DayPickerProps["firstWeekContainsDate"]>, FirstWeekContainsDate> = true;`,
    errors: [],
  },
};

/** The page's wrapper example, with uses appended: range mode must get a DateRange handler. */
const WRAPPER = {
  code: `${readFileSync(join(siteDir, 'examples-v8/V8TypeScriptCalendarWrapper.tsx'), 'utf8')}
export const every = (props: DayPickerProps) => <Calendar {...props} />;
export const ok = <Calendar mode="range" selected={undefined} onSelect={(range: DateRange | undefined) => range} />;
export const wrong = <Calendar mode="range" selected={undefined} onSelect={(date: Date | undefined) => date} />;
`,
  errors: [2322],
};

function diagnose(): Map<string, number[]> {
  const files = new Map<string, string>(
    Object.entries(FILES).map(([name, {code}]) => [
      join(siteDir, 'tests', `__v8typescript_${name}.tsx`),
      `${HEADER}${code}\n`,
    ]),
  );
  const wrapper = join(siteDir, 'examples-v8', '__v8typescript_wrapper.tsx');
  files.set(wrapper, WRAPPER.code);
  const errors = typeErrors(files, {
    baseUrl: siteDir,
    paths: {'react-day-picker': ['./node_modules/react-day-picker-v8']},
  });
  return new Map(
    [...errors].map(([name, codes]) => [
      name === wrapper
        ? 'wrapper'
        : /__v8typescript_(\w+)\.tsx$/.exec(name)![1],
      codes,
    ]),
  );
}

const GROUPS: Readonly<Record<string, readonly string[]>> = {
  'each mode has the selected, onSelect and props types of the table, all exported; without a mode, selected takes any matcher and there is no onSelect':
    ['modeTable'],
  'only DayPickerSingleProps accepts required, and onSelect still passes Date | undefined':
    ['requiredSingleOnly'],
  'a range handler gets four arguments': ['fourArguments'],
  'RootProvider accepts the props of every selection mode, checked against the mode':
    ['rootProvider'],
  'date-fns 3 types firstWeekContainsDate as 1 | 4, the type DayPicker 8 takes':
    ['dateFnsWeek'],
  'the wrapper example accepts every DayPicker prop and checks onSelect against the mode':
    ['wrapper'],
  'interface extends fails with TS2312; Omit keeps only the keys every mode shares; a distributive Omit keeps each mode':
    ['interfaceExtends', 'omitKeepsSharedKeys', 'distributiveOmit'],
};

describe('v8 typescript.mdx: the types, checked by the compiler', () => {
  const found = diagnose();
  const expected: Readonly<Record<string, {errors: number[]}>> = {
    ...FILES,
    wrapper: WRAPPER,
  };
  it('every snippet belongs to one group', () => {
    assert.deepEqual(
      Object.values(GROUPS).flat().sort(),
      Object.keys(expected).sort(),
    );
  });
  for (const [group, names] of Object.entries(GROUPS)) {
    it(group, () => {
      for (const name of names) {
        assert.deepEqual(found.get(name), expected[name].errors, name);
      }
    });
  }
});

/**
 * What docs/recipes/typescript.mdx says about DayPicker's types, checked by
 * the TypeScript compiler against the installed declarations: small files,
 * held in memory next to the site's own, that must compile or fail with the
 * error the page names. One program checks them all.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {typeErrors} from '../../support/typeErrors';

const siteDir = join(__dirname, '..', '..', '..');

const HEADER = `import {useState, type ButtonHTMLAttributes} from "react";
import {DayPicker, type DateRange, type DayButtonProps, type DayPickerProps, type Mode} from "react-day-picker";
export {};
`;

/** Each file's code, and the error codes it must produce (none: it compiles). */
const FILES: Readonly<Record<string, {code: string; errors: number[]}>> = {
  tableTypes: {
    code: `import type {PropsSingle, PropsSingleRequired, PropsMulti, PropsMultiRequired, PropsRange, PropsRangeRequired, OnSelectHandler, SelectedValue} from "react-day-picker";
type Check = [PropsSingle, PropsSingleRequired, PropsMulti, PropsMultiRequired, PropsRange, PropsRangeRequired, OnSelectHandler<Date>, SelectedValue<{mode: "range"}>];
export const check: Check | undefined = undefined;`,
    errors: [],
  },
  setterMatchesMode: {
    code: `export function A() {
  const [day, setDay] = useState<Date | undefined>();
  const [days, setDays] = useState<Date[] | undefined>();
  const [range, setRange] = useState<DateRange | undefined>();
  return <>
    <DayPicker mode="single" selected={day} onSelect={setDay} />
    <DayPicker mode="multiple" selected={days} onSelect={setDays} />
    <DayPicker mode="range" selected={range} onSelect={setRange} />
  </>;
}`,
    errors: [],
  },
  setterAgainstOtherMode: {
    code: `export function A() {
  const [day, setDay] = useState<Date | undefined>();
  return <DayPicker mode="range" onSelect={setDay} selected={undefined} data-day={day} />;
}`,
    errors: [2322],
  },
  handlerWithoutUndefined: {
    code: `const onDay = (date: Date) => date;
const onDays = (dates: Date[]) => dates;
const onRange = (range: DateRange) => range;
export const single = <DayPicker mode="single" selected={undefined} onSelect={onDay} />;
export const multiple = <DayPicker mode="multiple" selected={undefined} onSelect={onDays} />;
export const range = <DayPicker mode="range" selected={undefined} onSelect={onRange} />;`,
    errors: [2322, 2322, 2322],
  },
  handlerWithRequired: {
    code: `const onDay = (date: Date) => date;
const onDays = (dates: Date[]) => dates;
const onRange = (range: DateRange) => range;
export const single = <DayPicker mode="single" required selected={undefined} onSelect={onDay} />;
export const multiple = <DayPicker mode="multiple" required selected={undefined} onSelect={onDays} />;
export const range = <DayPicker mode="range" required selected={undefined} onSelect={onRange} />;`,
    errors: [],
  },
  interfaceExtends: {
    code: `export interface CalendarProps extends DayPickerProps { accent?: string }`,
    errors: [2312],
  },
  omitKeepsSharedKeys: {
    code: `type Omitted = Omit<DayPickerProps, "classNames">;
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const modeIsPlain: Equal<Omitted["mode"], Mode | undefined> = true;
export const lost: Equal<Extract<keyof Omitted, "selected" | "onSelect" | "min" | "max">, never> = true;
export const spread = (props: Omitted) => <DayPicker {...props} />;`,
    errors: [2322],
  },
  distributiveOmit: {
    code: `type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Props = DistributiveOmit<DayPickerProps, "classNames">;
export const spread = (props: Props) => <DayPicker {...props} />;
export const range: Props = {mode: "range", selected: undefined, onSelect: (value: DateRange | undefined) => value};
export const wrong: Props = {mode: "range", selected: undefined, onSelect: (value: Date | undefined) => value};`,
    errors: [2322],
  },
  dayButtonProps: {
    code: `type Rest = Omit<DayButtonProps, "day" | "modifiers">;
type Button = ButtonHTMLAttributes<HTMLButtonElement>;
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sameAttributes: Equal<Rest, Button> = true;
export const day: Equal<DayButtonProps["day"]["date"], Date> = true;`,
    errors: [],
  },
};

/** The page's wrapper example, with uses appended: range mode must get a DateRange handler. */
const WRAPPER = {
  code: `${readFileSync(join(siteDir, 'examples/TypeScriptCalendarWrapper.tsx'), 'utf8')}
export const every = (props: DayPickerProps) => <Calendar {...props} />;
export const ok = <Calendar mode="range" selected={undefined} onSelect={(range: DateRange | undefined) => range} />;
export const wrong = <Calendar mode="range" selected={undefined} onSelect={(date: Date | undefined) => date} />;
`,
  errors: [2322],
};

function diagnose(): Map<string, number[]> {
  const files = new Map<string, string>(
    Object.entries(FILES).map(([name, {code}]) => [
      join(siteDir, 'tests', `__typescript_${name}.tsx`),
      `${HEADER}${code}\n`,
    ]),
  );
  const wrapper = join(siteDir, 'examples', '__typescript_wrapper.tsx');
  files.set(wrapper, WRAPPER.code);
  return new Map(
    [...typeErrors(files)].map(([name, errors]) => [
      name === wrapper ? 'wrapper' : /__typescript_(\w+)\.tsx$/.exec(name)![1],
      errors,
    ]),
  );
}

const GROUPS: Readonly<Record<string, readonly string[]>> = {
  "react-day-picker exports every type of the table; a state setter of the mode's type is checked against the mode":
    ['tableTypes', 'setterMatchesMode', 'setterAgainstOtherMode'],
  'in every mode, a handler that rejects undefined fits onSelect only with required':
    ['handlerWithoutUndefined', 'handlerWithRequired'],
  'the wrapper example accepts every DayPicker prop and checks onSelect against the mode':
    ['wrapper'],
  'interface extends fails with TS2312; Omit keeps only the keys every mode shares; a distributive Omit keeps each mode':
    ['interfaceExtends', 'omitKeepsSharedKeys', 'distributiveOmit'],
  'DayButtonProps holds day, modifiers and every attribute of a button': [
    'dayButtonProps',
  ],
};

describe('typescript.mdx: the types, checked by the compiler', () => {
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

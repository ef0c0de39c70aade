import type {Locale, Numerals} from 'react-day-picker';

/** The playground's types: its state, and the kinds of option its table holds (options.ts). */

export type Mode = 'single' | 'multiple' | 'range';
export type CalendarId = 'persian' | 'buddhist' | 'ethiopic' | 'hebrew';
export type DisabledPreset = 'weekends' | 'past' | 'future';
export type CaptionLayout = 'dropdown' | 'dropdown-months' | 'dropdown-years';
export type Weekday = '0' | '1' | '2' | '3' | '4' | '5' | '6';

/** The playground's state: one value per option; `undefined` means "the library's default". */
export interface PlaygroundState {
  mode: Mode | undefined;
  required: boolean;
  min: number | undefined;
  max: number | undefined;
  excludeDisabled: boolean;
  disabled: readonly DisabledPreset[];

  numberOfMonths: number;
  pagedNavigation: boolean;
  reverseMonths: boolean;
  captionLayout: CaptionLayout | undefined;
  reverseYears: boolean;
  startMonth: string | undefined;
  endMonth: string | undefined;
  hideNavigation: boolean;
  disableNavigation: boolean;
  navLayout: 'around' | 'after' | undefined;

  showOutsideDays: boolean;
  fixedWeeks: boolean;
  showWeekNumber: boolean;
  hideWeekdays: boolean;
  footer: string | undefined;
  animate: boolean;

  calendar: CalendarId | undefined;
  locale: string | undefined;
  weekStartsOn: Weekday | undefined;
  firstWeekContainsDate: '1' | '4' | undefined;
  ISOWeek: boolean;
  broadcastCalendar: boolean;
  timeZone: string | undefined;
  numerals: Numerals | undefined;
  dir: 'ltr' | 'rtl' | undefined;

  accentColor: string | undefined;
  accentBackgroundColor: string | undefined;
  todayColor: string | undefined;
  rangeStartColor: string | undefined;
  rangeMiddleColor: string | undefined;
  rangeEndColor: string | undefined;
}

export type OptionKey = keyof PlaygroundState;

export type OptionValue = PlaygroundState[OptionKey];

export type GroupId =
  | 'selection'
  | 'navigation'
  | 'display'
  | 'localization'
  | 'styling';

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** When an option only makes sense with others, e.g. `min` with a multiple or range mode. */
export interface Availability {
  isAvailable?: (state: PlaygroundState) => boolean;
  /** Completes "only applies …", shown beside a disabled control and in the ignored-query notice. */
  availableWhen?: string;
}

interface Common extends Availability {
  label: string;
  group: GroupId;
  /** One line under the control. */
  hint?: string;
  /** Why the option's value cannot go with the other values (DayPicker would render nothing), if so. */
  conflict?: (state: PlaygroundState) => string | undefined;
  /**
   * How a non-default value reaches DayPicker, for the live calendar and the
   * generated code alike. Without it, the option is the DayPicker prop of
   * the same name and its value is passed as it is (see `plainProp`).
   */
  toProps?: (
    state: PlaygroundState,
    context: PropContext,
  ) => readonly PropPart[];
}

export interface BooleanOption extends Common {
  kind: 'boolean';
}

export interface ChoiceOption<V extends string = string> extends Common {
  kind: 'choice';
  /** Label of the empty choice: the library's default, left out of the code. */
  defaultLabel: string;
  choices: readonly Choice<V>[];
  /** Narrows `choices` to those valid with the other options (locales per calendar). */
  choicesFor?: (state: PlaygroundState) => readonly Choice<V>[];
}

export interface NumberOption extends Common {
  kind: 'number';
  min: number;
  max: number;
  /** The library's default; `undefined` when the prop is simply unset. */
  defaultValue: number | undefined;
}

export interface MonthOption extends Common {
  kind: 'month';
}

export interface TextOption extends Common {
  kind: 'text';
  maxLength: number;
}

export interface ColorOption extends Common {
  kind: 'color';
  /** The DayPicker stylesheet variable this colour sets. */
  cssVariable: `--rdp-${string}`;
}

export interface FlagsOption<V extends string = string> extends Common {
  kind: 'flags';
  choices: readonly Choice<V>[];
}

/** The option kinds whose values can hold `V`. */
export type OptionFor<V> = [V] extends [boolean]
  ? BooleanOption
  : [V] extends [number]
    ? NumberOption
    : [V] extends [number | undefined]
      ? NumberOption
      : [V] extends [readonly (infer F extends string)[]]
        ? FlagsOption<F>
        : [V] extends [string | undefined]
          ? string extends V
            ? MonthOption | TextOption | ColorOption | ChoiceOption
            : ChoiceOption<Exclude<V, undefined>>
          : never;

export type OptionSpec =
  | BooleanOption
  | ChoiceOption
  | NumberOption
  | MonthOption
  | TextOption
  | ColorOption
  | FlagsOption;

/** One DayPicker prop as an option sets it. */
export interface PropPart {
  name: string;
  /** What the live calendar gets. */
  value: unknown;
  /**
   * The JSX attribute's value in the generated code: `{…}` or `"…"`, or
   * `true` for a bare boolean attribute.
   */
  code: string | true;
  /** Named imports the code needs. */
  imports?: readonly Import[];
}

export interface Import {
  path: string;
  name: string;
}

/** What props need beyond the state: values only the page knows. */
export interface PropContext {
  today: Date;
  /** The loaded date-fns locale for `state.locale`, if any. */
  locale: Locale | undefined;
  /** The selection the preview owns, for `selected` and `onSelect`. */
  selection: {selected: unknown; onSelect: (value: unknown) => void};
}

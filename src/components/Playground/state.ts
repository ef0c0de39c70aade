import {CALENDARS} from './choices';
import {OPTIONS} from './options';
import type {
  Choice,
  ChoiceOption,
  OptionKey,
  OptionSpec,
  OptionValue,
  PlaygroundState,
} from './types';

/** The playground's state: its defaults, and how a change keeps it consistent. */

export const OPTION_KEYS = Object.keys(OPTIONS) as OptionKey[];

function defaultValue(spec: OptionSpec): OptionValue {
  switch (spec.kind) {
    case 'boolean':
      return false;
    case 'number':
      return spec.defaultValue;
    case 'flags':
      return [];
    default:
      return undefined;
  }
}

export const DEFAULT_STATE = Object.fromEntries(
  OPTION_KEYS.map((key) => [key, defaultValue(OPTIONS[key])]),
) as unknown as PlaygroundState;

export function isDefault(key: OptionKey, value: OptionValue): boolean {
  const fallback = DEFAULT_STATE[key];
  if (Array.isArray(value) && Array.isArray(fallback)) {
    return value.length === fallback.length;
  }
  return value === fallback;
}

export function choicesOf(
  spec: ChoiceOption,
  state: PlaygroundState,
): readonly Choice[] {
  return spec.choicesFor?.(state) ?? spec.choices;
}

/** Why `key`'s value cannot apply with the rest of `state`, or `undefined` when it can. */
export function unavailableReason(
  key: OptionKey,
  state: PlaygroundState,
): string | undefined {
  const spec: OptionSpec = OPTIONS[key];
  if (spec.isAvailable && !spec.isAvailable(state)) {
    return `only applies ${spec.availableWhen}`;
  }
  const value = state[key];
  if (
    spec.kind === 'choice' &&
    value !== undefined &&
    !choicesOf(spec, state).some((c) => c.value === value)
  ) {
    return `not available in the ${CALENDARS[state.calendar ?? 'gregorian'].label} calendar`;
  }
  return spec.conflict?.(state);
}

/**
 * Resets the values that cannot apply with the other options (`min` without
 * a multiple or range mode, a locale another calendar lacks, an end month
 * before the start month), so the
 * calendar, the URL and the code always agree. Returns what it reset.
 */
export function normalise(state: PlaygroundState): {
  state: PlaygroundState;
  reset: {key: OptionKey; reason: string}[];
} {
  const next: Record<OptionKey, OptionValue> = {...state};
  const reset: {key: OptionKey; reason: string}[] = [];
  for (const key of OPTION_KEYS) {
    if (isDefault(key, next[key])) {
      continue;
    }
    const reason = unavailableReason(key, next as PlaygroundState);
    if (reason) {
      next[key] = DEFAULT_STATE[key];
      reset.push({key, reason});
    }
  }
  return {state: next as PlaygroundState, reset};
}

/**
 * The state with `key` set, and the values that no longer apply reset (and
 * listed). The controls only produce values of the option's own kind, so
 * `value` fits.
 */
export function withOption(
  state: PlaygroundState,
  key: OptionKey,
  value: OptionValue,
): ReturnType<typeof normalise> {
  return normalise({...state, [key]: value} as PlaygroundState);
}

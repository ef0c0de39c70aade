import {OPTIONS} from './options';
import {MONTH_RANGE, isMonth} from './propValues';
import {DEFAULT_STATE, OPTION_KEYS, isDefault, normalise} from './state';
import type {
  OptionKey,
  OptionSpec,
  OptionValue,
  PlaygroundState,
} from './types';

/** A query parameter the playground could not use, and why. */
export interface IgnoredParam {
  key: string;
  value: string;
  reason: string;
}

const HEX_COLOR = /^#?([0-9a-f]{6})$/i;

function isOptionKey(key: string): key is OptionKey {
  return Object.hasOwn(OPTIONS, key);
}

/** Reads one value in the option's own syntax; a string result is the reason it was rejected. */
export function parseValue(
  spec: OptionSpec,
  raw: string,
): {value: OptionValue} | string {
  switch (spec.kind) {
    case 'boolean':
      return raw === 'true'
        ? {value: true}
        : raw === 'false'
          ? {value: false}
          : 'expected true or false';
    case 'number': {
      const number = Number(raw);
      return /^\d+$/.test(raw) && number >= spec.min && number <= spec.max
        ? {value: number}
        : `expected a whole number from ${spec.min} to ${spec.max}`;
    }
    case 'choice':
      return spec.choices.some((choice) => choice.value === raw)
        ? {value: raw}
        : spec.choices.length > 12
          ? 'not a known value'
          : `expected one of ${spec.choices.map((choice) => choice.value).join(', ')}`;
    case 'month':
      return isMonth(raw)
        ? {value: raw}
        : `expected a month from ${MONTH_RANGE.min} to ${MONTH_RANGE.max}`;
    case 'text':
      return raw.length <= spec.maxLength
        ? {value: raw}
        : `longer than ${spec.maxLength} characters`;
    case 'color': {
      const hex = HEX_COLOR.exec(raw)?.[1];
      return hex
        ? {value: `#${hex.toLowerCase()}`}
        : 'expected a colour as 6 hexadecimal digits';
    }
    case 'flags': {
      const values = raw.split(',');
      const unknown = values.filter(
        (value) => !spec.choices.some((choice) => choice.value === value),
      );
      // Drawn from the spec's own choices, which are the state's flag type.
      const value = spec.choices
        .map((c) => c.value)
        .filter((v) => values.includes(v)) as OptionValue;
      return unknown.length === 0
        ? {value}
        : `expected a comma-separated list of ${spec.choices.map((choice) => choice.value).join(', ')}`;
    }
  }
}

/** A value as the URL query writes it. */
export function formatValue(value: OptionValue): string {
  if (Array.isArray(value)) {
    return value.join(',');
  }
  if (typeof value === 'string' && HEX_COLOR.test(value)) {
    return value.slice(1);
  }
  return String(value);
}

/**
 * Reads the playground state from a URL query string. Never throws: unknown
 * keys, repeated keys, malformed values and values that cannot apply with
 * the other options are left at their defaults and listed in `ignored`.
 */
export function parseQuery(search: string): {
  state: PlaygroundState;
  ignored: IgnoredParam[];
} {
  const draft: Record<OptionKey, OptionValue> = {...DEFAULT_STATE};
  const raw = new Map<OptionKey, string>();
  const ignored: IgnoredParam[] = [];
  for (const [key, value] of new URLSearchParams(search)) {
    if (!isOptionKey(key)) {
      ignored.push({key, value, reason: 'unknown option'});
      continue;
    }
    if (raw.has(key)) {
      ignored.push({
        key,
        value,
        reason: 'repeated option (the first value is used)',
      });
      continue;
    }
    raw.set(key, value);
    const parsed = parseValue(OPTIONS[key], value);
    if (typeof parsed === 'string') {
      ignored.push({key, value, reason: parsed});
    } else {
      draft[key] = parsed.value;
    }
  }
  const {state, reset} = normalise(draft as PlaygroundState);
  for (const {key, reason} of reset) {
    ignored.push({key, value: raw.get(key) ?? '', reason});
  }
  return {state, ignored};
}

/**
 * The query string (without `?`) for `state`: only the values that differ
 * from the defaults, in the order of the controls. Commas and slashes stay
 * unescaped (both are allowed in a query) so values read as they are typed:
 * `disabled=weekends,past`, `timeZone=Asia/Tokyo`.
 */
export function serializeQuery(state: PlaygroundState): string {
  return OPTION_KEYS.filter((key) => !isDefault(key, state[key]))
    .map(
      (key) =>
        `${key}=${encodeURIComponent(formatValue(state[key])).replace(/%2C/g, ',').replace(/%2F/g, '/')}`,
    )
    .join('&');
}

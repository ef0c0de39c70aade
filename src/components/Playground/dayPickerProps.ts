import type {DayPickerProps} from 'react-day-picker';

import {OPTIONS} from './options';
import {plainProp, styleProp} from './propValues';
import {OPTION_KEYS, isDefault} from './state';
import type {OptionSpec, PlaygroundState, PropContext, PropPart} from './types';

/**
 * The DayPicker props `state` sets, in the table's order, each with its value
 * for the live calendar and its code: the one translation both the preview
 * and the generated code use. Options left at their defaults set nothing.
 */
export function propParts(
  state: PlaygroundState,
  context: PropContext,
): PropPart[] {
  const parts: PropPart[] = [];
  const styleVariables: Record<string, string> = {};
  for (const key of OPTION_KEYS) {
    const value = state[key];
    if (isDefault(key, value)) {
      continue;
    }
    const spec: OptionSpec = OPTIONS[key];
    if (spec.kind === 'color') {
      styleVariables[spec.cssVariable] = String(value);
    } else if (spec.toProps) {
      parts.push(...spec.toProps(state, context));
    } else {
      parts.push(plainProp(key, value));
    }
  }
  if (Object.keys(styleVariables).length > 0) {
    parts.push(styleProp(styleVariables));
  }
  return parts;
}

/** The props the live calendar gets for `state`. */
export function dayPickerProps(
  state: PlaygroundState,
  context: PropContext,
): DayPickerProps {
  const props = Object.fromEntries(
    propParts(state, context)
      // A locale still loading has no value yet.
      .filter((part) => part.value !== undefined)
      .map((part) => [part.name, part.value]),
  );
  // The props' type is a union discriminated by `mode`, which is only known
  // at run time here; the generated code spells it statically instead.
  return props as DayPickerProps;
}

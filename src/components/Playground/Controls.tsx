import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';

import {GROUPS, OPTIONS} from './options';
import {MONTH_RANGE} from './propValues';
import {parseValue} from './query';
import {OPTION_KEYS, choicesOf, unavailableReason} from './state';
import type {
  FlagsOption,
  MonthOption,
  NumberOption,
  OptionKey,
  OptionSpec,
  OptionValue,
  PlaygroundState,
} from './types';
import styles from './styles.module.css';

interface Props {
  state: PlaygroundState;
  onChange: (key: OptionKey, value: OptionValue) => void;
}

interface FieldProps {
  id: string;
  optionKey: OptionKey;
  /** A set of flags is a fieldset of its own (FlagsControl), not one field. */
  spec: Exclude<OptionSpec, FlagsOption>;
  state: PlaygroundState;
  disabled: boolean;
  describedBy: string | undefined;
  onChange: (value: OptionValue) => void;
}

/** What a field's text stands for: a value to use, or why it can't be. */
type Draft<V> = {value: V} | {invalid: string};

/**
 * A text-like input that keeps what is being typed while it is not yet a
 * valid value ("1" on the way to "12", a partial month where the browser has
 * no month picker) and commits only valid values, saying why the others are
 * not used; empty means "not set".
 */
function DraftInput<V extends OptionValue>({
  value,
  format,
  parse,
  onChange,
  'aria-describedby': describedBy,
  ...input
}: {
  id: string;
  type: 'number' | 'month';
  value: V;
  format: (value: V) => string;
  parse: (text: string) => Draft<V>;
  onChange: (value: V) => void;
} & Omit<ComponentProps<'input'>, 'value' | 'onChange'>): ReactNode {
  const [draft, setDraft] = useState(format(value));
  // A new value from outside (reset, URL) replaces what is being typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(format(value));
  }
  const errorId = useId();
  const parsed = parse(draft);
  const error = 'invalid' in parsed ? parsed.invalid : undefined;
  // A draft refused for the other options (an end before the start) is used
  // once they allow it, rather than shown as if used; once per change, so
  // a value the playground resets anyway can't bounce for ever.
  const usable = 'value' in parsed && parsed.value !== value ? parsed : null;
  const refusedBefore = useRef(false);
  useEffect(() => {
    if (refusedBefore.current && usable) {
      onChange(usable.value);
    }
    refusedBefore.current = error !== undefined;
  });
  return (
    <>
      <input
        {...input}
        value={draft}
        aria-invalid={error !== undefined}
        aria-describedby={
          [describedBy, error && errorId].filter(Boolean).join(' ') || undefined
        }
        className={styles.input}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = parse(event.target.value);
          if ('value' in next) {
            onChange(next.value);
          }
        }}
      />
      {error && (
        <span id={errorId} className={styles.fieldError}>
          Not used: {error}.
          {value !== undefined && ` The calendar keeps ${format(value)}.`}
        </span>
      )}
    </>
  );
}

const formatOptional = (value: OptionValue): string =>
  value === undefined ? '' : String(value);

/**
 * Reads a number or month field as the URL query would, and also rejects a
 * value that conflicts with the other options (an end before the start).
 */
function parseField(
  key: OptionKey,
  spec: NumberOption | MonthOption,
  state: PlaygroundState,
) {
  return (text: string): Draft<OptionValue> => {
    if (text === '') {
      return {value: spec.kind === 'number' ? spec.defaultValue : undefined};
    }
    const parsed = parseValue(spec, text);
    if (typeof parsed === 'string') {
      return {invalid: parsed};
    }
    const reason = unavailableReason(key, {...state, [key]: parsed.value});
    return reason ? {invalid: reason} : parsed;
  };
}

function Field({
  id,
  optionKey,
  spec,
  state,
  disabled,
  describedBy,
  onChange,
}: FieldProps): ReactNode {
  const value = state[optionKey];
  switch (spec.kind) {
    case 'boolean':
      return (
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'choice':
      return (
        <select
          id={id}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          aria-describedby={describedBy}
          className={styles.input}
          onChange={(event) =>
            onChange(event.target.value === '' ? undefined : event.target.value)
          }>
          <option value="">{spec.defaultLabel}</option>
          {choicesOf(spec, state).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      );
    case 'number':
      return (
        <DraftInput
          id={id}
          type="number"
          inputMode="numeric"
          min={spec.min}
          max={spec.max}
          placeholder={spec.defaultValue === undefined ? 'Not set' : undefined}
          value={typeof value === 'number' ? value : undefined}
          format={formatOptional}
          parse={parseField(optionKey, spec, state)}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={onChange}
        />
      );
    case 'month':
      return (
        <DraftInput
          id={id}
          type="month"
          min={MONTH_RANGE.min}
          max={MONTH_RANGE.max}
          placeholder="YYYY-MM"
          value={typeof value === 'string' ? value : undefined}
          format={formatOptional}
          parse={parseField(optionKey, spec, state)}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={onChange}
        />
      );
    case 'text':
      return (
        <input
          id={id}
          type="text"
          maxLength={spec.maxLength}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          aria-describedby={describedBy}
          className={styles.input}
          onChange={(event) =>
            onChange(event.target.value === '' ? undefined : event.target.value)
          }
        />
      );
    case 'color':
      return (
        <span className={styles.colorField}>
          <input
            id={id}
            type="color"
            // A colour input always shows a colour: black stands for "not set".
            value={typeof value === 'string' ? value : '#000000'}
            disabled={disabled}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
          {typeof value === 'string' ? (
            <button
              type="button"
              className={styles.linkButton}
              aria-label={`Clear ${spec.label}`}
              onClick={() => onChange(undefined)}>
              Clear
            </button>
          ) : (
            <span className={styles.hint}>Not set</span>
          )}
        </span>
      );
  }
}

function FlagsControl({
  optionKey,
  state,
  onChange,
}: {
  optionKey: OptionKey;
  state: PlaygroundState;
  onChange: (value: OptionValue) => void;
}): ReactNode {
  const spec = OPTIONS[optionKey];
  const id = useId();
  const selected = state[optionKey];
  if (spec.kind !== 'flags' || !Array.isArray(selected)) {
    return null;
  }
  return (
    <fieldset className={styles.flags}>
      <legend className={styles.label}>{spec.label}</legend>
      {spec.choices.map((choice) => (
        <div key={choice.value} className={styles.checkbox}>
          <input
            id={`${id}-${choice.value}`}
            type="checkbox"
            checked={selected.includes(choice.value)}
            onChange={(event) =>
              onChange(
                spec.choices
                  .map((c) => c.value)
                  .filter((v) =>
                    v === choice.value
                      ? event.target.checked
                      : selected.includes(v),
                  ),
              )
            }
          />
          <label htmlFor={`${id}-${choice.value}`}>{choice.label}</label>
        </div>
      ))}
    </fieldset>
  );
}

function Control({
  optionKey,
  state,
  onChange,
}: {
  optionKey: OptionKey;
  state: PlaygroundState;
  onChange: (key: OptionKey, value: OptionValue) => void;
}): ReactNode {
  const id = useId();
  const spec: OptionSpec = OPTIONS[optionKey];
  const change = (value: OptionValue) => onChange(optionKey, value);
  if (spec.kind === 'flags') {
    return (
      <FlagsControl optionKey={optionKey} state={state} onChange={change} />
    );
  }
  const unavailable = spec.isAvailable && !spec.isAvailable(state);
  // The same words whatever the state, so a control never changes height
  // and the page never moves when an option is set.
  const note =
    [spec.hint, spec.availableWhen && `Only applies ${spec.availableWhen}.`]
      .filter(Boolean)
      .join(' ') || undefined;
  const noteId = note ? `${id}-note` : undefined;
  const label = (
    <label htmlFor={id} className={styles.label}>
      {spec.label}
    </label>
  );
  const field = (
    <Field
      id={id}
      optionKey={optionKey}
      spec={spec}
      state={state}
      disabled={Boolean(unavailable)}
      describedBy={noteId}
      onChange={change}
    />
  );
  return (
    <div
      className={spec.kind === 'boolean' ? styles.checkbox : styles.field}
      data-option={optionKey}>
      {spec.kind === 'boolean' ? (
        <>
          {field}
          {label}
        </>
      ) : (
        <>
          {label}
          {field}
        </>
      )}
      {note && (
        <span id={noteId} className={styles.hint}>
          {note}
        </span>
      )}
    </div>
  );
}

/** One fieldset per group of options, each control labelled and described. */
export default function Controls({state, onChange}: Props): ReactNode {
  return (
    <>
      {GROUPS.map((group) => (
        <fieldset key={group.id} className={styles.group} data-group={group.id}>
          <legend className={styles.legend}>{group.legend}</legend>
          {OPTION_KEYS.filter((key) => OPTIONS[key].group === group.id).map(
            (key) => (
              <Control
                key={key}
                optionKey={key}
                state={state}
                onChange={onChange}
              />
            ),
          )}
        </fieldset>
      ))}
    </>
  );
}

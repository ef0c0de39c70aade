import {useEffect, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Heading from '@theme/Heading';

import {CURRENT_VERSION} from '../../data/docVersions';
import DayPickerFrame from '../DayPickerFrame';
import {dayPickerProps} from './dayPickerProps';
import {DEFAULT_SETUP, loadCalendarSetup, type CalendarSetup} from './loaders';
import {CALENDARS} from './choices';
import type {Mode, PlaygroundState} from './types';
import {selectionText} from './selectionText';
import styles from './styles.module.css';
import {useReducedMotion} from './useReducedMotion';

interface Props {
  state: PlaygroundState;
}

/**
 * The calendar system and locale `state` asks for. While another one loads,
 * the previous calendar stays on screen (and usable) rather than blinking out.
 */
function useCalendarSetup(state: PlaygroundState): {
  setup: CalendarSetup | undefined;
  loading: boolean;
  error: Error | undefined;
} {
  const key = `${state.calendar ?? 'gregorian'}:${state.locale ?? ''}`;
  const isDefault = !state.calendar && !state.locale;
  const [loaded, setLoaded] = useState<
    {key: string; setup: CalendarSetup} | undefined
  >(isDefault ? {key, setup: DEFAULT_SETUP} : undefined);
  const [failed, setFailed] = useState<{key: string; error: Error}>();
  useEffect(() => {
    let current = true;
    loadCalendarSetup(state.calendar, state.locale).then(
      (setup) => current && setLoaded({key, setup}),
      (error: Error) => current && setFailed({key, error}),
    );
    return () => {
      current = false;
    };
  }, [key, state.calendar, state.locale]);
  const error = failed?.key === key ? failed.error : undefined;
  return {setup: loaded?.setup, loading: loaded?.key !== key && !error, error};
}

function CalendarCrashed({
  error,
  tryAgain,
}: {
  error: Error;
  tryAgain: () => void;
}): ReactNode {
  return (
    <div role="alert" className={styles.error}>
      <p>DayPicker failed to render with these options: {error.message}</p>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={tryAgain}>
        Try again
      </button>
    </div>
  );
}

/** The live calendar, its current selection in words, and its loading state. */
export default function Preview({state}: Props): ReactNode {
  const {setup, loading, error} = useCalendarSetup(state);
  // Kept per mode: a range is no value for single mode, and so on.
  const [selection, setSelection] = useState<{mode: Mode; value: unknown}>();
  const {mode} = state;
  const selected =
    mode && selection?.mode === mode ? selection.value : undefined;

  // The customization page asks readers to turn animate off for reduced
  // motion: the preview does so too; the code keeps the option as chosen.
  const reducedMotion = useReducedMotion();
  const stillPreview = state.animate && reducedMotion;
  const calendarName = CALENDARS[state.calendar ?? 'gregorian'].label;
  const props = setup
    ? dayPickerProps(state, {
        today: new Date(),
        locale: setup.locale,
        selection: {
          selected,
          onSelect: (value) => mode && setSelection({mode, value}),
        },
      })
    : undefined;

  return (
    <section className={styles.preview} aria-labelledby="playground-preview">
      <Heading as="h2" id="playground-preview" className={styles.heading}>
        Preview
      </Heading>
      <DayPickerFrame
        version={CURRENT_VERSION.id}
        className={styles.calendar}
        role="group"
        aria-label={`${calendarName} calendar`}
        aria-busy={loading}
        data-calendar={state.calendar ?? 'gregorian'}>
        {error ? (
          <p role="alert" className={styles.error}>
            Could not load the {calendarName} calendar: {error.message}
          </p>
        ) : setup && props ? (
          // Remounts when the calendar system or mode changes: each keeps its own month and focus state.
          <ErrorBoundary
            key={`${state.calendar}:${state.mode}`}
            fallback={CalendarCrashed}>
            <setup.DayPicker
              {...props}
              animate={props.animate && !stillPreview}
            />
          </ErrorBoundary>
        ) : null}
        {loading && (
          <p className={styles.hint}>Loading the {calendarName} calendar…</p>
        )}
        {stillPreview && (
          <p className={styles.hint}>
            Your system asks for reduced motion, so this preview doesn’t
            animate. The code keeps <code>animate</code>.
          </p>
        )}
      </DayPickerFrame>
      <p className={styles.selection} role="status" data-testid="selection">
        {selectionText(state.mode, selected, state.timeZone)}
      </p>
    </section>
  );
}

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
 * A failed load (offline, or a chunk gone after a deployment) is tried
 * again on `retry`, when the browser is back online, and when any option
 * changes; each new attempt hides the failure until it fails too.
 */
function useCalendarSetup(state: PlaygroundState): {
  setup: CalendarSetup | undefined;
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
} {
  const key = `${state.calendar ?? 'gregorian'}:${state.locale ?? ''}`;
  const isDefault = !state.calendar && !state.locale;
  const [loaded, setLoaded] = useState<
    {key: string; setup: CalendarSetup} | undefined
  >(isDefault ? {key, setup: DEFAULT_SETUP} : undefined);
  const [failed, setFailed] = useState<{
    key: string;
    attempt: number;
    error: Error;
  }>();
  const [attempt, setAttempt] = useState(0);
  const isLoaded = loaded?.key === key;
  const error =
    !isLoaded && failed?.key === key && failed.attempt === attempt
      ? failed.error
      : undefined;
  const retry = () => setAttempt((count) => count + 1);

  // Another option set while the failure shows: try again with it.
  const [seen, setSeen] = useState(state);
  if (seen !== state) {
    setSeen(state);
    if (error) {
      retry();
    }
  }

  useEffect(() => {
    let current = true;
    loadCalendarSetup(state.calendar, state.locale).then(
      (setup) => current && setLoaded({key, setup}),
      (reason: Error) => current && setFailed({key, attempt, error: reason}),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, state.calendar, state.locale]);

  useEffect(() => {
    if (!error) {
      return undefined;
    }
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [error]);

  return {setup: loaded?.setup, loading: !isLoaded && !error, error, retry};
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
  const {setup, loading, error, retry} = useCalendarSetup(state);
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
          <div role="alert" className={styles.error}>
            <p>
              Could not load the {calendarName} calendar: {error.message}
            </p>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={retry}>
              Try again
            </button>
          </div>
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

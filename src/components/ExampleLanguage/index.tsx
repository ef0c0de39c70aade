import {useRef, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';

import {
  EXAMPLE_LANGUAGES,
  type ExampleLanguage,
} from '../../data/exampleLanguage';
import {setExampleLanguage, useExampleLanguage} from './store';
import styles from './styles.module.css';

export type {ExampleLanguage} from '../../data/exampleLanguage';
export {useExampleLanguage} from './store';

const NAMES: Record<ExampleLanguage, {short: string; long: string}> = {
  ts: {short: 'TS', long: 'TypeScript'},
  js: {short: 'JS', long: 'JavaScript'},
};

const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);

/**
 * The TS / JS switch of an example, a radio group (one Tab stop, arrow keys
 * choose): the choice applies to every example, on every page.
 */
export default function LanguageSwitch({
  className,
}: {
  className?: string;
}): ReactNode {
  const language = useExampleLanguage();
  const options = useRef(new Map<ExampleLanguage, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const step = PREVIOUS_KEYS.has(event.key)
      ? -1
      : NEXT_KEYS.has(event.key)
        ? 1
        : 0;
    if (step === 0) {
      return;
    }
    event.preventDefault();
    const count = EXAMPLE_LANGUAGES.length;
    const next =
      EXAMPLE_LANGUAGES[
        (EXAMPLE_LANGUAGES.indexOf(language) + step + count) % count
      ]!;
    setExampleLanguage(next);
    options.current.get(next)?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label="Language of the code"
      className={clsx(styles.switch, className)}>
      {EXAMPLE_LANGUAGES.map((option) => (
        <button
          key={option}
          ref={(button) => {
            if (button) {
              options.current.set(option, button);
            } else {
              options.current.delete(option);
            }
          }}
          type="button"
          role="radio"
          className={styles.option}
          aria-checked={language === option}
          tabIndex={language === option ? 0 : -1}
          title={`Show every example in ${NAMES[option].long}`}
          onClick={() => setExampleLanguage(option)}
          onKeyDown={onKeyDown}>
          {NAMES[option].short}
        </button>
      ))}
    </div>
  );
}

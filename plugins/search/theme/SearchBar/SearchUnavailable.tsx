import {useEffect, useRef, type ReactNode} from 'react';
import Heading from '@theme/Heading';

import styles from './SearchUnavailable.module.css';

export interface Props {
  /** What went wrong, in a sentence for the reader. */
  message: string;
  /** Tries to open the search modal again. */
  onRetry: () => void;
  onClose: () => void;
}

/**
 * What the search shortcuts and button open when the DocSearch modal cannot
 * show: its code failed to load (offline, or a new deployment removed the
 * chunk) or it crashed. A modal dialog of its own, since DocSearch's
 * stylesheet may be what failed to load; back online, it tries again.
 */
export default function SearchUnavailable({
  message,
  onRetry,
  onClose,
}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Search is unavailable"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}>
      <Heading as="h2" className={styles.title}>
        Search is unavailable
      </Heading>
      <p>{message}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={onRetry}>
          Try again
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}

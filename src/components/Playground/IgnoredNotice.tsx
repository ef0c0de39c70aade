import type {ReactNode} from 'react';

import type {IgnoredParam} from './query';
import {MAX_LISTED, shortened} from './shortened';
import styles from './styles.module.css';

export default function IgnoredNotice({
  ignored,
  onDismiss,
}: {
  ignored: IgnoredParam[];
  onDismiss: () => void;
}): ReactNode {
  const unlisted = ignored.length - MAX_LISTED;
  return (
    <div role="status" className={styles.notice} data-testid="ignored-notice">
      <p>
        {ignored.length === 1 ? 'One setting' : `${ignored.length} settings`} in
        the address could not be used and{' '}
        {ignored.length === 1 ? 'was' : 'were'} ignored:
      </p>
      <ul>
        {ignored.slice(0, MAX_LISTED).map(({key, value, reason}, index) => (
          <li key={`${key}-${index}`}>
            <code>
              {shortened(key)}={shortened(value)}
            </code>
            : {reason}
          </li>
        ))}
      </ul>
      {unlisted > 0 && (
        <p>
          {unlisted === 1 ? 'One more was' : `${unlisted} more were`} ignored
          too.
        </p>
      )}
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

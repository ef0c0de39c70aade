import type {ReactNode} from 'react';

import type {IgnoredParam} from './query';
import {MAX_LISTED, shortened} from './shortened';
import styles from './styles.module.css';

/**
 * Lists the settings that could not be used: from the address, or, with
 * `cause` (the label of the option just changed), those the change cleared.
 */
export default function IgnoredNotice({
  ignored,
  cause,
  onDismiss,
}: {
  ignored: IgnoredParam[];
  cause?: string;
  onDismiss: () => void;
}): ReactNode {
  const unlisted = ignored.length - MAX_LISTED;
  const settings =
    ignored.length === 1 ? 'One setting' : `${ignored.length} settings`;
  return (
    <div role="status" className={styles.notice} data-testid="ignored-notice">
      <p>
        {cause
          ? `Setting “${cause}” cleared ${settings.toLowerCase()} that no longer applied:`
          : `${settings} in the address could not be used and ${ignored.length === 1 ? 'was' : 'were'} ignored:`}
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

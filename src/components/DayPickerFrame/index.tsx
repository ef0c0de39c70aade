import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';

import type {DocVersionId} from '../../data/docVersions';

import styles from './styles.module.css';

export interface Props extends ComponentProps<'div'> {
  /** Which DayPicker stylesheet applies inside (see plugins/daypicker-versions). */
  version: DocVersionId;
  /**
   * Lets the calendar's height follow its month, for an example about that
   * height. Only for a calendar with a fixed month: its pre-rendered and
   * live renders then span the same weeks.
   */
  naturalHeight?: boolean;
}

/**
 * The element a live DayPicker renders in: it scopes that version's
 * stylesheet to its content, undoes Infima's table styles there, and gives
 * every month the height of six weeks, and keeps a calendar whose markup
 * is still arriving out of sight (see the stylesheet).
 */
export default function DayPickerFrame({
  version,
  naturalHeight = false,
  className,
  children,
  ...props
}: Props): ReactNode {
  return (
    <div
      {...props}
      className={clsx(
        styles.frame,
        !naturalHeight && styles.sixWeeks,
        className,
      )}
      data-rdp-version={version}>
      {children}
      <span className={styles.parsed} hidden />
    </div>
  );
}

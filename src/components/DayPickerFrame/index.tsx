import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';

import type {DocVersionId} from '../../data/docVersions';

import styles from './styles.module.css';

export interface Props extends ComponentProps<'div'> {
  /** Which DayPicker stylesheet applies inside (see plugins/daypicker-versions). */
  version: DocVersionId;
}

/**
 * The element a live DayPicker renders in: it scopes that version's
 * stylesheet to its content and undoes Infima's table styles there.
 */
export default function DayPickerFrame({
  version,
  className,
  ...props
}: Props): ReactNode {
  return (
    <div
      {...props}
      className={clsx(styles.frame, className)}
      data-rdp-version={version}
    />
  );
}

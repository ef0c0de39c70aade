import type {ReactNode} from 'react';

import NavigationGuard from '../components/NavigationGuard';

/** The app, and what watches its navigations (components/NavigationGuard). */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <NavigationGuard />
    </>
  );
}

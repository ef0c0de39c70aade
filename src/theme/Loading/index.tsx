/*
 * Wraps the stock Loading view (Docusaurus 3.8.1) so that a route whose
 * chunks arrived before its first render committed still shows its page
 * (./resumeLoad).
 */
import type {ReactNode} from 'react';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type {WrapperProps} from '@docusaurus/types';

import {useResumeLoadOnMount} from './resumeLoad';

type Props = WrapperProps<typeof LoadingType>;

export default function LoadingWrapper(props: Props): ReactNode {
  useResumeLoadOnMount(props);
  return <Loading {...props} />;
}

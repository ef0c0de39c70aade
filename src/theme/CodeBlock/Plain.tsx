/*
 * A code block's text in the stock layout of theme-classic 3.8.1
 * (CodeBlock/Layout and Content), without Prism: what a code block mounted
 * by a client-side navigation shows while ./Highlighted loads. The stock
 * stylesheets make it exactly as tall as the live block, title bar
 * included, so nothing below it moves when the highlighted block replaces
 * it, and a link to a section further down still lands on it.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Container from '@theme/CodeBlock/Container';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';

export interface Props {
  children: ReactNode;
  title?: ReactNode;
  className?: string;
}

export default function PlainCodeBlock({
  children,
  title,
  className,
}: Props): ReactNode {
  return (
    <Container as="div" className={className}>
      {title && <div className={layoutStyles.codeBlockTitle}>{title}</div>}
      <div className={layoutStyles.codeBlockContent}>
        <pre
          // Scrollable, so reachable by keyboard, like the stock block.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={clsx(contentStyles.codeBlock, 'thin-scrollbar')}>
          <code className={contentStyles.codeBlockLines}>{children}</code>
        </pre>
      </div>
    </Container>
  );
}

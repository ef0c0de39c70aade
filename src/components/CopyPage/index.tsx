import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';

// The store alone: pages without examples need no switch component.
import {useExampleLanguage} from '../ExampleLanguage/store';
import styles from './styles.module.css';

export interface Props {
  /** URL of the page's Markdown twin, written at build time by plugins/llms. */
  markdownUrl: string;
  /** The twin with the examples in JavaScript, when the page has examples. */
  javascriptMarkdownUrl?: string;
  className?: string;
}

type Status = 'idle' | 'copied' | 'failed';

/** How long the button says "Copied" before it offers to copy again. */
const CONFIRMATION_MS = 2000;

async function markdownOf(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return response.text();
}

/**
 * Hands the clipboard a promise instead of awaiting the download first:
 * Safari only lets a page write to the clipboard during the click itself.
 */
async function copyMarkdown(url: string): Promise<void> {
  const text = markdownOf(url);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}

/** "Copy page" and "View as Markdown": the page as Markdown, for AI assistants and chat. */
export default function CopyPage({
  markdownUrl: typescriptUrl,
  javascriptMarkdownUrl,
  className,
}: Props): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  // The examples' code follows the language the reader chose for them.
  const markdownUrl =
    useExampleLanguage() === 'js'
      ? (javascriptMarkdownUrl ?? typescriptUrl)
      : typescriptUrl;

  useEffect(() => {
    if (status === 'idle') {
      return undefined;
    }
    const timer = window.setTimeout(() => setStatus('idle'), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = () => {
    copyMarkdown(markdownUrl).then(
      () => setStatus('copied'),
      (error: unknown) => {
        console.warn('Copying the page as Markdown failed:', error);
        setStatus('failed');
      },
    );
  };

  return (
    <div className={clsx(styles.actions, className)}>
      <button
        type="button"
        className={clsx(
          'button button--sm button--outline button--secondary',
          styles.button,
        )}
        onClick={copy}>
        {status === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a static .md file, not a route the client router could render */}
      <a className={styles.link} href={markdownUrl}>
        View as Markdown
      </a>
      <span role="status" className={styles.visuallyHidden}>
        {status === 'copied' && 'Copied the page as Markdown'}
        {status === 'failed' && 'Copying the page failed'}
      </span>
    </div>
  );
}

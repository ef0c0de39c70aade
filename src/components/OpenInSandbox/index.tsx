import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';

import type {DocVersionId} from '../../data/docVersions';
import {javascriptPath, type ExampleLanguage} from '../../data/exampleLanguage';
import type {OpenOutcome} from './open';
import {SERVICE_NAMES, type Service} from './services';
import styles from './styles.module.css';

// Building the project and talking to the services load on the first click:
// a page that shows examples pays only for these buttons.
const loadOpener = () =>
  import(/* webpackChunkName: "open-in-sandbox" */ './open');

export interface Props {
  /** The example's .tsx path, e.g. "examples/Basic.tsx". */
  src: string;
  version: DocVersionId;
  language: ExampleLanguage;
  /** The code to open, in `language`: the file's text or the reader's edits. */
  code: string;
  /** The example's CSS modules (path and text). */
  stylesheets: readonly {src: string; source: string}[];
  /** The class of the toolbar's other buttons, so these look the same. */
  buttonClassName?: string;
}

const SERVICES = Object.keys(SERVICE_NAMES) as Service[];

/** What the reader clicks when the browser blocked the new tab. */
function Fallback({outcome}: {outcome: OpenOutcome}): ReactNode {
  if (outcome.kind !== 'blocked') {
    return null;
  }
  const label = `Continue to ${SERVICE_NAMES[outcome.service]}`;
  const {fallback} = outcome;
  return fallback.kind === 'link' ? (
    <Link
      className={styles.fallback}
      href={fallback.href}
      target="_blank"
      rel="noopener">
      {label}
    </Link>
  ) : (
    <form
      className={styles.fallbackForm}
      method="post"
      action={fallback.form.action}
      target="_blank">
      {fallback.form.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={styles.fallback}>
        {label}
      </button>
    </form>
  );
}

/**
 * "Open in StackBlitz" and "Open in CodeSandbox" for a live example: each
 * opens, in a new tab, a Vite + React app that runs the code shown (see
 * ./project.ts), and says here what happened.
 */
export default function OpenInSandbox({
  src,
  version,
  language,
  code,
  stylesheets,
  buttonClassName,
}: Props): ReactNode {
  const [busy, setBusy] = useState<Service | null>(null);
  // With the code and language it was for: a fallback form must not post
  // code the reader has changed since.
  const [outcome, setOutcome] = useState<{
    result: OpenOutcome;
    code: string;
    language: ExampleLanguage;
  } | null>(null);
  const [notice, setNotice] = useState('');
  const fileName = (language === 'ts' ? src : javascriptPath(src))
    .split('/')
    .pop()!;

  const openIn = async (service: Service) => {
    if (busy) {
      return;
    }
    const serviceName = SERVICE_NAMES[service];
    setBusy(service);
    setOutcome(null);
    setNotice(`Opening ${fileName} in ${serviceName}…`);
    try {
      const {openExample} = await loadOpener();
      const result = await openExample(service, {
        src,
        version,
        language,
        code,
        stylesheets,
      });
      setOutcome({result, code, language});
      setNotice(result.message);
    } catch (error) {
      // The chunk failed to load (offline, or a new deployment).
      setNotice(
        `Could not open ${fileName} in ${serviceName} (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`,
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <span className={styles.group}>
      {SERVICES.map((service) => (
        <button
          key={service}
          type="button"
          className={clsx(buttonClassName, styles.opener)}
          aria-label={`Open in ${SERVICE_NAMES[service]}: ${fileName}`}
          aria-disabled={busy !== null}
          onClick={() => void openIn(service)}>
          Open in {SERVICE_NAMES[service]}
        </button>
      ))}
      <span role="status" className={styles.status}>
        {notice}
      </span>
      {outcome?.code === code && outcome.language === language && (
        <Fallback outcome={outcome.result} />
      )}
    </span>
  );
}

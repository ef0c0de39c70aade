/**
 * Opens an example in an online editor through each service's public
 * browser API: no account, no server of ours. Loaded on the first click of
 * an "Open in" button (see ./index.tsx), with the project builder.
 *
 * - StackBlitz: its POST API, a form posted to https://stackblitz.com/run
 *   with `project[title]`, `project[description]`, `project[template]` and
 *   one `project[files][path]` field per file; template `node` runs the
 *   project's package.json in WebContainers; `?file=` opens a file.
 * - CodeSandbox: the define API, a JSON POST of `{files: {path: {content}}}`
 *   to /api/v1/sandboxes/define?json=1, which answers `{sandbox_id}`; the
 *   sandbox then opens at /p/sandbox/<id>, `?file=` naming the file.
 *
 * The site's Content-Security-Policy allows exactly these requests
 * (scripts/lib/csp.ts, config/siteEnv.ts).
 */
import {sandboxProject, SandboxProjectError} from './project';
import type {SandboxInput, SandboxProject} from './project';
import {SERVICE_NAMES, type Service} from './services';

export const STACKBLITZ_ORIGIN = 'https://stackblitz.com';
export const CODESANDBOX_ORIGIN = 'https://codesandbox.io';

/** A form the browser posts in a new tab. */
export interface PostForm {
  action: string;
  fields: readonly (readonly [name: string, value: string])[];
}

/** What the reader can click when the browser blocked the new tab. */
export type Fallback =
  | {kind: 'link'; href: string}
  | {kind: 'form'; form: PostForm};

export type OpenOutcome =
  | {kind: 'opened'; service: Service; message: string}
  | {kind: 'blocked'; service: Service; message: string; fallback: Fallback}
  | {kind: 'failed'; service: Service; message: string};

/** How long the services get to answer before the reader is told. */
const TIMEOUT_MS = 10_000;

/**
 * StackBlitz's POST API form. Brackets in a path would end the field name
 * early, so they are escaped as StackBlitz's own SDK does.
 */
export function stackBlitzForm(project: SandboxProject): PostForm {
  const escapePath = (path: string) =>
    path.replace(/\[/g, '%5B').replace(/\]/g, '%5D');
  return {
    action: `${STACKBLITZ_ORIGIN}/run?file=${encodeURIComponent(project.openFile)}`,
    fields: [
      ['project[title]', project.title],
      ['project[description]', project.description],
      ['project[template]', 'node'],
      ...Object.entries(project.files).map(
        ([path, text]) =>
          [`project[files][${escapePath(path)}]`, text] as const,
      ),
    ],
  };
}

export const CODESANDBOX_DEFINE_URL = `${CODESANDBOX_ORIGIN}/api/v1/sandboxes/define?json=1`;

/** The define API's request body: every file as text. */
export function codeSandboxDefineBody(project: SandboxProject): {
  files: Record<string, {content: string; isBinary: false}>;
} {
  return {
    files: Object.fromEntries(
      Object.entries(project.files).map(([path, content]) => [
        path,
        {content, isBinary: false},
      ]),
    ),
  };
}

/** The editor URL of a defined sandbox, opening the example's file. */
export function codeSandboxUrl(sandboxId: string, openFile: string): string {
  return `${CODESANDBOX_ORIGIN}/p/sandbox/${encodeURIComponent(sandboxId)}?file=${encodeURIComponent(`/${openFile}`)}`;
}

/** The sandbox id in the define API's answer, or null. */
export function sandboxIdOf(answer: unknown): string | null {
  const id =
    typeof answer === 'object' && answer !== null
      ? (answer as {sandbox_id?: unknown}).sandbox_id
      : undefined;
  return typeof id === 'string' && /^[\w-]+$/.test(id) ? id : null;
}

const fileOf = (project: SandboxProject) => project.openFile.split('/').pop()!;

function unreachable(
  service: Service,
  project: SandboxProject,
  why: string,
): OpenOutcome {
  return {
    kind: 'failed',
    service,
    message: `${SERVICE_NAMES[service]} could not be reached (${why}), so ${fileOf(project)} was not opened. Check your connection and try again.`,
  };
}

function blocked(
  service: Service,
  project: SandboxProject,
  fallback: Fallback,
): OpenOutcome {
  return {
    kind: 'blocked',
    service,
    fallback,
    message: `Your browser blocked the new tab. Use “Continue to ${SERVICE_NAMES[service]}” to open ${fileOf(project)}.`,
  };
}

const opened = (service: Service, project: SandboxProject): OpenOutcome => ({
  kind: 'opened',
  service,
  message: `Opened ${fileOf(project)} in ${SERVICE_NAMES[service]} in a new tab.`,
});

const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** Posts a form from `page`, which the post then replaces. */
export function submitForm(form: PostForm, page: Document): void {
  const element = page.createElement('form');
  element.method = 'post';
  element.action = form.action;
  element.hidden = true;
  for (const [name, value] of form.fields) {
    const input = page.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  page.body.append(element);
  element.submit();
}

/**
 * Opens the project in StackBlitz. The POST API answers no request the
 * page can read, so StackBlitz's home page is fetched first (an opaque
 * request): if that fails, nothing opens and the reader is told. The tab
 * opens blank first, which is how a blocked popup shows (window.open
 * returns null); it then drops its hold on this page and posts the form
 * itself, from its own (still same-origin) blank document.
 */
export async function openInStackBlitz(
  project: SandboxProject,
): Promise<OpenOutcome> {
  try {
    await fetch(`${STACKBLITZ_ORIGIN}/`, {
      mode: 'no-cors',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return unreachable('stackblitz', project, reasonOf(error));
  }
  const form = stackBlitzForm(project);
  const tab = window.open('about:blank', '_blank');
  if (!tab) {
    return blocked('stackblitz', project, {kind: 'form', form});
  }
  // The project needs no hold on this page.
  tab.opener = null;
  submitForm(form, tab.document);
  return opened('stackblitz', project);
}

/**
 * Defines the sandbox through CodeSandbox's API, then opens it. Any failure
 * before the tab opens leaves the page as it was and says why.
 */
export async function openInCodeSandbox(
  project: SandboxProject,
): Promise<OpenOutcome> {
  let answer: unknown;
  try {
    const response = await fetch(CODESANDBOX_DEFINE_URL, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(codeSandboxDefineBody(project)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      return unreachable(
        'codesandbox',
        project,
        `it answered ${response.status}`,
      );
    }
    answer = await response.json();
  } catch (error) {
    return unreachable('codesandbox', project, reasonOf(error));
  }
  const id = sandboxIdOf(answer);
  if (!id) {
    return unreachable('codesandbox', project, 'it answered without a sandbox');
  }
  const href = codeSandboxUrl(id, project.openFile);
  const tab = window.open(href, '_blank');
  if (!tab) {
    return blocked('codesandbox', project, {kind: 'link', href});
  }
  // The sandbox needs no hold on this page.
  tab.opener = null;
  return opened('codesandbox', project);
}

/** Builds the example's project and opens it in `service`. */
export function openExample(
  service: Service,
  input: SandboxInput,
): Promise<OpenOutcome> {
  let project: SandboxProject;
  try {
    project = sandboxProject(input);
  } catch (error) {
    if (error instanceof SandboxProjectError) {
      return Promise.resolve({
        kind: 'failed',
        service,
        message: `Could not open in ${SERVICE_NAMES[service]}: ${error.message}`,
      });
    }
    throw error;
  }
  return service === 'stackblitz'
    ? openInStackBlitz(project)
    : openInCodeSandbox(project);
}

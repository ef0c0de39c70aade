import {createHash} from 'node:crypto';

import {loadBuiltPage} from '../../plugins/shared/builtFiles';

/** Bodies of the inline `<script>` elements (no `src`) in an HTML document. */
export function inlineScripts(html: string): string[] {
  const $ = loadBuiltPage(html);
  return $('script:not([src])')
    .toArray()
    .map((script) => $(script).text())
    .filter((body) => body.trim() !== '');
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export interface CspInput {
  /** Hash sources of every inline script the site ships. */
  inlineScriptHashes: string[];
  /** Third-party origins allowed to run scripts (analytics). */
  scriptOrigins: string[];
  /** Third-party origins of stylesheets (web font CSS). */
  styleOrigins: string[];
  /** Third-party origins of font files. */
  fontOrigins: string[];
  /** Third-party origins the page may call (analytics events, hosted search). */
  connectOrigins: string[];
  /** Third-party origins forms may post to (opening an example in an online editor). */
  formOrigins: string[];
}

/**
 * The Content-Security-Policy the site satisfies: its own files, the inline
 * scripts Docusaurus ships (by hash, not 'unsafe-inline'), and only the
 * configured third-party hosts. Styles keep 'unsafe-inline' because the
 * pre-rendered HTML carries style attributes (theme and live examples).
 *
 * Scripts allow 'unsafe-eval' for one feature: a reader who edits a live
 * example runs the code they typed (src/components/ExampleEditor compiles it
 * and evaluates it with `new Function`). No code of the site evaluates text
 * from a URL, storage or the network; inline scripts stay hash-only.
 */
export function contentSecurityPolicy(input: CspInput): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...input.inlineScriptHashes, ...input.scriptOrigins, "'unsafe-eval'")}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...input.styleOrigins)}`,
    `font-src ${list("'self'", 'data:', ...input.fontOrigins)}`,
    `img-src 'self' data:`,
    `connect-src ${list("'self'", ...input.connectOrigins)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action ${list("'self'", ...input.formOrigins)}`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** A `_headers` file (the format Netlify and Cloudflare Pages read) for every path. */
export function headersFile(csp: string): string {
  return [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '',
  ].join('\n');
}

/**
 * Directives a policy delivered in a `<meta>` element cannot carry: the
 * browser ignores them there (and Chromium logs an error for each). A
 * host that sends no headers therefore has no protection against being
 * framed (frame-ancestors) from the meta policy.
 */
export const HEADER_ONLY_DIRECTIVES = [
  'frame-ancestors',
  'report-uri',
  'sandbox',
];

/** `csp` without the directives a `<meta>` policy cannot carry. */
export function metaPolicy(csp: string): string {
  return csp
    .split('; ')
    .filter(
      (directive) => !HEADER_ONLY_DIRECTIVES.includes(directive.split(' ')[0]!),
    )
    .join('; ');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `html` with `policy` in a `<meta http-equiv>` element, for a host that
 * ignores `_headers`. A meta policy covers only what comes after it, so it
 * goes right after the character set (which must stay within the first
 * 1024 bytes), else at the start of the head, before any script.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  const anchor = [
    /<meta charset=[^>]*>/i,
    /<head(?:\s[^>]*)?>/i,
    /<html(?:\s[^>]*)?>/i,
  ]
    .map((tag) => tag.exec(html))
    .find((match) => match !== null);
  if (!anchor) {
    throw new Error('build: a built page has no <html> tag.');
  }
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

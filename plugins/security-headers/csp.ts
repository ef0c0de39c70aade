import {createHash} from 'node:crypto';

import {loadBuiltPage} from '../shared/builtFiles';

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

import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  metaPolicy,
  sha256Source,
  withPolicyMeta,
  type CspInput,
} from './csp';

const htmlFiles = (outDir: string) =>
  readdirSync(outDir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(outDir, file));

/**
 * Writes `<outDir>/_headers`: a Content-Security-Policy computed from the
 * finished pages (a hash of every inline script, the redirect pages'
 * included) and the configured third-party origins, plus nosniff and a
 * referrer policy. With `inMeta` (a hash-router build, for hosts that
 * mostly ignore `_headers`), every page also carries the policy in a
 * `<meta>` element, less what a meta policy cannot hold.
 */
export function writeSecurityHeaders(
  outDir: string,
  origins: Omit<CspInput, 'inlineScriptHashes'>,
  inMeta: boolean,
): void {
  const pages = htmlFiles(outDir).map((file) => ({
    file,
    html: readFileSync(file, 'utf8'),
  }));
  if (pages.length === 0) {
    throw new Error(`${outDir} holds no page: build the site first.`);
  }
  const hashes = new Set(
    pages.flatMap(({html}) => inlineScripts(html).map(sha256Source)),
  );
  const csp = contentSecurityPolicy({
    ...origins,
    inlineScriptHashes: [...hashes].sort(),
  });
  writeFileSync(join(outDir, '_headers'), headersFile(csp));
  if (inMeta) {
    for (const {file, html} of pages) {
      writeFileSync(file, withPolicyMeta(html, metaPolicy(csp)));
    }
  }
}

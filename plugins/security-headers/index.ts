import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {afterOtherPostBuilds} from './afterOtherPostBuilds';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  metaPolicy,
  sha256Source,
  withPolicyMeta,
} from './csp';

export interface Options {
  /** Origins of configured third-party services, by what they load. */
  scriptOrigins: string[];
  styleOrigins: string[];
  fontOrigins: string[];
  connectOrigins: string[];
  formOrigins: string[];
}

const ORIGIN_LISTS = [
  'scriptOrigins',
  'styleOrigins',
  'fontOrigins',
  'connectOrigins',
  'formOrigins',
] as const;

function validateOptions(raw: unknown): Options {
  const options = (raw ?? {}) as Record<string, unknown>;
  for (const key of ORIGIN_LISTS) {
    const value = options[key];
    if (
      !Array.isArray(value) ||
      value.some(
        (origin) =>
          typeof origin !== 'string' || !/^https:\/\/[^/]+$/.test(origin),
      )
    ) {
      throw new Error(
        `security-headers: ${key} must be a list of https origins, got ${JSON.stringify(value)}.`,
      );
    }
  }
  return options as unknown as Options;
}

const NAME = 'security-headers';

const htmlFiles = (outDir: string) =>
  readdirSync(outDir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(outDir, file));

/**
 * Writes `build/_headers` with a Content-Security-Policy computed from the
 * built pages (hashes of every inline script) and the configured services,
 * plus nosniff and a referrer policy. scripts/serve.mjs applies it too, so
 * the browser tests load every page under the real policy.
 *
 * It reads the pages once every other postBuild has written its own (the
 * redirect pages of plugin-client-redirects), which is why it loads from
 * ./preset.ts. A hash-router build is meant for hosts without rewrites,
 * which mostly ignore `_headers` too: its pages also carry the policy in a
 * `<meta>` element, without what a meta policy cannot hold (metaPolicy).
 */
export default function securityHeadersPlugin(
  context: LoadContext,
  rawOptions: unknown,
): Plugin {
  const options = validateOptions(rawOptions);
  const inMeta = context.siteConfig.future.experimental_router === 'hash';
  return {
    name: NAME,
    async postBuild({outDir, plugins}) {
      await afterOtherPostBuilds(NAME, plugins);
      const pages = htmlFiles(outDir).map((file) => ({
        file,
        html: readFileSync(file, 'utf8'),
      }));
      const hashes = new Set(
        pages.flatMap(({html}) => inlineScripts(html).map(sha256Source)),
      );
      const csp = contentSecurityPolicy({
        ...options,
        inlineScriptHashes: [...hashes].sort(),
      });
      writeFileSync(join(outDir, '_headers'), headersFile(csp));
      if (inMeta) {
        for (const {file, html} of pages) {
          writeFileSync(file, withPolicyMeta(html, metaPolicy(csp)));
        }
      }
    },
  };
}

import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  sha256Source,
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

/**
 * Writes `build/_headers` with a Content-Security-Policy computed from the
 * built pages (hashes of every inline script) and the configured services,
 * plus nosniff and a referrer policy. scripts/serve.mjs applies it too, so
 * the browser tests load every page under the real policy.
 */
export default function securityHeadersPlugin(
  _context: LoadContext,
  rawOptions: unknown,
): Plugin {
  const options = validateOptions(rawOptions);
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for (const file of readdirSync(outDir, {recursive: true}).map(String)) {
        if (file.endsWith('.html')) {
          for (const script of inlineScripts(
            readFileSync(join(outDir, file), 'utf8'),
          )) {
            hashes.add(sha256Source(script));
          }
        }
      }
      const csp = contentSecurityPolicy({
        ...options,
        inlineScriptHashes: [...hashes].sort(),
      });
      writeFileSync(join(outDir, '_headers'), headersFile(csp));
    },
  };
}

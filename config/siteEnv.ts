import {existsSync} from 'node:fs';
import {join} from 'node:path';

import type {DocSearchCredentials} from '../plugins/search/engine/mode';
import {CURRENT_VERSION} from '../src/data/docVersions';

export type {DocSearchCredentials};

/**
 * Build-time switches read from environment variables. Kept apart from
 * `docusaurus.config.ts` so each rule can be unit-tested without a build.
 */

export interface SiteEnv {
  /** Adds `<meta name="robots" content="noindex, nofollow">` to every page. */
  noIndex: boolean;
  /** `hash` serves every route from `index.html#/…` (for hosts without rewrites). */
  router: 'browser' | 'hash';
  /** Web font stylesheet, loaded without blocking first render; `null` disables it. */
  fontStylesheet: string | null;
  /** Deferred analytics script; `null` disables it. */
  analytics: {src: string; domain: string} | null;
  /** Hosted DocSearch index; `null` answers searches from the index built with the site. */
  docsearch: DocSearchCredentials | null;
  /** "Edit this page" links: the site's folder in its repository's editor; `null` hides them. */
  editUrl: string | null;
  /**
   * A small build: only these pages of the current version (paths in its
   * docs folder), no older version, no API reference, no redirects; a link
   * to a page left out is a warning, not an error. `null` builds everything.
   */
  docsOnly: string[] | null;
}

export const DOCSEARCH_VARIABLES = {
  appId: 'DOCSEARCH_APP_ID',
  apiKey: 'DOCSEARCH_API_KEY',
  indexName: 'DOCSEARCH_INDEX_NAME',
} as const;

export const DEFAULT_FONT_STYLESHEET =
  'https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap';
export const DEFAULT_ANALYTICS_SRC = 'https://plausible.io/js/script.js';
export const DEFAULT_ANALYTICS_DOMAIN = 'daypicker.dev';
/** The library's repository, where the site is published from (its `website/` folder). */
export const DEFAULT_EDIT_URL =
  'https://github.com/gpbl/react-day-picker/edit/main/website/';

type Env = Record<string, string | undefined>;

/** Reads a boolean flag; anything but the listed spellings is a configuration error. */
export function parseFlag(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') {
    return false;
  }
  if (raw === '1' || raw === 'true') {
    return true;
  }
  throw new Error(
    `${name} must be one of 1, true, 0, false (or unset); got "${env[name]}".`,
  );
}

/** Reads an optional URL; `off` disables the feature, unset keeps the default. */
export function parseUrlSetting(
  env: Env,
  name: string,
  fallback: string,
): string | null {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') {
    return fallback;
  }
  if (raw === 'off') {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `${name} must be an absolute https URL or "off"; got "${raw}".`,
    );
  }
  if (url.protocol !== 'https:') {
    throw new Error(`${name} must use https; got "${raw}".`);
  }
  return url.href;
}

/**
 * Reads the hosted search credentials: all three variables or none. The app id
 * becomes part of the service's host name, so it is restricted to letters and digits.
 */
export function parseDocSearch(env: Env): DocSearchCredentials | null {
  const entries = Object.entries(DOCSEARCH_VARIABLES).map(
    ([key, name]) => [key, name, env[name]?.trim() ?? ''] as const,
  );
  const missing = entries
    .filter(([, , value]) => value === '')
    .map(([, name]) => name);
  if (missing.length === entries.length) {
    return null;
  }
  if (missing.length > 0) {
    const names = Object.values(DOCSEARCH_VARIABLES).join(', ');
    throw new Error(
      `Hosted search needs ${names} together; ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} unset. ` +
        'Unset all three to use the search index built with the site.',
    );
  }
  const [appId, apiKey, indexName] = entries.map(([, , value]) => value);
  if (!/^[A-Za-z0-9]+$/.test(appId)) {
    throw new Error(
      `DOCSEARCH_APP_ID must contain only letters and digits; got "${appId}".`,
    );
  }
  for (const [, name, value] of entries.slice(1)) {
    if (/\s/.test(value)) {
      throw new Error(`${name} must not contain spaces; got "${value}".`);
    }
  }
  return {appId, apiKey, indexName};
}

/**
 * Reads DOCS_ONLY, a comma-separated list of pages of the current version
 * (`start.mdx,docs/selection-modes.mdx`); each must exist in `docsDir`.
 */
export function parseDocsOnly(env: Env, docsDir: string): string[] | null {
  const raw = env.DOCS_ONLY?.trim();
  if (raw === undefined || raw === '') {
    return null;
  }
  const pages = raw.split(',').map((page) => page.trim());
  for (const page of pages) {
    if (!/^(?!\/)(?!.*\.\.)[\w./-]+\.mdx?$/.test(page)) {
      throw new Error(
        `DOCS_ONLY lists pages of the docs folder, like "start.mdx,docs/styling.mdx"; got "${page}" in "${raw}".`,
      );
    }
    if (!existsSync(join(docsDir, page))) {
      throw new Error(`DOCS_ONLY lists ${page}, which is not in ${docsDir}.`);
    }
  }
  return pages;
}

export function readSiteEnv(
  env: Env = process.env,
  docsDir: string = join(__dirname, '..', CURRENT_VERSION.docsDir),
): SiteEnv {
  const router = env.DOCS_ROUTER?.trim() || 'browser';
  if (router !== 'browser' && router !== 'hash') {
    throw new Error(
      `DOCS_ROUTER must be "browser" or "hash"; got "${router}".`,
    );
  }
  const analyticsSrc = parseUrlSetting(
    env,
    'DOCS_ANALYTICS_SRC',
    DEFAULT_ANALYTICS_SRC,
  );
  return {
    noIndex: parseFlag(env, 'DOCS_NOINDEX'),
    router,
    fontStylesheet: parseUrlSetting(
      env,
      'DOCS_FONT_STYLESHEET',
      DEFAULT_FONT_STYLESHEET,
    ),
    analytics: analyticsSrc
      ? {
          src: analyticsSrc,
          domain: env.DOCS_ANALYTICS_DOMAIN?.trim() || DEFAULT_ANALYTICS_DOMAIN,
        }
      : null,
    docsearch: parseDocSearch(env),
    // A folder: page paths resolve against it, so it ends with a slash.
    editUrl:
      parseUrlSetting(env, 'DOCS_EDIT_URL', DEFAULT_EDIT_URL)?.replace(
        /\/?$/,
        '/',
      ) ?? null,
    docsOnly: parseDocsOnly(env, docsDir),
  };
}

/**
 * The online editors a live example opens in (src/components/OpenInSandbox):
 * the page posts a form to StackBlitz, checks first that it answers, and
 * calls CodeSandbox's define API. Always on: they are not configured.
 */
export const SANDBOX_ORIGINS = {
  stackBlitz: 'https://stackblitz.com',
  codeSandbox: 'https://codesandbox.io',
} as const;

/** Third-party origins the configured services use, by what they load. */
export function thirdPartyOrigins(env: SiteEnv): {
  scriptOrigins: string[];
  styleOrigins: string[];
  fontOrigins: string[];
  connectOrigins: string[];
  formOrigins: string[];
} {
  const analytics = env.analytics ? [new URL(env.analytics.src).origin] : [];
  const fontCss = env.fontStylesheet ? new URL(env.fontStylesheet) : null;
  // Google Fonts serves its CSS and its font files from different hosts.
  const fontFiles = fontCss
    ? [
        fontCss.host === 'fonts.googleapis.com'
          ? 'https://fonts.gstatic.com'
          : fontCss.origin,
      ]
    : [];
  // DocSearch's client calls the application's hosts, with fallbacks.
  const app = env.docsearch?.appId.toLowerCase();
  const search = app
    ? [
        `https://${app}-dsn.algolia.net`,
        ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`),
      ]
    : [];
  return {
    scriptOrigins: analytics,
    styleOrigins: fontCss ? [fontCss.origin] : [],
    fontOrigins: fontFiles,
    // The analytics script reports page views to its own origin.
    connectOrigins: [
      ...analytics,
      ...search,
      SANDBOX_ORIGINS.stackBlitz,
      SANDBOX_ORIGINS.codeSandbox,
    ],
    formOrigins: [SANDBOX_ORIGINS.stackBlitz],
  };
}

/**
 * Where a docs page's build-time companions live, derived from its
 * permalink alone, so the plugin that writes them and the page that links
 * to them agree without shipping a lookup table to the browser.
 */

/**
 * The page's URL plus `.md`, as the page is served (no trailing slash):
 * `/docs/styling` → `/docs/styling.md`, `/v8/` and `/v8` → `/v8.md`; the
 * root `/` → `/index.md`.
 */
export function markdownTwinPath(permalink: string): string {
  return permalink === '/' ? '/index.md' : `${permalink.replace(/\/$/, '')}.md`;
}

/** What pages read from the llms plugin (`usePluginData('llms')`). */
export interface LlmsGlobalData {
  /** Permalinks of the pages that have a JavaScript twin (javascriptTwinPath). */
  javascriptTwins: string[];
}

/**
 * The twin with the examples' code in JavaScript, for pages that have
 * examples: `/docs/styling` → `/docs/styling.js.md`.
 */
export function javascriptTwinPath(permalink: string): string {
  return markdownTwinPath(permalink).replace(/\.md$/, '.js.md');
}

/**
 * API reference pages (`…/api/{kind}/{name}`) share one card per kind: the
 * reference has ~270 pages whose cards would differ only in the symbol name,
 * and rendering each costs ~0.1 s of build time.
 */
const API_SYMBOL_PAGE = /^(.*\/api)\/([\w-]+)\/[^/]+$/;

/**
 * URL path of the Open Graph card of a page, e.g. `/img/cards/docs/styling.png`
 * (`baseUrl` is the site's, which the permalink starts with).
 */
export function socialCardPath(permalink: string, baseUrl: string): string {
  if (!permalink.startsWith(baseUrl)) {
    throw new Error(
      `Permalink ${permalink} is outside the site's baseUrl ${baseUrl}.`,
    );
  }
  const apiPage = API_SYMBOL_PAGE.exec(permalink);
  const route = apiPage
    ? `${apiPage[1]}/${apiPage[2]}`
    : markdownTwinPath(permalink).replace(/\.md$/, '');
  return `${baseUrl}img/cards/${route.slice(baseUrl.length)}.png`;
}

/** The API kind (`functions`, `type-aliases`…) a page documents, if it is a symbol page. */
export function apiKindOf(permalink: string): string | undefined {
  return API_SYMBOL_PAGE.exec(permalink)?.[2];
}

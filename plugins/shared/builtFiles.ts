/**
 * Where Docusaurus writes a route's HTML, and back. With `trailingSlash:
 * false` (docusaurus.config.ts), `/start` is `start.html` and only the root
 * is an `index.html`; the same rule as Docusaurus' own SSG (pathnameToFilename
 * in @docusaurus/core), so build plugins and tests find the same files.
 */
import {join} from 'node:path';

import {load, type CheerioAPI} from 'cheerio';

/** The site's trailing-slash rule (docusaurus.config.ts): `/api`, never `/api/`. */
export const TRAILING_SLASH = false;

export function htmlFileOfRoute(
  routePath: string,
  trailingSlash: boolean | undefined,
): string {
  const name = routePath.replace(/^\//, '');
  if (/\.html?$/i.test(name)) {
    return name;
  }
  if (trailingSlash === undefined || name === '' || name.endsWith('/')) {
    return join(name, 'index.html');
  }
  return trailingSlash ? join(name, 'index.html') : `${name}.html`;
}

/** The route a built HTML file serves: `start.html` → `/start`, `index.html` → `/`. */
export function routeOfHtmlFile(file: string): string {
  const path = file.split('\\').join('/');
  return `/${path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/**
 * A built page, parsed for reading. With htmlparser2 rather than cheerio's
 * default parse5: the pages are React's well-formed output, which needs
 * none of parse5's error recovery, and it reads the ~15 MB of pages each
 * build writes about three times faster.
 */
export const loadBuiltPage = (html: string): CheerioAPI =>
  load(html, {xml: {xmlMode: false}});

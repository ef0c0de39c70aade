/**
 * Where Docusaurus writes a route's HTML, and back. With `trailingSlash:
 * false` (docusaurus.config.ts), `/start` is `start.html` and only the root
 * is an `index.html`; the same rule as Docusaurus' own SSG (pathnameToFilename
 * in @docusaurus/core), so build plugins and tests find the same files.
 */
import {join} from 'node:path';

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

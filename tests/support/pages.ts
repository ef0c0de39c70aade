import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';

import {loadBuiltPage, routeOfHtmlFile} from '../../plugins/shared/builtFiles';
import {DOC_VERSIONS} from '../../src/data/docVersions';

const buildDir = resolve(process.env.SERVE_DIR ?? 'build');

const readPage = (file: string) =>
  loadBuiltPage(readFileSync(join(buildDir, file), 'utf8'));

/** Client-side redirect pages (plugin-client-redirects) hold no content. */
const isRedirectPage = (file: string) =>
  readPage(file)('meta[http-equiv="refresh" i]').length > 0;

/** The HTML file of every page of the served build, redirects left out. */
const pageFiles = () =>
  readdirSync(buildDir, {recursive: true})
    .map(String)
    .filter(
      (file) =>
        file.endsWith('.html') &&
        !file.startsWith('assets') &&
        !isRedirectPage(file),
    );

/** Every page of the served build, as a route ("/start", "/v8", "/404"). */
export function builtRoutes(): string[] {
  return pageFiles().map(routeOfHtmlFile).sort();
}

/** Every built page that shows live examples, of every version. */
export function exampleRoutes(): string[] {
  return pageFiles()
    .filter((file) => readPage(file)('figure[data-example]').length > 0)
    .map(routeOfHtmlFile)
    .sort();
}

/** The documented version a route belongs to (the longest matching URL base). */
function versionOfRoute(route: string) {
  return [...DOC_VERSIONS]
    .sort((a, b) => b.urlBase.length - a.urlBase.length)
    .find(
      (version) =>
        route === version.urlBase || route.startsWith(`${version.urlBase}/`),
    )!;
}

export const isApiRoute = (route: string) =>
  route.startsWith(`${versionOfRoute(route).urlBase}/api/`);

export function apiKind(route: string): string {
  return route.slice(versionOfRoute(route).urlBase.length).split('/')[2];
}

/** Number of fixed shards the other API pages are cut into. */
export const API_SHARDS = 20;

/**
 * The pages the browser crawls check: every hand-written page, every API
 * index and one page of each API kind per version, plus one fixed shard of
 * the other API pages (each API page is the same template on other data).
 * The shards cut the sorted API routes by position: shard `i` holds every
 * `API_SHARDS`-th route from the `i`-th, so each spans all kinds and
 * versions, and a run crawls the same pages on any day. `CRAWL_API_SHARD`
 * picks the shard (default 0), or `all` for every API page.
 */
export function crawlRoutes(
  shard: string = process.env.CRAWL_API_SHARD ?? '0',
): string[] {
  const routes = builtRoutes().filter((route) => route !== '/404');
  const api = routes.filter(isApiRoute);
  const oneOfEachKind = new Map<string, string>();
  for (const route of api) {
    const key = `${versionOfRoute(route).id}:${apiKind(route)}`;
    if (!oneOfEachKind.has(key)) {
      oneOfEachKind.set(key, route);
    }
  }
  const rest = api.filter(
    (route) => ![...oneOfEachKind.values()].includes(route),
  );
  return [
    ...routes.filter((route) => !isApiRoute(route)),
    ...oneOfEachKind.values(),
    ...apiShard(rest, shard),
  ];
}

/** Shard `index` (0 … API_SHARDS − 1) of `routes`, or all of them for `all`. */
export function apiShard(routes: readonly string[], shard: string): string[] {
  if (shard === 'all') {
    return [...routes];
  }
  const index = Number(shard);
  if (!Number.isInteger(index) || index < 0 || index >= API_SHARDS) {
    throw new Error(
      `CRAWL_API_SHARD must be "all" or a shard from 0 to ${API_SHARDS - 1}, not "${shard}".`,
    );
  }
  return routes.filter((_, position) => position % API_SHARDS === index);
}

export {buildDir};
export const joinBuild = (...parts: string[]) => join(buildDir, ...parts);

import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {load} from 'cheerio';

import {routeOfHtmlFile} from '../../plugins/shared/builtFiles';

const buildDir = resolve(process.env.SERVE_DIR ?? 'build');

/** Client-side redirect pages (plugin-client-redirects) hold no content. */
const isRedirectPage = (file: string) =>
  load(readFileSync(join(buildDir, file), 'utf8'))(
    'meta[http-equiv="refresh" i]',
  ).length > 0;

/** Every page of the served build, as a route ("/start", "/v8", "/404"). */
export function builtRoutes(): string[] {
  return readdirSync(buildDir, {recursive: true})
    .map(String)
    .filter(
      (file) =>
        file.endsWith('.html') &&
        !file.startsWith('assets') &&
        !isRedirectPage(file),
    )
    .map(routeOfHtmlFile)
    .sort();
}

export const isApiRoute = (route: string) => /^(\/v8)?\/api\//.test(route);

export function apiKind(route: string): string {
  return route.replace(/^\/v8/, '').split('/')[2] ?? 'index';
}

/**
 * The pages the browser crawls check: every hand-written page, every API
 * index and one page of each API kind per version, plus a sample of the
 * other API pages that rotates with the day of the year, so a month of CI
 * runs covers all of them (each API page is the same template on other data).
 */
export function crawlRoutes(
  sampleSize = 12,
  day = dayOfYear(new Date()),
): string[] {
  const routes = builtRoutes().filter((route) => route !== '/404');
  const api = routes.filter(isApiRoute);
  const oneOfEachKind = new Map<string, string>();
  for (const route of api) {
    const key = `${route.startsWith('/v8') ? 'v8' : 'v9'}:${apiKind(route)}`;
    if (!oneOfEachKind.has(key)) {
      oneOfEachKind.set(key, route);
    }
  }
  const rest = api.filter(
    (route) => ![...oneOfEachKind.values()].includes(route),
  );
  const start = (day * sampleSize) % Math.max(rest.length, 1);
  const rotating = [...rest, ...rest].slice(
    start,
    start + Math.min(sampleSize, rest.length),
  );
  return [
    ...routes.filter((route) => !isApiRoute(route)),
    ...oneOfEachKind.values(),
    ...rotating,
  ];
}

function dayOfYear(date: Date): number {
  return Math.floor(
    (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 0)) / 86_400_000,
  );
}

export {buildDir};
export const joinBuild = (...parts: string[]) => join(buildDir, ...parts);

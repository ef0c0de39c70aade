import {execFileSync} from 'node:child_process';
import {normalize} from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-sitemap';

/** The files git tracks under `siteDir` (site-relative), or null without git. */
export function trackedFiles(siteDir: string): Set<string> | null {
  try {
    const list = execFileSync('git', ['ls-files', '-z'], {
      cwd: siteDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return new Set(list.split('\0').filter(Boolean).map(normalize));
  } catch {
    return null;
  }
}

type Metadata = NonNullable<RouteConfig['metadata']>;

/** Routes whose source git doesn't track get no date (null). */
export function withoutUntrackedDates(
  routes: RouteConfig[],
  tracked: Set<string>,
): RouteConfig[] {
  return routes.map((route) => {
    const metadata: Metadata | undefined = route.metadata;
    const untracked =
      metadata?.sourceFilePath !== undefined &&
      metadata.lastUpdatedAt === undefined &&
      !tracked.has(normalize(metadata.sourceFilePath));
    return {
      ...route,
      metadata: untracked ? {...metadata, lastUpdatedAt: null} : metadata,
      routes: route.routes && withoutUntrackedDates(route.routes, tracked),
    };
  });
}

/**
 * The sitemap's `<lastmod>` dates come from git: the stock sitemap runs one
 * `git log` per page, two at a time. Most pages here are the API reference,
 * generated at build time and untracked, so each of those processes only
 * finds no history. One `git ls-files` tells them apart first; tracked pages
 * keep the stock per-file lookup, so every date stays the same.
 */
export function sitemapItemsSkippingUntracked(
  siteDir: string,
): NonNullable<PluginOptions['createSitemapItems']> {
  return async ({defaultCreateSitemapItems, routes, ...params}) => {
    const tracked = trackedFiles(siteDir);
    return defaultCreateSitemapItems({
      ...params,
      routes: tracked ? withoutUntrackedDates(routes, tracked) : routes,
    });
  };
}

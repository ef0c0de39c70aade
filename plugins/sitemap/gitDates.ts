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
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return new Set(list.split('\0').filter(Boolean).map(normalize));
  } catch {
    return null;
  }
}

/**
 * The time (ms) of the newest commit that touched each of `files`
 * (site-relative), by the command Docusaurus runs for each page
 * (`git log --max-count=1 -- file`), all from one shell: one process
 * started from the build instead of one per page. Files without a commit
 * are left out; null without git.
 */
export function lastCommitTimes(
  siteDir: string,
  files: readonly string[],
): Map<string, number> | null {
  let output: string;
  try {
    output = execFileSync(
      'sh',
      [
        '-c',
        'for file do printf "%s\\0" "$(git -c log.showSignature=false log --format=%ct --max-count=1 -- "$file")"; done',
        'sh',
        ...files,
      ],
      {
        cwd: siteDir,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch {
    return null;
  }
  const seconds = output.split('\0');
  const times = new Map<string, number>();
  files.forEach((file, index) => {
    if (/^\d+$/.test(seconds[index] ?? '')) {
      times.set(file, Number(seconds[index]) * 1000);
    }
  });
  return times;
}

/** The source file of every route (site-relative), nested routes included. */
export function sourceFiles(routes: readonly RouteConfig[]): string[] {
  return routes.flatMap((route) => [
    ...(route.metadata?.sourceFilePath
      ? [normalize(route.metadata.sourceFilePath)]
      : []),
    ...sourceFiles(route.routes ?? []),
  ]);
}

type Metadata = NonNullable<RouteConfig['metadata']>;

/**
 * Routes dated from `times`; routes whose source git doesn't track get no
 * date (null). A tracked source with no commit yet keeps the stock lookup.
 */
export function withGitDates(
  routes: RouteConfig[],
  tracked: Set<string>,
  times: Map<string, number>,
): RouteConfig[] {
  return routes.map((route) => {
    const metadata: Metadata | undefined = route.metadata;
    let lastUpdatedAt = metadata?.lastUpdatedAt;
    if (metadata?.sourceFilePath !== undefined && lastUpdatedAt === undefined) {
      const source = normalize(metadata.sourceFilePath);
      lastUpdatedAt = tracked.has(source) ? times.get(source) : null;
    }
    return {
      ...route,
      metadata:
        metadata && lastUpdatedAt !== metadata.lastUpdatedAt
          ? {...metadata, lastUpdatedAt}
          : metadata,
      routes: route.routes && withGitDates(route.routes, tracked, times),
    };
  });
}

/**
 * The sitemap's `<lastmod>` dates come from git. The stock sitemap starts
 * one `git log` per page from the build process itself, which took 10 s for
 * 50 pages here, the longest step after the bundle. Here one shell runs the
 * same command for every tracked page, so the dates stay the same; pages
 * git doesn't track (the generated API reference) get none, as before.
 */
export function sitemapItemsWithGitDates(
  siteDir: string,
): NonNullable<PluginOptions['createSitemapItems']> {
  return async ({defaultCreateSitemapItems, routes, ...params}) => {
    const tracked = trackedFiles(siteDir);
    const times =
      tracked &&
      lastCommitTimes(
        siteDir,
        [...new Set(sourceFiles(routes))].filter((file) => tracked.has(file)),
      );
    return defaultCreateSitemapItems({
      ...params,
      routes: tracked && times ? withGitDates(routes, tracked, times) : routes,
    });
  };
}

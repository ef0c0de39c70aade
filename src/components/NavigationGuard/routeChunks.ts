import {matchPath} from '@docusaurus/router';
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import type {ChunkNames} from '@docusaurus/types';

type Route = (typeof routes)[number];

/** The routes a path renders, outermost first (react-router-config's matchRoutes). */
function matchedRoutes(
  candidates: readonly Route[],
  pathname: string,
  branch: Route[] = [],
): Route[] {
  const route = candidates.find((candidate) => matchPath(pathname, candidate));
  if (route) {
    branch.push(route);
    if (route.routes) {
      matchedRoutes(route.routes as Route[], pathname, branch);
    }
  }
  return branch;
}

function chunkNamesIn(tree: ChunkNames | string, into: Set<string>) {
  if (typeof tree === 'string') {
    into.add(tree);
  } else if (tree && typeof tree === 'object') {
    Object.values(tree).forEach((value) =>
      chunkNamesIn(value as ChunkNames | string, into),
    );
  }
}

/** Every chunk the page at `pathname` needs, by the names of the route registry. */
export function routeChunkNames(pathname: string): string[] {
  const paths = new Set(matchedRoutes(routes, pathname).map((r) => r.path));
  const names = new Set<string>();
  for (const [pathWithHash, chunks] of Object.entries(routesChunkNames)) {
    // Keys are `${route.path}-${hash}` (as Docusaurus' own prefetch reads them).
    if (paths.has(pathWithHash.replace(/-[^-]+$/, ''))) {
      chunkNamesIn(chunks, names);
    }
  }
  return [...names];
}

/**
 * Loads the page's chunks through the registry's own loaders (webpack tries
 * a failed chunk again on the next call, unlike the route's loadable
 * component, which keeps its first failure for the visit).
 */
export function loadRoute(pathname: string): Promise<unknown> {
  return Promise.all(
    routeChunkNames(pathname).map((name) => registry[name]?.[0]()),
  );
}

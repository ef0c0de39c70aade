/**
 * Lists each built page's own route chunks as deferred scripts after the
 * entry scripts. Docusaurus 3.8 lists only `runtime~main` and `main`, so the
 * main bundle's route preload creates a `<script>` per chunk inside its
 * start-up task (tens of milliseconds on a phone) and the chunks start
 * downloading only then. With them in the page, the browser fetches them
 * with the entry scripts, the bundler's chunk loader finds their elements
 * (it looks a chunk's `src` up among the page's scripts before creating
 * one), and each runs in a task of its own.
 *
 * It reads what the build wrote to `.docusaurus/`: the route tree
 * (`routes.js`), each route's chunk names (`routesChunkNames.json`) and
 * the client manifest's chunk files — the same data Docusaurus' own page
 * renderer reads, matched with the same matcher as its client
 * (react-router-config). `tests/e2e/routes.spec.ts` checks that a page
 * loads with no chunk script created by the bundle.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';

export interface RouteConfig {
  path: string;
  /** `ComponentCreator(path, hash)`'s key in routesChunkNames: `${path}-${hash}`. */
  component: string;
  exact?: boolean;
  routes?: RouteConfig[];
}

interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {publicPath: string}[]}>;
}

type ChunkNames = Record<string, unknown>;

export interface RouteData {
  routes: RouteConfig[];
  chunkNames: ChunkNames;
  manifest: ClientManifest;
}

// The matcher Docusaurus' client preloads routes with, at its version.
const coreRequire = createRequire(
  require.resolve('@docusaurus/core/package.json'),
);
const {matchRoutes} = coreRequire('react-router-config') as {
  matchRoutes: (
    routes: RouteConfig[],
    pathname: string,
  ) => {route: RouteConfig}[];
};

/** The route tree of `.docusaurus/routes.js`, each component as its chunk-names key. */
export function parseRoutes(source: string): RouteConfig[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export default/m, 'return');
  if (!/ComponentCreator\(/.test(body) || !/^return/m.test(body)) {
    throw new Error(
      'routeScripts: .docusaurus/routes.js no longer has the shape Docusaurus 3.8 writes (ComponentCreator calls under a default export).',
    );
  }
  return new Function('ComponentCreator', body)(
    (path: string, hash: string) => `${path}-${hash}`,
  ) as RouteConfig[];
}

export function readRouteData(generatedDir: string): RouteData {
  const read = (file: string) => readFileSync(join(generatedDir, file), 'utf8');
  return {
    routes: parseRoutes(read('routes.js')),
    chunkNames: JSON.parse(read('routesChunkNames.json')) as ChunkNames,
    manifest: JSON.parse(read('client-manifest.json')) as ClientManifest,
  };
}

const namesIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(namesIn)
      : [];

/** The script URLs of every chunk the routes matching `pathname` load. */
export function routeScripts(data: RouteData, pathname: string): string[] {
  const files = matchRoutes(data.routes, pathname)
    .flatMap(({route}) => namesIn(data.chunkNames[route.component]))
    .flatMap((name) => data.manifest.origins[name] ?? [])
    .flatMap((id) => data.manifest.assets[id]?.js ?? [])
    .map((asset) => asset.publicPath);
  return [...new Set(files)];
}

const ENTRY_SCRIPT =
  /<script src="?([^ >"]+\/main\.[0-9a-f]+\.js)"? defer><\/script>/;

/**
 * `html` with `scripts` (those not already in the page) as deferred
 * scripts after the main bundle's; unchanged when it has no main bundle
 * (a redirect page).
 */
export function withRouteScripts(html: string, scripts: string[]): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) {
    return html;
  }
  const added = scripts
    .filter(
      (src) => !html.includes(`src=${src} `) && !html.includes(`src="${src}"`),
    )
    .map((src) => `<script src="${src}" defer></script>`)
    .join('');
  return html.replace(entry[0], entry[0] + added);
}

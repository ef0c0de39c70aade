import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

/**
 * What each page of a production build makes the browser download before it
 * is interactive: the global entry (runtime + main JS, the site CSS) and the
 * route's own chunks. Read from the build's route table and client manifest,
 * so it is exact and deterministic (the budget test runs on it in CI).
 */

interface RouteConfig {
  path: string;
  component: string;
  exact?: boolean;
  routes?: RouteConfig[];
}

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, Record<string, {file: string}[]>>;
}

export interface Asset {
  file: string;
  raw: number;
  gzip: number;
}

export interface PageWeight {
  route: string;
  /** Loaded on every page (runtime, main and the site stylesheet). */
  global: Asset[];
  /** This route's own chunks, beyond the global ones. */
  own: Asset[];
}

export interface Totals {
  raw: number;
  gzip: number;
}

export function totals(assets: Asset[], extension: '.js' | '.css'): Totals {
  const matching = assets.filter((asset) => asset.file.endsWith(extension));
  return {
    raw: matching.reduce((sum, asset) => sum + asset.raw, 0),
    gzip: matching.reduce((sum, asset) => sum + asset.gzip, 0),
  };
}

/** Evaluates `.docusaurus/routes.js` with a stub ComponentCreator that returns route keys. */
export function readRoutes(generatedDir: string): RouteConfig[] {
  const source = readFileSync(join(generatedDir, 'routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  const componentCreator = (path: string, hash: string) => `${path}-${hash}`;
  return new Function('ComponentCreator', source)(
    componentCreator,
  ) as RouteConfig[];
}

/** Each leaf route with the keys of itself and its ancestors (layouts). */
export function leafRoutes(
  routes: RouteConfig[],
  ancestors: string[] = [],
): {path: string; keys: string[]}[] {
  return routes.flatMap((route) => {
    const keys = [...ancestors, route.component];
    if (route.routes && route.routes.length > 0) {
      return leafRoutes(route.routes, keys);
    }
    return [{path: route.path, keys}];
  });
}

function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (value && typeof value === 'object') {
    return Object.values(value).flatMap(chunkNamesOf);
  }
  return [];
}

export function measureBuild(siteDir: string): PageWeight[] {
  const generatedDir = join(siteDir, '.docusaurus');
  const buildDir = join(siteDir, 'build');
  const manifest: ClientManifest = JSON.parse(
    readFileSync(join(generatedDir, 'client-manifest.json'), 'utf8'),
  );
  const chunkNames: Record<string, unknown> = JSON.parse(
    readFileSync(join(generatedDir, 'routesChunkNames.json'), 'utf8'),
  );
  const sizes = new Map<string, Asset>();
  const asset = (file: string): Asset => {
    let measured = sizes.get(file);
    if (!measured) {
      if (!existsSync(join(buildDir, file))) {
        // Every build rewrites .docusaurus/, whatever its --out-dir.
        throw new Error(
          `build/${file}, named by .docusaurus/client-manifest.json, is missing: .docusaurus/ is from a later build elsewhere (another --out-dir, or npm start). Run "npm run build" first.`,
        );
      }
      const content = readFileSync(join(buildDir, file));
      measured = {file, raw: content.length, gzip: gzipSync(content).length};
      sizes.set(file, measured);
    }
    return measured;
  };
  const filesOf = (chunkName: string): string[] =>
    (manifest.origins[chunkName] ?? []).flatMap((id) =>
      Object.values(manifest.assets[id] ?? {}).flatMap((files) =>
        files.map((f) => f.file),
      ),
    );
  const globalFiles = [
    ...new Set(manifest.entrypoints.flatMap(filesOf)),
  ].filter((file) => !file.endsWith('.map'));
  return leafRoutes(readRoutes(generatedDir)).map(({path, keys}) => {
    const routeFiles = new Set(
      keys.flatMap((key) => chunkNamesOf(chunkNames[key])).flatMap(filesOf),
    );
    return {
      route: path,
      global: globalFiles.map(asset),
      own: [...routeFiles]
        .filter((file) => !globalFiles.includes(file) && !file.endsWith('.map'))
        .map(asset),
    };
  });
}

/**
 * Everything the build derives from the registry of documented versions
 * (src/data/docVersions.ts): the docs plugin's versions, TypeDoc sources,
 * scoped stylesheets, example folders, `<Prop>` link bases. Each function
 * takes the registry as input, so a test can feed it a version the site
 * does not have yet and check what adding it produces.
 */
import {isAbsolute, normalize, relative, sep} from 'node:path';

import type {DocVersion} from '../../src/data/docVersions';

export type Registry = readonly DocVersion[];

/** The package name readers import, whichever alias the site installs. */
export const LIBRARY_PACKAGE = 'react-day-picker';

/**
 * The registry's own rules: unique ids, the current version first at the
 * site root, every older one in Docusaurus' versioned_docs layout under its
 * own URL prefix.
 */
export function checkRegistry(registry: Registry): void {
  const [current, ...archived] = registry;
  if (!current) {
    throw new Error('src/data/docVersions.ts lists no version.');
  }
  for (const field of [
    'id',
    'urlBase',
    'docsDir',
    'examplesDir',
    'packageName',
  ] as const) {
    const values = registry.map((version) => version[field]);
    const duplicate = values.find((value, i) => values.indexOf(value) !== i);
    if (duplicate !== undefined) {
      throw new Error(
        `src/data/docVersions.ts: two versions share ${field} "${duplicate}".`,
      );
    }
  }
  if (current.urlBase !== '' || current.docsPluginVersion !== 'current') {
    throw new Error(
      `src/data/docVersions.ts: the first entry (${current.id}) is the current version: urlBase '' and docsPluginVersion 'current'.`,
    );
  }
  for (const version of registry) {
    if (version.id !== `v${version.major}`) {
      throw new Error(
        `src/data/docVersions.ts: ${version.id} must be spelled v${version.major}.`,
      );
    }
    if (!version.documentedVersion.startsWith(`${version.major}.`)) {
      throw new Error(
        `src/data/docVersions.ts: ${version.id} documents ${version.documentedVersion}, not a ${version.major}.x release.`,
      );
    }
  }
  for (const version of archived) {
    const expected = {
      docsPluginVersion: version.documentedVersion,
      docsDir: `versioned_docs/version-${version.documentedVersion}`,
      urlBase: `/${version.id}`,
    };
    for (const [field, value] of Object.entries(expected)) {
      if (version[field as keyof typeof expected] !== value) {
        throw new Error(
          `src/data/docVersions.ts: ${version.id}.${field} must be "${value}".`,
        );
      }
    }
  }
}

/** versions.json (Docusaurus' list of archived versions) must match the registry. */
export function checkVersionsJson(
  registry: Registry,
  versionsJson: readonly string[],
): void {
  const expected = registry.slice(1).map((v) => v.docsPluginVersion);
  if (JSON.stringify(expected) !== JSON.stringify(versionsJson)) {
    throw new Error(
      `versions.json lists ${JSON.stringify(versionsJson)}, but src/data/docVersions.ts documents ${JSON.stringify(expected)}: keep them in the same order.`,
    );
  }
}

/**
 * Each version must document the package actually installed under its
 * name, or the live examples and API reference would contradict the text.
 */
export function checkInstalledVersions(
  registry: Registry,
  installedVersion: (packageName: string) => string,
): void {
  for (const version of registry) {
    const installed = installedVersion(version.packageName);
    if (installed !== version.documentedVersion) {
      throw new Error(
        `src/data/docVersions.ts documents ${version.packageName} ${version.documentedVersion} for ${version.id}, but ${installed} is installed: update the registry or package.json.`,
      );
    }
  }
}

export interface DocsPluginVersionOptions {
  label: string;
  path: string;
  banner: 'none' | 'unmaintained';
}

/** The `versions` option of the docs plugin. */
export function docsPluginVersions(
  registry: Registry,
): Record<string, DocsPluginVersionOptions> {
  return Object.fromEntries(
    registry.map((version) => [
      version.docsPluginVersion,
      {
        label: version.documentedVersion,
        path: version.urlBase.replace(/^\//, ''),
        banner: version.banner,
      },
    ]),
  );
}

/** Which version a docs file documents, from where it lives. */
export function versionOfDoc(
  registry: Registry,
  docPath: string,
  siteDir: string,
): DocVersion {
  const path = relative(siteDir, docPath).split(sep).join('/');
  const found = registry.find((version) =>
    path.startsWith(`${version.docsDir}/`),
  );
  if (!found) {
    throw new Error(
      `${path} is in no documented version's folder (${registry.map((v) => v.docsDir).join(', ')}; see src/data/docVersions.ts).`,
    );
  }
  return found;
}

/**
 * The version whose examples folder holds `src` (a site-relative path like
 * `examples/Single.tsx`), or undefined for a path outside every examples
 * folder.
 */
export function versionOfExample(
  registry: Registry,
  src: string,
): DocVersion | undefined {
  if (isAbsolute(src)) {
    return undefined;
  }
  const [folder] = normalize(src).split(sep);
  return registry.find((version) => version.examplesDir === folder);
}

/** URL of a version's API reference, the base of its `<Prop>` links. */
export function apiUrlBase(version: DocVersion): string {
  return `${version.urlBase}/api`;
}

/** Folder (site-relative) TypeDoc writes a version's API reference into. */
export function apiDir(version: DocVersion): string {
  return `${version.docsDir}/api`;
}

export interface TypedocSource {
  /** Plugin instance id: `api-v9`. */
  id: string;
  /** Site-relative type declarations TypeDoc reads. */
  entryPoint: string;
  /** Site-relative output folder. */
  out: string;
}

export function typedocSource(version: DocVersion): TypedocSource {
  return {
    id: `api-${version.id}`,
    entryPoint: `node_modules/${version.packageName}/${version.typesEntry}`,
    out: apiDir(version),
  };
}

/** The tsconfig TypeDoc compiles a version's declarations with. */
export function typedocTsconfig(entryPointFile: string) {
  return {
    compilerOptions: {
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      target: 'ES2022',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
    files: [entryPointFile],
  };
}

/**
 * The selector a version's stylesheet is scoped to: the example frames of
 * that version. Not `<html>`: Docusaurus copies any
 * `?docusaurus-data-rdp-version=` query into an attribute there, which
 * would put that version's rules on every calendar of the page.
 */
export function stylesheetScope(version: DocVersion): string {
  return `:not(:root)[data-rdp-version="${version.id}"]`;
}

/** A version's stylesheet, as a path inside node_modules. */
export function stylesheetModule(version: DocVersion): string {
  return `${version.packageName}/${version.stylesheet}`;
}

/**
 * Versions installed under an alias: inside their examples folder,
 * "react-day-picker" must resolve to the alias, so the code readers copy is
 * what an app on that version imports.
 */
export function aliasedVersions(registry: Registry): DocVersion[] {
  return registry.filter((version) => version.packageName !== LIBRARY_PACKAGE);
}

import {docVersion, type DocVersionId} from '../../data/docVersions';

type Loader = () => Promise<unknown>;

/**
 * The modules edited code may import, per documented version, each loaded
 * only when the code imports it. Static `import()` calls, so the bundler
 * splits each package into its own chunk; the v8 entries load the 8.10.1
 * package through its npm alias (the same files examples-v8/ resolves
 * "react-day-picker" to, so edited code shares the original's instance).
 */
export const ALLOWED_MODULES: Record<DocVersionId, Record<string, Loader>> = {
  v9: {
    react: () => import('react'),
    'react-day-picker': () => import('react-day-picker'),
    'react-day-picker/locale': () => import('react-day-picker/locale'),
    'react-day-picker/persian': () => import('react-day-picker/persian'),
    'react-day-picker/jalali': () => import('react-day-picker/jalali'),
    'react-day-picker/buddhist': () => import('react-day-picker/buddhist'),
    'react-day-picker/hebrew': () => import('react-day-picker/hebrew'),
    'react-day-picker/ethiopic': () => import('react-day-picker/ethiopic'),
    'date-fns': () => import('date-fns'),
    'date-fns/locale': () => import('date-fns/locale'),
    'react-hook-form': () => import('react-hook-form'),
  },
  v8: {
    react: () => import('react'),
    'react-day-picker': () => import('react-day-picker-v8'),
    'date-fns': () => import('date-fns'),
    'date-fns/locale': () => import('date-fns/locale'),
    'react-hook-form': () => import('react-hook-form'),
  },
};

/** Imported by the compiled JSX itself, never named by the reader. */
const JSX_RUNTIME: Record<string, Loader> = {
  'react/jsx-runtime': () => import('react/jsx-runtime'),
};

/**
 * An example's own CSS module (`./Name.module.css`), by file name: the same
 * module the original example imports, so edited code gets the same class
 * names.
 */
const CSS_MODULES: Record<DocVersionId, (name: string) => Promise<unknown>> = {
  v9: (name) => import(`@site/examples/${name}.module.css`),
  v8: (name) => import(`@site/examples-v8/${name}.module.css`),
};

const CSS_MODULE = /^\.\/([\w-]+)\.module\.css$/;

/** The `./X.module.css` files the original example imports. */
export function ownCssModules(originalSource: string): string[] {
  return [
    ...originalSource.matchAll(/^import\s[^;]*?from\s+['"]([^'"]+)['"]/gm),
  ]
    .map((match) => match[1])
    .filter((specifier) => CSS_MODULE.test(specifier));
}

export interface ModuleScope {
  version: DocVersionId;
  /** The example's own CSS modules (from its original source). */
  cssModules: readonly string[];
}

/** What the reader may import, as shown in the error message. */
export function allowedSpecifiers({
  version,
  cssModules,
}: ModuleScope): string[] {
  return [...Object.keys(ALLOWED_MODULES[version]), ...cssModules];
}

export class DisallowedImportError extends Error {}

export function disallowedImportMessage(
  specifiers: string[],
  scope: ModuleScope,
): string {
  const {documentedVersion} = docVersion(scope.version);
  const names = specifiers.map((s) => `"${s}"`).join(', ');
  return `${names} can't be imported here. A DayPicker ${documentedVersion} example can import only: ${allowedSpecifiers(scope).join(', ')}.`;
}

/** Loads the modules the compiled code requires, or says which are not allowed. */
export async function loadModules(
  specifiers: readonly string[],
  scope: ModuleScope,
): Promise<Map<string, unknown>> {
  const allowed = ALLOWED_MODULES[scope.version];
  const loaders = new Map<string, Loader>();
  const refused: string[] = [];
  for (const specifier of specifiers) {
    const cssName = scope.cssModules.includes(specifier)
      ? CSS_MODULE.exec(specifier)?.[1]
      : undefined;
    const loader = Object.hasOwn(allowed, specifier)
      ? allowed[specifier]
      : Object.hasOwn(JSX_RUNTIME, specifier)
        ? JSX_RUNTIME[specifier]
        : cssName
          ? () => CSS_MODULES[scope.version](cssName)
          : undefined;
    if (loader) {
      loaders.set(specifier, loader);
    } else {
      refused.push(specifier);
    }
  }
  if (refused.length > 0) {
    throw new DisallowedImportError(disallowedImportMessage(refused, scope));
  }
  const entries = await Promise.all(
    [...loaders].map(
      async ([specifier, load]) => [specifier, await load()] as const,
    ),
  );
  return new Map(entries);
}

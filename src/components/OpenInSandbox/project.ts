import {docVersion, type DocVersionId} from '../../data/docVersions';
import type {ExampleLanguage} from '../../data/exampleLanguage';
import {
  DAYPICKER_PEERS,
  OPTIONAL_PACKAGES,
  REACT_FOR,
  SITE_INSTALLED,
  VITE,
} from './packageVersions';

export interface SandboxInput {
  /** The example's .tsx path, e.g. "examples/Basic.tsx". */
  src: string;
  version: DocVersionId;
  language: ExampleLanguage;
  /** The code to open, in `language`: the file's text or the reader's edits. */
  code: string;
  /** The example's CSS modules (site path and text). */
  stylesheets: readonly {src: string; source: string}[];
}

/** A complete Vite + React app that runs the example, for an online editor. */
export interface SandboxProject {
  title: string;
  description: string;
  /** Path inside the project → text. */
  files: Record<string, string>;
  /** The example's file, to open in the editor. */
  openFile: string;
}

/** Code the project cannot hold: the message says what and why. */
export class SandboxProjectError extends Error {
  override name = 'SandboxProjectError';
}

/** DayPicker's stylesheet as an app imports it (the package's export). */
const DAYPICKER_STYLESHEET: Record<DocVersionId, string> = {
  v9: 'react-day-picker/style.css',
  v8: 'react-day-picker/dist/style.css',
};

const ALWAYS = ['react', 'react-dom', 'react-day-picker'] as const;

type OptionalPackage = keyof typeof OPTIONAL_PACKAGES;

const isOptionalPackage = (name: string): name is OptionalPackage =>
  Object.hasOwn(OPTIONAL_PACKAGES, name);

/**
 * Module specifiers of static imports, re-exports and dynamic imports with
 * a literal, type-only ones included (TypeScript needs their package).
 * A specifier in a comment or string counts too, which at worst adds a
 * package the code does not need.
 */
export function importSpecifiers(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?["']([^"'\n]+)["']|\bimport\(\s*["']([^"'\n]+)["']\s*\)/g,
  )) {
    found.add((match[1] ?? match[2])!);
  }
  return [...found];
}

/** `date-fns/locale` → `date-fns`; `@scope/pkg/sub` → `@scope/pkg`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const fileName = (path: string) => path.split('/').pop()!;

const sortedObject = (entries: [string, string][]) =>
  Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `V8RangeMode` → `v8-range-mode`. */
const kebabCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .toLowerCase();

function dependenciesOf(
  code: string,
  version: DocVersionId,
): Record<string, string> {
  const packages = importSpecifiers(code)
    .filter((specifier) => !specifier.startsWith('.'))
    .map(packageName);
  const unknown = [
    ...new Set(
      packages.filter(
        (name) =>
          !(ALWAYS as readonly string[]).includes(name) &&
          !isOptionalPackage(name),
      ),
    ),
  ];
  if (unknown.length > 0) {
    const allowed = [...ALWAYS, ...Object.keys(OPTIONAL_PACKAGES)].join(', ');
    throw new SandboxProjectError(
      `The code imports ${unknown.join(', ')}: an example opens with ${allowed} only.`,
    );
  }
  const optional = new Set<OptionalPackage>([
    ...packages.filter(isOptionalPackage),
    ...DAYPICKER_PEERS[version],
  ]);
  const react = REACT_FOR[version];
  return sortedObject([
    ['react', react.react],
    ['react-dom', react['react-dom']],
    ['react-day-picker', docVersion(version).documentedVersion],
    ...[...optional].map((name): [string, string] => [
      name,
      OPTIONAL_PACKAGES[name],
    ]),
  ]);
}

function devDependenciesOf(
  version: DocVersionId,
  language: ExampleLanguage,
): Record<string, string> {
  const react = REACT_FOR[version];
  return sortedObject([
    ['vite', VITE.vite],
    ['@vitejs/plugin-react', VITE['@vitejs/plugin-react']],
    ...(language === 'ts'
      ? ([
          ['typescript', SITE_INSTALLED.typescript],
          ['@types/react', react['@types/react']],
          ['@types/react-dom', react['@types/react-dom']],
        ] as [string, string][])
      : []),
  ]);
}

/** Every relative import must be one of the example's stylesheets. */
function checkRelativeImports(
  code: string,
  stylesheets: SandboxInput['stylesheets'],
): void {
  const provided = new Set(stylesheets.map((s) => `./${fileName(s.src)}`));
  const missing = importSpecifiers(code).filter(
    (specifier) => specifier.startsWith('.') && !provided.has(specifier),
  );
  if (missing.length > 0) {
    throw new SandboxProjectError(
      `The code imports ${missing.join(', ')}, which the example does not have: only its own stylesheets can be imported.`,
    );
  }
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    isolatedModules: true,
    skipLibCheck: true,
    // Vite's client types declare CSS modules and asset imports.
    types: ['vite/client'],
  },
  include: ['src'],
};

/**
 * The files of a Vite + React app that renders one example: the code in
 * `src/<Name>.tsx` (or `.jsx`), its CSS modules beside it, an entry that
 * loads DayPicker's stylesheet and renders the example in StrictMode, and a
 * package.json pinning the DayPicker version the page documents.
 *
 * @throws SandboxProjectError when the code imports a package or file the
 *   project cannot provide.
 */
export function sandboxProject({
  src,
  version,
  language,
  code,
  stylesheets,
}: SandboxInput): SandboxProject {
  const name = fileName(src).replace(/\.tsx$/, '');
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) {
    throw new SandboxProjectError(
      `${src}: an example's file name must be a component name, like Basic.tsx.`,
    );
  }
  checkRelativeImports(code, stylesheets);
  const {documentedVersion} = docVersion(version);
  const ts = language === 'ts';
  const jsx = ts ? 'tsx' : 'jsx';
  const exampleFile = `src/${name}.${jsx}`;
  const title = `DayPicker ${documentedVersion} example: ${name}`;
  const packageJson = {
    name: `daypicker-${kebabCase(name)}`,
    private: true,
    version: '0.0.0',
    type: 'module',
    scripts: {dev: 'vite', build: 'vite build', preview: 'vite preview'},
    dependencies: dependenciesOf(code, version),
    devDependencies: devDependenciesOf(version, language),
  };
  const main = [
    'import { StrictMode } from "react";',
    'import { createRoot } from "react-dom/client";',
    `import "${DAYPICKER_STYLESHEET[version]}";`,
    '',
    `import ${name} from "./${name}";`,
    '',
    `createRoot(document.getElementById("root")${ts ? '!' : ''}).render(`,
    '  <StrictMode>',
    `    <${name} />`,
    '  </StrictMode>,',
    ');',
    '',
  ].join('\n');
  const indexHtml = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `    <title>${escapeHtml(title)}</title>`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="/src/main.${jsx}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
  const viteConfig = [
    'import { defineConfig } from "vite";',
    'import react from "@vitejs/plugin-react";',
    '',
    'export default defineConfig({',
    '  plugins: [react()],',
    '});',
    '',
  ].join('\n');
  const withNewline = (text: string) =>
    text.endsWith('\n') ? text : `${text}\n`;
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': indexHtml,
    [`vite.config.${ts ? 'ts' : 'js'}`]: viteConfig,
    ...(ts ? {'tsconfig.json': `${JSON.stringify(TSCONFIG, null, 2)}\n`} : {}),
    [`src/main.${jsx}`]: main,
    [exampleFile]: withNewline(code),
  };
  for (const stylesheet of stylesheets) {
    files[`src/${fileName(stylesheet.src)}`] = withNewline(stylesheet.source);
  }
  return {
    title,
    description: `${name}.${jsx} from the DayPicker ${documentedVersion} documentation, as a Vite + React app in ${ts ? 'TypeScript' : 'JavaScript'}.`,
    files,
    openFile: exampleFile,
  };
}

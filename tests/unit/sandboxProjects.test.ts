/**
 * "Open in StackBlitz / CodeSandbox" (src/components/OpenInSandbox) gives
 * the reader a complete Vite + React app for the example. For every example
 * of both versions, in TypeScript and in the JavaScript the build generates:
 *
 * - the project has the files Vite needs, and its package.json pins the
 *   documented DayPicker, the React it supports and only the packages the
 *   code imports;
 * - the TypeScript project type-checks (one program per version);
 * - `src/main.*` bundles with esbuild, its own imports resolving only to
 *   packages its package.json lists, and everything the bundle pulls in
 *   coming from those packages or their dependencies.
 *
 * Also: the pinned versions match what the site installs, and the pure
 * parts of ./open.ts (StackBlitz's form, CodeSandbox's define request).
 * No network: packages resolve from the site's node_modules (the v8
 * projects' `react-day-picker` from its `react-day-picker-v8` alias, as in
 * examples-v8/tsconfig.json).
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {dirname, join, posix} from 'node:path';
import {describe, it} from 'node:test';
import * as esbuild from 'esbuild';
import semver from 'semver';
import ts from 'typescript';

import {readSiteEnv, thirdPartyOrigins} from '../../config/siteEnv';
import {installedVersion} from '../../config/versions';
import {cssModuleImports} from '../../plugins/remark-example/exampleSource';
import {javascriptSource} from '../../plugins/remark-example/javascriptSource';
import {
  CODESANDBOX_DEFINE_URL,
  CODESANDBOX_ORIGIN,
  codeSandboxDefineBody,
  codeSandboxUrl,
  sandboxIdOf,
  STACKBLITZ_ORIGIN,
  stackBlitzForm,
} from '../../src/components/OpenInSandbox/open';
import {
  DAYPICKER_PEERS,
  OPTIONAL_PACKAGES,
  REACT_18,
  REACT_FOR,
  SITE_INSTALLED,
  VITE,
} from '../../src/components/OpenInSandbox/packageVersions';
import {
  importSpecifiers,
  packageName,
  sandboxProject,
  SandboxProjectError,
  type SandboxProject,
} from '../../src/components/OpenInSandbox/project';
import {DOC_VERSIONS} from '../../src/data/docVersions';
import type {ExampleLanguage} from '../../src/data/exampleLanguage';
import {BROWSER_BUNDLE} from './browserBundle';

type DocVersion = (typeof DOC_VERSIONS)[number];

const siteDir = join(__dirname, '..', '..');
const nodeModules = join(siteDir, 'node_modules');

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** The site's install of a package a project names (v8: the alias). */
const installedName = (version: DocVersion, name: string) =>
  name === 'react-day-picker' ? version.packageName : name;

interface Case {
  version: DocVersion;
  language: ExampleLanguage;
  src: string;
  name: string;
  project: SandboxProject;
  manifest: Manifest;
}

async function casesOf(version: DocVersion): Promise<Case[]> {
  const files = readdirSync(join(siteDir, version.examplesDir))
    .filter((file) => file.endsWith('.tsx'))
    .sort();
  const cases: Case[] = [];
  for (const file of files) {
    const src = `${version.examplesDir}/${file}`;
    const source = readFileSync(join(siteDir, src), 'utf8').trimEnd();
    const stylesheets = cssModuleImports(source).map((specifier) => {
      const cssSrc = posix.join(version.examplesDir, specifier);
      return {
        src: cssSrc,
        source: readFileSync(join(siteDir, cssSrc), 'utf8').trimEnd(),
      };
    });
    const codes: Record<ExampleLanguage, string> = {
      ts: source,
      js: await javascriptSource(source, join(siteDir, src)),
    };
    for (const language of ['ts', 'js'] as const) {
      const project = sandboxProject({
        src,
        version: version.id,
        language,
        code: codes[language],
        stylesheets,
      });
      cases.push({
        version,
        language,
        src,
        name: file.replace(/\.tsx$/, ''),
        project,
        manifest: JSON.parse(project.files['package.json']!) as Manifest,
      });
    }
  }
  return cases;
}

const where = (c: Case) => `${c.src} (${c.language})`;

// The JavaScript is generated (and formatted) asynchronously, as the build
// does, before the tests that need it are declared.
describe('sandbox projects', async () => {
  const CASES = (
    await Promise.all(DOC_VERSIONS.map((version) => casesOf(version)))
  ).flat();

  describe('files and package.json', () => {
    it('covers every example of both versions in both languages', () => {
      for (const version of DOC_VERSIONS) {
        const examples = readdirSync(join(siteDir, version.examplesDir)).filter(
          (file) => file.endsWith('.tsx'),
        );
        assert.ok(examples.length > 10, `${version.examplesDir} has examples`);
        assert.equal(
          CASES.filter((c) => c.version === version).length,
          examples.length * 2,
        );
      }
    });

    for (const c of CASES) {
      it(`${where(c)} has the files of a Vite + React app`, () => {
        const {files, openFile, title} = c.project;
        const jsx = c.language === 'ts' ? 'tsx' : 'jsx';
        const stylesheets = cssModuleImports(
          readFileSync(join(siteDir, c.src), 'utf8'),
        ).map((specifier) => `src/${specifier.slice(2)}`);
        assert.deepEqual(
          Object.keys(files).sort(),
          [
            'package.json',
            'index.html',
            `vite.config.${c.language}`,
            ...(c.language === 'ts' ? ['tsconfig.json'] : []),
            `src/main.${jsx}`,
            `src/${c.name}.${jsx}`,
            ...stylesheets,
          ].sort(),
        );
        assert.equal(openFile, `src/${c.name}.${jsx}`);
        assert.equal(
          title,
          `DayPicker ${c.version.documentedVersion} example: ${c.name}`,
        );
        assert.match(files['index.html']!, /<html lang="en">/);
        assert.match(files['index.html']!, /<div id="root"><\/div>/);
        assert.match(
          files['index.html']!,
          new RegExp(`<script type="module" src="/src/main\\.${jsx}">`),
        );
        assert.match(
          files[`vite.config.${c.language}`]!,
          /import react from "@vitejs\/plugin-react";[\s\S]*plugins: \[react\(\)\]/,
        );
        const main = files[`src/main.${jsx}`]!;
        assert.match(
          main,
          new RegExp(`import ${c.name} from "\\./${c.name}";`),
        );
        assert.match(main, /createRoot\(/);
        assert.match(main, /<StrictMode>/);
        if (c.language === 'ts') {
          const tsconfig = JSON.parse(files['tsconfig.json']!) as {
            compilerOptions: Record<string, unknown>;
          };
          assert.equal(tsconfig.compilerOptions.strict, true);
          assert.equal(tsconfig.compilerOptions.jsx, 'react-jsx');
          assert.equal(tsconfig.compilerOptions.moduleResolution, 'bundler');
          assert.equal(tsconfig.compilerOptions.noEmit, true);
        }
      });

      it(`${where(c)} pins the documented DayPicker and only what the code imports`, () => {
        const {manifest} = c;
        const raw = JSON.parse(c.project.files['package.json']!) as Record<
          string,
          unknown
        >;
        assert.equal(raw.private, true);
        assert.equal(raw.type, 'module');
        assert.deepEqual(raw.scripts, {
          dev: 'vite',
          build: 'vite build',
          preview: 'vite preview',
        });
        const code = c.project.files[c.project.openFile]!;
        const imported = new Set(
          importSpecifiers(code)
            .filter((s) => !s.startsWith('.'))
            .map(packageName),
        );
        const react = REACT_FOR[c.version.id];
        const expected: Record<string, string> = {
          react: react.react,
          'react-dom': react['react-dom'],
          'react-day-picker': c.version.documentedVersion,
        };
        for (const [name, pinned] of Object.entries(OPTIONAL_PACKAGES)) {
          if (
            imported.has(name) ||
            (DAYPICKER_PEERS[c.version.id] as readonly string[]).includes(name)
          ) {
            expected[name] = pinned;
          }
        }
        assert.deepEqual(manifest.dependencies, expected);
        assert.deepEqual(manifest.devDependencies, {
          vite: VITE.vite,
          '@vitejs/plugin-react': VITE['@vitejs/plugin-react'],
          ...(c.language === 'ts'
            ? {
                typescript: SITE_INSTALLED.typescript,
                '@types/react': react['@types/react'],
                '@types/react-dom': react['@types/react-dom'],
              }
            : {}),
        });
        for (const [name, pinned] of Object.entries({
          ...manifest.dependencies,
          ...manifest.devDependencies,
        })) {
          assert.match(pinned, /^\d+\.\d+\.\d+$/, `${name} is pinned exactly`);
        }
      });
    }

    it('pins the installed DayPicker 9 with React 19.1.1, and 8 with React 18.3.1', () => {
      const pick = (id: string) =>
        CASES.find((c) => c.version.id === id)!.manifest.dependencies!;
      const installed = (name: string) => installedVersion(siteDir, name);
      assert.equal(
        pick('v9')['react-day-picker'],
        installed('react-day-picker'),
      );
      assert.equal(pick('v9').react, '19.1.1');
      assert.equal(
        pick('v8')['react-day-picker'],
        installed('react-day-picker-v8'),
      );
      assert.equal(pick('v8').react, '18.3.1');
      assert.equal(pick('v8')['date-fns'], '3.6.0');
    });
  });

  describe('type check and bundle', () => {
    // What Vite's client types (`vite/client`, which the projects' tsconfig
    // names and the site does not install) declare for CSS modules.
    const cssModuleDeclaration =
      "declare module '*.module.css' { const classes: { readonly [key: string]: string }; export default classes; }";

    /** Where a project's files sit, virtually, so packages resolve from the site. */
    const projectDir = (c: Case) =>
      join(
        siteDir,
        '.sandbox-projects',
        `${c.version.id}-${c.language}`,
        c.name,
      );

    for (const version of DOC_VERSIONS) {
      it(`${version.id} TypeScript projects type-check against the site's packages`, () => {
        const cases = CASES.filter(
          (c) => c.version === version && c.language === 'ts',
        );
        const files = new Map<string, {code: string; c: Case}>();
        for (const c of cases) {
          for (const [path, code] of Object.entries(c.project.files)) {
            if (/^src\/.*\.tsx?$/.test(path)) {
              files.set(join(projectDir(c), path), {code, c});
            }
          }
        }
        const declarations = join(siteDir, '.sandbox-projects', 'css.d.ts');
        const tsconfig = JSON.parse(cases[0]!.project.files['tsconfig.json']!);
        for (const c of cases) {
          assert.deepEqual(
            JSON.parse(c.project.files['tsconfig.json']!),
            tsconfig,
            `${where(c)}: every project has the same tsconfig.json`,
          );
        }
        const converted = ts.convertCompilerOptionsFromJson(
          tsconfig.compilerOptions,
          siteDir,
        );
        assert.deepEqual(converted.errors, []);
        const options: ts.CompilerOptions = {
          ...converted.options,
          types: [],
          // v8: `react-day-picker` is the site's 8.10.1 alias.
          ...(version.packageName !== 'react-day-picker'
            ? {
                baseUrl: siteDir,
                paths: {
                  'react-day-picker': [`node_modules/${version.packageName}`],
                  'react-day-picker/*': [
                    `node_modules/${version.packageName}/*`,
                  ],
                },
              }
            : {}),
        };
        const host = ts.createCompilerHost(options);
        // The projects' folders exist only here: module resolution skips a
        // folder the host says is missing.
        const directories = new Set(
          [...files.keys()].flatMap((file) => {
            const parents: string[] = [];
            for (let dir = dirname(file); dir !== siteDir; dir = dirname(dir)) {
              parents.push(dir);
            }
            return parents;
          }),
        );
        const directoryExists = host.directoryExists?.bind(host);
        host.directoryExists = (name) =>
          directories.has(name) || (directoryExists?.(name) ?? true);
        const readFile = host.readFile.bind(host);
        const fileExists = host.fileExists.bind(host);
        const getSourceFile = host.getSourceFile.bind(host);
        const virtual = (name: string) =>
          files.get(name)?.code ??
          (name === declarations ? cssModuleDeclaration : undefined);
        host.readFile = (name) => virtual(name) ?? readFile(name);
        host.fileExists = (name) =>
          virtual(name) !== undefined || fileExists(name);
        host.getSourceFile = (name, languageVersion, onError) => {
          const code = virtual(name);
          return code !== undefined
            ? ts.createSourceFile(name, code, languageVersion, true)
            : getSourceFile(name, languageVersion, onError);
        };
        const program = ts.createProgram({
          rootNames: [...files.keys(), declarations],
          options,
          host,
        });
        const problems = ts
          .getPreEmitDiagnostics(program)
          .filter((d) => !d.file || files.has(d.file.fileName))
          .map((d) => {
            const file = d.file ? files.get(d.file.fileName) : undefined;
            const line = d.file
              ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1
              : 0;
            return `${file ? `${where(file.c)} ${d.file!.fileName.slice(projectDir(file.c).length + 1)}:${line}` : 'options'}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
          });
        assert.equal(problems.length, 0, `\n${problems.join('\n')}`);
      });
    }

    /** A package's folder as Node finds it from `fromDir`, or null. */
    function packageDir(name: string, fromDir: string): string | null {
      for (let dir = fromDir; ; dir = dirname(dir)) {
        const candidate = join(dir, 'node_modules', name);
        if (existsSync(join(candidate, 'package.json'))) {
          return candidate;
        }
        if (dir === dirname(dir)) {
          return null;
        }
      }
    }

    /** Found once per set of packages: many projects list the same. */
    const installableOf = new Map<string, Set<string>>();

    /** The project's packages and, transitively, their dependencies. */
    function installable(c: Case): Set<string> {
      const packages = Object.keys(c.manifest.dependencies ?? {})
        .map((name) => installedName(c.version, name))
        .sort();
      const key = packages.join(' ');
      const known = installableOf.get(key);
      if (known) {
        return known;
      }
      const names = new Set<string>();
      const visit = (name: string, fromDir: string) => {
        const dir = packageDir(name, fromDir);
        const key = `${name}@${dir}`;
        if (names.has(key)) {
          return;
        }
        names.add(key);
        names.add(name);
        if (dir) {
          for (const dependency of Object.keys(
            readManifest(dir).dependencies ?? {},
          )) {
            visit(dependency, dir);
          }
        }
      };
      for (const name of packages) {
        visit(name, siteDir);
      }
      installableOf.set(key, names);
      return names;
    }

    /** The package an input of esbuild's metafile belongs to. */
    function packageOfInput(input: string): string | null {
      const at = input.lastIndexOf('node_modules/');
      if (at === -1) {
        return null;
      }
      const parts = input.slice(at + 'node_modules/'.length).split('/');
      return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    }

    const loaderOf = (path: string): esbuild.Loader =>
      path.endsWith('.module.css')
        ? 'local-css'
        : path.endsWith('.css')
          ? 'css'
          : (path.split('.').pop() as esbuild.Loader);

    /** A project's folder in a combined build's 'project' namespace. */
    const projectId = (c: Case) => `${c.version.id}-${c.language}/${c.name}`;

    /**
     * The files an entry's bundle reads: all its imports reach in the
     * metafile, tree-shaken or not, as the metafile of a build of that entry
     * alone lists them (the outputs' inputs would miss files shaken out or
     * in shared chunks).
     */
    function inputsOf(entry: string, metafile: esbuild.Metafile): Set<string> {
      const reached = new Set<string>();
      const visit = (input: string) => {
        if (reached.has(input)) {
          return;
        }
        const imports = metafile.inputs[input]?.imports;
        assert.ok(imports, `the metafile has no input ${input}`);
        reached.add(input);
        for (const {path, external} of imports) {
          if (!external) {
            visit(path);
          }
        }
      };
      visit(entry);
      return reached;
    }

    /**
     * Bundles the projects' `src/main.*` in one esbuild build, so the
     * packages they share are parsed once. Each entry sits in the 'project'
     * namespace under its project's id, which tells whose files and
     * package.json its imports answer to, and names the project in errors.
     */
    async function bundleAll(cases: readonly Case[]): Promise<string[]> {
      const byId = new Map(cases.map((c) => [projectId(c), c]));
      const caseOf = (path: string) => {
        const id = path.split('/').slice(0, 2).join('/');
        const c = byId.get(id);
        assert.ok(c, `${path} belongs to no project`);
        return {c, id, file: path.slice(id.length + 1)};
      };
      const guard: esbuild.Plugin = {
        name: 'sandbox-projects',
        setup(build) {
          build.onResolve({filter: /\/src\/main\.[jt]sx$/}, (args) =>
            args.kind === 'entry-point'
              ? {path: args.path, namespace: 'project'}
              : undefined,
          );
          // The projects' own imports; the packages' imports resolve as
          // usual (and without a call into this plugin, which keeps it fast).
          build.onResolve(
            {filter: /.*/, namespace: 'project'},
            async (args) => {
              const {c, id, file} = caseOf(args.importer);
              if (args.path.startsWith('.')) {
                const base = posix.join(posix.dirname(file), args.path);
                const found = [base, `${base}.tsx`, `${base}.jsx`].find(
                  (path) => Object.hasOwn(c.project.files, path),
                );
                return found
                  ? {path: `${id}/${found}`, namespace: 'project'}
                  : {
                      errors: [
                        {
                          text: `${where(c)}: ${args.path} is not a file of the project`,
                        },
                      ],
                    };
              }
              const name = packageName(args.path);
              if (!Object.hasOwn(c.manifest.dependencies ?? {}, name)) {
                return {
                  errors: [
                    {
                      text: `${where(c)}: imports ${args.path}, but package.json does not list ${name}`,
                    },
                  ],
                };
              }
              const installed = installedName(c.version, name);
              const result = await build.resolve(
                installed + args.path.slice(name.length),
                {kind: args.kind, resolveDir: siteDir},
              );
              return result.errors.length > 0
                ? {errors: result.errors}
                : {path: result.path, sideEffects: result.sideEffects};
            },
          );
          build.onLoad({filter: /.*/, namespace: 'project'}, (args) => {
            const {c, file} = caseOf(args.path);
            return {
              contents: c.project.files[file]!,
              loader: loaderOf(file),
              resolveDir: siteDir,
            };
          });
        },
      };
      const entryOf = (c: Case) =>
        `${projectId(c)}/src/main.${c.language === 'ts' ? 'tsx' : 'jsx'}`;
      let result: esbuild.BuildResult<{write: false; metafile: true}>;
      try {
        result = await esbuild.build({
          entryPoints: cases.map((c) => ({
            in: entryOf(c),
            out: `${projectId(c)}/main`,
          })),
          ...BROWSER_BUNDLE,
          absWorkingDir: siteDir,
          outdir: join(siteDir, '.sandbox-projects', 'dist'),
          plugins: [guard],
        });
      } catch (error) {
        const errors = (error as esbuild.BuildFailure).errors ?? [];
        return errors.length > 0
          ? errors.map((e) => `${e.location?.file ?? ''} ${e.text}`)
          : [String(error)];
      }
      const {metafile, outputFiles} = result;
      const written = new Set(outputFiles.map((file) => file.path));
      const problems: string[] = [];
      const bundled = new Set<Case>();
      for (const [output, {entryPoint, cssBundle}] of Object.entries(
        metafile.outputs,
      )) {
        if (!entryPoint || output.endsWith('.css')) {
          continue;
        }
        const c = byId.get(
          entryPoint
            .replace(/^project:/, '')
            .replace(/\/src\/main\.[jt]sx$/, ''),
        );
        assert.ok(c, `${output} comes from ${entryPoint}, no project's entry`);
        bundled.add(c);
        const allowed = installable(c);
        for (const input of inputsOf(entryPoint, metafile)) {
          const name = packageOfInput(input);
          if (name && !allowed.has(name)) {
            problems.push(
              `${where(c)}: the bundle takes ${input} from ${name}, which neither package.json nor its packages' dependencies list`,
            );
          }
        }
        if (!cssBundle || !written.has(join(siteDir, cssBundle))) {
          problems.push(`${where(c)}: the bundle has no stylesheet`);
        }
      }
      for (const c of cases) {
        if (!bundled.has(c)) {
          problems.push(`${where(c)}: the build has no bundle of it`);
        }
      }
      return problems;
    }

    it('every project bundles, importing only what its package.json lists', async () => {
      const problems = await bundleAll(CASES);
      assert.equal(problems.length, 0, `\n${problems.join('\n')}`);
    });
  });
});

describe('sandbox project input', () => {
  const base = {
    src: 'examples/Basic.tsx',
    version: 'v9',
    language: 'ts',
    stylesheets: [],
  } as const;

  it('refuses a package it cannot pin, naming it', () => {
    assert.throws(
      () =>
        sandboxProject({
          ...base,
          code: 'import lodash from "lodash";\nexport default () => null;',
        }),
      (error: unknown) =>
        error instanceof SandboxProjectError && /lodash/.test(error.message),
    );
  });

  it('refuses a relative import that is not one of its stylesheets', () => {
    assert.throws(
      () =>
        sandboxProject({
          ...base,
          code: 'import styles from "./Other.module.css";\nexport default () => null;',
        }),
      (error: unknown) =>
        error instanceof SandboxProjectError &&
        /\.\/Other\.module\.css/.test(error.message),
    );
  });

  it('finds static, type-only, side-effect and dynamic imports', () => {
    assert.deepEqual(
      importSpecifiers(
        [
          'import { DayPicker } from "react-day-picker";',
          'import type { Locale } from "date-fns";',
          'import "./x.module.css";',
          'export { a } from "react-hook-form";',
          'const m = import("date-fns/locale");',
        ].join('\n'),
      ),
      [
        'react-day-picker',
        'date-fns',
        './x.module.css',
        'react-hook-form',
        'date-fns/locale',
      ],
    );
    assert.equal(packageName('date-fns/locale'), 'date-fns');
    assert.equal(packageName('@types/react'), '@types/react');
  });
});

describe('sandbox package versions', () => {
  it("mirror the site's installed packages", () => {
    for (const [name, pinned] of Object.entries(SITE_INSTALLED)) {
      const installed = readManifest(join(nodeModules, name)).version;
      assert.equal(
        pinned,
        installed,
        `${name}: sandbox projects pin ${pinned}, the site installs ${installed} (src/components/OpenInSandbox/packageVersions.ts)`,
      );
    }
  });

  it("fall in each DayPicker's peer ranges", () => {
    for (const version of DOC_VERSIONS) {
      const peers =
        readManifest(join(nodeModules, version.packageName)).peerDependencies ??
        {};
      const react = REACT_FOR[version.id];
      for (const name of ['react', 'react-dom'] as const) {
        if (peers[name]) {
          assert.ok(
            semver.satisfies(react[name], peers[name]),
            `${version.id}: ${name} ${react[name]} is outside ${peers[name]}`,
          );
        }
      }
      assert.equal(
        semver.major(react['@types/react']),
        semver.major(react.react),
        `${version.id}: @types/react follows React's major`,
      );
      assert.equal(
        semver.major(react['@types/react-dom']),
        semver.major(react.react),
      );
      // The peers an app installs besides React: exactly DAYPICKER_PEERS.
      const others = Object.keys(peers).filter(
        (name) => name !== 'react' && name !== 'react-dom',
      );
      assert.deepEqual([...DAYPICKER_PEERS[version.id]].sort(), others.sort());
      for (const name of others) {
        const pinned =
          OPTIONAL_PACKAGES[name as keyof typeof OPTIONAL_PACKAGES];
        assert.ok(
          semver.satisfies(pinned, peers[name]!),
          `${version.id}: ${name} ${pinned} is outside ${peers[name]}`,
        );
      }
    }
    assert.equal(REACT_18.react, REACT_FOR.v8.react);
  });
});

describe('opening in the services', () => {
  const project = sandboxProject({
    src: 'examples/StylingClassNames.tsx',
    version: 'v9',
    language: 'ts',
    code: 'import styles from "./StylingClassNames.module.css";\nexport default () => styles.x;',
    stylesheets: [
      {
        src: 'examples/StylingClassNames.module.css',
        source: '.x { color: red; }',
      },
    ],
  });

  it("posts StackBlitz's form fields, one per file, opening the example", () => {
    const form = stackBlitzForm(project);
    assert.equal(
      form.action,
      'https://stackblitz.com/run?file=src%2FStylingClassNames.tsx',
    );
    const fields = new Map(form.fields);
    assert.equal(fields.size, form.fields.length, 'no field twice');
    assert.equal(fields.get('project[title]'), project.title);
    assert.equal(fields.get('project[description]'), project.description);
    assert.equal(fields.get('project[template]'), 'node');
    for (const [path, text] of Object.entries(project.files)) {
      assert.equal(fields.get(`project[files][${path}]`), text, path);
    }
    assert.equal(fields.size, 3 + Object.keys(project.files).length);
  });

  it('escapes brackets in StackBlitz file paths', () => {
    const form = stackBlitzForm({...project, files: {'src/[id].tsx': 'x'}});
    assert.ok(
      form.fields.some(([name]) => name === 'project[files][src/%5Bid%5D.tsx]'),
    );
  });

  it("sends CodeSandbox's define API every file as text", () => {
    assert.equal(
      CODESANDBOX_DEFINE_URL,
      'https://codesandbox.io/api/v1/sandboxes/define?json=1',
    );
    const body = codeSandboxDefineBody(project);
    assert.deepEqual(Object.keys(body), ['files']);
    assert.deepEqual(Object.keys(body.files), Object.keys(project.files));
    for (const [path, text] of Object.entries(project.files)) {
      assert.deepEqual(body.files[path], {content: text, isBinary: false});
    }
  });

  it('opens the sandbox CodeSandbox answers, and nothing on an odd answer', () => {
    assert.equal(sandboxIdOf({sandbox_id: 'ab12c-3'}), 'ab12c-3');
    assert.equal(sandboxIdOf({sandbox_id: '../x'}), null);
    assert.equal(sandboxIdOf({}), null);
    assert.equal(sandboxIdOf(null), null);
    assert.equal(
      codeSandboxUrl('ab12c', project.openFile),
      'https://codesandbox.io/p/sandbox/ab12c?file=%2Fsrc%2FStylingClassNames.tsx',
    );
  });

  it("are allowed by the site's Content-Security-Policy", () => {
    const origins = thirdPartyOrigins(readSiteEnv({}));
    assert.ok(origins.formOrigins.includes(STACKBLITZ_ORIGIN));
    assert.ok(origins.connectOrigins.includes(STACKBLITZ_ORIGIN));
    assert.ok(origins.connectOrigins.includes(CODESANDBOX_ORIGIN));
  });
});

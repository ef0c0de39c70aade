/**
 * What a reader copies from a docs page works in a fresh app:
 *
 * - every install command pins react-day-picker to the version the page
 *   documents, or to another documented version it names (the upgrade
 *   guides install the older major first);
 * - every full code block (```tsx/```jsx/```ts fences and `<Example>`
 *   sources) type-checks with TypeScript and bundles with esbuild, resolving
 *   only the modules the page tells the reader to install: react, react-dom,
 *   react-day-picker (the documented version), date-fns and any other
 *   package when the page's install command lists it, the CSS modules the
 *   page shows, and the files the page shows (below).
 *
 * Files the page shows: a fence with a file name in its meta
 * (```tsx title="src/DateField.tsx") and an `<Example src="examples/Name.tsx">`
 * are modules the page's other blocks may import by name, `./DateField` or
 * `./Name`, as if they sat in the same folder (a test file importing the
 * component it tests). A name shown twice on a page is ambiguous and refused;
 * any other relative import is refused. A ```ts block is a file Node.js runs,
 * such as a `vitest.config.ts`: its imports must resolve, but the packages
 * aren't bundled.
 *
 * Blocks marked as a comparison (`title="Before (v8)"`, `title="After (v9)"`,
 * or `compare` in the fence meta for both sides in one block) or as a
 * fragment (`partial`) are skipped. No network.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {describe, it} from 'node:test';
import * as esbuild from 'esbuild';
import ts from 'typescript';

import {withDocumentedVersion} from '../../plugins/remark-documented-version';
import {resolveExample} from '../../plugins/remark-example/exampleSource';
import {DOC_VERSIONS, type DocVersion} from '../../src/data/docVersions';
import {BROWSER_BUNDLE} from './browserBundle';

const siteDir = resolve(__dirname, '..', '..');

interface Page {
  file: string;
  version: DocVersion;
  text: string;
}

/** Hand-written MDX pages of a version (the generated API pages excluded). */
function pagesOf(version: DocVersion): Page[] {
  const root = join(siteDir, version.docsDir);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (relative(root, path) !== 'api') {
          walk(path);
        }
      } else if (name.endsWith('.mdx')) {
        files.push(path);
      }
    }
  };
  walk(root);
  // As the reader sees it: with the documented release filled in.
  return files.sort().map((file) => ({
    file: relative(siteDir, file),
    version,
    text: withDocumentedVersion(readFileSync(file, 'utf8'), version),
  }));
}

const PAGES = DOC_VERSIONS.flatMap((version) => pagesOf(version));

interface InstallCommand {
  line: string;
  packages: string[];
}

/** `npm install …`, `npm i …`, `yarn add …`, `pnpm add …` lines of a page. */
export function installCommands(text: string): InstallCommand[] {
  const commands: InstallCommand[] = [];
  for (const match of text.matchAll(
    /(?:^|[\s`>$])((?:npm (?:install|i|add)|yarn add|pnpm (?:add|install|i)|bun add)\b[^\n`]*)/g,
  )) {
    const line = match[1]!.trim();
    const packages = line
      .split(/\s+/)
      .slice(2)
      .filter((word) => word !== '' && !word.startsWith('-'));
    commands.push({line, packages});
  }
  return commands;
}

/** The package name of an install spec: `react-day-picker@9.11.0` → name. */
function specName(spec: string): string {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
  return at === -1 ? spec : spec.slice(0, at);
}

interface Block {
  page: Page;
  /** Where it comes from, for messages: `docs/start.mdx` line or example. */
  where: string;
  code: string;
  /** Directory relative imports resolve from (the example's folder). */
  dir: string;
  /** CSS modules the page shows next to this block (absolute paths). */
  shownStylesheets: string[];
  /** `./Name`, when the block is a file the page shows by name. */
  provides?: string;
  /** TypeScript without JSX (a ```ts fence): `.ts`, not `.tsx`. */
  plainTs?: boolean;
}

/** `./Name` for a shown file `dir/Name.tsx` (`.ts`, `.jsx` alike). */
function moduleName(file: string): string {
  return (
    './' +
    file
      .split('/')
      .pop()!
      .replace(/\.[jt]sx?$/, '')
  );
}

function blocksOf(page: Page): Block[] {
  const blocks: Block[] = [];
  const lines = page.text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,})(tsx|jsx|ts)\b(.*)$/.exec(lines[i]!);
    if (!open) {
      const example = /<Example\s+src="([^"]+)"/.exec(lines[i]!);
      if (example) {
        const resolved = resolveExample(
          example[1]!,
          join(siteDir, page.file),
          siteDir,
        );
        blocks.push({
          page,
          where: `${page.file}: ${example[1]}`,
          code: resolved.source,
          dir: dirname(join(siteDir, example[1]!)),
          shownStylesheets: resolved.stylesheets.map((s) =>
            join(siteDir, s.src),
          ),
          provides: moduleName(example[1]!),
        });
      }
      continue;
    }
    const [, indent, fence, language, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j]!.trim().startsWith(fence!)) {
      body.push(lines[j]!.slice(indent!.length));
      j += 1;
    }
    const skip =
      /\b(?:partial|compare)\b/.test(meta!) ||
      /title="(?:Before|After) \(v\d+\)"/.test(meta!);
    if (!skip) {
      const title = /title="([^"]+\.[jt]sx?)"/.exec(meta!);
      blocks.push({
        page,
        where: `${page.file}:${i + 1}`,
        code: body.join('\n'),
        dir: join(siteDir, '.snippets', page.file.replace(/\.mdx$/, '')),
        shownStylesheets: [],
        provides: title ? moduleName(title[1]!) : undefined,
        plainTs: language === 'ts',
      });
    }
    i = j;
  }
  return blocks;
}

function listsDateFns(text: string): boolean {
  return installCommands(text).some((command) =>
    command.packages.some((spec) => specName(spec) === 'date-fns'),
  );
}

/**
 * Whether the reader of a page has date-fns: the page's install command
 * lists it, or the version declares date-fns a peer dependency (v8) and its
 * getting-started page installs it with DayPicker, as every app must.
 */
function installsDateFns(page: Page): boolean {
  if (listsDateFns(page.text)) {
    return true;
  }
  const manifest = JSON.parse(
    readFileSync(
      join(siteDir, 'node_modules', page.version.packageName, 'package.json'),
      'utf8',
    ),
  ) as {peerDependencies?: Record<string, string>};
  const start = PAGES.find(
    (other) => other.file === `${page.version.docsDir}/start.mdx`,
  );
  return Boolean(
    manifest.peerDependencies?.['date-fns'] &&
      start &&
      listsDateFns(start.text),
  );
}

const nodeModules = join(siteDir, 'node_modules');

/** Where a reader's `react-day-picker` and `date-fns` come from. */
function packageRoots(version: DocVersion): {
  dayPicker: string;
  dateFnsFrom: string;
} {
  const dayPicker = join(nodeModules, version.packageName);
  // date-fns as `npm install date-fns` gets it today for v9 (4.x, the copy
  // v9 depends on); the site's own 3.x for v8, whose peer range allows it.
  const nested = join(dayPicker, 'node_modules', 'date-fns');
  return {
    dayPicker,
    dateFnsFrom: existsSync(nested) ? dayPicker : siteDir,
  };
}

type Verdict =
  | {allowed: true; request: string; resolveDir: string; shown?: Block}
  | {allowed: false; reason: string};

/** The block of the same page that shows the file `./Name`, if exactly one. */
function shownFile(block: Block, specifier: string): Block | string {
  const shown = ALL_BLOCKS.filter(
    (other) =>
      other !== block &&
      other.page === block.page &&
      other.provides === specifier.replace(/\.[jt]sx?$/, ''),
  );
  return shown.length === 1
    ? shown[0]!
    : shown.length === 0
      ? `${specifier} is not a stylesheet or a file the page shows`
      : `${specifier} names ${shown.length} files the page shows`;
}

/**
 * Whether a block may import a module, and where it resolves: the one rule
 * the type check and the bundle share.
 */
function allowImport(block: Block, specifier: string): Verdict {
  const {version} = block.page;
  const roots = packageRoots(version);
  if (specifier.startsWith('.')) {
    const target = resolve(block.dir, specifier);
    if (
      specifier.endsWith('.module.css') &&
      block.shownStylesheets.includes(target)
    ) {
      return {allowed: true, request: specifier, resolveDir: block.dir};
    }
    const shown = shownFile(block, specifier);
    return typeof shown === 'string'
      ? {allowed: false, reason: shown}
      : {allowed: true, request: specifier, resolveDir: block.dir, shown};
  }
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0]!;
  if (name === 'react' || name === 'react-dom') {
    return {allowed: true, request: specifier, resolveDir: siteDir};
  }
  if (name === 'react-day-picker') {
    return {
      allowed: true,
      request: version.packageName + specifier.slice(name.length),
      resolveDir: siteDir,
    };
  }
  if (name === 'date-fns') {
    return installsDateFns(block.page)
      ? {allowed: true, request: specifier, resolveDir: roots.dateFnsFrom}
      : {
          allowed: false,
          reason:
            'date-fns, which the page does not tell the reader to install',
        };
  }
  // Any other package the page's own install command lists, such as a form
  // library or a test runner, as the site has it installed.
  if (
    installCommands(block.page.text).some((command) =>
      command.packages.some((spec) => specName(spec) === name),
    )
  ) {
    return {allowed: true, request: specifier, resolveDir: siteDir};
  }
  return {
    allowed: false,
    reason: `${specifier}, which the page does not install`,
  };
}

const ALL_BLOCKS = PAGES.flatMap(blocksOf);

describe('install commands', () => {
  for (const page of PAGES) {
    const commands = installCommands(page.text);
    if (commands.length === 0) {
      continue;
    }
    it(`${page.file} pins react-day-picker@${page.version.documentedVersion}`, () => {
      const pinned = new Set(
        [page.version, ...DOC_VERSIONS].map(
          (version) => `react-day-picker@${version.documentedVersion}`,
        ),
      );
      for (const command of commands) {
        for (const spec of command.packages) {
          if (specName(spec) === 'react-day-picker') {
            assert.ok(
              pinned.has(spec),
              `"${command.line}" must pin a documented version (${[...pinned].join(' or ')})`,
            );
          }
        }
      }
    });
  }

  it('finds install commands in the pages, and parses them', () => {
    assert.ok(
      PAGES.some((page) => page.file === 'docs/start.mdx') &&
        installCommands(
          PAGES.find((page) => page.file === 'docs/start.mdx')!.text,
        ).length > 0,
      'docs/start.mdx has an install command',
    );
    assert.deepEqual(
      installCommands('Run `pnpm add react-day-picker@9.11.0 date-fns -E`.'),
      [
        {
          line: 'pnpm add react-day-picker@9.11.0 date-fns -E',
          packages: ['react-day-picker@9.11.0', 'date-fns'],
        },
      ],
    );
  });
});

describe('code blocks', () => {
  it('collects the blocks of every page of both versions', () => {
    for (const version of DOC_VERSIONS) {
      assert.ok(
        ALL_BLOCKS.filter((block) => block.page.version.id === version.id)
          .length > 10,
        `blocks found for ${version.id}`,
      );
    }
  });

  it('type-check against the documented version, importing only what the page installs', () => {
    const files = new Map<string, Block>();
    const fileOf = new Map<Block, string>();
    ALL_BLOCKS.forEach((block, index) => {
      // A path of its own per block, in the block's own directory, so
      // relative imports resolve as they would next to the example.
      const file = join(
        block.dir,
        `__snippet${index}.${block.plainTs ? 'ts' : 'tsx'}`,
      );
      files.set(file, block);
      fileOf.set(block, file);
    });
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      skipLibCheck: true,
      isolatedModules: true,
      types: [],
    };
    // What every bundler's client types declare for CSS modules.
    const cssModuleTypes = join(siteDir, '.snippets', '__css-modules.d.ts');
    const cssModuleDeclaration =
      "declare module '*.module.css' { const classes: { readonly [key: string]: string }; export default classes; }";
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    host.readFile = (name) =>
      files.get(name)?.code ??
      (name === cssModuleTypes ? cssModuleDeclaration : readFile(name));
    host.fileExists = (name) =>
      files.has(name) || name === cssModuleTypes || fileExists(name);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, languageVersion, onError) => {
      const code =
        files.get(name)?.code ??
        (name === cssModuleTypes ? cssModuleDeclaration : undefined);
      return code !== undefined
        ? ts.createSourceFile(name, code, languageVersion, true)
        : getSourceFile(name, languageVersion, onError);
    };
    const refused: string[] = [];
    host.resolveModuleNames = (names, containingFile) =>
      names.map((name) => {
        const block = files.get(containingFile);
        let request = name;
        let from = containingFile;
        if (block) {
          const verdict = allowImport(block, name);
          if (!verdict.allowed) {
            refused.push(`${block.where}: imports ${verdict.reason}`);
            return undefined;
          }
          if (name.endsWith('.module.css')) {
            return undefined; // typed by the ambient declaration
          }
          if (verdict.shown) {
            const file = fileOf.get(verdict.shown)!;
            return {
              resolvedFileName: file,
              extension: file.endsWith('.ts')
                ? ts.Extension.Ts
                : ts.Extension.Tsx,
            };
          }
          request = verdict.request;
          from = join(verdict.resolveDir, '__snippet.tsx');
        }
        return ts.resolveModuleName(request, from, options, host)
          .resolvedModule;
      });
    const program = ts.createProgram({
      rootNames: [...files.keys(), cssModuleTypes],
      options,
      host,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file && files.has(d.file.fileName))
      .map((d) => {
        const block = files.get(d.file!.fileName)!;
        const {line} = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
        return `${block.where} (line ${line + 1} of the block): ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      });
    const all = [...refused, ...problems];
    assert.equal(all.length, 0, `\n${all.join('\n')}`);
  });

  // One esbuild build for every block, so the packages they share are
  // parsed once: each block is an entry in the 'block' namespace under its
  // index, which tells whose page its imports answer to and names it in
  // errors; a file the page shows is a module in the 'shown' namespace.
  it('bundle with esbuild, resolving only what the page installs', async () => {
    const blockOf = (path: string) => ALL_BLOCKS[Number(path)]!;
    const guard: esbuild.Plugin = {
      name: 'what-the-page-installs',
      setup(build) {
        build.onResolve({filter: /^\d+$/}, (args) =>
          args.kind === 'entry-point'
            ? {path: args.path, namespace: 'block'}
            : undefined,
        );
        // The imports of the blocks and of the files they import from their
        // page; the packages' imports resolve as usual (and without a call
        // into this plugin).
        for (const namespace of ['block', 'shown']) {
          build.onResolve({filter: /.*/, namespace}, async (args) => {
            const importer = blockOf(args.importer);
            const verdict = allowImport(importer, args.path);
            if (!verdict.allowed) {
              return {errors: [{text: `imports ${verdict.reason}`}]};
            }
            if (verdict.shown) {
              return {
                path: String(ALL_BLOCKS.indexOf(verdict.shown)),
                namespace: 'shown',
              };
            }
            const result = await build.resolve(verdict.request, {
              kind: args.kind,
              resolveDir: verdict.resolveDir,
            });
            // A ```ts block is a file Node.js runs, such as a config: its
            // imports must resolve, but aren't bundled for a browser.
            return result.errors.length > 0
              ? {errors: result.errors}
              : {
                  path: result.path,
                  sideEffects: result.sideEffects,
                  external: importer.plainTs,
                };
          });
          build.onLoad({filter: /.*/, namespace}, (args) => {
            const block = blockOf(args.path);
            return {
              contents: block.code,
              loader: block.plainTs ? 'ts' : 'tsx',
              resolveDir: block.dir,
            };
          });
        }
      },
    };
    let result: esbuild.BuildResult<{write: false; metafile: true}>;
    try {
      result = await esbuild.build({
        entryPoints: ALL_BLOCKS.map((_, index) => ({
          in: String(index),
          out: `block${index}`,
        })),
        ...BROWSER_BUNDLE,
        absWorkingDir: siteDir,
        outdir: join(siteDir, '.snippets', 'out'),
        plugins: [guard],
      });
    } catch (error) {
      const errors = (error as esbuild.BuildFailure).errors ?? [];
      const where = (file = '') => {
        const [namespace, index] = file.split(':');
        return namespace === 'block' || namespace === 'shown'
          ? blockOf(index!).where
          : file;
      };
      assert.fail(
        errors.length > 0
          ? `\n${errors.map((e) => `${where(e.location?.file)}: ${e.text}`).join('\n')}`
          : String(error),
      );
    }
    const bundled = new Set(
      Object.values(result.metafile.outputs).map((output) => output.entryPoint),
    );
    const missing = ALL_BLOCKS.filter(
      (_, index) => !bundled.has(`block:${index}`),
    ).map((block) => `${block.where}: the build has no bundle of it`);
    assert.equal(missing.length, 0, `\n${missing.join('\n')}`);
  });
});

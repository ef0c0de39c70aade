// `npm run check`: a quick check of an edit to a page or an example, in
// about a minute, with no production build.
//
//   npm run check                          the pages and examples changed
//   npm run check -- docs/docs/styling.mdx examples/Basic.tsx   these files
//
// Changed means: different from where the branch left `main` (its commits,
// staged and unstaged changes alike; from HEAD where there is no `main`),
// or new and not ignored by git. Other changed files are linted and, for
// TypeScript, type-checked; npm test checks the rest of what they do.
//
// For each page (hand-written .md/.mdx of a documented version), and each
// page that shows an edited example:
//   - it compiles with the site's remark plugins (config/docsRemarkPlugins.ts),
//     as the build compiles it: `<Example>` files, `<Prop>` names, reference
//     tables, links to daypicker.dev;
//   - its links and anchors land on a page and heading of the site's
//     sources (or a file of src/pages, static/, the last build), and other
//     pages' links to its anchors still do;
//   - the unit tests that read it run: every page's code snippets
//     (tests/unit/snippets.test.ts), props and examples covered
//     (tests/unit/propCoverage.test.ts), and the tests that name the page.
// For each example (or a stylesheet an example imports): ESLint and
// Prettier, TypeScript, a render on the server (react-dom/server), and
// the unit tests that name it. The browser specs that use a page or an
// example are listed: they run against a production build.
//
// It refuses, changing nothing (exit 2), when node_modules is missing, a
// path is not a page or an example, nothing changed, or the API reference
// the remark plugins read was never generated (by `npm run build` or
// `npm start`).
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {basename, join, relative} from 'node:path';
import ts from 'typescript';

import {
  changedFiles,
  classify,
  refusalOf,
  siteRelative,
  type Target,
} from './lib/checkTargets';
import {
  brokenIncomingLinks,
  brokenLinks,
  builtIds,
  servedPaths,
} from './lib/pageLinks';
import {renderExample} from './lib/renderExample';
import {DOC_VERSIONS, type DocVersion} from '../src/data/docVersions';
import {htmlFileOfRoute, TRAILING_SLASH} from '../plugins/shared/builtFiles';
import {pagesShowing} from '../plugins/example-source-watch/pagesShowing';
import {sitePages} from '../plugins/site-links/sitePages';
import {docUrl} from '../plugins/remark-prop/propUsage';
import {typedocModelFile} from '../plugins/typedoc/model';

const siteDir = join(import.meta.dirname, '..');
const started = Date.now();

function refuse(message: string): never {
  console.error(`npm run check: ${message}`);
  process.exit(2);
}

if (!existsSync(join(siteDir, 'node_modules', '.bin', 'docusaurus'))) {
  refuse('node_modules is missing: run "npm ci" first.');
}

// --- What to check ---------------------------------------------------------

const args = process.argv.slice(2).filter((arg) => arg !== '--');
let paths: string[];
if (args.length > 0) {
  paths = args.map((arg) => siteRelative(siteDir, process.cwd(), arg));
  const refusals = paths
    .map((path) => refusalOf(siteDir, path))
    .filter((message) => message !== null);
  if (refusals.length > 0) {
    refuse(refusals.join('\n'));
  }
} else {
  let changed: ReturnType<typeof changedFiles>;
  try {
    changed = changedFiles(siteDir);
  } catch (error) {
    refuse(
      `git could not list the changed files (${(error as Error).message.split('\n')[0]}): name them, e.g. "npm run check -- docs/start.mdx".`,
    );
  }
  paths = changed.files;
  if (paths.length === 0) {
    refuse(
      `no file differs from ${changed.base}: name the files to check, e.g. "npm run check -- docs/start.mdx".`,
    );
  }
}
const targets: Target[] = paths.map((path) => classify(path));
// The pages to compile: those edited, and those that show an edited example.
const pages = new Map<string, DocVersion>();
const editedPages: string[] = [];
const examples = new Map<string, DocVersion>();
for (const target of targets) {
  if (target.kind === 'page') {
    pages.set(target.path, target.version);
    editedPages.push(target.path);
  } else if (target.kind === 'example') {
    const {version, path} = target;
    for (const page of pagesShowing(siteDir, path)) {
      pages.set(page, version);
    }
    const shown = path.endsWith('.tsx')
      ? [path]
      : readdirSync(join(siteDir, version.examplesDir))
          .filter((name) => name.endsWith('.tsx'))
          .map((name) => `${version.examplesDir}/${name}`)
          .filter((file) =>
            readFileSync(join(siteDir, file), 'utf8').includes(
              `./${basename(path)}`,
            ),
          );
    shown.forEach((file) => examples.set(file, version));
  }
}
const others = targets.filter((target) => target.kind === 'other');
if (pages.size + examples.size === 0 && others.length === 0) {
  refuse('nothing to check.');
}
if (pages.size > 0) {
  const missing = DOC_VERSIONS.map((version) =>
    typedocModelFile(siteDir, version),
  ).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    refuse(
      `${relative(siteDir, missing[0])} is missing: run "npm run build" (or "npm start") once; it generates the API reference that <Prop> links and reference tables read.`,
    );
  }
}

// --- Steps -----------------------------------------------------------------

interface Step {
  name: string;
  ok: boolean;
  details: string;
  seconds: number;
}
const steps: Step[] = [];

async function step(name: string, work: () => Promise<string[]>) {
  const start = Date.now();
  let problems: string[];
  try {
    problems = await work();
  } catch (error) {
    problems = [(error as Error).message];
  }
  steps.push({
    name,
    ok: problems.length === 0,
    details: problems.join('\n'),
    seconds: (Date.now() - start) / 1000,
  });
}

/** Runs a command in the site folder; resolves to its output when it fails. */
function command(file: string, commandArgs: string[]): Promise<string[]> {
  return new Promise((resolve) => {
    const child = spawn(file, commandArgs, {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += error.message));
    child.on('close', (code) =>
      resolve(code === 0 ? [] : [output.trim() || `exited with ${code}`]),
    );
  });
}

const bin = (name: string) => join(siteDir, 'node_modules', '.bin', name);
const LINTED = /\.(m?[jt]sx?|css|json)$/;
const linted = [...new Set([...paths, ...examples.keys()])].filter((path) =>
  LINTED.test(path),
);
const TYPED = /\.(m?ts|tsx)$/;

// It starts the site's servers and rewrites .docusaurus/: npm test runs it alone.
const SERVER_SMOKE_TESTS = 'tests/unit/documentedScripts.test.ts';

/** Unit test files (node:test) whose source names one of `needles`. */
function unitTestsNaming(needles: string[]): string[] {
  const found: string[] = [];
  for (const dir of ['tests/unit', 'plugins', 'src', 'config', 'scripts']) {
    for (const entry of readdirSync(join(siteDir, dir), {
      recursive: true,
      withFileTypes: true,
    })) {
      if (!entry.isFile() || !/\.test\.m?ts$/.test(entry.name)) {
        continue;
      }
      const file = relative(siteDir, join(entry.parentPath, entry.name));
      const text = readFileSync(join(siteDir, file), 'utf8');
      if (
        file !== SERVER_SMOKE_TESTS &&
        needles.some((needle) => text.includes(needle))
      ) {
        found.push(file);
      }
    }
  }
  return found;
}

/** Browser specs whose source names one of `needles`. */
function specsNaming(needles: string[]): string[] {
  return readdirSync(join(siteDir, 'tests/e2e'))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `tests/e2e/${name}`)
    .filter((file) => {
      const text = readFileSync(join(siteDir, file), 'utf8');
      return needles.some((needle) => text.includes(needle));
    });
}

const urlOf = (page: string, version: DocVersion, slug?: string) =>
  docUrl(relative(version.docsDir, page), `${version.urlBase}/`, slug) || '/';

// The tests that read every page, then those that name an edited one: by
// its path in the site, or in its docs folder unless that is a bare name
// such as start.mdx, which both versions have and many tests mention.
const pageNeedles = editedPages.flatMap((page) => {
  const inDocs = relative(pages.get(page)!.docsDir, page);
  return inDocs.includes('/') ? [page, inDocs] : [page];
});
const exampleNeedles = [...examples.keys()].flatMap((example) => [
  example,
  `${example.replace(/\.tsx$/, '')}'`,
]);
const unitTests = [
  ...new Set([
    ...(pages.size > 0
      ? ['tests/unit/snippets.test.ts', 'tests/unit/propCoverage.test.ts']
      : []),
    ...(editedPages.length > 0 ? unitTestsNaming(pageNeedles) : []),
    ...(examples.size > 0 ? unitTestsNaming(exampleNeedles) : []),
  ]),
].sort();

// Child processes first, so they run while this process compiles.
const running: Promise<void>[] = [];
if (linted.length > 0) {
  running.push(
    step(`ESLint and Prettier: ${linted.join(', ')}`, async () => [
      ...(await command(bin('eslint'), [
        '--max-warnings',
        '0',
        '--no-warn-ignored',
        ...linted,
      ])),
      ...(await command(bin('prettier'), [
        '--check',
        '--ignore-unknown',
        ...linted,
      ])),
    ]),
  );
}
if (unitTests.length > 0) {
  running.push(
    step(`unit tests: ${unitTests.join(', ')}`, () =>
      command(process.execPath, [
        '--import',
        'tsx',
        '--test',
        '--test-reporter=dot',
        ...unitTests,
      ]),
    ),
  );
}

/** The TypeScript project (tsconfig) a file belongs to. */
const projectOf = (file: string) =>
  file.startsWith('examples-v8/')
    ? 'examples-v8/tsconfig.json'
    : 'tsconfig.json';

async function typeCheck(files: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const project of new Set(files.map(projectOf))) {
    const roots = files.filter((file) => projectOf(file) === project);
    const config = ts.getParsedCommandLineOfConfigFile(
      join(siteDir, project),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(
            ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
          );
        },
      },
    )!;
    const program = ts.createProgram({
      // The project's ambient declarations (a module's missing types) too.
      rootNames: [
        ...roots.map((file) => join(siteDir, file)),
        ...config.fileNames.filter((file) => file.endsWith('.d.ts')),
      ],
      options: config.options,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    if (diagnostics.length > 0) {
      problems.push(
        ts.formatDiagnostics(diagnostics, {
          getCanonicalFileName: (name) => name,
          getCurrentDirectory: () => siteDir,
          getNewLine: () => '\n',
        }),
      );
    }
  }
  return problems;
}

const typed = [
  ...new Set([
    ...examples.keys(),
    ...paths.filter((path) => TYPED.test(path)),
    // Tests that import an edited example type-check against it.
    ...unitTests.filter((file) =>
      exampleNeedles.some((needle) =>
        readFileSync(join(siteDir, file), 'utf8').includes(needle),
      ),
    ),
  ]),
];
if (typed.length > 0) {
  await step(`TypeScript: ${typed.join(', ')}`, () => typeCheck(typed));
}
for (const [example, version] of examples) {
  await step(`renders on the server: ${example}`, async () => {
    await renderExample(siteDir, example, version);
    return [];
  });
}

if (pages.size > 0) {
  // ESM-only (MDX), loaded once there is a page to compile.
  const {pageOutline} = await import('./lib/pageOutline.mjs');
  const {docsRemarkPlugins, SITE_URL} = await import(
    '../config/docsRemarkPlugins'
  );
  const remarkPlugins = docsRemarkPlugins(siteDir);
  const docs = new Map<string, Set<string>>();
  for (const version of DOC_VERSIONS) {
    for (const [url, page] of await sitePages(siteDir, version)) {
      // A version's index is `/v8/`; links are compared without the slash.
      docs.set(
        url.replace(/(.)\/$/, '$1') || '/',
        new Set(page.sections.keys()),
      );
    }
  }
  const serves = servedPaths(siteDir);
  const routes = {
    idsOf: (url: string) => {
      const ids = docs.get(url);
      return ids
        ? new Set([
            ...ids,
            ...builtIds(
              join(siteDir, 'build', htmlFileOfRoute(url, TRAILING_SLASH)),
            ),
          ])
        : undefined;
    },
    serves,
  };
  // Every page's source, for the links that land on an edited page.
  const sources = DOC_VERSIONS.flatMap((version) =>
    readdirSync(join(siteDir, version.docsDir), {recursive: true})
      .map(String)
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => `${version.docsDir}/${name}`),
  ).map((file) => ({file, text: readFileSync(join(siteDir, file), 'utf8')}));
  for (const [page, version] of pages) {
    await step(`compiles, links and anchors: ${page}`, async () => {
      const text = readFileSync(join(siteDir, page), 'utf8');
      const outline = await pageOutline(
        join(siteDir, page),
        text,
        remarkPlugins,
      );
      const slug = /^slug:\s*(\S+)\s*$/m.exec(
        text.split(/^---$/m)[1] ?? '',
      )?.[1];
      const pageUrl = urlOf(page, version, slug);
      const ids = new Set(outline.ids);
      return [
        ...brokenLinks({
          file: page,
          pageUrl,
          ownIds: ids,
          links: outline.links,
          routes,
          siteOrigin: SITE_URL,
          siteDir,
        }),
        ...brokenIncomingLinks({
          pageUrl,
          ids,
          sources: sources.filter((source) => source.file !== page),
          siteOrigin: SITE_URL,
        }),
      ];
    });
  }
}
await Promise.all(running);

// --- Report ----------------------------------------------------------------

for (const {name, ok, details, seconds} of steps) {
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)`);
  if (!ok) {
    console.log(details.replace(/^/gm, '    '));
  }
}
if (others.length > 0) {
  console.log(
    `Neither pages nor examples, so only linted and type-checked: ${others.map((target) => target.path).join(', ')}. "npm test" checks what they do.`,
  );
}
const specs = specsNaming([
  ...[...pages].flatMap(([page, version]) =>
    ["'", '#', '?'].map((end) => `'${urlOf(page, version)}${end}`),
  ),
  ...[...examples.keys()].map((example) => `"${example}"`),
  ...[...examples.keys()].map((example) => `'${example}'`),
]);
if (specs.length > 0) {
  console.log(
    `Browser specs that open these pages or examples (against a production build): npm run build && npx playwright test ${specs.join(' ')}`,
  );
}
const failed = steps.filter((one) => !one.ok).length;
console.log(
  `${failed === 0 ? 'Passed' : `${failed} of ${steps.length} checks failed`} in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
process.exit(failed === 0 ? 0 : 1);

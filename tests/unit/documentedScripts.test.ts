/**
 * Every command README.md names must exist, and the scripts that can run
 * against an existing build in seconds are run, so a documented command
 * cannot rot unnoticed (bench-search once read index files the build no
 * longer wrote). Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {DOC_VERSIONS} from '../../src/data/docVersions';
import {indexFilePath} from '../../plugins/search/engine/records';
import {freePort} from '../../scripts/lib/freePort';

const siteDir = join(__dirname, '..', '..');
const buildDir = join(siteDir, 'build');
const README = readFileSync(join(siteDir, 'README.md'), 'utf8');
const PACKAGE_SCRIPTS = (
  JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/** npm's own commands the README uses (not package.json scripts). */
const NPM_COMMANDS = new Set(['ci', 'install']);

interface DocumentedCommand {
  /** The command as written, e.g. `npm run bench -- --skip-build`. */
  text: string;
  words: string[];
}

/**
 * Commands in the README's code spans and shell blocks: anything that
 * starts with `npm`, `npx` or `node`, split at `&&`. In a table row, an
 * options-only span such as `-- --skip-build` belongs to the row's command.
 */
function documentedCommands(markdown: string): DocumentedCommand[] {
  const commands: DocumentedCommand[] = [];
  const add = (text: string) =>
    commands.push({text, words: text.split(/\s+/).filter(Boolean)});
  let inShellBlock = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) {
      inShellBlock = !inShellBlock && /^```(bash|sh|shell)\s*$/.test(line);
      continue;
    }
    const pieces = inShellBlock
      ? line.startsWith('#')
        ? []
        : [line]
      : [...line.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
    let rowCommand: string | undefined;
    for (const piece of pieces) {
      if (line.startsWith('|') && piece.startsWith('-- ') && rowCommand) {
        add(`${rowCommand} ${piece}`);
        continue;
      }
      for (const part of piece.split('&&').map((text) => text.trim())) {
        if (/^(npm|npx|node) /.test(part)) {
          add(part);
          rowCommand ??= line.startsWith('|') ? part : undefined;
        }
      }
    }
  }
  return [
    ...new Map(commands.map((command) => [command.text, command])).values(),
  ];
}

/** The package.json script an `npm …` command runs, or null for npm's own commands. */
function npmScriptOf(words: string[]): string | null {
  const [, verb, name] = words;
  if (verb === 'run') {
    return name;
  }
  if (verb === 'start' || verb === 'test') {
    return verb;
  }
  if (NPM_COMMANDS.has(verb)) {
    return null;
  }
  throw new Error(`Unknown npm command "${words.join(' ')}".`);
}

/** The site file a package.json script runs (`node scripts/serve.mjs`), if any. */
function sourceOfScript(name: string): string | null {
  return (
    /^(?:node|tsx) (scripts\/\S+)/.exec(PACKAGE_SCRIPTS[name] ?? '')?.[1] ??
    null
  );
}

/** The script file a command runs and the arguments it passes to it. */
function scriptAndArguments(command: DocumentedCommand): {
  key: string;
  source: string | null;
  args: string[];
} {
  const {words} = command;
  if (words[0] === 'node' && words[1].startsWith('scripts/')) {
    return {key: `node ${words[1]}`, source: words[1], args: words.slice(2)};
  }
  const script = words[0] === 'npm' ? npmScriptOf(words) : null;
  if (script === null) {
    return {key: words.slice(0, 2).join(' '), source: null, args: []};
  }
  const dashes = words.indexOf('--');
  return {
    key: `npm run ${script}`,
    source: sourceOfScript(script),
    args: dashes === -1 ? [] : words.slice(dashes + 1),
  };
}

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Options (`--runs`) and bare words (`unit`), without the values after options. */
function documentedOptions(args: string[]): string[] {
  return args.filter(
    (arg, i) => arg.startsWith('--') || !args[i - 1]?.startsWith('--'),
  );
}

/**
 * Each documented npm script and node script is run below or says why not.
 * A script added to the README must be added to one of the two.
 */
const RUN_HERE = [
  'npm run start',
  'npm run serve',
  'npm run bench',
  'node scripts/bench-search.mjs',
];
const NOT_RUN_HERE: Record<string, string> = {
  'npm run build': 'npm test builds before the unit tests',
  'npm run typecheck': 'npm test -- static runs it',
  'npm run lint': 'npm test -- static runs it',
  'npm run format': 'it rewrites the working tree',
  'npm run test': 'it runs this test',
  'npm run clear': "it deletes the bundler's cache and the build",
  'npm run since-data':
    'it fetches every release from the npm registry; tests/unit/since.test.ts checks what it wrote',
};

interface ServerAnswer {
  status: number;
  body: string;
  encoding: string | null;
}

/**
 * Starts `npm <args>`, waits until `url` answers, stops it and checks that
 * nothing answers any more. Rejects when the server exits first.
 */
async function answerOfServer(
  args: string[],
  env: Record<string, string>,
  url: string,
  timeoutMs: number,
): Promise<ServerAnswer> {
  // Its own process group, so stopping it stops npm's children too.
  const server = spawn('npm', args, {
    cwd: siteDir,
    env: {...process.env, ...env},
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((done) =>
    server.on('exit', (code) => {
      exitCode = code;
      done();
    }),
  );
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      assert.equal(
        exitCode,
        undefined,
        `npm ${args.join(' ')} exited with ${exitCode}:\n${errors}`,
      );
      const response = await fetch(url).catch(() => undefined);
      if (response) {
        return {
          status: response.status,
          body: await response.text(),
          encoding: response.headers.get('content-encoding'),
        };
      }
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
  } finally {
    if (exitCode === undefined) {
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
    }
    await assert.rejects(fetch(url), `${url} still answers after stopping`);
  }
}

interface Finished {
  code: number | null;
  output: string;
}

/**
 * Runs a command in the site folder; rejects with its output when it fails,
 * or when `signal` (the test's own, aborted at its timeout) fires first: the
 * command and every process it started are then stopped, so a hung script
 * fails its test instead of keeping the test file alive.
 */
function run(
  command: string,
  args: string[],
  {env = {}, signal}: {env?: Record<string, string>; signal: AbortSignal},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: siteDir,
      env: {...process.env, ...env},
      // Its own process group, so stopping it stops its children too.
      detached: true,
    });
    let output = '';
    const stop = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      reject(
        new Error(
          `${command} ${args.join(' ')} was stopped unfinished:\n${output}`,
        ),
      );
    };
    signal.addEventListener('abort', stop, {once: true});
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      signal.removeEventListener('abort', stop);
      if (code === 0) {
        resolve({code, output});
      } else {
        reject(
          new Error(
            `${command} ${args.join(' ')} exited with ${code}:\n${output}`,
          ),
        );
      }
    });
  });
}

describe('commands documented in README.md', () => {
  const commands = documentedCommands(README);

  it('finds the documented commands', () => {
    const texts = commands.map((command) => command.text);
    // The Scripts table, the two-commands block and the Search section.
    for (const expected of [
      'npm run serve',
      'npm run bench -- --skip-build',
      'npm test -- unit',
      'node scripts/bench-search.mjs',
    ]) {
      assert.ok(
        texts.some((text) => text.startsWith(expected)),
        `"${expected}" not found`,
      );
    }
  });

  for (const command of commands) {
    it(`\`${command.text}\` exists`, () => {
      const {source, args} = scriptAndArguments(command);
      const {words} = command;
      if (words[0] === 'npm') {
        const script = npmScriptOf(words);
        assert.ok(
          script === null || script in PACKAGE_SCRIPTS,
          `package.json has no "${script}" script`,
        );
      }
      if (words[0] === 'npx') {
        assert.ok(
          existsSync(join(siteDir, 'node_modules', '.bin', words[1])),
          `no installed package provides "${words[1]}"`,
        );
      }
      for (const path of words.filter((word) =>
        /^[\w.-]+\/[\w./-]+\.(m?[jt]sx?|json)$/.test(word),
      )) {
        assert.ok(existsSync(join(siteDir, path)), `${path} does not exist`);
      }
      if (source) {
        const code = readFileSync(join(siteDir, source), 'utf8');
        for (const option of documentedOptions(args)) {
          assert.ok(
            new RegExp(`(^|[^\\w-])${escapeRegExp(option)}(?![\\w-])`).test(
              code,
            ),
            `${source} does not read ${option}`,
          );
        }
      }
    });
  }

  it('runs each documented script here or says why not', () => {
    const scripts = new Set(
      commands
        .map(scriptAndArguments)
        .filter(({key}) => /^(npm run|node scripts\/)/.test(key))
        .map(({key}) => key),
    );
    for (const key of scripts) {
      assert.ok(
        RUN_HERE.includes(key) || key in NOT_RUN_HERE,
        `${key}: run it in this test, or say in NOT_RUN_HERE why not`,
      );
    }
    for (const key of [...RUN_HERE, ...Object.keys(NOT_RUN_HERE)]) {
      assert.ok(scripts.has(key), `${key} is no longer in README.md`);
    }
  });
});

describe('documented scripts run against the build', () => {
  it('has a build', () => {
    assert.ok(
      existsSync(join(buildDir, 'index.html')),
      `${buildDir} is missing: run "npm run build" first.`,
    );
  });

  it(
    'npm run serve: answers 200 on /, then stops',
    {timeout: 30_000},
    async () => {
      const port = await freePort();
      const response = await answerOfServer(
        ['run', 'serve'],
        {PORT: String(port), HOST: '127.0.0.1'},
        `http://127.0.0.1:${port}/`,
        20_000,
      );
      assert.equal(response.status, 200);
      assert.match(response.body, /<html/);
      assert.equal(response.encoding, 'gzip');
    },
  );

  // About 20 s on a 2-core machine. It regenerates .docusaurus/ and the API
  // reference, as a build does: don't run it beside one.
  it(
    'npm start: the development server answers a page, then stops',
    {timeout: 150_000},
    async () => {
      const port = await freePort();
      const response = await answerOfServer(
        [
          'start',
          '--',
          '--no-open',
          '--host',
          '127.0.0.1',
          '--port',
          `${port}`,
        ],
        {},
        `http://127.0.0.1:${port}/start`,
        140_000,
      );
      assert.equal(response.status, 200);
      assert.match(response.body, /<div id="__docusaurus">/);
    },
  );

  it(
    'node scripts/bench-search.mjs --runs 1: prints what the README says',
    {timeout: 60_000},
    async ({signal}) => {
      const {output} = await run(
        process.execPath,
        ['scripts/bench-search.mjs', '--runs', '1'],
        {env: {BENCH_PORT: String(await freePort())}, signal},
      );
      for (const {id} of DOC_VERSIONS) {
        assert.match(
          output,
          new RegExp(`^${indexFilePath(id)}: \\d+ KB, \\d+ KB gzip$`, 'm'),
        );
      }
      assert.match(
        output,
        /^per keystroke \(\d+ prefixes\): median [\d.]+ ms/m,
      );
      assert.match(
        output,
        /^open modal → first results, cold \(median of 1\): \d+ ms$/m,
      );
    },
  );

  it(
    'npm run bench -- --skip-build --skip-lighthouse: writes its reports',
    {timeout: 60_000},
    async ({signal}) => {
      const outDir = mkdtempSync(join(tmpdir(), 'bench-'));
      try {
        await run(
          'npm',
          [
            'run',
            'bench',
            '--',
            '--skip-build',
            '--skip-lighthouse',
            '--out-dir',
            outDir,
          ],
          {signal},
        );
        const report = JSON.parse(
          readFileSync(join(outDir, 'bench.json'), 'utf8'),
        ) as {
          pageWeight: {rows: unknown[]};
          exampleEditor: {chunks: unknown[]};
        };
        assert.ok(report.pageWeight.rows.length > 250);
        assert.ok(report.exampleEditor.chunks.length > 0);
        assert.match(
          readFileSync(join(outDir, 'bench.md'), 'utf8'),
          /## First-load JS and CSS/,
        );
      } finally {
        rmSync(outDir, {recursive: true, force: true});
      }
    },
  );
});

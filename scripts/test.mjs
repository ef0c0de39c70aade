// The one test command (`npm test`): installs what the tests need, builds
// the production site, runs lint, the type check, the unit tests and the
// browser tests, and ends with one line totalling every suite:
// "N passed, N failed".
//
//   npm test                 everything
//   npm test -- static       lint (ESLint + Prettier) and the type check
//   npm test -- unit         unit tests only (some read the generated API
//                            reference: run a build first)
//   npm test -- e2e          browser tests only
// SKIP_BUILD=1 reuses existing build/, build-hash/ and build-hosted/ instead of building.
//
// On two cores, single-threaded work runs beside other work: lint and the
// type check beside the production build, Chromium's install (when it is
// missing) beside both, and as many unit test files at once as there are
// cores. Each phase prints its wall time and how busy the machine's cores
// were: well under 100 % on an idle machine means the phase waits, not
// computes.
import {spawn} from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import {availableParallelism, cpus, tmpdir} from 'node:os';
import {join} from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const UNIT_TEST_DIRS = ['src', 'config', 'plugins', 'tests/unit', 'scripts'];
// Unit test files that can't share the machine with other test files:
// `npm start` regenerates .docusaurus/ and the API reference, which other
// files read.
const UNIT_TESTS_ALONE = ['tests/unit/documentedScripts.test.ts'];
const scratch = mkdtempSync(join(tmpdir(), 'daypicker-tests-'));

const commandLine = (command, args) => `$ ${[command, ...args].join(' ')}`;

/** Runs a command, its output shown as it comes; resolves to its exit code. */
function run(command, args, options = {}) {
  console.log(`\n${commandLine(command, args)}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {stdio: 'inherit', ...options});
    // A command that can't start emits 'error' and then 'close'.
    child.on('error', (error) => console.error(error.message));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs a command beside others, its output kept and printed in one piece
 * when it ends, so it doesn't interleave; resolves to its exit code.
 */
function runBeside(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += error.message));
    child.on('close', (code) => {
      console.log(`\n${commandLine(command, args)}\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const ok = {passed: 0, failed: 0};
const fatal = (message) => {
  console.error(message);
  return {passed: 0, failed: 1, fatal: true};
};

/**
 * Debian's Chromium, installed when missing: the browser tests use it, and
 * so do unit tests that run documented scripts (bench-search).
 */
async function installChromium() {
  if (existsSync(CHROMIUM)) {
    return ok;
  }
  if (process.getuid?.() !== 0) {
    return fatal(
      `${CHROMIUM} is missing: install Debian's chromium package (apt-get install -y chromium) as root.`,
    );
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package.`);
  const installed =
    (await runBeside('apt-get', ['update', '-qq'])) === 0 &&
    (await runBeside('apt-get', ['install', '-y', '-qq', 'chromium'])) === 0;
  return installed ? ok : fatal('Installing chromium with apt-get failed.');
}

function findUnitTests(dir) {
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.test\.m?ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** Node's test runner over `files`; counts read from its TAP report. */
async function nodeTests(name, files, concurrency) {
  const tap = join(scratch, `${name}.tap`);
  const status = await run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${concurrency}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  ]);
  const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (name) =>
    Number(report.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  if (!report) {
    return {passed: 0, failed: 1};
  }
  const failed = count('fail') + count('cancelled');
  // A suite whose own body throws fails the run without failing any test.
  return {
    passed: count('pass'),
    failed: status !== 0 && failed === 0 ? 1 : failed,
  };
}

async function unitTests() {
  const files = UNIT_TEST_DIRS.flatMap(findUnitTests).sort();
  const shared = await nodeTests(
    'unit',
    files.filter((file) => !UNIT_TESTS_ALONE.includes(file)),
    availableParallelism(),
  );
  const alone = await nodeTests(
    'unit-alone',
    files.filter((file) => UNIT_TESTS_ALONE.includes(file)),
    1,
  );
  return {
    passed: shared.passed + alone.passed,
    failed: shared.failed + alone.failed,
  };
}

/** Lint and the type check, side by side; each counts as one test. */
async function staticChecks() {
  const results = await Promise.all(
    ['lint', 'typecheck'].map(
      async (script) => (await runBeside('npm', ['run', script])) === 0,
    ),
  );
  return {
    passed: results.filter(Boolean).length,
    failed: results.filter((passed) => !passed).length,
  };
}

async function build() {
  if (process.env.SKIP_BUILD === '1') {
    return ok;
  }
  return (await run('npm', ['run', 'build'])) === 0
    ? ok
    : fatal('The production build failed.');
}

/** The build, with the static checks and Chromium's install beside it. */
async function staticChecksBuildAndChromium() {
  const [checks, built, chromium] = await Promise.all([
    staticChecks(),
    build(),
    installChromium(),
  ]);
  return {
    passed: checks.passed,
    failed: checks.failed + built.failed + chromium.failed,
    fatal: built.fatal || chromium.fatal,
  };
}

// Variants of the site that browser tests also check: the hash router, and
// hosted search with test credentials (every request to the hosted service
// is intercepted by the tests). The hash-router one is a small build
// (DOCS_ONLY, see config/siteEnv.ts) of the pages hash-router.spec.ts opens;
// a small hosted build hangs now and then in Docusaurus' static rendering
// (idle, no error), so it stays full.
// Built after the unit tests: each build rewrites .docusaurus/, which the
// size-budget test reads.
const VARIANT_PAGES = 'index.mdx,start.mdx,docs/selection-modes.mdx';
const VARIANTS = [
  {outDir: 'build-hash', env: {DOCS_ROUTER: 'hash', DOCS_ONLY: VARIANT_PAGES}},
  {
    outDir: 'build-hosted',
    env: JSON.parse(
      readFileSync(
        new URL('../tests/support/hosted-search.json', import.meta.url),
        'utf8',
      ),
    ),
  },
];

async function variantBuilds() {
  if (process.env.SKIP_BUILD === '1') {
    return ok;
  }
  for (const {outDir, env} of VARIANTS) {
    const status = await run(
      'npm',
      ['run', 'build', '--', '--out-dir', outDir],
      {
        env: {...process.env, ...env},
      },
    );
    if (status !== 0) {
      return fatal(`The ${outDir} build failed.`);
    }
  }
  return ok;
}

async function browserTests() {
  const json = join(scratch, 'e2e.json');
  await run('npx', ['playwright', 'test'], {
    env: {...process.env, PW_JSON_REPORT: json},
  });
  if (!existsSync(json)) {
    return {passed: 0, failed: 1};
  }
  const {stats} = JSON.parse(readFileSync(json, 'utf8'));
  // A skipped or flaky test is not a pass.
  return {
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky + stats.skipped,
  };
}

const which = process.argv[2] ?? 'all';
const suites = {
  static: [staticChecks],
  unit: [installChromium, unitTests],
  e2e: [installChromium, build, variantBuilds, browserTests],
  all: [staticChecksBuildAndChromium, unitTests, variantBuilds, browserTests],
}[which];
if (!suites) {
  console.error(`Unknown suite "${which}": use static, unit, e2e or all.`);
  process.exit(2);
}
/**
 * The machine's CPU ticks so far, busy and in all (Linux: the first line of
 * /proc/stat). Counted machine-wide: this process's child CPU times miss
 * most of Chromium's (a browser run that kept both cores busy counted under
 * a quarter of their time).
 */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    const total = fields.reduce((sum, ticks) => sum + ticks, 0);
    // idle and iowait, the fourth and fifth fields after "cpu".
    return {busy: total - fields[3] - fields[4], total};
  } catch {
    return {busy: Number.NaN, total: Number.NaN};
  }
}

/** "busy 73 % of 2 cores" between two `cpuTicks()` readings. */
function busyShare(from, to) {
  const share = (100 * (to.busy - from.busy)) / (to.total - from.total);
  return `cores busy ${share.toFixed(0)} % (${cpus().length} cores, the whole machine)`;
}

const startedAt = Date.now();
const startTicks = cpuTicks();
let passed = 0;
let failed = 0;
for (const suite of suites) {
  const wallStart = Date.now();
  const ticksStart = cpuTicks();
  const result = await suite();
  const wall = (Date.now() - wallStart) / 1000;
  console.log(
    `\n[phase] ${suite.name}: ${wall.toFixed(0)} s wall, ${busyShare(ticksStart, cpuTicks())}`,
  );
  passed += result.passed;
  failed += result.failed;
  if (result.fatal) {
    break;
  }
}
console.log(
  `\n[phase] total: ${((Date.now() - startedAt) / 1000).toFixed(0)} s wall, ${busyShare(startTicks, cpuTicks())}`,
);
// The reports were read into the counts above.
rmSync(scratch, {recursive: true, force: true});
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

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
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const UNIT_TEST_DIRS = ['src', 'config', 'plugins', 'tests/unit', 'scripts'];
const scratch = mkdtempSync(join(tmpdir(), 'daypicker-tests-'));

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, {stdio: 'inherit', ...options}).status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    return;
  }
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM} is missing: install Debian's chromium package (apt-get install -y chromium) as root.`,
    );
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package.`);
  if (
    run('apt-get', ['update', '-qq']) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium']) !== 0
  ) {
    throw new Error('Installing chromium with apt-get failed.');
  }
}

function findUnitTests(dir) {
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.test\.m?ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

function unitTests() {
  const files = UNIT_TEST_DIRS.flatMap(findUnitTests).sort();
  const tap = join(scratch, 'unit.tap');
  const status = run(process.execPath, [
    '--import',
    'tsx',
    '--test',
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

/** Lint and the type check each count as one test. */
function staticChecks() {
  const results = ['lint', 'typecheck'].map(
    (script) => run('npm', ['run', script]) === 0,
  );
  return {
    passed: results.filter(Boolean).length,
    failed: results.filter((ok) => !ok).length,
  };
}

function build() {
  if (process.env.SKIP_BUILD === '1') {
    return {passed: 0, failed: 0};
  }
  if (run('npm', ['run', 'build']) !== 0) {
    console.error('The production build failed.');
    return {passed: 0, failed: 1, fatal: true};
  }
  return {passed: 0, failed: 0};
}

// Variants of the site that browser tests also check: the hash router, and
// hosted search with test credentials (every request to the hosted service
// is intercepted by the tests). They are built after the unit tests because
// each build rewrites .docusaurus/, which the size-budget test reads.
const VARIANTS = [
  {outDir: 'build-hash', env: {DOCS_ROUTER: 'hash'}},
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

function variantBuilds() {
  if (process.env.SKIP_BUILD === '1') {
    return {passed: 0, failed: 0};
  }
  for (const {outDir, env} of VARIANTS) {
    if (
      run('npx', ['docusaurus', 'build', '--out-dir', outDir], {
        env: {...process.env, ...env},
      }) !== 0
    ) {
      console.error(`The ${outDir} build failed.`);
      return {passed: 0, failed: 1, fatal: true};
    }
  }
  return {passed: 0, failed: 0};
}

function browserTests() {
  ensureChromium();
  const json = join(scratch, 'e2e.json');
  run('npx', ['playwright', 'test'], {
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
  unit: [unitTests],
  e2e: [build, variantBuilds, browserTests],
  all: [staticChecks, build, unitTests, variantBuilds, browserTests],
}[which];
if (!suites) {
  console.error(`Unknown suite "${which}": use static, unit, e2e or all.`);
  process.exit(2);
}
let passed = 0;
let failed = 0;
for (const suite of suites) {
  const result = suite();
  passed += result.passed;
  failed += result.failed;
  if (result.fatal) {
    break;
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

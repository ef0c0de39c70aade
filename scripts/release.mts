// `npm run release -- 9.14.0`: takes the docs to a newer release of the
// major they document. It refuses, changing nothing, a version that isn't a
// newer published release of that major, a dirty work tree or an
// unreachable registry. Then it installs the release (package.json and the
// lockfile), sets `documentedVersion` in src/data/docVersions.ts, rewrites
// the since data and the published-versions data, and lists in one report,
// printed and written to release-notes-<version>.md (git-ignored: a to-do
// list, not a source), every task the release leaves to do by hand.
import {execFileSync, spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';

import {CURRENT_VERSION} from '../src/data/docVersions';
import type {SinceData} from '../src/data/since';
import {
  registryTimes,
  withNewReleases,
  type PublishedVersions,
  type RegistryTimes,
} from './lib/registry';
import {
  defectsToRecheck,
  missingChangelogSections,
  newSince,
  sentencesNaming,
  sinceGaps,
  ungroupedProps,
  unmappedLinks,
} from './lib/releaseChecks';
import {releaseReport} from './lib/releaseReport';
import {releasesBetween, versionRefusal} from './lib/releaseVersion';
import {writeSinceData} from './lib/sinceDataFile';

const siteDir = resolve(import.meta.dirname, '..');
const from = CURRENT_VERSION.documentedVersion;
const requested = process.argv[2];

function refuse(reason: string): never {
  console.error(`npm run release: ${reason} Nothing was changed.`);
  process.exit(1);
}

const refusal = versionRefusal(requested, from);
if (refusal) {
  refuse(refusal);
}
const to = requested!;

const dirty = execFileSync('git', ['status', '--porcelain'], {
  cwd: siteDir,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
if (dirty.length > 0) {
  refuse(
    `The work tree has ${dirty.length} uncommitted ${dirty.length === 1 ? 'change' : 'changes'} (${dirty[0].slice(3)}${dirty.length > 1 ? ', …' : ''}): commit or stash first, so that the release's changes stand alone.`,
  );
}

let times: RegistryTimes;
try {
  times = registryTimes();
} catch (error) {
  refuse((error as Error).message);
}
if (!times[to]) {
  const newest = releasesBetween(
    Object.keys(times),
    from,
    `${CURRENT_VERSION.major}.999.999`,
  )[0];
  refuse(
    `react-day-picker ${to} is not published on npm (${newest ? `the newest ${CURRENT_VERSION.major}.x is ${newest}` : `no ${CURRENT_VERSION.major}.x release is newer than ${from}`}).`,
  );
}

const started = Date.now();
function step(what: string, run: () => string | void): void {
  const at = Date.now();
  try {
    const note = run();
    console.log(
      `✔ ${what}${note ? `: ${note}` : ''} (${((Date.now() - at) / 1000).toFixed(0)} s)`,
    );
  } catch (error) {
    console.error(
      `✘ ${what}: ${(error as Error).message}\nThe release stopped half-way: "git checkout -- . && npm ci" puts the tree back as it was.`,
    );
    process.exit(1);
  }
}

console.log(`Releasing the docs of react-day-picker ${from} → ${to}`);

step(`npm install --save-exact react-day-picker@${to}`, () => {
  const result = spawnSync(
    'npm',
    ['install', '--save-exact', '--loglevel=error', `react-day-picker@${to}`],
    {cwd: siteDir, encoding: 'utf8'},
  );
  if (result.status !== 0) {
    throw new Error(`npm install failed:\n${result.stderr.trim()}`);
  }
  return 'package.json, package-lock.json';
});

step('documentedVersion', () => {
  const file = join(siteDir, 'src', 'data', 'docVersions.ts');
  const field = `documentedVersion: '${from}'`;
  const text = readFileSync(file, 'utf8');
  if (text.split(field).length !== 2) {
    throw new Error(`src/data/docVersions.ts has no single "${field}".`);
  }
  writeFileSync(file, text.replace(field, `documentedVersion: '${to}'`));
  return `src/data/docVersions.ts: ${CURRENT_VERSION.id} documents ${to}`;
});

step('since data', () =>
  writeSinceData(
    siteDir,
    {...CURRENT_VERSION, documentedVersion: to},
    Object.keys(times),
  ),
);

const publishedFile = join(siteDir, 'src', 'data', 'publishedVersions.json');
const published = withNewReleases(
  JSON.parse(readFileSync(publishedFile, 'utf8')) as PublishedVersions,
  times,
  CURRENT_VERSION.major,
);
step('published versions', () => {
  writeFileSync(publishedFile, `${JSON.stringify(published, null, 2)}\n`);
  return `src/data/publishedVersions.json: ${Object.keys(published.versions).length} releases`;
});

const version = {...CURRENT_VERSION, documentedVersion: to};
const since = JSON.parse(
  readFileSync(
    join(siteDir, 'src', 'data', 'since', `${version.id}.json`),
    'utf8',
  ),
) as SinceData;
const report = releaseReport(from, to, [
  {
    title: "Links to daypicker.dev the site can't map",
    how: 'The build stops on each. Add the line (or a better target) to plugins/site-links/redirects.ts.',
    items: await unmappedLinks(siteDir, version),
  },
  {
    title: 'Props with no group on the props page',
    how: 'The build stops on each. Put each in the group of its purpose.',
    items: ungroupedProps(siteDir, version),
  },
  {
    title: 'Since data and the package disagree',
    how: 'Check each; the site shows the computed release.',
    items: sinceGaps(siteDir, version, since),
  },
  {
    title: `New since ${from}`,
    how: 'Explain each new prop on a page with <Prop name="…" /> (tests/unit/propCoverage.test.ts lists those no page names), and mention each in the changelog.',
    items: newSince(since, from),
  },
  {
    title: `Sentences that name ${from}`,
    how: `Each may say how ${from} behaves: re-read it against ${to}, rewrite what changed and write ${to} in it; leave ${from} where it names the release in which something happened.`,
    items: sentencesNaming(siteDir, version, from),
  },
  {
    title: 'Known defects the release may change',
    how: `Check each against ${to} (src/data/knownDefects.ts).`,
    items: defectsToRecheck(version, from, to),
  },
  {
    title: 'Changelog sections to write',
    how: 'Write each, newest first, from the release notes (tests/unit/changelog.test.ts checks the list and the dates).',
    items: missingChangelogSections(
      siteDir,
      version,
      releasesBetween(Object.keys(published.versions), from, to).map(
        (release) => ({
          version: release,
          released: published.versions[release].released,
        }),
      ),
    ),
  },
]);
const notes = `release-notes-${to}.md`;
writeFileSync(join(siteDir, notes), report);
console.log(
  `\n${report}\nWritten to ${notes}. ${((Date.now() - started) / 1000).toFixed(0)} s in all. Next: npm run build, then npm test.`,
);

/**
 * The "since" data (src/data/since/, written by scripts/since-data.mts)
 * against the installed packages: every export and prop of the documented
 * release has an entry, the data was computed up to that very release, and
 * a prop's own `@since` tag agrees with the first release that has it.
 */
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';

import {Declarations} from '../../plugins/remark-reference-table/declarations';
import {readReleaseApi} from '../../scripts/lib/releaseApi';
import {DOC_VERSIONS} from '../../src/data/docVersions';
import {sinceData} from '../../src/data/since';

const siteDir = join(__dirname, '..', '..');
const RERUN = 'run "npm run since-data"';

for (const version of DOC_VERSIONS) {
  const packageDir = join(siteDir, 'node_modules', version.packageName);
  const data = sinceData(version.id);

  test(`${version.id}: the since data was computed up to ${version.documentedVersion}`, () => {
    assert.equal(
      data.releases.at(-1),
      version.documentedVersion,
      `src/data/since/${version.id}.json stops at ${data.releases.at(-1)}: ${RERUN}.`,
    );
  });

  test(`${version.id}: every export and prop of the installed package has a release`, () => {
    const installed = readReleaseApi(version.documentedVersion, packageDir);
    const missing = [
      ...[...installed.exports.keys()]
        .filter((name) => !data.exports[name])
        .map((name) => `export ${name}`),
      ...[...installed.props.keys()]
        .filter((name) => !data.props[name])
        .map((name) => `prop ${name}`),
    ];
    assert.deepEqual(
      missing,
      [],
      `No release recorded for ${missing.join(', ')}: ${RERUN}.`,
    );
  });

  test(`${version.id}: each prop's own @since agrees with the computed release`, () => {
    const declared = new Declarations(
      join(packageDir, version.typesEntry),
    ).props(version.propsInterfaces);
    const disagreeing: string[] = [];
    let tagged = 0;
    for (const [name, prop] of declared) {
      const tag = prop.tags.since?.trim().replace(/^v/i, '');
      if (!tag) {
        continue;
      }
      tagged++;
      if (tag !== data.props[name]?.since) {
        disagreeing.push(
          `${name}: @since ${tag}, first in ${data.props[name]?.since ?? 'no release'}`,
        );
      }
    }
    assert.ok(tagged > 0 || version.major < 9, 'no prop read with @since');
    assert.deepEqual(disagreeing, [], disagreeing.join('\n'));
  });
}

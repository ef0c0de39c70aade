/**
 * The "since" data (src/data/since/, written by scripts/since-data.mts and
 * `npm run release`) against the installed packages: the data was computed
 * up to the documented release, every export and prop of it has an entry,
 * and a prop's own `@since` tag agrees with the first release that has it,
 * at the tag's precision (`@since 9.14` for 9.14.0).
 */
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';

import {sinceGaps} from '../../scripts/lib/releaseChecks';
import {DOC_VERSIONS} from '../../src/data/docVersions';
import {sinceData} from '../../src/data/since';

const siteDir = join(__dirname, '..', '..');

for (const version of DOC_VERSIONS) {
  const data = sinceData(version.id);

  test(`${version.id}: the since data was computed up to ${version.documentedVersion}`, () => {
    assert.equal(
      data.releases.at(-1),
      version.documentedVersion,
      `src/data/since/${version.id}.json stops at ${data.releases.at(-1)}: run "npm run since-data".`,
    );
  });

  test(`${version.id}: every export and prop of the installed package has a release its own @since agrees with`, () => {
    const gaps = sinceGaps(siteDir, version, data);
    assert.deepEqual(gaps, [], gaps.join('\n'));
  });
}

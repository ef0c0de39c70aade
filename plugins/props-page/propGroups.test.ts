import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';

import {DOC_VERSIONS} from '../../src/data/docVersions';
import {typedocModel} from '../typedoc/model';
import {PROP_GROUPS, PROPS_BY_GROUP} from './propGroups';

const siteDir = join(__dirname, '..', '..');

for (const version of DOC_VERSIONS) {
  test(`${version.id}: every prop of the reference is in exactly one group`, () => {
    const grouping = PROPS_BY_GROUP[version.id];
    const props = [...typedocModel(siteDir, version).props().keys()];
    const placement = props.map((prop) => ({
      prop,
      groups: PROP_GROUPS.filter((group) =>
        grouping[group.id].includes(prop),
      ).map((group) => group.id),
    }));
    assert.deepEqual(
      placement.filter(({groups}) => groups.length !== 1),
      [],
      'props in no group or in several (plugins/props-page/propGroups.ts)',
    );
    const listed = PROP_GROUPS.flatMap((group) => grouping[group.id]);
    assert.deepEqual(
      listed.filter((name) => !props.includes(name)),
      [],
      'names in propGroups.ts that are not props of this version',
    );
  });
}

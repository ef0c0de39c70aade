import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';

import {Declarations} from '../../../plugins/remark-reference-table/declarations';
import {CURRENT_VERSION} from '../../data/docVersions';
import {PLAYGROUND_QUERIES} from '../../data/playgroundLinks';
import {OPTIONS} from './options';
import {parseQuery} from './query';
import {DEFAULT_STATE} from './state';
import type {OptionKey} from './types';

const siteDir = join(__dirname, '..', '..', '..');

test('each "Try it" query sets its prop to a value the playground accepts', () => {
  const wrong = Object.entries(PLAYGROUND_QUERIES).flatMap(([prop, query]) => {
    const {state, ignored} = parseQuery(query);
    const value = state[prop as OptionKey];
    return ignored.length > 0 ||
      !Object.hasOwn(OPTIONS, prop) ||
      JSON.stringify(value) === JSON.stringify(DEFAULT_STATE[prop as OptionKey])
      ? [`${prop}: ${query} (${JSON.stringify(ignored)})`]
      : [];
  });
  assert.deepEqual(wrong, []);
});

test('every playground option that is a DayPicker prop has a "Try it" query', () => {
  const props = new Declarations(
    join(
      siteDir,
      'node_modules',
      CURRENT_VERSION.packageName,
      CURRENT_VERSION.typesEntry,
    ),
  ).props(CURRENT_VERSION.propsInterfaces);
  const missing = Object.keys(OPTIONS).filter(
    (key) => props.has(key) && !PLAYGROUND_QUERIES[key],
  );
  assert.deepEqual(missing, []);
});

import assert from 'node:assert/strict';
import {test} from 'node:test';

import {CURRENT_VERSION} from '../../src/data/docVersions';
import type {PropMember} from '../remark-reference-table/declarations';
import type {ApiProp} from '../typedoc/model';
import type {PropGrouping} from './propGroups';
import {propSections, typeParts, type PropsPageInput} from './propRows';

const documented = (name: string): [string, ApiProp] => [
  name,
  {
    name,
    declaredIn: 'PropsBase',
    url: `/api/interfaces/PropsBase#${name.toLowerCase()}`,
    description: `About ${name}.\n\nMore.`,
  },
];

const declared = (
  name: string,
  type: string,
  tags: Record<string, string> = {},
): [string, PropMember] => [
  name,
  {name, declaredIn: 'PropsBase', type, description: '', tags},
];

const EMPTY_GROUPS: PropGrouping = {
  selection: [],
  navigation: [],
  appearance: [],
  localization: [],
  events: [],
  accessibility: [],
  advanced: [],
};

function input(overrides: Partial<PropsPageInput> = {}): PropsPageInput {
  return {
    version: CURRENT_VERSION,
    documented: new Map([documented('mode'), documented('fixedWeeks')]),
    declared: new Map([
      declared('mode', 'Mode | undefined'),
      declared('fixedWeeks', 'boolean | undefined', {defaultValue: 'false'}),
      declared('fromDate', 'Date', {
        private: '',
        deprecated: 'Use startMonth.',
      }),
    ]),
    since: {
      releases: ['9.0.0', '9.1.0'],
      exports: {},
      props: {mode: {since: '9.0.0'}, fixedWeeks: {since: '9.1.0'}},
    },
    grouping: {
      ...EMPTY_GROUPS,
      selection: ['mode'],
      appearance: ['fixedWeeks'],
    },
    usage: [
      {title: 'Layout', url: '/recipes/layout', props: ['fixedWeeks']},
      {title: 'Styling', url: '/docs/styling', props: ['mode']},
    ],
    playgroundQueries: {fixedWeeks: 'fixedWeeks=true'},
    anchorOf: (name) => name.toLowerCase(),
    typeUrl: (name) => (name === 'Mode' ? '/api/type-aliases/Mode' : undefined),
    ...overrides,
  };
}

test('rows come grouped in the groups order, with type, default, since, guides and playground link', () => {
  const sections = propSections(input());
  assert.deepEqual(
    sections.map((section) => [section.id, section.rows.map((r) => r.name)]),
    [
      ['selection', ['mode']],
      ['navigation', []],
      ['appearance', ['fixedWeeks']],
      ['localization', []],
      ['events', []],
      ['accessibility', []],
      ['advanced', []],
    ],
  );
  const [mode] = sections[0].rows;
  const [fixedWeeks] = sections[2].rows;
  assert.deepEqual(mode.type, [{text: 'Mode', url: '/api/type-aliases/Mode'}]);
  assert.equal(mode.since, '—');
  assert.equal(mode.defaultValue, undefined);
  assert.equal(mode.playgroundUrl, undefined);
  assert.equal(mode.description, 'About mode.');
  assert.equal(fixedWeeks.since, '9.1.0');
  assert.equal(fixedWeeks.defaultValue, '`false`');
  assert.equal(fixedWeeks.anchor, 'fixedweeks');
  assert.equal(fixedWeeks.playgroundUrl, '/playground?fixedWeeks=true');
  assert.deepEqual(fixedWeeks.guides, [
    {title: 'Layout', url: '/recipes/layout'},
  ]);
});

test('a prop in the reference but not in the declarations fails, naming it', () => {
  assert.throws(
    () =>
      propSections(
        input({
          declared: new Map([declared('mode', 'Mode')]),
        }),
      ),
    /"fixedWeeks" is in the API reference but not in the declarations/,
  );
});

test('a declared prop the reference misses fails, naming it; hidden ones do not', () => {
  assert.throws(
    () =>
      propSections(
        input({
          declared: new Map([
            declared('mode', 'Mode'),
            declared('fixedWeeks', 'boolean'),
            declared('animate', 'boolean'),
          ]),
        }),
      ),
    /"animate" is declared \(with its default\) but missing from the API reference/,
  );
});

test('a prop with no release or no group fails, naming it', () => {
  assert.throws(
    () =>
      propSections(
        input({
          since: {
            releases: ['9.0.0'],
            exports: {},
            props: {mode: {since: '9.0.0'}},
          },
        }),
      ),
    /"fixedWeeks" has no release/,
  );
  assert.throws(
    () =>
      propSections(input({grouping: {...EMPTY_GROUPS, selection: ['mode']}})),
    /"fixedWeeks" is in no group/,
  );
});

test('type names the reference has a page for are linked, the rest stays text', () => {
  assert.deepEqual(
    typeParts('Matcher | Matcher[] | Date', (name) =>
      name === 'Matcher' ? '/m' : undefined,
    ),
    [
      {text: 'Matcher', url: '/m'},
      {text: ' | '},
      {text: 'Matcher', url: '/m'},
      {text: '[] | Date'},
    ],
  );
});

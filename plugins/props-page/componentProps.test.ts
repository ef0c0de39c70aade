import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';

import {DOC_VERSIONS} from '../../src/data/docVersions';
import {factsOf} from '../remark-reference-table';
import type {
  ComponentMember,
  PropMember,
} from '../remark-reference-table/declarations';
import {sitePages} from '../site-links/sitePages';
import {typedocModel} from '../typedoc/model';
import {
  COMPONENT_GUIDES,
  componentGuideOf,
  componentProps,
  guideSection,
} from './componentProps';

const siteDir = join(__dirname, '..', '..');

const member = (
  name: string,
  type: string,
  description: string,
  tags: Record<string, string> = {},
): PropMember => ({name, declaredIn: 'ChevronProps', type, description, tags});

const component = (propsType: string | undefined): ComponentMember => ({
  name: 'Chevron',
  description: '',
  tags: {},
  propsType,
});

test('a component gets one row per member its props type declares, with type, default and summary', () => {
  const props = componentProps(
    component('ChevronProps'),
    () => ({
      members: [
        member('size', 'number | undefined', 'The size.\n\nMore.', {
          defaultValue: '24',
        }),
        member('day', 'CalendarDay', ''),
        member('classNames', 'ClassNames', '', {deprecated: 'Use the hook.'}),
      ],
      includes: ['HTMLAttributes<HTMLDivElement>'],
    }),
    (name) => `${name}-row`,
    (name) => (name === 'CalendarDay' ? '/api/classes/CalendarDay' : undefined),
  );
  assert.equal(props.propsType, 'ChevronProps');
  assert.deepEqual(props.includes, ['HTMLAttributes<HTMLDivElement>']);
  assert.deepEqual(props.rows, [
    {
      name: 'size',
      anchor: 'size-row',
      type: [{text: 'number'}],
      defaultValue: '`24`',
      description: 'The size.',
    },
    {
      name: 'day',
      anchor: 'day-row',
      type: [{text: 'CalendarDay', url: '/api/classes/CalendarDay'}],
      defaultValue: undefined,
      description: '',
    },
    {
      name: 'classNames',
      anchor: 'classNames-row',
      type: [{text: 'ClassNames'}],
      defaultValue: undefined,
      description: 'Deprecated. Use the hook.',
    },
  ]);
});

test('a component that takes no props gets no rows', () => {
  assert.deepEqual(
    componentProps(
      component(undefined),
      () => assert.fail('no type to read'),
      String,
      () => undefined,
    ),
    {propsType: undefined, rows: [], includes: []},
  );
});

test('a props type missing from the declarations fails, naming the component', () => {
  assert.throws(
    () =>
      componentProps(
        component('ChevronProps'),
        () => undefined,
        String,
        () => undefined,
      ),
    /Custom component "Chevron": its props type "ChevronProps" is not in the package's type declarations/,
  );
});

test("a component links to its own section of the guide, or else to the guide's list", () => {
  const guide = {
    path: '/guides/custom-components',
    overview: 'components-you-can-replace',
    sections: {DayButton: 'add-content-to-the-day-buttons'},
  };
  assert.deepEqual(guideSection(guide, 'DayButton'), {
    path: '/guides/custom-components',
    anchor: 'add-content-to-the-day-buttons',
  });
  assert.deepEqual(guideSection(guide, 'Months'), {
    path: '/guides/custom-components',
    anchor: 'components-you-can-replace',
  });
  assert.throws(() => componentGuideOf('v7'), /COMPONENT_GUIDES entry/);
});

for (const version of DOC_VERSIONS) {
  const declarations = factsOf(siteDir, version).declarations;
  const components = declarations.componentMembers('CustomComponents');

  test(`${version.id}: each guide section a component links to is a section of the guide, and each key a component`, async () => {
    const guide = COMPONENT_GUIDES[version.id];
    const page = (await sitePages(siteDir, version)).get(guide.path);
    assert.ok(page, `no page ${guide.path}`);
    const anchors = [guide.overview, ...Object.values(guide.sections)];
    assert.deepEqual(
      anchors.filter((anchor) => !page.sections.has(anchor)),
      [],
      `anchors missing from ${guide.path}`,
    );
    const names = new Set(components.map((c) => c.name));
    assert.deepEqual(
      Object.keys(guide.sections).filter((name) => !names.has(name)),
      [],
      'keys of COMPONENT_GUIDES that are not keys of CustomComponents',
    );
  });

  test(`${version.id}: every props type's rows are the members the package declares for it`, () => {
    const {checker, program} = declarations;
    const packageDir = join(siteDir, 'node_modules', version.packageName);
    const ownFiles = program
      .getSourceFiles()
      .filter((file) => file.fileName.startsWith(packageDir));
    // The compiler's own list of a type's properties, those the package's
    // files declare.
    const compilerMembers = (name: string): string[] => {
      const declaration = ownFiles
        .flatMap((file) => [...file.statements])
        .find(
          (
            statement,
          ): statement is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
            (ts.isInterfaceDeclaration(statement) ||
              ts.isTypeAliasDeclaration(statement)) &&
            statement.name.text === name,
        );
      assert.ok(declaration, `the compiler finds no type ${name}`);
      return checker
        .getTypeAtLocation(declaration.name)
        .getProperties()
        .filter((symbol) =>
          symbol.declarations?.some((d) =>
            d.getSourceFile().fileName.startsWith(packageDir),
          ),
        )
        .map((symbol) => symbol.getName())
        .sort();
    };
    const found = components
      .filter((c) => c.propsType)
      .map((c) => ({
        component: c.name,
        rows: (declarations.propsType(c.propsType!)?.members ?? [])
          .map((m) => m.name)
          .sort(),
        declared: compilerMembers(c.propsType!),
      }));
    assert.ok(found.some(({rows}) => rows.length > 0));
    assert.deepEqual(
      found.filter(({rows, declared}) => rows.join() !== declared.join()),
      [],
    );
  });

  test(`${version.id}: every custom component but the deprecated ones has a reference page`, () => {
    const model = typedocModel(siteDir, version);
    assert.deepEqual(
      components
        .filter((c) => !('deprecated' in c.tags))
        .filter((c) => !model.url(c.name))
        .map((c) => c.name),
      [],
    );
  });
}

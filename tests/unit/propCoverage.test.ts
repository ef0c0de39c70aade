/**
 * Every DayPicker prop must be explained somewhere in the docs of its
 * version, and every example must be shown on a page. The prop names come
 * from the installed packages' type declarations, so a prop the docs miss
 * fails here.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';

import {DOC_VERSIONS, type DocVersion} from '../../src/data/docVersions';

const siteDir = join(__dirname, '..', '..');

/**
 * The text of every declaration file of a version's package that its types
 * entry reaches: the prop interfaces may live in any of them.
 */
function packageDeclarations(version: DocVersion): string {
  const packageDir = join(siteDir, 'node_modules', version.packageName);
  const program = ts.createProgram([join(packageDir, version.typesEntry)], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    noLib: true,
  });
  return program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(`${packageDir}/`))
    .map((file) => file.text)
    .join('\n');
}

/** Own property names of the named interfaces in a declaration file. */
export function interfaceProps(
  source: string,
  names: readonly string[],
): Map<string, string[]> {
  const file = ts.createSourceFile(
    'index.d.ts',
    source,
    ts.ScriptTarget.Latest,
    true,
  );
  const found = new Map<string, string[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) && names.includes(node.name.text)) {
      const props = node.members
        .filter(ts.isPropertySignature)
        .map((member) => member.name.getText(file).replace(/^['"]|['"]$/g, ''));
      found.set(node.name.text, props);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every .mdx file under `dir`, skipping the generated API reference. */
function mdxFiles(docsDir: string, dir = docsDir): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return relative(docsDir, path) === 'api' ? [] : mdxFiles(docsDir, path);
    }
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether the docs name `prop` as `<Prop name="prop"` or as inline code. */
export function mentions(docs: string, prop: string): boolean {
  const name = escapeRegExp(prop);
  return (
    new RegExp(`<Prop\\s+name=["']${name}["']`).test(docs) ||
    new RegExp(`\`${name}\``).test(docs)
  );
}

test('the extraction reads names from interfaces only', () => {
  const props = interfaceProps(
    'interface A { a?: string; "b-c": number; m(): void }\ntype B = { x: 1 };',
    ['A', 'B'],
  );
  assert.deepEqual(props.get('A'), ['a', 'b-c']);
  assert.equal(props.has('B'), false);
});

test('mentions accepts <Prop> tags and inline code only', () => {
  assert.ok(mentions('Set <Prop name="mode" /> first.', 'mode'));
  assert.ok(mentions('Use `min` here.', 'min'));
  assert.equal(mentions('The minimum and the max value.', 'min'), false);
  assert.equal(mentions('Use `minimum`.', 'min'), false);
});

for (const version of DOC_VERSIONS) {
  const name = `DayPicker ${version.documentedVersion} (${version.id})`;
  const interfaces = version.propsInterfaces;
  const docsDir = join(siteDir, version.docsDir);
  const docsText = mdxFiles(docsDir)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const props = interfaceProps(packageDeclarations(version), interfaces);

  test(`${name}: the declaration file defines every prop interface`, () => {
    assert.deepEqual([...props.keys()].sort(), [...interfaces].sort());
    assert.ok(
      props.get(interfaces[0])!.length > 50,
      'the base interface has its many props',
    );
  });

  test(`${name}: every prop is explained in the docs`, () => {
    const all = [...new Set([...props.values()].flat())].sort();
    const missing = all.filter((prop) => !mentions(docsText, prop));
    console.log(
      `${name}: ${all.length} props, ${all.length - missing.length} explained`,
    );
    assert.deepEqual(
      missing,
      [],
      `Props not mentioned in the ${name} docs: ${missing.join(', ')}`,
    );
  });

  test(`${name}: every example is used by a page`, () => {
    const examples = readdirSync(join(siteDir, version.examplesDir)).filter(
      (name) => name.endsWith('.tsx'),
    );
    assert.ok(examples.length > 0);
    const unused = examples.filter(
      (name) =>
        !new RegExp(
          `<Example\\s+src=["']${version.examplesDir}/${escapeRegExp(name)}["']`,
        ).test(docsText),
    );
    console.log(`${name}: ${examples.length} examples`);
    assert.deepEqual(
      unused,
      [],
      `Examples not used by any page: ${unused.join(', ')}`,
    );
  });
}

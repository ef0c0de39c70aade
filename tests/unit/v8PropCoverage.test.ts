/**
 * Every prop of DayPicker 8.10.1 must be explained somewhere in the v8 docs,
 * and every v8 example must be shown on a page. The prop names come from the
 * installed package's type declarations, so a prop the docs miss fails here.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';

// Run from the site's root, like every npm script.
const siteDir = process.cwd();
const typesFile = join(siteDir, 'node_modules/react-day-picker-v8/dist/index.d.ts');
const docsDir = join(siteDir, 'versioned_docs/version-8.10.1');
const examplesDir = join(siteDir, 'examples-v8');

/** The interfaces whose members are DayPicker 8 props. */
const PROP_INTERFACES = [
  'DayPickerBase',
  'DayPickerSingleProps',
  'DayPickerMultipleProps',
  'DayPickerRangeProps',
  'DayPickerDefaultProps',
];

/** Own property names of the named interfaces in a declaration file. */
export function interfaceProps(source: string, names: readonly string[]): Map<string, string[]> {
  const file = ts.createSourceFile('index.d.ts', source, ts.ScriptTarget.Latest, true);
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
function mdxFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return relative(docsDir, path) === 'api' ? [] : mdxFiles(path);
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

const docsText = mdxFiles(docsDir)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

test('the declaration file defines every prop interface', () => {
  const props = interfaceProps(readFileSync(typesFile, 'utf8'), PROP_INTERFACES);
  assert.deepEqual([...props.keys()].sort(), [...PROP_INTERFACES].sort());
  assert.ok(props.get('DayPickerBase')!.length > 50, 'DayPickerBase has its many props');
});

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

test('every DayPicker 8 prop is explained in the v8 docs', () => {
  const props = interfaceProps(readFileSync(typesFile, 'utf8'), PROP_INTERFACES);
  const all = [...new Set([...props.values()].flat())].sort();
  const missing = all.filter((prop) => !mentions(docsText, prop));
  assert.deepEqual(missing, [], `Props not mentioned in the v8 docs: ${missing.join(', ')}`);
});

test('every v8 example is used by a page', () => {
  const examples = readdirSync(examplesDir).filter((name) => name.endsWith('.tsx'));
  assert.ok(examples.length > 0);
  const unused = examples.filter(
    (name) => !new RegExp(`<Example\\s+src=["']examples-v8/${escapeRegExp(name)}["']`).test(docsText),
  );
  assert.deepEqual(unused, [], `Examples not used by any v8 page: ${unused.join(', ')}`);
});

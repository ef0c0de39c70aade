/**
 * Every DayPicker prop must be explained somewhere in the docs of its
 * version, and every example must be shown on a page. The prop names come
 * from the installed packages' type declarations (the registry's props
 * interfaces), so a prop the docs miss fails here.
 *
 * A prop counts as explained only where a page names it with
 * `<Prop name="…" />`, which the build checks against the API reference.
 * Props the package tags `@private` or `@internal` have no entry in that
 * reference (TypeDoc leaves them out), so no `<Prop>` can link them: for
 * those, the docs must name them in inline code.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

import {Declarations} from '../../plugins/remark-reference-table/declarations';
import {DOC_VERSIONS} from '../../src/data/docVersions';

const siteDir = join(__dirname, '..', '..');

/** Tags that keep a member out of the generated API reference (plugins/typedoc excludes them). */
const HIDDEN_FROM_REFERENCE = ['private', 'internal', 'hidden', 'ignore'];

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

/** A page without its fenced code blocks: a `<Prop>` shown in code is no link. */
export function withoutCodeBlocks(source: string): string {
  return source.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
}

/** Whether a page explains `prop` with a `<Prop name="prop" />` tag. */
export function explains(docs: string, prop: string): boolean {
  return new RegExp(`<Prop\\s+name=["']${escapeRegExp(prop)}["']`).test(docs);
}

/** Whether the docs name `prop` in inline code (for props the reference leaves out). */
export function namesInCode(docs: string, prop: string): boolean {
  return new RegExp(`\`${escapeRegExp(prop)}\``).test(docs);
}

test('explains accepts <Prop> tags only', () => {
  assert.ok(explains('Set <Prop name="mode" /> first.', 'mode'));
  assert.ok(explains("Set <Prop name='aria-label' />.", 'aria-label'));
  assert.equal(explains('Use `mode` here.', 'mode'), false);
  assert.equal(explains('<Prop name="modes" />', 'mode'), false);
  assert.equal(explains('The mode prop.', 'mode'), false);
});

test('withoutCodeBlocks drops fenced code only', () => {
  const page =
    'Set <Prop name="mode" />.\n\n```tsx\n<Prop name="selected" />\n```\n\nEnd.\n';
  assert.ok(explains(withoutCodeBlocks(page), 'mode'));
  assert.equal(explains(withoutCodeBlocks(page), 'selected'), false);
});

test('namesInCode accepts inline code of the exact name', () => {
  assert.ok(namesInCode('Use `fromDate` here.', 'fromDate'));
  assert.equal(namesInCode('Use `fromDates`.', 'fromDate'), false);
  assert.equal(namesInCode('from date', 'fromDate'), false);
});

for (const version of DOC_VERSIONS) {
  const name = `DayPicker ${version.major}`;
  const docsDir = join(siteDir, version.docsDir);
  const docsText = mdxFiles(docsDir)
    .map((file) => withoutCodeBlocks(readFileSync(file, 'utf8')))
    .join('\n');
  const declarations = new Declarations(
    join(siteDir, 'node_modules', version.packageName, version.typesEntry),
  );
  const props = declarations.props(version.propsInterfaces);
  const hidden = (prop: string) =>
    HIDDEN_FROM_REFERENCE.some((tag) => tag in props.get(prop)!.tags);

  test(`${name}: the declarations define the props interfaces`, () => {
    const declaredIn = new Set([...props.values()].map((p) => p.declaredIn));
    assert.ok(declaredIn.has(version.propsInterfaces[0]));
    assert.ok(props.size > 50, 'DayPicker has its many props');
  });

  test(`${name}: every prop is explained in the docs with <Prop>`, () => {
    const all = [...props.keys()].filter((prop) => !hidden(prop)).sort();
    const missing = all.filter((prop) => !explains(docsText, prop));
    console.log(
      `${name}: ${all.length} props in the reference, ${all.length - missing.length} explained with <Prop>`,
    );
    assert.deepEqual(
      missing,
      [],
      `Props no page explains with <Prop name="…" /> in the ${name} docs: ${missing.join(', ')}`,
    );
  });

  test(`${name}: every prop left out of the reference is named in the docs`, () => {
    const all = [...props.keys()].filter(hidden).sort();
    const missing = all.filter((prop) => !namesInCode(docsText, prop));
    console.log(`${name}: ${all.length} props left out of the reference`);
    assert.deepEqual(
      missing,
      [],
      `Props (hidden from the API reference) the ${name} docs never name: ${missing.join(', ')}`,
    );
  });

  test(`${name}: every example is used by a page`, () => {
    const examples = readdirSync(join(siteDir, version.examplesDir)).filter(
      (file) => file.endsWith('.tsx'),
    );
    assert.ok(examples.length > 0);
    const unused = examples.filter(
      (file) =>
        !new RegExp(
          `<Example\\s+src=["']${version.examplesDir}/${escapeRegExp(file)}["']`,
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

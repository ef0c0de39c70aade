import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import * as prettier from 'prettier';
import ts from 'typescript';

import {javascriptPath, javascriptSource} from './javascriptSource';

const siteDir = join(__dirname, '..', '..');
const EXAMPLE_DIRS = ['examples', 'examples-v8'];

function exampleFiles(): string[] {
  return EXAMPLE_DIRS.flatMap((dir) =>
    readdirSync(join(siteDir, dir))
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => join(dir, name)),
  );
}

/** Top-level names a module imports at run time, sorted. */
function runtimeImports(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
  );
  const names: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) {
      continue;
    }
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) {
      continue;
    }
    if (clause.name) {
      names.push(clause.name.text);
    }
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      names.push(
        ...bindings.elements
          .filter((e) => !e.isTypeOnly)
          .map((e) => e.name.text),
      );
    } else if (bindings) {
      names.push(bindings.name.text);
    }
  }
  return names.sort();
}

describe('javascriptSource', () => {
  it('names the JavaScript file after the TypeScript one', () => {
    assert.equal(javascriptPath('examples/Basic.tsx'), 'examples/Basic.jsx');
  });

  it('removes types, keeps JSX and comments', async () => {
    const javascript = await javascriptSource(
      [
        'import { useState, type ReactNode } from "react";',
        'import type { DateRange } from "react-day-picker";',
        'import { DayPicker } from "react-day-picker";',
        '',
        'interface Props {',
        '  label: string;',
        '}',
        '',
        '// Why this example exists.',
        'export default function Example({ label }: Props): ReactNode {',
        '  const [range] = useState<DateRange | undefined>();',
        '  return <DayPicker footer={label as string} selected={range?.from!} />;',
        '}',
      ].join('\n'),
      join(siteDir, 'examples/Inline.tsx'),
    );
    assert.equal(
      javascript,
      [
        'import { useState } from "react";',
        'import { DayPicker } from "react-day-picker";',
        '',
        '// Why this example exists.',
        'export default function Example({ label }) {',
        '  const [range] = useState();',
        '  return <DayPicker footer={label} selected={range?.from} />;',
        '}',
      ].join('\n'),
    );
  });

  it('names the file when its code does not parse', async () => {
    await assert.rejects(
      javascriptSource(
        'export default function () { return <p>; }',
        join(siteDir, 'examples/Broken.tsx'),
      ),
      /Broken\.tsx/,
    );
  });

  for (const src of exampleFiles()) {
    it(`${src}: valid, formatted JavaScript with the same run-time imports`, async () => {
      const source = readFileSync(join(siteDir, src), 'utf8');
      const javascript = await javascriptSource(source, join(siteDir, src));
      const parsed = ts.createSourceFile(
        'Example.jsx',
        javascript,
        ts.ScriptTarget.Latest,
        true,
        ts.ScriptKind.JSX,
      );
      const diagnostics = (
        parsed as unknown as {parseDiagnostics: ts.Diagnostic[]}
      ).parseDiagnostics;
      assert.deepEqual(
        diagnostics.map((d) =>
          ts.flattenDiagnosticMessageText(d.messageText, '\n'),
        ),
        [],
      );
      assert.doesNotMatch(javascript, /\binterface\s+\w+\s*\{|:\s*ReactNode\b/);
      const options = await prettier.resolveConfig(join(siteDir, src));
      assert.ok(
        await prettier.check(`${javascript}\n`, {
          ...options,
          filepath: join(siteDir, javascriptPath(src)),
        }),
        'formatted like the TypeScript file',
      );
      assert.deepEqual(
        runtimeImports(javascript, 'Example.jsx'),
        runtimeImports(source, 'Example.tsx').filter((name) =>
          // An import used only as a type has nothing to do at run time.
          new RegExp(`\\b${name}\\b`).test(
            javascript.replace(/^import[^;]*;/gm, ''),
          ),
        ),
      );
    });
  }
});

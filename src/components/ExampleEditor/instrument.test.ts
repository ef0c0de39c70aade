import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {parser} from '@lezer/javascript';

import {DOC_VERSIONS} from '../../data/docVersions';
import {javascriptSource} from '../../../plugins/remark-example/javascriptSource';
import {CodeError, compile, evaluate} from './compile';
import {instrument} from './instrument';
import {createScope, GUARD_BUDGET_MS} from './sandbox';
import {unsafeRepetition} from './unsafePattern';

const NAMES = {guard: 'G', regex: 'R'};
const guardLoops = (code: string) => instrument(code, NAMES);

const siteDir = join(__dirname, '..', '..', '..');

/** Compiles and runs an example file, returning its default export. */
function run(
  source: string,
  modules: [string, unknown][] = [],
): (...args: unknown[]) => unknown {
  return evaluate(
    compile(source),
    new Map(modules),
    createScope(),
  ) as () => unknown;
}

describe('instrument', () => {
  it('guards the body of every kind of loop', () => {
    assert.equal(
      guardLoops(
        'while (a) {} do {} while (b); for (let i = 0; i < n; i++) {} for (;;) {} for (const x of xs) {} for (k in o) {}',
      ),
      'while (a) {G(1);} do {G(1);} while (b); for (let i = 0; i < n; i++) {G(1);} for (;;) {G(1);} for (const x of xs) {G(1);} for (k in o) {G(1);}',
    );
  });

  it('wraps single-statement bodies, nested and labelled loops in braces', () => {
    assert.equal(
      guardLoops(
        'o: for (const a in b) for (;;) continue o; do x(); while (c); if (a) while (b) ; else y();',
      ),
      'o: for (const a in b) {G(1);for (;;) {G(1);continue o;}} do {G(1);x();} while (c); if (a) while (b) {G(1);;} else y();',
    );
  });

  it('leaves strings, comments and properties alone, and checks regular expressions', () => {
    const code =
      "const s = 'while (x)'; // for (;;)\n/* while (y) */ const r = /for(/g; a.while(1); const t = `${s} while (z)`;";
    assert.equal(guardLoops(code), code.replace('/for(/g', 'R(/for(/g)'));
  });

  it('guards loops and functions inside template literal expressions', () => {
    assert.equal(
      guardLoops('const t = `${(() => { while (a) {} })()}`;'),
      'const t = `${(() => {G(); while (a) {G(1);} })()}`;',
    );
  });

  it('reads a regular expression after `)` as one, and guards the loop after it', () => {
    assert.equal(
      guardLoops('if (ok) /"/.test(s); while (i < 3) { i++; }'),
      'if (ok) R(/"/).test(s); while (i < 3) {G(1); i++; }',
    );
  });

  it('guards the body of every kind of function', () => {
    assert.equal(
      guardLoops(
        'function a(x) { return x } const b = function () {}; const c = async (y) => { await y }; function* g() { yield 1 } class K extends J { constructor() { super() } m() {} get p() { return 1 } static s() {} } const o = { m() {}, get q() { return 2 }, r: function () {} };',
      ),
      'function a(x) {G(); return x } const b = function () {G();}; const c = async (y) => {G(); await y }; function* g() {G(); yield 1 } class K extends J { constructor() {G(); super() } m() {G();} get p() {G(); return 1 } static s() {G();} } const o = { m() {G();}, get q() {G(); return 2 }, r: function () {G();} };',
    );
  });

  it('guards arrow functions with an expression body, nested ones and those that end a loop body', () => {
    assert.equal(
      guardLoops(
        'const f = (a) => a + 1; const g = (a) => (b) => ({a, b}); for (;;) h = () => 0',
      ),
      'const f = (a) => (G(), a + 1); const g = (a) => (G(), (b) => (G(), ({a, b}))); for (;;) {G(1);h = () => (G(), 0)}',
    );
  });

  it('refuses code the parser cannot read instead of leaving a loop unguarded', () => {
    // Valid JavaScript with escaped names, which @lezer/javascript flags,
    // and the line where it flags each.
    for (const [line, at] of [
      ['while (true) { \\u006e++; }', 2],
      ['for (;;) o.\\u0061 = 1;', 2],
      ['while (a) f({ \\u0061: 1 });', 2],
      ['function f() { let \\u0079 = 2; for (;;) {} }', 2],
      ['const \\u{6e} = 1; while (true) {}', 2],
      // A line continuation after a CR LF: flagged where the string ends.
      ["const s = '\\\r\n'; while (true) {}", 3],
      ['while (a) { f( }', 2],
    ] as const) {
      assert.throws(
        () => guardLoops(`let n = 0;\n${line}`),
        (error) =>
          error instanceof CodeError &&
          error.message ===
            `Line ${at} uses syntax the editor can't check (such as a name written with a \\u escape), so the code doesn't run here; Open in StackBlitz runs it.`,
        line,
      );
    }
  });

  it('still guards a loop after the semicolon JavaScript inserts after `do … while (x)`', () => {
    assert.equal(
      guardLoops('function f() { do x(); while (c) y(); }'),
      'function f() {G(); do {G(1);x();} while (c) y(); }',
    );
  });
});

describe('guarded code', () => {
  it('leaves methods and properties named like loops working', () => {
    const X = run(`class A { while() { return 1 } }
const o = { while() { return 2 }, for: 3 };
export default function X() {
  return new A().while() + o.while() + o.for;
}`);
    assert.equal(X(), 6);
  });

  it('runs every kind of loop as before, in JSX and arrow functions too', () => {
    const source = `export default function X({rows}: {rows: number[][]}) {
  const seen: string[] = [];
  outer: for (const row of rows) {
    for (let i = 0; i < row.length; i++) {
      if (row[i] < 0) continue outer;
      if (row[i] === 0) continue;
      seen.push(String(row[i]));
    }
  }
  let n = 0;
  while (n < 2) n++;
  do n += 10; while (n < 30)
  do { n++ } while (n < 33) n *= 2;
  for (const key in {a: 1, b: 2}) seen.push(key);
  return <p>{seen.join(',')} {n} {rows.map((row) => { let sum = 0; for (const x of row) sum += x; return sum; }).join('/')}</p>;
}`;
    const X = run(source, [
      ['react/jsx-runtime', {jsxs: (_: unknown, props: unknown) => props}],
    ]);
    const {children} = X({
      rows: [
        [1, 0, 2],
        [3, -1, 4],
      ],
    }) as {children: unknown[]};
    assert.deepEqual(children, ['1,2,3,a,b', ' ', 66, ' ', '3/6']);
  });

  it('reads the clock on every iteration, so slow iterations stop on time', async () => {
    // A task of its own: the budget is the task's, and earlier tests ran code.
    await new Promise((done) => setTimeout(done, 20));
    let iterations = 0;
    const sleep = new Int32Array(new SharedArrayBuffer(4));
    const Slow = run(
      `import {slowStep} from 'slow';
export default function Slow() { while (true) slowStep(); }`,
      [
        [
          'slow',
          {
            slowStep: () => {
              iterations += 1;
              Atomics.wait(sleep, 0, 0, 20);
            },
          },
        ],
      ],
    );
    const start = performance.now();
    assert.throws(() => Slow(), /kept the page busy for more than 800 ms/);
    const elapsed = performance.now() - start;
    assert.ok(elapsed >= GUARD_BUDGET_MS, `stopped after ${elapsed} ms`);
    assert.ok(elapsed < GUARD_BUDGET_MS + 500, `stopped after ${elapsed} ms`);
    assert.ok(iterations < 60, `${iterations} iterations`);
  });

  it('checks every example, in TypeScript and JavaScript: each compiles, instruments and passes the regular-expression check', async () => {
    let files = 0;
    for (const {examplesDir} of DOC_VERSIONS) {
      for (const file of readdirSync(join(siteDir, examplesDir))) {
        if (!file.endsWith('.tsx')) {
          continue;
        }
        const path = join(siteDir, examplesDir, file);
        const source = readFileSync(path, 'utf8');
        const javascript = await javascriptSource(source, path);
        for (const [language, text] of [
          ['ts', source],
          ['js', javascript],
        ] as const) {
          const name = `${examplesDir}/${file} (${language})`;
          // compile() refuses what the instrumenter can't check (./uncheckable).
          const {code} = compile(text, language);
          assert.doesNotThrow(
            () => new Function(...Object.keys(createScope().bindings), code),
            name,
          );
          parser.parse(code).iterate({
            enter: (node) => {
              if (node.name === 'RegExp') {
                const pattern = code.slice(node.from, node.to);
                const body = pattern.slice(1, pattern.lastIndexOf('/'));
                assert.equal(
                  unsafeRepetition(body),
                  null,
                  `${name}: ${pattern}`,
                );
              }
            },
          });
        }
        files += 1;
      }
    }
    assert.ok(files > 100, `${files} example files`);
  });
});

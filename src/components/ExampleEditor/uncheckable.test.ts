import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {CodeError, compile, evaluate} from './compile';
import {createScope} from './sandbox';

const IMPORT = "import {DayPicker} from 'react-day-picker';";

/** The message compile() refuses `source` with, or null when it compiles. */
function refusal(source: string): string | null {
  try {
    compile(source);
    return null;
  } catch (error) {
    assert.ok(error instanceof CodeError, String(error));
    return error.message;
  }
}

describe('uncheckable', () => {
  it('refuses eval and Function, however the code reaches them, naming the line', () => {
    const runs = (name: string) =>
      `uses \`${name}\`, which runs code the editor can't check`;
    const constructor =
      "reads a `constructor` property, which leads to `Function` and runs code the editor can't check";
    const timer = (name: string) =>
      `reads \`${name}\` from an object, which the editor can't check (use \`${name}\` by itself)`;
    const cases: [string, string][] = [
      ["eval('while (true) {}');", runs('eval')],
      ["window.eval('for (;;) {}');", runs('eval')],
      ["globalThis['eval']('for (;;) {}');", runs('eval')],
      ["Function('for (;;) {}')();", runs('Function')],
      ["new Function('for (;;) {}')();", runs('Function')],
      ["const {Function: F} = globalThis; F('x')();", runs('Function')],
      ["(() => {}).constructor('for (;;) {}')();", constructor],
      ["(async () => {})?.constructor('x');", constructor],
      ["(function* () {})['constructor']('x');", constructor],
      ['const {constructor} = () => {};', constructor],
      ['const {constructor: C} = () => {};', constructor],
      ["window.setTimeout('for (;;) {}');", timer('setTimeout')],
      ["self.setInterval('for (;;) {}', 9);", timer('setInterval')],
    ];
    for (const [line, what] of cases) {
      assert.equal(
        refusal(
          `${IMPORT}\n${line}\nexport default function Example() { return <DayPicker />; }`,
        ),
        `Line 2 ${what}, so the code doesn't run here; Open in StackBlitz runs it.`,
        line,
      );
    }
  });

  it('refuses RegExp read from an object, which would skip the pattern check', () => {
    for (const line of [
      "new window.RegExp('(a+)+$').test('a'.repeat(40) + '!');",
      "globalThis.RegExp('(a|a)*');",
      "self['RegExp']('(a+)+');",
      'const {RegExp: R} = window;',
      'const {RegExp} = window;',
      "/x/.constructor('(a+)+$');",
    ]) {
      assert.match(
        refusal(`${line}\nexport default function X() { return null; }`) ?? '',
        /^Line 1 reads (`RegExp` from an object|a `constructor` property)/,
        line,
      );
    }
  });

  it('runs code that only looks alike: keys it defines, class constructors, words in text', () => {
    const X = evaluate(
      compile(`class Point { x: number; constructor(x: number) { this.x = x; } }
const o = {constructor: 1, RegExp: 2, setTimeout: 3, evaluate: () => 4};
export default function X() {
  const words = ['eval', 'Function', 'constructor'].join(' ');
  setTimeout(() => undefined);
  return [new Point(1).x, Object.keys(o).join(), o.evaluate(), new RegExp('^a+$').test('aa'), words];
}`),
      new Map(),
      createScope(),
    ) as () => unknown;
    assert.deepEqual(X(), [
      1,
      'constructor,RegExp,setTimeout,evaluate',
      4,
      true,
      'eval Function constructor',
    ]);
  });
});

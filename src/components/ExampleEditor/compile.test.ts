import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {CodeError, compile, evaluate, MAX_CODE_LENGTH} from './compile';
import {
  ALLOWED_MODULES,
  DisallowedImportError,
  loadModules,
  ownCssModules,
} from './modules';
import {docVersion} from '../../data/docVersions';
import {createScope} from './sandbox';

const PASTED = `import {DayPicker} from 'react-day-picker';
import type {DateRange} from 'react-day-picker';
export default function X() {
  const range: DateRange | undefined = undefined;
  return <DayPicker numberOfMonths={2} footer="Hi" selected={range} mode="range" />;
}`;

describe('compile', () => {
  it('turns TSX with imports into CommonJS and lists what it requires', () => {
    const {code, requires} = compile(PASTED);
    assert.deepEqual(requires, ['react/jsx-runtime', 'react-day-picker']);
    assert.doesNotMatch(code, /DateRange|<DayPicker/);
    assert.match(code, /exports\.default = X/);
  });

  it('compiles JavaScript as JavaScript: JSX runs, a type annotation is a syntax error', () => {
    const javascript = `import {DayPicker} from 'react-day-picker';
export default function X() {
  return <DayPicker mode="single" />;
}`;
    assert.match(compile(javascript, 'js').code, /exports\.default = X/);
    assert.throws(
      () => compile(PASTED, 'js'),
      (error: Error) =>
        error instanceof CodeError &&
        /^Line 2, column \d+:/.test(error.message),
    );
  });

  it('keeps imports the code does not use, so they are checked too', () => {
    assert.deepEqual(
      compile(`import {debounce} from 'lodash';\n${PASTED}`).requires,
      ['react/jsx-runtime', 'lodash', 'react-day-picker'],
    );
  });

  it('names the line and column of a syntax error', () => {
    assert.throws(
      () => compile('const a = 1;\nconst b = ;\nexport default a;'),
      (error: Error) =>
        error instanceof CodeError &&
        error.message === 'Line 2, column 11: Unexpected token',
    );
  });

  it(`refuses code longer than ${MAX_CODE_LENGTH} characters`, () => {
    assert.throws(
      () => compile(`// ${'x'.repeat(MAX_CODE_LENGTH)}`),
      /runs at most 20,000/,
    );
  });
});

describe('evaluate', () => {
  const fakeDayPicker = () => null;
  const modules = new Map<string, unknown>([
    [
      'react/jsx-runtime',
      {jsx: (type: unknown, props: unknown) => ({type, props})},
    ],
    ['react-day-picker', {__esModule: true, DayPicker: fakeDayPicker}],
  ]);

  it('returns the default export, wired to the given modules', () => {
    const X = evaluate(compile(PASTED), modules, createScope()) as () => {
      type: unknown;
      props: Record<string, unknown>;
    };
    const element = X();
    assert.equal(element.type, fakeDayPicker);
    assert.equal(element.props.numberOfMonths, 2);
    assert.equal(element.props.footer, 'Hi');
  });

  it('asks for a default-exported component', () => {
    assert.throws(
      () => evaluate(compile('export const a = 1;'), modules, createScope()),
      /must end with `export default`/,
    );
  });

  it('stops a loop that never ends', () => {
    const Loop = evaluate(
      compile('export default function Loop() { while (true) {} }'),
      modules,
      createScope(),
    ) as () => void;
    const start = Date.now();
    assert.throws(() => Loop(), /kept the page busy for more than 800 ms/);
    assert.ok(Date.now() - start < 5000);
  });
});

describe('modules', () => {
  it("finds the example's own CSS modules", () => {
    assert.deepEqual(
      ownCssModules(
        "import {DayPicker} from 'react-day-picker';\nimport styles from './Booked.module.css';",
      ),
      ['./Booked.module.css'],
    );
  });

  it('names the allowed modules when the code imports another one', async () => {
    await assert.rejects(
      loadModules(['react', 'lodash'], {version: 'v9', cssModules: []}),
      (error: Error) =>
        error instanceof DisallowedImportError &&
        error.message.startsWith(
          `"lodash" can't be imported here. A DayPicker ${docVersion('v9').documentedVersion} example can import only: react, react-day-picker, react-day-picker/locale,`,
        ),
    );
    await assert.rejects(
      loadModules(['react-day-picker/locale'], {
        version: 'v8',
        cssModules: [],
      }),
      (error: Error) =>
        error.message ===
        `"react-day-picker/locale" can't be imported here. A DayPicker ${docVersion('v8').documentedVersion} example can import only: ${Object.keys(ALLOWED_MODULES.v8).join(', ')}.`,
    );
  });

  it('loads the 8.10.1 package for v8 code', async () => {
    const modules = await loadModules(['react-day-picker'], {
      version: 'v8',
      cssModules: [],
    });
    const v8 = modules.get('react-day-picker') as Record<string, unknown>;
    // Only DayPicker 8 exports `useDayRender`.
    assert.equal(typeof v8.useDayRender, 'function');
  });
});

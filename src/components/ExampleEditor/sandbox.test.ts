import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {compile, evaluate} from './compile';
import {
  createScope,
  GUARD_BUDGET_MS,
  PAUSE_MS,
  StoppedError,
  TASK_LIMIT_MS,
  UnsafePatternError,
} from './sandbox';

/** A task of its own: the budget is the task's, and earlier tests ran code. */
const nextTask = () => new Promise((done) => setTimeout(done, 10));

/** Compiles and runs `source` in `scope`; returns its default export. */
function run(source: string, scope = createScope()) {
  return evaluate(compile(source), new Map(), scope) as (
    props?: unknown,
  ) => unknown;
}

describe('createScope', () => {
  it('stops code that never ends without a loop: recursion, promise chains, a comparator', async () => {
    for (const body of [
      // A chain of promises: the page never gets to paint or take input.
      // (Its end is caught: the test runner fails on an unhandled rejection.)
      `const f = (): Promise<void> => Promise.resolve().then(f); await f().catch(() => undefined);`,
      // A huge sort through a comparator.
      `Array.from({length: 5_000_000}, (_, i) => -i).sort((a, b) => a - b);`,
      // Mutual recursion that returns before the stack fills, forever.
      `const ping = (n): number => n > 1000 ? 0 : pong(n + 1); const pong = (n): number => ping(n); for (let i = 0; ; i++) ping(0);`,
    ]) {
      await nextTask();
      const stops: StoppedError[] = [];
      const scope = createScope((error) => stops.push(error));
      const start = performance.now();
      const X = run(`export default async function X() { ${body} }`, scope);
      await (X() as Promise<void>).catch(() => undefined);
      const elapsed = performance.now() - start;
      assert.equal(stops.length, 1, body);
      assert.ok(scope.stopped, body);
      assert.ok(elapsed < GUARD_BUDGET_MS + 1000, `${elapsed} ms: ${body}`);
    }
  });

  it('gives the budget to the task: a stopped scope stays stopped, a new one starts afresh', async () => {
    await nextTask();
    const scope = createScope();
    const Loop = run(
      'export default function Loop() { while (true) {} }',
      scope,
    );
    assert.throws(() => Loop(), StoppedError);
    // React renders a failed component again at once: no second wait.
    const again = performance.now();
    assert.throws(() => Loop(), StoppedError);
    assert.ok(performance.now() - again < 50);
    await nextTask();
    assert.throws(() => Loop(), StoppedError);
    const Fine = run('export default function Fine() { return 1 }');
    assert.equal(Fine(), 1);
  });

  it('leaves out the time spent elsewhere between two calls of the code, in one task', async () => {
    await nextTask();
    const Quick = run('export default function Quick() { return 1 }');
    const busy = (ms: number) => {
      const start = performance.now();
      while (performance.now() - start < ms) {
        // The library or the browser, not the reader's code.
      }
    };
    // Three pauses, more than the budget together, within the task's limit.
    for (let render = 0; render < 3; render++) {
      assert.equal(Quick(), 1);
      busy(PAUSE_MS + 100);
    }
    assert.ok(3 * (PAUSE_MS + 100) > GUARD_BUDGET_MS);
    assert.ok(3 * (PAUSE_MS + 100) < TASK_LIMIT_MS);
    assert.equal(Quick(), 1);
    // Code that keeps running is still stopped on time.
    const Loop = run('export default function Loop() { while (true) {} }');
    const start = performance.now();
    assert.throws(() => Loop(), StoppedError);
    assert.ok(performance.now() - start < GUARD_BUDGET_MS + 200);
  });

  it('counts what a loop spends in one long call each time round: such a loop is stopped too', async () => {
    await nextTask();
    // Stands for an engine call the guard can't reach, longer than a pause.
    const engine = {
      busy(ms: number) {
        const start = performance.now();
        while (performance.now() - start < ms) {
          // Not the reader's code: nothing here calls the guard.
        }
      },
    };
    const Loop = evaluate(
      compile(
        `import {busy} from 'engine'; export default function Loop() { while (true) { busy(${PAUSE_MS + 100}); } }`,
      ),
      new Map([['engine', engine]]),
      createScope(),
    ) as () => unknown;
    const start = performance.now();
    assert.throws(() => Loop(), StoppedError);
    assert.ok(performance.now() - start < GUARD_BUDGET_MS + PAUSE_MS + 300);
  });

  it('stops a recursion or a chain of promises whose every step is one long engine call, once the task has lasted its limit', async () => {
    const engine = {
      busy(ms: number) {
        const start = performance.now();
        while (performance.now() - start < ms) {
          // Not the reader's code: nothing here calls the guard.
        }
      },
    };
    const step = PAUSE_MS + 100;
    for (const body of [
      `const f = (): Promise<void> => { busy(${step}); return Promise.resolve().then(f); }; await f();`,
      `const r = (n: number): number => { busy(${step}); return r(n + 1); }; r(0);`,
    ]) {
      await nextTask();
      const stops: StoppedError[] = [];
      const X = evaluate(
        compile(
          `import {busy} from 'engine'; export default async function X() { ${body} }`,
        ),
        new Map([['engine', engine]]),
        createScope((error) => stops.push(error)),
      ) as () => Promise<void>;
      const start = performance.now();
      await assert.rejects(X(), StoppedError, body);
      const elapsed = performance.now() - start;
      assert.equal(stops.length, 1, body);
      // Stopped at the first call past the limit: at most one step later.
      assert.ok(elapsed < TASK_LIMIT_MS + step + 200, `${elapsed} ms: ${body}`);
    }
  });

  it("charges a stop to the code that ran: another scope's code in the same task still runs", async () => {
    await nextTask();
    const Loop = run('export default function Loop() { while (true) {} }');
    const Shown = run('export default function Shown() { return 1 }');
    assert.throws(() => Loop(), StoppedError);
    assert.equal(Shown(), 1);
  });

  it("reports the code's own error after a long render, not a stop, when React renders it again", async () => {
    await nextTask();
    const X = run(`export default function X() {
  const start = performance.now();
  while (performance.now() - start < 700) {}
  throw new Error('Mine');
}`);
    for (let attempt = 0; attempt < 6; attempt++) {
      assert.throws(() => X(), /^Error: Mine$/);
    }
  });

  it('refuses a regular expression that can backtrack for ever, as a literal or a RegExp, nested or with alternatives', async () => {
    await nextTask();
    const start = performance.now();
    const Literal = run(
      "export default function X() { return /(a+)+$/.test('a'.repeat(40) + '!') }",
    );
    assert.throws(() => Literal(), UnsafePatternError);
    const Built = run(
      "export default function X() { return new RegExp('(a+)+$').test('a'.repeat(40) + '!') }",
    );
    assert.throws(
      () => Built(),
      /repeats a group that itself repeats \(\(a\+\)\+\)/,
    );
    const Called = run(
      "export default function X() { return RegExp('(x*)*') }",
    );
    assert.throws(() => Called(), UnsafePatternError);
    const Alternatives = run(
      "export default function X() { return /^(a|a)*$/.test('a'.repeat(40) + '!') }",
    );
    assert.throws(
      () => Alternatives(),
      /repeats a choice between alternatives \(\(a\|a\)\*\)/,
    );
    assert.ok(performance.now() - start < 500);
    const Fine = run(
      "export default function X() { const r = new RegExp('^\\\\d+$'); return r instanceof RegExp && r.test('12') && /a+/.test('aa') }",
    );
    assert.equal(Fine(), true);
  });

  it("stops the code's timers when the scope stops, and runs none of them after", async () => {
    await nextTask();
    const calls: string[] = [];
    Object.assign(globalThis, {record: (name: string) => calls.push(name)});
    const scope = createScope();
    const X = run(
      `declare const record: (name: string) => void;
export default function X() {
  setTimeout(() => record('timeout'), 5);
  setInterval(() => record('interval'), 5);
}`,
      scope,
    );
    X();
    await new Promise((done) => setTimeout(done, 30));
    assert.ok(calls.includes('timeout'));
    assert.ok(calls.includes('interval'));
    scope.stop();
    const count = calls.length;
    await new Promise((done) => setTimeout(done, 30));
    assert.equal(calls.length, count);
    assert.throws(() => X(), StoppedError);
  });
});

import {GUARD, REGEX} from './instrument';
import {unsafeRepetition, type UnsafeRepetition} from './unsafePattern';

/**
 * What the edited code of an example runs with, so the page can stop it
 * (the names instrumented code calls: ./instrument). Every loop iteration
 * and function call goes through `guard`: edited code may spend at most
 * GUARD_BUDGET_MS of one task (one piece of work of the page, between two
 * chances to paint and take input), after which the scope is stopped for
 * good: its timers are cleared and every later guard call throws at once,
 * so none of its renders, handlers or callbacks can take the page again;
 * the next edit, Reset or leaving the page runs or drops it. Its timers
 * (the code's `setTimeout`, `setInterval`, `requestAnimationFrame`) are its
 * own, cleared when it stops. Its regular expressions are checked before
 * they run (./unsafePattern).
 *
 * Code that would reach past the scope (`eval`, `Function`,
 * `window.setTimeout`, `window.RegExp`) is refused before it runs
 * (./uncheckable). What no guard can reach is one call of the engine's own
 * code that runs long (a default `sort()` of millions of items,
 * `'x'.repeat(1e9)`): the page waits for it, once (in a loop, its time is
 * counted at the next iteration; in a recursion or a chain of promises, the
 * code is stopped once the task has lasted TASK_LIMIT_MS); a regular expression
 * built from a string by `String.prototype.match` bypasses the scope.
 */

/**
 * Longest a task may spend in edited code before the code is stopped: no
 * example needs a tenth of it, and what the page does around it (the
 * library's rendering, collecting what the stopped code left) still fits
 * in a second, on a busy machine too.
 */
export const GUARD_BUDGET_MS = 800;
/** A gap between guard calls longer than this is time spent elsewhere. */
export const PAUSE_MS = 250;
/**
 * However its time was spent, a task this long in which edited code is
 * still being called has kept the page from answering: the code is stopped
 * at its next call. Without it, a recursion or a chain of promises whose
 * every step is one long engine call (each gap a "pause") ran for good.
 */
export const TASK_LIMIT_MS = 1_200;

/** The reader's code was stopped; the message says why, for the reader. */
export class StoppedError extends Error {}

/** A regular expression the editor refuses to run. */
export class UnsafePatternError extends Error {}

// The clock of the current task, shared by every scope: they all run on the
// page's one thread. A task's start is taken at its first guard call; the
// clock restarts once the task has ended, since code that never ends never
// lets the next one run.
const now = () => performance.now();
let taskStart: number | null = null;
/** When the current task's first guard call came: `taskStart` without the pauses. */
let taskBegan = 0;
let taskId = 0;
function endTask() {
  taskStart = null;
  taskId += 1;
}
/**
 * Runs `endTask` once the current task is over: a message, which no
 * background tab throttles (a timer there may wait a minute, and the code
 * would be stopped for a task long gone); Node (the unit tests) has
 * `setImmediate` for it.
 */
const afterTask: () => void =
  typeof setImmediate === 'function'
    ? () => setImmediate(endTask)
    : (() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = endTask;
        return () => channel.port2.postMessage(null);
      })();

let lastCall = 0;

function restartTask() {
  if (taskStart !== null) {
    taskStart = taskBegan = lastCall = now();
  }
}

/**
 * How long edited code has run in the current task. A pause of more than
 * PAUSE_MS between two guard calls is left out: the code had returned, and
 * the time went to the library (rendering a calendar after the reader's
 * component returned) or to the browser; on a slow phone that alone could
 * pass the budget between two renders of one task. A pause that ends at
 * the next iteration of a loop (`inLoop`) is counted: the loop's body was
 * running, in calls of the engine or the library that it made. Once the
 * task has lasted TASK_LIMIT_MS, the time is Infinity: no pause is left out.
 */
function timeInTask(time: number, inLoop: boolean): number {
  if (taskStart === null) {
    taskStart = taskBegan = time;
    afterTask();
  } else if (time - lastCall > PAUSE_MS && !inLoop) {
    taskStart += time - lastCall;
  }
  lastCall = time;
  return time - taskBegan > TASK_LIMIT_MS ? Infinity : time - taskStart;
}

type Timer = ReturnType<typeof setTimeout>;

export interface Scope {
  /** The names the instrumented code and its globals resolve to, in order. */
  readonly bindings: Readonly<Record<string, unknown>>;
  /** Wraps the default export so a render that failed fails again at once. */
  component: <C>(component: C) => C;
  /** Stops the code: clears its timers; every later guard call throws. */
  stop: (reason?: StoppedError) => void;
  readonly stopped: boolean;
}

const checkedPatterns = new Map<string, UnsafeRepetition | null>();

function checkPattern(source: string) {
  let unsafe = checkedPatterns.get(source);
  if (unsafe === undefined) {
    unsafe = unsafeRepetition(source);
    checkedPatterns.set(source, unsafe);
  }
  if (unsafe === null) {
    return;
  }
  const [what, advice] =
    unsafe.repeats === 'repetition'
      ? ['a group that itself repeats', 'Repeat only one of the two.']
      : [
          'a choice between alternatives',
          'Where the alternatives are single characters, use a character class (`[ab]*` rather than `(a|b)*`).',
        ];
  throw new UnsafePatternError(
    `The regular expression /${source}/ repeats ${what} (${unsafe.part}). On some texts such a pattern takes longer than anyone can wait, and nothing can stop it midway, so the editor doesn't run it. ${advice}`,
  );
}

/**
 * A scope for one evaluation of edited code. `onStop` hears why it was
 * stopped by its guard (a loop, a recursion, a promise chain): that can
 * happen outside any render, in a timer or an event handler.
 */
export function createScope(
  onStop: (error: StoppedError) => void = () => undefined,
): Scope {
  let stoppedBy: StoppedError | null = null;
  const timeouts = new Set<Timer>();
  const intervals = new Set<Timer>();
  const frames = new Set<number>();

  const stop = (reason?: StoppedError) => {
    if (stoppedBy) {
      return;
    }
    stoppedBy =
      reason ??
      new StoppedError('The code was stopped: it was reset or replaced.');
    timeouts.forEach(clearTimeout);
    intervals.forEach(clearInterval);
    frames.forEach((id) => cancelAnimationFrame(id));
    timeouts.clear();
    intervals.clear();
    frames.clear();
    if (reason) {
      onStop(reason);
    }
  };

  /** Called first in every function body, and as `guard(1)` in every loop body. */
  function guard(loop?: 1) {
    if (stoppedBy) {
      throw stoppedBy;
    }
    if (timeInTask(now(), loop === 1) > GUARD_BUDGET_MS) {
      const error = new StoppedError(
        `Your code kept the page busy for more than ${GUARD_BUDGET_MS} ms and was stopped: a loop, a recursion or a chain of promises that does not end. Check their conditions; the code runs again when you change it.`,
      );
      stop(error);
      // The time was this scope's: code of another scope that runs next in
      // the task (the last version that rendered, shown instead) starts
      // afresh rather than being stopped for it.
      restartTask();
      throw error;
    }
  }

  function regex(pattern: RegExp): RegExp {
    guard();
    checkPattern(pattern.source);
    return pattern;
  }

  function CheckedRegExp(pattern?: string | RegExp, flags?: string) {
    guard();
    checkPattern(
      pattern instanceof RegExp ? pattern.source : String(pattern ?? ''),
    );
    return new RegExp(pattern ?? '', flags);
  }
  CheckedRegExp.prototype = RegExp.prototype;
  Object.setPrototypeOf(CheckedRegExp, RegExp);

  /** `callback` run only while the scope is live, its handle forgotten once run. */
  function own<A extends unknown[]>(
    callback: unknown,
    done: () => void,
  ): (...args: A) => void {
    return (...args: A) => {
      done();
      if (!stoppedBy && typeof callback === 'function') {
        (callback as (...args: A) => void)(...args);
      }
    };
  }

  const bindings = {
    setTimeout(callback: unknown, delay?: number, ...args: unknown[]) {
      const id: Timer = setTimeout(
        own(callback, () => timeouts.delete(id)),
        delay,
        ...args,
      );
      if (!stoppedBy) {
        timeouts.add(id);
      } else {
        clearTimeout(id);
      }
      return id;
    },
    clearTimeout(id: Timer) {
      timeouts.delete(id);
      clearTimeout(id);
    },
    setInterval(callback: unknown, delay?: number, ...args: unknown[]) {
      const id: Timer = setInterval(
        own(callback, () => undefined),
        delay,
        ...args,
      );
      if (!stoppedBy) {
        intervals.add(id);
      } else {
        clearInterval(id);
      }
      return id;
    },
    clearInterval(id: Timer) {
      intervals.delete(id);
      clearInterval(id);
    },
    requestAnimationFrame(callback: unknown) {
      const id = requestAnimationFrame(
        own<[number]>(callback, () => frames.delete(id)),
      );
      if (!stoppedBy) {
        frames.add(id);
      } else {
        cancelAnimationFrame(id);
      }
      return id;
    },
    cancelAnimationFrame(id: number) {
      frames.delete(id);
      cancelAnimationFrame(id);
    },
    RegExp: CheckedRegExp,
  };

  // The render that threw in this task, thrown again at once: React renders
  // a failed component again (and again) in the same task before it gives
  // up, and each attempt would run the code's loops once more, or report a
  // later guard's stop instead of the code's own error.
  let failed: {task: number; error: unknown} | null = null;
  function component<C>(Component: C): C {
    if (
      typeof Component !== 'function' ||
      (Component as {prototype?: {isReactComponent?: unknown}}).prototype
        ?.isReactComponent
    ) {
      return Component;
    }
    const render = Component as (props: unknown) => unknown;
    const Guarded = (props: unknown) => {
      if (stoppedBy) {
        throw stoppedBy;
      }
      if (failed && failed.task === taskId) {
        throw failed.error;
      }
      try {
        return render(props);
      } catch (error) {
        // A thrown promise is React's Suspense, not a failure.
        if (!(error instanceof Promise)) {
          failed = {task: taskId, error};
        }
        throw error;
      }
    };
    Guarded.displayName = render.name;
    return Guarded as C;
  }

  return {
    bindings: {[GUARD]: guard, [REGEX]: regex, ...bindings},
    component,
    stop,
    get stopped() {
      return stoppedBy !== null;
    },
  };
}

import {parser} from '@lezer/javascript';

/**
 * Guards every loop of compiled example code (`for`, `for … of`, `for … in`,
 * `while`, `do … while`) against running forever: the first statement of
 * each loop's body becomes `GUARD();`, and GUARD throws once the current
 * task has spent more than a second in guarded loops.
 *
 * It reads the compiler's output, not the reader's TypeScript and JSX: by
 * then sucrase has reported any syntax error with its line and column, and
 * what remains is plain JavaScript, which @lezer/javascript parses without
 * the ambiguities of its TypeScript and JSX dialects (`<T,>() => …` generics,
 * newer TypeScript syntax), so the tree's loops are the engine's loops. It is
 * also the text that runs, so the guard is inserted where it will run.
 */
export const LOOP_GUARD = '__loopGuard';

type SyntaxNode = ReturnType<typeof parser.parse>['topNode'];

const LOOPS = new Set(['ForStatement', 'WhileStatement', 'DoStatement']);

/** The statement a loop repeats, or null when the parser could not find it. */
function loopBody(loop: SyntaxNode): SyntaxNode | null {
  const body =
    loop.name === 'DoStatement' ? loop.firstChild?.nextSibling : loop.lastChild;
  return body?.type.is('Statement') ? body : null;
}

interface Insertion {
  at: number;
  text: string;
}

export function guardLoops(code: string, guard = LOOP_GUARD): string {
  const loops: SyntaxNode[] = [];
  const errors: {from: number; to: number}[] = [];
  parser.parse(code).iterate({
    enter(node) {
      if (node.type.isError) {
        errors.push({from: node.from, to: node.to});
      } else if (LOOPS.has(node.name)) {
        loops.push(node.node);
      }
    },
  });

  const call = `${guard}();`;
  const insertions: Insertion[] = [];
  for (const loop of loops) {
    const body = loopBody(loop);
    // Code the parser could not read is left as it is, for the engine to
    // report, rather than rewritten around a guess at where a loop ends. Only
    // errors up to the body's end matter: the parser also flags the
    // semicolon JavaScript inserts after `do … while (x)` on the same line.
    if (
      !body ||
      errors.some((error) => error.from <= body.to && error.to >= loop.from)
    ) {
      continue;
    }
    if (body.name === 'Block') {
      insertions.push({at: body.from + 1, text: call});
    } else {
      insertions.push(
        {at: body.from, text: `{${call}`},
        {at: body.to, text: '}'},
      );
    }
  }

  // Sorting is stable, and two insertions at one place are both `}`.
  insertions.sort((a, b) => a.at - b.at);
  let out = '';
  let copied = 0;
  for (const {at, text} of insertions) {
    out += code.slice(copied, at) + text;
    copied = at;
  }
  return out + code.slice(copied);
}

/** Longest a task may spend in guarded loops before they throw. */
export const LOOP_BUDGET_MS = 1000;

/**
 * The guard the compiled code calls on every iteration: it allows
 * LOOP_BUDGET_MS of looping per task (the count restarts once the task ends,
 * since a loop that never ends never lets the next task run). It reads the
 * clock on every call, so a loop with slow iterations stops on time too;
 * that read costs far less than any iteration of example code.
 * `performance.now` is monotonic: a system clock change can't disarm it.
 */
export function createLoopGuard(
  now: () => number = () => performance.now(),
): () => void {
  let since: number | null = null;
  return () => {
    const time = now();
    if (since === null) {
      since = time;
      setTimeout(() => {
        since = null;
      }, 0);
    } else if (time - since > LOOP_BUDGET_MS) {
      since = null;
      throw new Error(
        `A loop ran for more than ${LOOP_BUDGET_MS / 1000} second and was stopped. Check its condition.`,
      );
    }
  };
}

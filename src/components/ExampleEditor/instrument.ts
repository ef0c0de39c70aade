import {parser} from '@lezer/javascript';

import {CodeError} from './codeError';
import {uncheckable} from './uncheckable';

/**
 * Instruments compiled example code so that the editor can stop it
 * (./sandbox): the first statement of every loop body and of every function
 * body becomes a call of the guard (`guard(1)` in a loop, so the sandbox
 * knows the loop's body ran in between), and every regular expression literal is
 * checked before it is used. A loop that never ends, a recursion or a chain
 * of promises that never lets the page paint, and a comparator called
 * millions of times all go through the guard; a pattern that can backtrack
 * for ever is refused before it runs.
 *
 * It reads the compiler's output, not the reader's TypeScript and JSX: by
 * then sucrase has reported any syntax error with its line and column, and
 * what remains is plain JavaScript, which @lezer/javascript parses without
 * the ambiguities of its TypeScript and JSX dialects (`<T,>() => …` generics,
 * newer TypeScript syntax), so the tree's loops and functions are the
 * engine's. It is also the text that runs, so each call is inserted where it
 * will run. Code it can't vouch for (./uncheckable) is refused with a
 * CodeError rather than run with a loop unguarded.
 */

/** The names the instrumented code calls (the sandbox passes them in). */
export const GUARD = '__guard';
export const REGEX = '__regex';

type SyntaxNode = ReturnType<typeof parser.parse>['topNode'];

const LOOPS = new Set(['ForStatement', 'WhileStatement', 'DoStatement']);
const FUNCTIONS = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunction',
  'MethodDeclaration',
  // An object literal's method: a Property with parameters.
  'Property',
]);

/** The statement a loop repeats, or null when the parser could not find it. */
function loopBody(loop: SyntaxNode): SyntaxNode | null {
  const body =
    loop.name === 'DoStatement' ? loop.firstChild?.nextSibling : loop.lastChild;
  return body?.type.is('Statement') ? body : null;
}

/** A function's body (a block, or an arrow's expression), or null when it is none. */
function functionBody(node: SyntaxNode): SyntaxNode | null {
  const params = node.getChild('ParamList');
  if (!params) {
    return null;
  }
  if (node.name === 'ArrowFunction') {
    const body = node.lastChild;
    return body && body.from >= params.to ? body : null;
  }
  const block = params.nextSibling;
  return block?.name === 'Block' ? block : null;
}

interface Insertion {
  at: number;
  text: string;
  /** Closing text goes before opening text at one place. */
  closes: boolean;
  /** Length of the node it belongs to: outer nodes open first and close last. */
  span: number;
}

function byPlace(a: Insertion, b: Insertion): number {
  if (a.at !== b.at) {
    return a.at - b.at;
  }
  if (a.closes !== b.closes) {
    return a.closes ? -1 : 1;
  }
  return a.closes ? a.span - b.span : b.span - a.span;
}

export function instrument(
  code: string,
  {guard = GUARD, regex = REGEX}: {guard?: string; regex?: string} = {},
): string {
  const loops: SyntaxNode[] = [];
  const functions: SyntaxNode[] = [];
  const patterns: SyntaxNode[] = [];
  const tree = parser.parse(code);
  const refusal = uncheckable(code, tree);
  if (refusal) {
    throw new CodeError(refusal);
  }
  tree.iterate({
    enter(node) {
      if (LOOPS.has(node.name)) {
        loops.push(node.node);
      } else if (FUNCTIONS.has(node.name)) {
        functions.push(node.node);
      } else if (node.name === 'RegExp') {
        patterns.push(node.node);
      }
    },
  });
  const call = `${guard}();`;
  const loopCall = `${guard}(1);`;
  const insertions: Insertion[] = [];
  const open = (node: SyntaxNode, at: number, text: string) =>
    insertions.push({at, text, closes: false, span: node.to - node.from});
  const wrap = (node: SyntaxNode, before: string, after: string) => {
    open(node, node.from, before);
    insertions.push({
      at: node.to,
      text: after,
      closes: true,
      span: node.to - node.from,
    });
  };
  const guardBody = (
    body: SyntaxNode,
    first: string,
    wrapped: [string, string],
  ) => {
    if (body.name === 'Block') {
      open(body, body.from + 1, first);
    } else {
      wrap(body, ...wrapped);
    }
  };
  for (const loop of loops) {
    const body = loopBody(loop);
    if (body) {
      guardBody(body, loopCall, [`{${loopCall}`, '}']);
    }
  }
  for (const fn of functions) {
    const body = functionBody(fn);
    if (body) {
      // `() => value` becomes `() => (guard(), value)`.
      guardBody(body, call, [`(${guard}(), `, ')']);
    }
  }
  for (const pattern of patterns) {
    wrap(pattern, `${regex}(`, ')');
  }

  insertions.sort(byPlace);
  let out = '';
  let copied = 0;
  for (const {at, text} of insertions) {
    out += code.slice(copied, at) + text;
    copied = at;
  }
  return out + code.slice(copied);
}

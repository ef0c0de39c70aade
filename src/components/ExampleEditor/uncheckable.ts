import type {parser} from '@lezer/javascript';

/**
 * Why the editor can't vouch for compiled code (./instrument), in the
 * reader's words, or null when it can. Code it refuses does not run at all:
 * its guard only covers what it reads, so a loop it can't see would run
 * unguarded and take the page for good.
 *
 * - Code the parser could not read: the engine may read it otherwise. A
 *   name written with an escape (`\u0061`) is valid JavaScript that
 *   @lezer/javascript flags as an error, and the loop around it would go
 *   unguarded.
 * - Code that makes code from a string at run time, which nothing
 *   instruments: `eval`, `Function`, and the `constructor` property that
 *   leads from any function to `Function`; `setTimeout` and `setInterval`
 *   read from an object (the page's own, which run a string), and `RegExp`
 *   read from one (the page's own, whose patterns are not checked).
 *
 * Refused, not shadowed: the scope (./sandbox) can't bind `eval` (strict
 * code can't name a parameter so), and a `Function` binding would never be
 * reached once the name is refused.
 *
 * This is a denylist of names as the code spells them. It does not cover a
 * name built at run time (`window['ev' + 'al']`, `Reflect.get(f, k)`), nor a
 * string pattern given to `String.prototype.match`, `matchAll` or `search`.
 */
export function uncheckable(
  code: string,
  tree: ReturnType<typeof parser.parse>,
): string | null {
  // Every loop whose `while (x)` the parser expects a semicolon after:
  // JavaScript inserts it (`do x(); while (c) y()`), so that error is no
  // misreading.
  const doEnds = new Set<number>();
  let found: {at: number; what: string} | null = null;
  tree.iterate({
    enter(node) {
      if (found) {
        return false;
      }
      const what = refusal(
        node.name,
        code.slice(node.from, node.to),
        () =>
          node.node.prevSibling?.name === '[' &&
          KEYED.has(node.node.parent?.name ?? ''),
      );
      if (node.name === 'DoStatement') {
        doEnds.add(node.to);
      } else if (
        node.type.isError &&
        !(node.from === node.to && doEnds.has(node.from))
      ) {
        found = {
          at: node.from,
          what: "uses syntax the editor can't check (such as a name written with a \\u escape)",
        };
      } else if (what) {
        found = {at: node.from, what};
      }
      return undefined;
    },
  });
  if (!found) {
    return null;
  }
  const {at, what} = found as {at: number; what: string};
  // Sucrase keeps the reader's line numbers.
  const line = code.slice(0, at).split('\n').length;
  return `Line ${line} ${what}, so the code doesn't run here; Open in StackBlitz runs it.`;
}

/** What a string after `[` is the key of (not an array's first item). */
const KEYED = new Set(['MemberExpression', 'Property', 'PatternProperty']);
/** Names that make code from a string, wherever the code names them. */
const RUNS_STRINGS = new Set(['eval', 'Function']);
/** Read as a property, these lead past the scope (./sandbox). */
const PAST_THE_SCOPE = new Set(['setTimeout', 'setInterval', 'RegExp']);

/**
 * Why a name refuses the code. `VariableName` is a variable's use and
 * `PropertyDefinition` a key the code defines (`{x: 1}`, a class's
 * `constructor()`); a `PropertyName` is a key it reads (`o.x`, `{x: y} = o`),
 * a `VariableDefinition` may read one too (`{x} = o`), and so does a string
 * after `[` (`o['x']`).
 */
function refusal(
  nodeName: string,
  text: string,
  isKey: () => boolean,
): string | null {
  let name = text;
  if (nodeName === 'String' || nodeName === 'TemplateString') {
    if (!isKey()) {
      return null;
    }
    name = text.slice(1, -1);
  } else if (!/^(Variable|Property)(Name|Definition)$/.test(nodeName)) {
    return null;
  }
  if (RUNS_STRINGS.has(name)) {
    return `uses \`${name}\`, which runs code the editor can't check`;
  }
  if (nodeName === 'VariableName' || nodeName === 'PropertyDefinition') {
    return null;
  }
  if (name === 'constructor') {
    return "reads a `constructor` property, which leads to `Function` and runs code the editor can't check";
  }
  if (PAST_THE_SCOPE.has(name)) {
    return `reads \`${name}\` from an object, which the editor can't check (use \`${name}\` by itself)`;
  }
  return null;
}

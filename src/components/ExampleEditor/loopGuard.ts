/**
 * Guards every `while`, `do … while` and three-part `for` loop of compiled
 * example code against running forever: the loop's condition becomes
 * `GUARD() && (condition)`, and GUARD throws once the current task has spent
 * more than a second in guarded loops. `for … of` / `for … in` loops walk a
 * finite collection and are left alone.
 *
 * It reads plain JavaScript (the compiler's output), so it only needs to
 * tell code from strings, template literals, comments and regular
 * expressions; it never parses statements.
 */
export const LOOP_GUARD = '__loopGuard';

/** Characters after which a `/` starts a regular expression, not a division. */
const REGEX_AFTER = new Set([
  '',
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
]);
const REGEX_AFTER_WORDS = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'void',
  'delete',
  'throw',
  'new',
]);

const isWordChar = (c: string | undefined) =>
  c !== undefined && /[\w$]/.test(c);

/** Index just past the string literal that starts at `start`. */
function skipString(code: string, start: number): number {
  const quote = code[start];
  let i = start + 1;
  while (i < code.length && code[i] !== quote) {
    i += code[i] === '\\' ? 2 : 1;
  }
  return i + 1;
}

/** Index just past the regular expression literal that starts at `start`. */
function skipRegex(code: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < code.length) {
    const c = code[i];
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '\n') {
      return i;
    }
    if (c === '[') {
      inClass = true;
    } else if (c === ']') {
      inClass = false;
    } else if (c === '/' && !inClass) {
      i += 1;
      while (isWordChar(code[i])) {
        i += 1;
      }
      return i;
    }
    i += 1;
  }
  return i;
}

interface Scan {
  /** Index just past where the scan stopped. */
  end: number;
  out: string;
}

/**
 * Copies code from `start`, guarding loops, until an unbalanced `}` (the end
 * of a template literal's `${…}`) or the end of the input.
 */
function scanCode(code: string, start: number, guard: string): Scan {
  let out = '';
  let i = start;
  let depth = 0;
  // The last significant token, to tell a regex `/` from a division.
  let previous = '';
  const loops: {kind: 'while' | 'for'; parenDepth: number}[] = [];
  let parenDepth = 0;
  /** Within a `for (` header: the index in `out` where the condition starts. */
  const forHeaders: {
    parenDepth: number;
    semicolons: number;
    conditionStart: number;
    iterates: boolean;
  }[] = [];

  while (i < code.length) {
    const c = code[i];
    const next = code[i + 1];
    if (c === '/' && next === '/') {
      const end = code.indexOf('\n', i);
      const stop = end === -1 ? code.length : end;
      out += code.slice(i, stop);
      i = stop;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end === -1 ? code.length : end + 2;
      out += code.slice(i, stop);
      i = stop;
      continue;
    }
    if (c === '"' || c === "'") {
      const stop = skipString(code, i);
      out += code.slice(i, stop);
      i = stop;
      previous = 'string';
      continue;
    }
    if (c === '`') {
      out += c;
      i += 1;
      while (i < code.length && code[i] !== '`') {
        if (code[i] === '\\') {
          out += code.slice(i, i + 2);
          i += 2;
        } else if (code[i] === '$' && code[i + 1] === '{') {
          out += '${';
          const inner = scanCode(code, i + 2, guard);
          out += `${inner.out}}`;
          i = inner.end;
        } else {
          out += code[i];
          i += 1;
        }
      }
      out += '`';
      i += 1;
      previous = 'string';
      continue;
    }
    if (c === '/') {
      if (REGEX_AFTER.has(previous) || REGEX_AFTER_WORDS.has(previous)) {
        const stop = skipRegex(code, i);
        out += code.slice(i, stop);
        i = stop;
        previous = 'regex';
        continue;
      }
    }
    if (isWordChar(c) && !isWordChar(code[i - 1])) {
      let end = i;
      while (isWordChar(code[end])) {
        end += 1;
      }
      const word = code.slice(i, end);
      const isProperty = code[i - 1] === '.' && code[i - 2] !== '.';
      out += word;
      i = end;
      previous = word;
      if ((word === 'while' || word === 'for') && !isProperty) {
        let j = i;
        while (/\s/.test(code[j] ?? '')) {
          j += 1;
        }
        if (code[j] === '(') {
          out += code.slice(i, j + 1);
          i = j + 1;
          parenDepth += 1;
          previous = '(';
          if (word === 'while') {
            out += `${guard}() && (`;
            loops.push({kind: 'while', parenDepth});
          } else {
            forHeaders.push({
              parenDepth,
              semicolons: 0,
              conditionStart: -1,
              iterates: false,
            });
          }
        }
      } else if (
        (word === 'of' || word === 'in') &&
        forHeaders.at(-1)?.parenDepth === parenDepth &&
        forHeaders.at(-1)?.semicolons === 0
      ) {
        forHeaders.at(-1)!.iterates = true;
      }
      continue;
    }
    if (c === '{') {
      depth += 1;
    } else if (c === '}') {
      if (depth === 0) {
        return {end: i + 1, out};
      }
      depth -= 1;
    } else if (c === '(') {
      parenDepth += 1;
    } else if (c === ')') {
      const loop = loops.at(-1);
      const header = forHeaders.at(-1);
      if (loop && loop.parenDepth === parenDepth) {
        out += ')';
        loops.pop();
      } else if (header && header.parenDepth === parenDepth) {
        forHeaders.pop();
      }
      parenDepth -= 1;
    } else if (c === ';') {
      const header = forHeaders.at(-1);
      if (header && header.parenDepth === parenDepth && !header.iterates) {
        header.semicolons += 1;
        if (header.semicolons === 1) {
          out += ';';
          i += 1;
          // An empty condition (`for (;;)`) becomes the guard alone.
          let j = i;
          while (/\s/.test(code[j] ?? '')) {
            j += 1;
          }
          out += code[j] === ';' ? `${guard}()` : `${guard}() && `;
          previous = ';';
          continue;
        }
      }
    }
    if (!/\s/.test(c)) {
      previous = c;
    }
    out += c;
    i += 1;
  }
  return {end: i, out};
}

export function guardLoops(code: string, guard = LOOP_GUARD): string {
  return scanCode(code, 0, guard).out;
}

/** Longest a task may spend in guarded loops before they throw. */
export const LOOP_BUDGET_MS = 1000;

/**
 * The guard the compiled code calls: it allows LOOP_BUDGET_MS of looping per
 * task (the count resets once the task ends, since a loop that never ends
 * never lets the next task run).
 */
export function createLoopGuard(now: () => number = Date.now): () => true {
  let count = 0;
  let since = 0;
  return () => {
    if (count === 0) {
      since = now();
      setTimeout(() => {
        count = 0;
      }, 0);
    }
    count += 1;
    if (count % 1000 === 0 && now() - since > LOOP_BUDGET_MS) {
      count = 0;
      throw new Error(
        `A loop ran for more than ${LOOP_BUDGET_MS / 1000} second and was stopped. Check its condition.`,
      );
    }
    return true;
  };
}

/**
 * The part of a regular expression that repeats a group which itself
 * repeats (`(a+)+`, `(\w+\s?)*`, `(?:x*){2,}`), or null. On a text that
 * almost matches, a backtracking engine tries every way of sharing the
 * characters between the two repetitions: `/(a+)+$/` on 40 "a"s and a "!"
 * takes longer than anyone waits, in one call nothing can interrupt. Such a
 * nesting is what those patterns have in common (a pattern's "star
 * height"); some nestings are safe (`(\d+,)*`), but telling them apart is
 * beyond a quick check, so the editor refuses them all and says why.
 */
export function nestedRepetition(source: string): string | null {
  // Each open group: where it starts and whether it holds a repetition.
  const groups: {start: number; repeats: boolean}[] = [
    {start: 0, repeats: false},
  ];
  /** The quantifier at `at`: its length and whether it allows more than one. */
  function quantifier(at: number): {length: number; many: boolean} | null {
    const char = source[at];
    if (char === '*' || char === '+') {
      return {length: source[at + 1] === '?' ? 2 : 1, many: true};
    }
    if (char === '?') {
      return {length: source[at + 1] === '?' ? 2 : 1, many: false};
    }
    const braces = /^\{(\d+)(,(\d*))?\}\??/.exec(source.slice(at));
    if (!braces) {
      return null;
    }
    const [, min, comma, max] = braces;
    const most =
      comma === undefined ? Number(min) : max ? Number(max) : Infinity;
    return {length: braces[0].length, many: most > 1};
  }
  /** Marks the innermost group if the atom ending before `at` repeats. */
  function afterAtom(at: number): number {
    const q = quantifier(at);
    if (q?.many) {
      groups.at(-1)!.repeats = true;
    }
    return at + (q?.length ?? 0);
  }

  let at = 0;
  while (at < source.length) {
    const char = source[at];
    if (char === '\\') {
      // An escape; `\u{…}`, `\p{…}` and `\k<…>` run to their closing bracket.
      const braced = /^\\(?:[uUpP]\{[^}]*\}|k<[^>]*>)/.exec(source.slice(at));
      at = afterAtom(at + (braced ? braced[0].length : 2));
    } else if (char === '[') {
      let end = at + 1;
      while (end < source.length && source[end] !== ']') {
        end += source[end] === '\\' ? 2 : 1;
      }
      at = afterAtom(end + 1);
    } else if (char === '(') {
      groups.push({start: at, repeats: false});
      at += 1;
    } else if (char === ')' && groups.length > 1) {
      const group = groups.pop()!;
      const q = quantifier(at + 1);
      const end = at + 1 + (q?.length ?? 0);
      if (q?.many && group.repeats) {
        return source.slice(group.start, end);
      }
      if (group.repeats || q?.many) {
        groups.at(-1)!.repeats = true;
      }
      at = end;
    } else if (char === '|') {
      at += 1;
    } else {
      at = afterAtom(at + 1);
    }
  }
  return null;
}

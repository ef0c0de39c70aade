/** The part of a pattern the editor refuses, and what it does. */
export interface UnsafeRepetition {
  part: string;
  /** It repeats a repetition, or a choice between alternatives. */
  repeats: 'repetition' | 'alternatives';
}

/**
 * The first group of a regular expression that repeats a group which
 * itself repeats (`(a+)+`, `(\w+\s?)*`, `(?:x*){2,}`) or that repeats a
 * choice (`(a|ab)*`, `(\w|\d)+`), or null. On a text that almost matches,
 * a backtracking engine tries every way of sharing the characters between
 * the two repetitions, or between alternatives that can match the same
 * text: `/(a+)+$/` or `/^(a|a)*$/` on 40 "a"s and a "!" takes longer than
 * anyone waits, in one call nothing can interrupt. Some such patterns are
 * safe (`(\d+,)*`, `(am|pm)+`), but telling them apart is beyond a quick
 * check, so the editor refuses them all and says why.
 */
export function unsafeRepetition(source: string): UnsafeRepetition | null {
  // Each open group: where it starts, whether it holds a repetition and
  // whether it holds a choice (its own `|` or a group's inside it).
  const groups: {start: number; repeats: boolean; alternates: boolean}[] = [
    {start: 0, repeats: false, alternates: false},
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
      groups.push({start: at, repeats: false, alternates: false});
      at += 1;
    } else if (char === ')' && groups.length > 1) {
      const group = groups.pop()!;
      const q = quantifier(at + 1);
      const end = at + 1 + (q?.length ?? 0);
      if (q?.many && (group.repeats || group.alternates)) {
        return {
          part: source.slice(group.start, end),
          repeats: group.repeats ? 'repetition' : 'alternatives',
        };
      }
      const parent = groups.at(-1)!;
      parent.repeats ||= group.repeats || Boolean(q?.many);
      parent.alternates ||= group.alternates;
      at = end;
    } else if (char === '|') {
      groups.at(-1)!.alternates = true;
      at += 1;
    } else {
      at = afterAtom(at + 1);
    }
  }
  return null;
}

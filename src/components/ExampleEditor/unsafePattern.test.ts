import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {unsafeRepetition} from './unsafePattern';

describe('unsafeRepetition', () => {
  it('finds a repeated group that holds a repetition', () => {
    const cases: [string, string][] = [
      ['(a+)+$', '(a+)+'],
      ['^(\\w+\\s?)*$', '(\\w+\\s?)*'],
      ['(?:x*){2,}', '(?:x*){2,}'],
      ['((ab)+c)*', '((ab)+c)*'],
      ['(?<n>[a-z]{2,})+', '(?<n>[a-z]{2,})+'],
      ['x(a|b+)+?y', '(a|b+)+?'],
    ];
    for (const [source, part] of cases) {
      assert.deepEqual(
        unsafeRepetition(source),
        {part, repeats: 'repetition'},
        source,
      );
    }
  });

  it("finds a repeated group that holds a choice, its own or an inner group's", () => {
    const cases: [string, string][] = [
      ['^(a|a)*$', '(a|a)*'],
      ['(a|ab)+', '(a|ab)+'],
      ['(\\w|\\d)+', '(\\w|\\d)+'],
      ['(?:x|y){2,}', '(?:x|y){2,}'],
      ['((a|ab)(c|bc))*', '((a|ab)(c|bc))*'],
      ['((a|b)?)+', '((a|b)?)+'],
    ];
    for (const [source, part] of cases) {
      assert.deepEqual(
        unsafeRepetition(source),
        {part, repeats: 'alternatives'},
        source,
      );
    }
  });

  it('passes patterns that repeat only once at each level and choose without repeating', () => {
    for (const source of [
      '^\\d{4}-\\d{2}-\\d{2}$',
      '(\\d+)\\/(\\d+)',
      '(ab)+',
      '(a?)+',
      '(a+)?',
      '[(+*)]+',
      '\\(a+\\)+',
      '\\u{1F600}+',
      '(\\p{L}){1}',
      'a{2}b{1,}',
      '{',
      '(a+',
      '^(am|pm)$',
      '(a|b)?c+',
      '[a|b]+',
      'a|b+',
      '\\(a|b\\)+',
      '(a|b){1}',
    ]) {
      assert.equal(unsafeRepetition(source), null, source);
    }
  });

  it('agrees with the engine: what it finds is slow, what it passes is not', () => {
    const time = (pattern: RegExp, text: string) => {
      const start = performance.now();
      pattern.test(text);
      return performance.now() - start;
    };
    // 2^22 ways to split the a's: already a tenth of a second or more.
    for (const slow of [/(a+)+$/, /^(a|a)*$/]) {
      assert.ok(unsafeRepetition(slow.source), slow.source);
      assert.ok(time(slow, `${'a'.repeat(22)}!`) > 20, slow.source);
    }
    const fast = /^a+$/;
    assert.equal(unsafeRepetition(fast.source), null);
    assert.ok(time(fast, `${'a'.repeat(100_000)}!`) < 1000);
  });
});

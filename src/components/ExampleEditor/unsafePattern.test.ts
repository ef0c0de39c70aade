import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {nestedRepetition} from './unsafePattern';

describe('nestedRepetition', () => {
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
      assert.equal(nestedRepetition(source), part, source);
    }
  });

  it('passes patterns that repeat only once at each level', () => {
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
    ]) {
      assert.equal(nestedRepetition(source), null, source);
    }
  });

  it('agrees with the engine: what it finds is slow, what it passes is not', () => {
    const time = (pattern: RegExp, text: string) => {
      const start = performance.now();
      pattern.test(text);
      return performance.now() - start;
    };
    // 2^22 ways to split the a's: already a tenth of a second or more.
    const slow = /(a+)+$/;
    assert.ok(nestedRepetition(slow.source));
    assert.ok(time(slow, `${'a'.repeat(22)}!`) > 20);
    const fast = /^a+$/;
    assert.equal(nestedRepetition(fast.source), null);
    assert.ok(time(fast, `${'a'.repeat(100_000)}!`) < 1000);
  });
});

/**
 * Shapes ranked records as the hits a hosted DocSearch index returns, so the
 * DocSearch modal and the search page render them unchanged: hierarchy,
 * type, absolute url, and HTML-escaped `_highlightResult` / `_snippetResult`
 * with `<mark>` around matched words.
 */
import {
  LEVELS as LEVEL_KEYS,
  recordType,
  type Level as LevelKey,
  type RecordType,
} from './records';
import type {RankedRecord} from './searchEngine';

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface DocSearchHit {
  objectID: string;
  url: string;
  type: RecordType | 'content';
  hierarchy: Record<LevelKey, string | null>;
  content: string | null;
  _highlightResult: {
    hierarchy: Partial<Record<LevelKey, HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult: {
    hierarchy: Partial<Record<LevelKey, HighlightValue>>;
    content?: HighlightValue;
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

function matchRanges(text: string, terms: string[]): Array<[number, number]> {
  const lower = text.toLowerCase();
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    for (
      let at = lower.indexOf(term);
      at !== -1;
      at = lower.indexOf(term, at + term.length)
    ) {
      ranges.push([at, at + term.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) {
      last[1] = Math.max(last[1], range[1]);
    } else {
      merged.push([...range]);
    }
  }
  return merged;
}

/** Escapes `text` and wraps the words in `terms` (lower-case) with `<mark>`. */
export function highlight(text: string, terms: string[]): HighlightValue {
  const ranges = matchRanges(
    text,
    terms.filter((term) => term.length > 1),
  );
  let value = '';
  let from = 0;
  for (const [start, end] of ranges) {
    value += `${escapeHtml(text.slice(from, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    from = end;
  }
  value += escapeHtml(text.slice(from));
  const matchedWords = [
    ...new Set(
      ranges.map(([start, end]) => text.slice(start, end).toLowerCase()),
    ),
  ];
  return {
    value,
    matchLevel:
      ranges.length === 0
        ? 'none'
        : matchedWords.length >= terms.length
          ? 'full'
          : 'partial',
    matchedWords,
  };
}

/** About `words` words of `text` around its first match, with "…" where cut. */
export function snippet(
  text: string,
  terms: string[],
  words = 24,
): HighlightValue {
  const tokens = text.split(' ');
  const lowerTokens = tokens.map((token) => token.toLowerCase());
  const first = lowerTokens.findIndex((token) =>
    terms.some((term) => token.includes(term)),
  );
  const start = Math.max(0, first - Math.floor(words / 3));
  const end = Math.min(tokens.length, start + words);
  const cut = `${start > 0 ? '… ' : ''}${tokens.slice(start, end).join(' ')}${end < tokens.length ? ' …' : ''}`;
  return highlight(cut, terms);
}

/** Fields of the record's own heading (see searchEngine.ts): a match there shows the heading. */
const HEADING_FIELDS = new Set(['title', 'heading', 'parts', 'slug']);

export function toDocSearchHit(
  record: RankedRecord,
  origin: string,
): DocSearchHit {
  const levels = LEVEL_KEYS.map((_, level) => record.hierarchy[level] ?? null);
  const hierarchy = Object.fromEntries(
    LEVEL_KEYS.map((key, level) => [key, levels[level]]),
  ) as Record<LevelKey, string | null>;
  const present = LEVEL_KEYS.filter((_, level) => levels[level] !== null);
  const highlighted = Object.fromEntries(
    present.map((key, level) => [
      key,
      highlight(record.hierarchy[level], record.terms),
    ]),
  );
  const matchedHeading = Object.values(record.match).some((fields) =>
    fields.some((field) => HEADING_FIELDS.has(field)),
  );
  const content = record.content || null;
  return {
    objectID: record.url,
    url: `${origin}${record.url}`,
    type: matchedHeading || !content ? recordType(record) : 'content',
    hierarchy,
    content,
    _highlightResult: {
      hierarchy: highlighted,
      ...(content && {content: highlight(content, record.terms)}),
    },
    _snippetResult: {
      hierarchy: highlighted,
      ...(content && {content: snippet(content, record.terms)}),
    },
  };
}

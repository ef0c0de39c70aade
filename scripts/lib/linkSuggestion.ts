/** What a suggestion compares a link with: one page of the site. */
export interface PageOutline {
  title: string;
  /** Section headings by id. */
  sections: ReadonlyMap<string, string>;
}

/** Words that say nothing about which page a link means. */
const NOISE = new Set([
  'docs',
  'the',
  'a',
  'an',
  'and',
  'of',
  'to',
  'in',
  'on',
  'with',
  'setting',
  'set',
  'using',
  'use',
  'how',
]);

/** Lower-case words, a plural `s` dropped, so `selections` meets `selection`. */
function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word !== '' && !NOISE.has(word))
      .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word)),
  );
}

function shared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  return [...a].filter((word) => b.has(word)).length;
}

/** Letters and digits only: `#noonsafe` is inside `noon-safe-dates`. */
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The page or section of the site nearest to a link it lacks
 * (`/localization/setting-time-zone#noonsafe`): the one whose address,
 * title and heading share the most words with the link's path, the
 * anchor's words counting double against a section (an anchor written as
 * one word, `#noonsafe`, counts when the section's id contains it).
 * Undefined when no page shares a word.
 */
export function nearestPage(
  link: string,
  pages: ReadonlyMap<string, PageOutline>,
): string | undefined {
  const [path, anchor = ''] = link.split('#');
  const pathWords = words(path);
  const anchorWords = words(anchor);
  let best: {url: string; score: number} | undefined;
  const consider = (url: string, score: number) => {
    // Ties go to the shorter address: a page over one of its sections.
    if (
      score > 0 &&
      (!best ||
        score > best.score ||
        (score === best.score && url.length < best.url.length))
    ) {
      best = {url, score};
    }
  };
  for (const [url, page] of pages) {
    const pageWords = new Set([...words(url), ...words(page.title)]);
    consider(url, shared(pathWords, pageWords));
    for (const [id, heading] of page.sections) {
      const sectionWords = new Set([...words(id), ...words(heading)]);
      const anchorScore =
        compact(anchor) !== '' && compact(id).includes(compact(anchor))
          ? Math.max(2, anchorWords.size)
          : shared(anchorWords, sectionWords);
      consider(
        `${url}#${id}`,
        shared(pathWords, new Set([...pageWords, ...sectionWords])) +
          2 * anchorScore,
      );
    }
  }
  return best?.url;
}

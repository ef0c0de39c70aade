/**
 * The heading levels a docs page's sections use, and that its table of
 * contents lists: `##` and `###`. Docusaurus' table of contents, sections
 * the build adds to pages and the tests all read them from here.
 */
export const SECTION_HEADING_LEVELS = {min: 2, max: 3} as const;

export type SectionHeadingLevel = 2 | 3;

/** `['h2', 'h3']`. */
export const SECTION_HEADING_TAGS: readonly string[] = Array.from(
  {length: SECTION_HEADING_LEVELS.max - SECTION_HEADING_LEVELS.min + 1},
  (_, index) => `h${SECTION_HEADING_LEVELS.min + index}`,
);

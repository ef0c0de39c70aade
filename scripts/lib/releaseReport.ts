/** One kind of task the release leaves, and each place it applies. */
export interface ReportSection {
  title: string;
  /** What to do with each item, in one sentence. */
  how: string;
  items: readonly string[];
}

/**
 * The one list `npm run release` prints and writes to
 * release-notes-<version>.md: every task of the release, each with where
 * and what, the empty kinds kept so the list shows they were checked.
 */
export function releaseReport(
  from: string,
  to: string,
  sections: readonly ReportSection[],
): string {
  const count = sections.reduce(
    (sum, section) => sum + section.items.length,
    0,
  );
  return [
    `# react-day-picker ${from} → ${to}: ${count} ${count === 1 ? 'task' : 'tasks'} by hand`,
    '',
    ...sections.flatMap((section) => [
      `## ${section.title} (${section.items.length})`,
      '',
      ...(section.items.length === 0
        ? ['None.']
        : [section.how, '', ...section.items.map((item) => `- ${item}`)]),
      '',
    ]),
  ].join('\n');
}

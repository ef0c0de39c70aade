/**
 * Assembles llms.txt (https://llmstxt.org) and llms-full.txt from pages
 * already converted to Markdown: an H1 with the site name, a blockquote
 * summary, free-form notes, H2 sections of `- [title](url): description`
 * links, and an `Optional` section readers may skip.
 */

export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsTxtInput {
  name: string;
  summary: string;
  /** Paragraphs between the summary and the sections. */
  notes: string[];
  sections: LlmsSection[];
  /** Links for the `Optional` section (skippable when context is short). */
  optional: LlmsLink[];
}

/** The title llmstxt.org reserves for links that can be skipped. */
export const OPTIONAL_SECTION = 'Optional';

/** One line of text: llms.txt descriptions and titles must not break the list item. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function linkLine({title, url, description}: LlmsLink): string {
  const label = oneLine(title).replace(/([[\]\\])/g, '\\$1');
  const summary = description ? oneLine(description) : '';
  return `- [${label}](${url})${summary ? `: ${summary}` : ''}`;
}

function sectionBlock(title: string, links: LlmsLink[]): string {
  return [`## ${title}`, '', ...links.map(linkLine)].join('\n');
}

export function llmsTxt(input: LlmsTxtInput): string {
  if (input.sections.some((section) => section.title === OPTIONAL_SECTION)) {
    throw new Error(
      `llms.txt: a section can't be called "${OPTIONAL_SECTION}"; it is reserved.`,
    );
  }
  const blocks = [
    `# ${oneLine(input.name)}`,
    `> ${oneLine(input.summary)}`,
    ...input.notes,
    ...input.sections
      .filter((section) => section.links.length > 0)
      .map((section) => sectionBlock(section.title, section.links)),
    ...(input.optional.length > 0
      ? [sectionBlock(OPTIONAL_SECTION, input.optional)]
      : []),
  ];
  return `${blocks.join('\n\n')}\n`;
}

export interface FullPage {
  url: string;
  /** The page's Markdown twin, starting with its `# Title`. */
  markdown: string;
}

/**
 * Every page in one file, each starting with its own `# Title` line and
 * its URL, so a reader can tell pages apart and cite them.
 */
export function llmsFullTxt(input: {
  name: string;
  summary: string;
  pages: FullPage[];
}): string {
  const pages = input.pages.map(({url, markdown}) => {
    const [title, ...body] = markdown.trimEnd().split('\n');
    if (!title.startsWith('# ')) {
      throw new Error(
        `llms-full.txt: the Markdown of ${url} does not start with a "# Title" line.`,
      );
    }
    return [title, '', `Source: ${url}`, ...body].join('\n');
  });
  return `${[`# ${oneLine(input.name)}`, `> ${oneLine(input.summary)}`, ...pages].join('\n\n')}\n`;
}

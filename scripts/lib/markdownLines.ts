/** One line of a Markdown or MDX file, and whether a fenced code block holds it. */
export interface MarkdownLine {
  /** 1-based, as editors count. */
  readonly number: number;
  readonly text: string;
  /** Inside a ``` or ~~~ block, its fence lines included. */
  readonly inCode: boolean;
}

export function markdownLines(markdown: string): MarkdownLine[] {
  let fence: string | null = null;
  return markdown.split('\n').map((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    const inCode = fence !== null || marker !== undefined;
    if (marker !== undefined) {
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
    }
    return {number: index + 1, text, inCode};
  });
}

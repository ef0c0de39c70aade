/** The longest key or value the notice repeats, in characters. */
const MAX_SHOWN = 40;

/** The most ignored settings the notice lists one by one. */
export const MAX_LISTED = 8;

/**
 * `text` cut to MAX_SHOWN characters, an ellipsis marking the cut: the
 * query is anyone's text (a link can carry kilobytes), and the notice only
 * needs enough of it for the reader to recognise the setting. Cuts between
 * code points, never inside an emoji's surrogate pair.
 */
export function shortened(text: string): string {
  const chars = Array.from(text);
  return chars.length > MAX_SHOWN
    ? `${chars.slice(0, MAX_SHOWN - 1).join('')}…`
    : text;
}

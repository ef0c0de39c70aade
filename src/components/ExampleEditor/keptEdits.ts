import type {ExampleLanguage} from '../../data/exampleLanguage';

/**
 * The reader's edits of an example, kept in session storage so they
 * survive a client-side navigation and back (the example unmounts with its
 * page) and a reload: one entry per example file, with the file's text,
 * so edits of a file that has changed since (a new deployment) are dropped.
 * The page offers them back rather than running them (./index).
 */

type Codes = Record<ExampleLanguage, string>;

const PREFIX = 'daypicker.edits:';

interface Kept {
  source: string;
  codes: Partial<Codes>;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The kept edits of `src` while its text is still `source`, if any. */
export function readKeptEdits(src: string, source: string): Partial<Codes> {
  try {
    const kept = JSON.parse(
      storage()?.getItem(PREFIX + src) ?? 'null',
    ) as Kept | null;
    if (kept?.source !== source || typeof kept.codes !== 'object') {
      return {};
    }
    return Object.fromEntries(
      Object.entries(kept.codes).filter(
        ([language, code]) =>
          (language === 'ts' || language === 'js') && typeof code === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** Keeps the codes that differ from the originals; none left drops the entry. */
export function keepEdits(
  src: string,
  source: string,
  codes: Codes,
  originals: Codes,
): void {
  const edited = Object.fromEntries(
    Object.entries(codes).filter(
      ([language, code]) => code !== originals[language as ExampleLanguage],
    ),
  );
  try {
    if (Object.keys(edited).length === 0) {
      storage()?.removeItem(PREFIX + src);
    } else {
      storage()?.setItem(
        PREFIX + src,
        JSON.stringify({source, codes: edited} satisfies Kept),
      );
    }
  } catch {
    // Full or disabled: the edits last as long as the page.
  }
}

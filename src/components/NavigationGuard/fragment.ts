/**
 * A URL fragment that can't be percent-decoded (`#50%`, `#%E0%A4%A`) makes
 * `decodeURIComponent` throw, and Docusaurus 3.8.1 decodes the fragment of
 * every navigation unguarded (ClientLifecyclesDispatcher's
 * scrollAfterNavigation): the page crashed. So the site writes such a
 * fragment the way it was meant, before the router reads it: each `%` of a
 * run that does not decode becomes `%25`, and `#50%` is `#50%25`, which
 * decodes to "50%".
 */

const ESCAPES = /(?:%[0-9a-f]{2})+|%/gi;

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** `hash` (with its `#`, or empty) with every run that does not decode escaped. */
export function wellFormedFragment(hash: string): string {
  if (decodes(hash)) {
    return hash;
  }
  return hash.replace(ESCAPES, (run) =>
    decodes(run) ? run : run.replaceAll('%', '%25'),
  );
}

/** The element id a fragment names: decoded, or as written when it can't be. */
export function fragmentId(hash: string): string {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  return decodes(text) ? decodeURIComponent(text) : text;
}

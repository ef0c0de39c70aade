/**
 * Where the reader left each history entry, kept in session storage so it
 * outlives the document: after a reload, or a page outside the app (a
 * Markdown twin), Back and Forward still find the positions of the pages
 * before it. Entries are known by the history library's key, else (the
 * hash router, an entry from a full page load) by their address.
 */

/** How many entries are remembered; the oldest go first. */
export const KEPT_POSITIONS = 100;

const STORAGE_KEY = 'daypicker.scrollPositions';

export interface EntryLocation {
  key?: string;
  pathname: string;
  search: string;
  hash: string;
}

export function entryKey(location: EntryLocation): string {
  return (
    location.key ?? `${location.pathname}${location.search}${location.hash}`
  );
}

/** Reads stored positions; anything but a map of keys to numbers is dropped. */
export function parsePositions(text: string | null): Map<string, number> {
  const positions = new Map<string, number>();
  try {
    const stored: unknown = JSON.parse(text ?? '[]');
    if (Array.isArray(stored)) {
      for (const entry of stored) {
        if (
          Array.isArray(entry) &&
          typeof entry[0] === 'string' &&
          Number.isFinite(entry[1])
        ) {
          positions.set(entry[0], entry[1]);
        }
      }
    }
  } catch {
    // Not JSON: start afresh.
  }
  return positions;
}

/** `positions` with `key` at `y`, as the last used, within KEPT_POSITIONS. */
export function withPosition(
  positions: Map<string, number>,
  key: string,
  y: number,
): Map<string, number> {
  const next = new Map(positions);
  next.delete(key);
  next.set(key, y);
  for (const oldest of next.keys()) {
    if (next.size <= KEPT_POSITIONS) {
      break;
    }
    next.delete(oldest);
  }
  return next;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readPositions(): Map<string, number> {
  try {
    return parsePositions(storage()?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return new Map();
  }
}

export function writePositions(positions: Map<string, number>): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Full or disabled: positions last as long as the document.
  }
}

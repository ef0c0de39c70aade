/**
 * The DocSearch modal (@docsearch/react 3.9.0) keeps the reader's recent and
 * favourite searches in local storage and reads them on every render with
 * `JSON.parse(…).slice(…)`, then renders each entry's `hierarchy`: a value
 * that is not JSON, not an array, or holds entries of another shape crashes
 * the modal each time it opens. So each value is checked before the modal
 * mounts; entries the modal could not render are dropped, and a value with
 * none left is removed.
 */

/** Key prefixes; DocSearch appends the index name. */
export const STORED_SEARCH_PREFIXES = {
  recent: '__DOCSEARCH_RECENT_SEARCHES__',
  favorite: '__DOCSEARCH_FAVORITE_SEARCHES__',
} as const;

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const TYPES = new Set([...LEVELS, 'content']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown) =>
  value === null || value === undefined || typeof value === 'string';

/** A hit as DocSearch stores it, linking within the site. */
function isStoredHit(value: unknown, origin: string, nested = false): boolean {
  if (!isRecord(value)) {
    return false;
  }
  const {objectID, url, type, hierarchy, content} = value;
  const parent = value.__docsearch_parent;
  return (
    typeof objectID === 'string' &&
    typeof url === 'string' &&
    new URL(url, origin).origin === origin &&
    typeof type === 'string' &&
    TYPES.has(type) &&
    isRecord(hierarchy) &&
    typeof hierarchy.lvl0 === 'string' &&
    LEVELS.every((level) => isText(hierarchy[level])) &&
    isText(content) &&
    (parent === undefined ||
      parent === null ||
      (!nested && isStoredHit(parent, origin, true)))
  );
}

/**
 * The value to keep under a stored-searches key: `value` itself when every
 * entry is sound, the sound entries alone, or `null` to remove the key.
 */
export function soundStoredSearches(
  value: string | null,
  origin: string,
): string | null {
  if (value === null) {
    return null;
  }
  let entries: unknown;
  try {
    entries = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(entries)) {
    return null;
  }
  const sound = entries.filter((entry) => {
    try {
      return isStoredHit(entry, origin);
    } catch {
      // An unparsable URL.
      return false;
    }
  });
  if (sound.length === 0) {
    return null;
  }
  return sound.length === entries.length ? value : JSON.stringify(sound);
}

/** Checks the modal's stored searches for `indexName` (see above). */
export function repairStoredSearches(indexName: string): void {
  try {
    for (const prefix of Object.values(STORED_SEARCH_PREFIXES)) {
      const key = `${prefix}${indexName}`;
      const value = localStorage.getItem(key);
      const sound = soundStoredSearches(value, window.location.origin);
      if (sound === null) {
        localStorage.removeItem(key);
      } else if (sound !== value) {
        localStorage.setItem(key, sound);
      }
    }
  } catch {
    // Storage is disabled: DocSearch then keeps no history either.
  }
}

let writesGuarded = false;

/**
 * DocSearch writes the reader's recent searches with an unguarded
 * `localStorage.setItem` before it navigates or closes: with storage full
 * (another site feature, an extension, the quota), Enter on a hit did
 * nothing and a clicked hit left the modal open over the new page. Its
 * storage object can't be reached, and a property assigned to
 * `localStorage` itself would be stored as an item, so the prototype's
 * `setItem` is wrapped: a failed write under one of DocSearch's own keys is
 * dropped (that search is not remembered); every other write, and every
 * other failure, is untouched.
 */
export function guardStoredSearchWrites(): void {
  if (writesGuarded) {
    return;
  }
  writesGuarded = true;
  const {setItem} = Storage.prototype;
  Storage.prototype.setItem = function setItemGuarded(
    this: Storage,
    key: string,
    value: string,
  ) {
    try {
      setItem.call(this, key, value);
    } catch (error) {
      const prefixes = Object.values(STORED_SEARCH_PREFIXES);
      if (!prefixes.some((prefix) => String(key).startsWith(prefix))) {
        throw error;
      }
    }
  };
}

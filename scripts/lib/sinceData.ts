import type {SinceData, SinceEntry} from '../../src/data/since';

/** What one release's type declarations have. */
export interface ReleaseApi {
  release: string;
  /** Export name → whether its declaration carries `@deprecated`. */
  exports: Map<string, boolean>;
  /** DayPicker prop name → whether it carries `@deprecated`. */
  props: Map<string, boolean>;
}

/** Orders `x.y.z` releases numerically. */
export function compareReleases(a: string, b: string): number {
  const [pa, pb] = [a, b].map((release) => release.split('.').map(Number));
  for (let i = 0; i < 3; i++) {
    const difference = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (difference !== 0) {
      return difference;
    }
  }
  return 0;
}

/**
 * For each name of the newest release: the first release that has it, and
 * the first of the unbroken run of releases up to the newest that marks it
 * deprecated (a tag that came and went earlier says nothing about today).
 */
function entries(
  releases: readonly ReleaseApi[],
  pick: (release: ReleaseApi) => Map<string, boolean>,
): Record<string, SinceEntry> {
  const newest = releases.at(-1);
  if (!newest) {
    return {};
  }
  const result: Record<string, SinceEntry> = {};
  for (const [name, deprecated] of [...pick(newest)].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const since = releases.find((release) => pick(release).has(name))!.release;
    const entry: SinceEntry = {since};
    if (deprecated) {
      let first = releases.length - 1;
      while (first > 0 && pick(releases[first - 1]).get(name) === true) {
        first--;
      }
      entry.deprecatedSince = releases[first].release;
    }
    result[name] = entry;
  }
  return result;
}

/** The data file of one major, from its releases (any order). */
export function sinceData(releases: readonly ReleaseApi[]): SinceData {
  const sorted = [...releases].sort((a, b) =>
    compareReleases(a.release, b.release),
  );
  return {
    releases: sorted.map((release) => release.release),
    exports: entries(sorted, (release) => release.exports),
    props: entries(sorted, (release) => release.props),
  };
}

/**
 * Whether a declaration's own `@since` tag agrees with the first release
 * that has it, at the tag's precision: `@since 9.14` agrees with 9.14.0
 * (and 9.14.1), `@since 9.14.1` only with 9.14.1; a leading `v` is ignored.
 */
export function sinceTagAgrees(tag: string, firstRelease: string): boolean {
  const tagParts = tag.trim().replace(/^v/i, '').split('.');
  const releaseParts = firstRelease.split('.');
  return (
    tagParts.length <= releaseParts.length &&
    tagParts.every((part, i) => Number(part) === Number(releaseParts[i]))
  );
}

/**
 * When each export and each DayPicker prop of a documented version first
 * appeared in a published release's type declarations, and when a
 * `@deprecated` tag first appeared on it. Written by
 * `scripts/since-data.mts` from every release's tarball (run by `npm run release`;
 * see "Release a 9.x" in README.md); the build reads only these files.
 */
import type {DocVersionId} from '../docVersions';
import v8 from './v8.json';
import v9 from './v9.json';

export interface SinceEntry {
  /** The first release whose declarations have it. */
  since: string;
  /** The first release where it carries a `@deprecated` tag (and every later one does). */
  deprecatedSince?: string;
}

export interface SinceData {
  /** The releases read, oldest first. */
  releases: string[];
  exports: Record<string, SinceEntry>;
  props: Record<string, SinceEntry>;
}

const SINCE: Readonly<Record<DocVersionId, SinceData>> = {v9, v8};

export function sinceData(id: string): SinceData {
  const data = (SINCE as Readonly<Record<string, SinceData>>)[id];
  if (!data) {
    throw new Error(
      `No since data for ${id}: run "npm run since-data" and add src/data/since/${id}.json to src/data/since/index.ts.`,
    );
  }
  return data;
}

/**
 * How a release reads in the reference: `—` for the major's first release
 * (everything the major documents is at least that old).
 */
export function sinceLabel(data: SinceData, release: string): string {
  return release === data.releases[0] ? '—' : release;
}

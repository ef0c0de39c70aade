import {compareReleases} from './sinceData';

const STABLE = /^\d+\.\d+\.\d+$/;

/** Whether `x.y.z` is a stable release (no pre-release or build tag). */
export function isStableRelease(version: string): boolean {
  return STABLE.test(version);
}

/**
 * Why `npm run release` can't take the docs from `documented` to
 * `requested` without the registry (undefined when it can): the checks of
 * the version alone, made before anything is fetched or changed.
 */
export function versionRefusal(
  requested: string | undefined,
  documented: string,
): string | undefined {
  if (!requested) {
    return `Name the release: npm run release -- <version>, e.g. a 9.x release after ${documented}.`;
  }
  if (!isStableRelease(requested)) {
    return `"${requested}" is not a stable release number (x.y.z): the docs document stable releases only.`;
  }
  const major = documented.split('.')[0];
  if (requested.split('.')[0] !== major) {
    return `${requested} is not a ${major}.x release: a new major version is a different procedure (see "Release a 9.x" in README.md), not npm run release.`;
  }
  if (compareReleases(requested, documented) <= 0) {
    return `${requested} is not newer than ${documented}, the release these pages document now.`;
  }
  return undefined;
}

/** Stable releases of `major` after `after` up to `upTo`, newest first. */
export function releasesBetween(
  published: Iterable<string>,
  after: string,
  upTo: string,
): string[] {
  const major = upTo.split('.')[0];
  return [...published]
    .filter(isStableRelease)
    .filter((version) => version.split('.')[0] === major)
    .filter(
      (version) =>
        compareReleases(version, after) > 0 &&
        compareReleases(version, upTo) <= 0,
    )
    .sort((a, b) => compareReleases(b, a));
}

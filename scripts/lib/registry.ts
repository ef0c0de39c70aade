import {spawnSync} from 'node:child_process';

import {isStableRelease} from './releaseVersion';
import {compareReleases} from './sinceData';

/** `npm view react-day-picker time`: each published version's publish time (and `created`, `modified`). */
export type RegistryTimes = Readonly<Record<string, string>>;

/**
 * Asks the npm registry when each version of react-day-picker was
 * published. Throws, in one sentence, when the registry can't be reached.
 */
export function registryTimes(): RegistryTimes {
  const result = spawnSync(
    'npm',
    // Errors logged even under `npm run -s`, whose silence children inherit.
    [
      'view',
      'react-day-picker',
      'time',
      '--json',
      '--fetch-retries=1',
      '--loglevel=error',
    ],
    {encoding: 'utf8'},
  );
  if (result.status !== 0) {
    const reason =
      /npm error (?:code )?(\S.*)/.exec(result.stderr)?.[1] ??
      result.error?.message ??
      `npm exited with ${result.status}`;
    throw new Error(
      `The npm registry can't be reached (${reason.trim()}): the release needs it to check the version and fetch the packages.`,
    );
  }
  return JSON.parse(result.stdout) as RegistryTimes;
}

/** The data of src/data/publishedVersions.json. */
export interface PublishedVersions {
  $comment: string[];
  package: string;
  versions: Record<string, {published: string; released: string | null}>;
}

/**
 * The published-versions data with every stable release the registry
 * lists and the data lacks, from the oldest major it holds up to
 * `lastMajor` (the documented one), its `released` date taken from the
 * publish time (UTC); the entries it has stay as they are. Versions in
 * order.
 */
export function withNewReleases(
  data: PublishedVersions,
  times: RegistryTimes,
  lastMajor: number,
): PublishedVersions {
  const versions = {...data.versions};
  const major = (version: string) => Number(version.split('.')[0]);
  const firstMajor = Math.min(...Object.keys(versions).map(major));
  for (const [version, time] of Object.entries(times)) {
    if (
      isStableRelease(version) &&
      major(version) >= firstMajor &&
      major(version) <= lastMajor &&
      !versions[version]
    ) {
      versions[version] = {
        published: time,
        released: new Date(time).toISOString().slice(0, 10),
      };
    }
  }
  return {
    ...data,
    versions: Object.fromEntries(
      Object.keys(versions)
        .sort(compareReleases)
        .map((version) => [version, versions[version]]),
    ),
  };
}

import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Reads the `version` field of an installed package (aliases included). */
export function installedVersion(siteDir: string, packageName: string): string {
  const manifestPath = join(
    siteDir,
    'node_modules',
    packageName,
    'package.json',
  );
  let manifest: {version?: unknown};
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    throw new Error(
      `Cannot read ${manifestPath}: run "npm ci" first. (${String(error)})`,
    );
  }
  if (typeof manifest.version !== 'string') {
    throw new Error(`${manifestPath} has no version field.`);
  }
  return manifest.version;
}

/**
 * Each archived docs version must document the package actually installed
 * under its alias, or the live examples would contradict the text.
 */
export function checkArchivedVersions(
  archived: readonly string[],
  installed: Readonly<Record<string, string>>,
): void {
  for (const version of archived) {
    const major = version.split('.')[0];
    const found = installed[major];
    if (found === undefined) {
      throw new Error(
        `versions.json lists ${version} but no react-day-picker ${major}.x package is installed.`,
      );
    }
    if (found !== version) {
      throw new Error(
        `versions.json lists ${version} but react-day-picker ${found} is installed for v${major}.`,
      );
    }
  }
}

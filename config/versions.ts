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

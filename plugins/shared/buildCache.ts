/**
 * Build results kept on disk between builds, each under a hash of
 * everything that shapes it, so a rebuild redoes only the work whose input
 * changed. Nothing is ever invalidated by time or by hand: a changed input
 * is a different key. `npm run clear` (and the benchmark's cold build)
 * removes the folder.
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, readdir, rename, writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';

/** Where the build keeps its caches: Docusaurus' own cache folder, which `docusaurus clear` removes. */
export const buildCacheDir = (siteDir: string, name: string): string =>
  join(siteDir, 'node_modules', '.cache', name);

/** One hash of `parts`, each delimited, so `['ab', 'c']` and `['a', 'bc']` differ. */
export function hashOf(parts: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash
      .update(String(Buffer.byteLength(part)))
      .update('\0')
      .update(part);
  }
  return hash.digest('hex');
}

/** Every file under `dir`, recursively, as paths relative to it, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The name and content of every file at `paths` (files, or folders read
 * recursively), relative to `siteDir`, as parts for `hashOf`. A path that
 * doesn't exist counts as empty, so creating it changes the key.
 */
export async function fileParts(
  siteDir: string,
  paths: readonly string[],
): Promise<(string | Buffer)[]> {
  const parts: (string | Buffer)[] = [];
  for (const path of paths) {
    const absolute = join(siteDir, path);
    let files: string[];
    try {
      files = (await filesUnder(absolute)).map((file) => join(path, file));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') {
        parts.push(path, '');
        continue;
      }
      if (code !== 'ENOTDIR') {
        throw error;
      }
      files = [path];
    }
    for (const file of files) {
      parts.push(file, await readFile(join(siteDir, file)));
    }
  }
  return parts;
}

/**
 * Each of `files` (absolute) by its path relative to `siteDir`, with its
 * content's hash: the record of what a step wrote, to tell later whether
 * its output is still as it left it.
 */
export async function fileHashes(
  siteDir: string,
  files: readonly string[],
): Promise<Record<string, string>> {
  return Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [
        relative(siteDir, file),
        hashOf([await readFile(file)]),
      ]),
    ),
  );
}

export interface BuildCache {
  /** The stored result of `key`, or undefined if there is none. */
  read(key: string): Promise<Buffer | undefined>;
  write(key: string, data: Buffer | string): Promise<void>;
  /** The stored result of `key`, or `compute`'s, stored for next time. */
  through(key: string, compute: () => Promise<Buffer>): Promise<Buffer>;
}

/** A cache of results in `dir`, one file per key. */
export function buildCache(dir: string): BuildCache {
  let created: Promise<unknown> | undefined;
  const cache: BuildCache = {
    async read(key) {
      try {
        return await readFile(join(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return undefined;
        }
        throw error;
      }
    },
    async write(key, data) {
      created ??= mkdir(dir, {recursive: true});
      await created;
      // Written aside and renamed, so a build running beside this one never
      // reads half a file.
      const partial = join(dir, `${key}.${process.pid}.partial`);
      await writeFile(partial, data);
      await rename(partial, join(dir, key));
    },
    async through(key, compute) {
      const stored = await cache.read(key);
      if (stored) {
        return stored;
      }
      const data = await compute();
      await cache.write(key, data);
      return data;
    },
  };
  return cache;
}

import {type FSWatcher, readdirSync, statSync, watch} from 'node:fs';
import {join, relative} from 'node:path';

const isDirectory = (path: string): boolean => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/**
 * Calls `onChange` with the path (relative to `root`) of each entry
 * created, changed, replaced or removed anywhere under `root`, until the
 * returned function is called.
 *
 * Each folder gets a watch of its own. Node 20's `fs.watch(root,
 * {recursive: true})` on Linux watches each file's inode instead: a save
 * that replaces the file (`sed -i`, an editor's atomic save) leaves it
 * watching the deleted inode, and every later save goes unseen, silently.
 * A folder's watch reports its entries by name, whatever their inode.
 */
export function watchTree(
  root: string,
  onChange: (path: string) => void,
  onError: (error: Error, dir: string) => void,
): () => void {
  const watchers = new Map<string, FSWatcher>();
  const unwatch = (dir: string) => {
    watchers.get(dir)?.close();
    watchers.delete(dir);
  };
  const add = (dir: string) => {
    if (watchers.has(dir)) {
      return;
    }
    const watcher = watch(dir, (_event, name) => {
      if (!name) {
        return;
      }
      const path = join(dir, name);
      if (isDirectory(path)) {
        add(path);
      } else if (watchers.has(path)) {
        unwatch(path);
      }
      onChange(relative(root, path));
    });
    watcher.on('error', (error) => {
      unwatch(dir);
      // A removed folder ends its own watch; anything else is news.
      if (isDirectory(dir)) {
        onError(error, dir);
      }
    });
    watcher.unref();
    watchers.set(dir, watcher);
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        add(join(dir, entry.name));
      }
    }
  };
  add(root);
  return () => [...watchers.keys()].forEach(unwatch);
}

import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createStorageSlot} from '@docusaurus/theme-common';

type ColorMode = 'light' | 'dark';

const isColorMode = (value: string | null): value is ColorMode =>
  value === 'light' || value === 'dark';

/*
 * Docusaurus' inline theme script (3.8.1) copies the `?docusaurus-theme=`
 * query, else the stored "theme" value, into <html data-theme> and
 * data-theme-choice unchecked, so a bad value leaves the page in neither
 * mode. Before the app starts, fall back to the reader's stored choice,
 * else the system preference. Only a bad stored value is dropped: a bad
 * query is a link's mistake, not the reader's choice. The theme's own
 * storage slot names the key, so it follows the site's storage namespace.
 */
if (ExecutionEnvironment.canUseDOM) {
  const root = document.documentElement;
  if (!isColorMode(root.getAttribute('data-theme'))) {
    const storage = createStorageSlot('theme');
    const stored = storage.get();
    if (stored !== null && !isColorMode(stored)) {
      storage.del();
    }
    const system = window.matchMedia('(prefers-color-scheme: dark)').matches
      ? 'dark'
      : 'light';
    root.setAttribute('data-theme', isColorMode(stored) ? stored : system);
    root.setAttribute(
      'data-theme-choice',
      isColorMode(stored) ? stored : 'system',
    );
  }
}

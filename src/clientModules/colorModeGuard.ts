import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createStorageSlot} from '@docusaurus/theme-common';

/*
 * Docusaurus' inline theme script (3.8.1) copies the stored "theme" value
 * into <html data-theme> unchecked, so a corrupt value leaves the page in
 * neither mode. Before the app starts, fall back to the system preference
 * and drop the bad value. The theme's own storage slot names the key, so
 * it follows the site's storage namespace.
 */
if (ExecutionEnvironment.canUseDOM) {
  const root = document.documentElement;
  const theme = root.getAttribute('data-theme');
  if (theme !== 'light' && theme !== 'dark') {
    const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    root.setAttribute('data-theme', dark ? 'dark' : 'light');
    createStorageSlot('theme').del();
  }
}

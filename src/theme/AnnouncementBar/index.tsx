/*
 * Wraps the stock AnnouncementBar (Docusaurus 3.8.1) to fix one gap: the
 * theme's inline script hides the bar before hydration whenever *any*
 * earlier bar was dismissed, without comparing ids. The theme then resets
 * the dismissal for a new id, but the hiding attribute stays until the next
 * page load. Re-check on upgrade: theme-classic/lib/inlineScripts.js.
 */
import {useEffect, type ReactNode} from 'react';
import {createStorageSlot, useThemeConfig} from '@docusaurus/theme-common';
import AnnouncementBar from '@theme-original/AnnouncementBar';

const DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';
// The theme's key, through its storage slot, so it follows the site's
// storage namespace.
const ID_STORAGE_KEY = 'docusaurus.announcement.id';

export default function AnnouncementBarWrapper(): ReactNode {
  const {announcementBar} = useThemeConfig();
  // Runs before the theme's own effect (children's effects run first), so
  // the stored id is still the one the reader last saw. Only a bar hidden
  // by the inline script needs the check; for everyone else ("false") it
  // skips the storage read and leaves <html> alone during hydration.
  useEffect(() => {
    const root = document.documentElement;
    if (
      announcementBar &&
      root.getAttribute(DISMISSED_ATTRIBUTE) === 'true' &&
      createStorageSlot(ID_STORAGE_KEY).get() !== announcementBar.id
    ) {
      root.removeAttribute(DISMISSED_ATTRIBUTE);
    }
  }, [announcementBar]);
  return <AnnouncementBar />;
}

export const REPOSITORY_URL = 'https://github.com/gpbl/react-day-picker';
export const DISCUSSIONS_URL = `${REPOSITORY_URL}/discussions`;
/** Where readers report a problem with these docs (search "Let us know."). */
export const DOCS_ISSUES_URL = `${REPOSITORY_URL}/issues/new`;
/** DayPicker 7 docs are no longer built with this site. */
export const V7_DOCS_URL = 'https://react-day-picker-v7.netlify.app';

/**
 * Changing the id shows the bar again to readers who dismissed the previous one.
 */
export const ANNOUNCEMENT = {
  id: 'v9-11-buddhist-hebrew',
  content:
    'DayPicker 9.11 adds the Buddhist and Hebrew calendars. <a href="/changelog">Read the changelog</a>.',
} as const;

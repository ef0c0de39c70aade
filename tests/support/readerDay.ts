import {statSync} from 'node:fs';

import {joinBuild} from './pages';

/** The day the served build was made: when its home page was written. */
export function buildDay(): Date {
  return statSync(joinBuild('index.html')).mtime;
}

/** Rows a month spans in a calendar whose weeks start on `weekStartsOn`. */
export function weekRows(
  year: number,
  month: number,
  weekStartsOn = 0,
): number {
  const lead = (new Date(year, month, 1).getDay() - weekStartsOn + 7) % 7;
  const days = new Date(year, month + 1, 0).getDate();
  return Math.ceil((lead + days) / 7);
}

/**
 * A reader's day in another month than the build's: 10:00 on the 12th of
 * the first later month that starts on another weekday and spans another
 * number of weeks, whether weeks start on Sunday or on Monday. Pre-rendered
 * calendars show the build month; live ones, this one.
 */
export function readerDay(built: Date = buildDay()): Date {
  const differs = (month: Date) =>
    month.getDay() !==
      new Date(built.getFullYear(), built.getMonth()).getDay() &&
    [0, 1].every(
      (weekStartsOn) =>
        weekRows(month.getFullYear(), month.getMonth(), weekStartsOn) !==
        weekRows(built.getFullYear(), built.getMonth(), weekStartsOn),
    );
  for (let ahead = 1; ahead <= 24; ahead++) {
    const month = new Date(built.getFullYear(), built.getMonth() + ahead, 1);
    if (differs(month)) {
      return new Date(month.getFullYear(), month.getMonth(), 12, 10);
    }
  }
  throw new Error(
    `No month within two years of ${built.toDateString()} differs from it.`,
  );
}

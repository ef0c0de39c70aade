import type {DateRange} from 'react-day-picker';

import type {Mode} from './types';

/** A day as YYYY-MM-DD in `timeZone` (or the browser's), whatever the calendar system shows. */
export function isoDay(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** The current selection in words, for the text beside the calendar. */
export function selectionText(
  mode: Mode | undefined,
  selected: unknown,
  timeZone?: string,
): string {
  const day = (date: Date) => isoDay(date, timeZone);
  switch (mode) {
    case undefined:
      return 'No selection mode: days cannot be selected.';
    case 'single':
      return selected instanceof Date
        ? `Selected: ${day(selected)}`
        : 'No day selected.';
    case 'multiple': {
      const dates = Array.isArray(selected) ? (selected as Date[]) : [];
      return dates.length > 0
        ? `Selected ${dates.length} ${dates.length === 1 ? 'day' : 'days'}: ${dates.map(day).join(', ')}`
        : 'No days selected.';
    }
    case 'range': {
      const range = selected as DateRange | undefined;
      if (!range?.from) {
        return 'No range selected.';
      }
      return `Selected range: ${day(range.from)} to ${range.to ? day(range.to) : '…'}`;
    }
  }
}

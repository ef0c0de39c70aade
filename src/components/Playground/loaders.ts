import type {ComponentType} from 'react';
import {DayPicker, type DayPickerProps, type Locale} from 'react-day-picker';

import {localeFile} from '../../data/playgroundLocales';
import {CALENDARS} from './choices';
import type {CalendarId} from './types';

/** What the live calendar needs for a calendar system and locale. */
export interface CalendarSetup {
  DayPicker: ComponentType<DayPickerProps>;
  locale: Locale | undefined;
}

interface CalendarModule {
  DayPicker: ComponentType<DayPickerProps>;
  locales: Record<string, Locale>;
}

/**
 * Picks the DayPicker and the locales options.ts lists from a calendar
 * system's module. Its DayPicker narrows `locale` to a whole date-fns Locale;
 * the playground only ever passes whole locales, so it takes the same props.
 */
function calendarModule(
  id: CalendarId,
  module: Record<string, unknown>,
): CalendarModule {
  const locales: Record<string, Locale> = {};
  for (const {value} of CALENDARS[id].locales) {
    if (!module[value]) {
      throw new Error(
        `${CALENDARS[id].importPath} does not export the locale "${value}".`,
      );
    }
    locales[value] = module[value] as Locale;
  }
  return {
    DayPicker: module.DayPicker as ComponentType<DayPickerProps>,
    locales,
  };
}

// Each calendar system is its own chunk, fetched when first chosen.
const CALENDAR_MODULES: Record<
  CalendarId,
  () => Promise<Record<string, unknown>>
> = {
  persian: () => import('react-day-picker/persian'),
  buddhist: () => import('react-day-picker/buddhist'),
  ethiopic: () => import('react-day-picker/ethiopic'),
  hebrew: () => import('react-day-picker/hebrew'),
};

/** One chunk per Gregorian locale file, fetched when first chosen. */
function loadGregorianLocale(name: string): Promise<Locale> {
  const file = localeFile(name);
  if (!file) {
    return Promise.reject(
      new Error(`react-day-picker/locale has no locale named "${name}".`),
    );
  }
  return import(
    /* webpackChunkName: "daypicker-locale-[request]" */
    /* webpackInclude: /[\\/]locale[\\/][\w-]+\.js$/ */
    /* webpackExclude: /[\\/]locale[\\/](cdn|types)\.js$/ */
    `daypicker-locales/${file}.js`
  ).then((module: {default: Locale}) => module.default);
}

const cache = new Map<string, Promise<unknown>>();

/** Loads once per key; a failed load (e.g. offline) is retried next time. */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

/** The Gregorian DayPicker with its default locale: ready without loading anything. */
export const DEFAULT_SETUP: CalendarSetup = {DayPicker, locale: undefined};

export async function loadCalendarSetup(
  calendar: CalendarId | undefined,
  locale: string | undefined,
): Promise<CalendarSetup> {
  if (!calendar) {
    return {
      DayPicker,
      locale: locale
        ? await once(`locale:${locale}`, () => loadGregorianLocale(locale))
        : undefined,
    };
  }
  const module = await once(`calendar:${calendar}`, () =>
    CALENDAR_MODULES[calendar]().then((exports) =>
      calendarModule(calendar, exports),
    ),
  );
  if (locale && !module.locales[locale]) {
    throw new Error(
      `react-day-picker/${calendar} has no locale named "${locale}".`,
    );
  }
  return {
    DayPicker: module.DayPicker,
    locale: locale ? module.locales[locale] : undefined,
  };
}

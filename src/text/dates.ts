/**
 * A month as the player's language and region write it: its name, the days of the week from the
 * day the region starts its week on, and a day's date. The browser's own calendar data first
 * (`Intl.Locale`'s week information); where a browser has none, the regions that start their week
 * on a Sunday or a Saturday by the Unicode CLDR's table, and Monday elsewhere.
 */

/** 0 is Sunday, 1 Monday ... 6 Saturday, as `Date.getUTCDay` counts them. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Regions whose week starts on a Sunday (CLDR's weekData). */
const SUNDAY_FIRST = new Set('AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(' '));
/** Regions whose week starts on a Saturday. */
const SATURDAY_FIRST = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));
/** The region a language alone stands for, where the browser cannot say (CLDR's likely subtags). */
const LIKELY_REGION: Readonly<Record<string, string>> = { en: 'US', pt: 'BR', es: 'ES', fr: 'FR', de: 'DE', it: 'IT' };

interface WeekInfo {
  readonly firstDay?: number;
}
/** What the newer and the older browsers call the week's information. */
interface LocaleWithWeeks {
  readonly region?: string;
  readonly weekInfo?: WeekInfo;
  getWeekInfo?(): WeekInfo;
  maximize?(): { readonly region?: string };
}

/** The region of a language tag ('en-GB' is GB; 'en' alone, by its likely region). */
function regionOf(tag: string, locale: LocaleWithWeeks | null): string {
  const said = locale?.region ?? locale?.maximize?.().region;
  return (said ?? LIKELY_REGION[tag.toLowerCase().split(/[-_]/)[0] ?? ''] ?? '').toUpperCase();
}

/** The browser's reading of a tag, or null for one it cannot read. */
function localeOf(tag: string): LocaleWithWeeks | null {
  try {
    return new Intl.Locale(tag);
  } catch {
    return null;
  }
}

/** The day the week starts on where `tag` ('en-GB', 'pt', 'fr-CA') is spoken. */
export function firstDayOfWeek(tag: string): Weekday {
  const locale = localeOf(tag);
  const info = locale?.getWeekInfo?.() ?? locale?.weekInfo;
  // ISO's count: 7 is Sunday.
  if (info?.firstDay !== undefined && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday;
  const region = regionOf(tag, locale);
  if (SUNDAY_FIRST.has(region)) return 0;
  if (SATURDAY_FIRST.has(region)) return 6;
  return 1;
}

/** A day (1-based) of a month 'YYYY-MM' at noon UTC, as a time stamp. */
const dayOf = (month: string, day: number): number => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Date.UTC(y, m - 1, day, 12);
};

/** The days of the week's names from `first` on, 'short' ("Mon") or 'narrow' ("M"). */
export function weekdayNames(tag: string, first: Weekday, width: 'short' | 'narrow'): string[] {
  const f = new Intl.DateTimeFormat(tag, { weekday: width, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => f.format(Date.UTC(2023, 0, 1 + ((first + i) % 7), 12)));
}

/** "December 2026", "Dezember 2026", "Décembre 2026": the month's name and year, as a heading. */
export function monthTitle(month: string, tag: string): string {
  const words = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dayOf(month, 1));
  return words.charAt(0).toLocaleUpperCase(tag) + words.slice(1);
}

/** A day 'YYYY-MM-DD' as `tag` writes it in full: "5 December 2026", "December 5, 2026". */
export function dateWords(date: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(dayOf(date.slice(0, 7), Number(date.slice(8, 10))));
}

/** The weeks a month 'YYYY-MM' spans with weeks starting on `first`: its first day's column, its days, its weeks. */
export function monthGrid(month: string, first: Weekday): { offset: number; days: number; weeks: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const offset = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() - first + 7) % 7;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { offset, days, weeks: Math.ceil((offset + days) / 7) };
}

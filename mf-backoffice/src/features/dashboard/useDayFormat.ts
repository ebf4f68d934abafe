import { useLanguage } from '@inercise/shared';

/**
 * A shop day (YYYY-MM-DD, already Poland's day as the API counted it) in the owner's language: short for the chart's
 * axis ("20 Nov"), long for the day's figures ("Thu, 20 November"). Read as a calendar day, so no time zone moves it.
 */
export function useDayFormat(): { short: (day: string) => string; long: (day: string) => string } {
  const locale = useLanguage() === 'pl' ? 'pl-PL' : 'en-GB';
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  return { short: (day) => short.format(at(day)), long: (day) => long.format(at(day)) };
}

import { useLanguage } from '@inercise/shared';

/**
 * A publication day (`YYYY-MM-DD`) as the owner reads dates, in the page's language. The day is the one shoppers
 * see, so it is read in UTC, as the shop does, never moved by a time zone.
 */
export function useDayFormat(): (day: string) => string {
  const format = new Intl.DateTimeFormat(useLanguage() === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
  return (day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? day : format.format(date);
  };
}

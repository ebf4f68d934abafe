import { useLanguage } from '@inercise/shared';

/** Dates and times as the owner reads them: in Poland's time, where the shop is and the API's day filters count. */
export function useDateFormat(): { dateTime: (iso: string) => string; date: (iso: string) => string } {
  const locale = useLanguage() === 'pl' ? 'pl-PL' : 'en-GB';
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Warsaw' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Warsaw' });
  return { dateTime: (iso) => dateTime.format(new Date(iso)), date: (iso) => date.format(new Date(iso)) };
}

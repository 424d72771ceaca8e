import { useFormatter } from 'use-intl';

/** An instant as the page's language writes a date and time, in Virginia's zone (the IntlProvider's), zone named. */
export function useVirginiaTime(): (iso: string) => string {
  const format = useFormatter();
  return (iso) =>
    format.dateTime(new Date(iso), {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
}

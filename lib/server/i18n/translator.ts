import { createTranslator } from 'use-intl/core';
import { SITE_TIME_ZONE, type MessageArea } from '@/lib/shared/i18n';
import { catalog, languageOf } from './messages';

/**
 * Messages the server writes in a person's language (a receipt mail), from the same catalogs as the pages, with
 * ICU plurals and dates in Virginia's time. An unknown locale is English.
 */
export function translatorFor(locale: string | undefined, area: MessageArea) {
  const code = languageOf(locale).code;
  return {
    locale: code,
    t: createTranslator({
      locale: code,
      messages: { [area]: catalog(code, area) },
      namespace: area,
      timeZone: SITE_TIME_ZONE,
    }) as unknown as (key: string, values?: Record<string, string | number | Date>) => string,
  };
}

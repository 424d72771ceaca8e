import { languageOf, messagesFor, siteLanguages } from '@/lib/server/i18n/messages';
import { errorPageMeta } from '@/lib/shared/pageRegistry';
import { DEFAULT_SITE_CONFIG } from '@/lib/shared/site';

/** The props of a statically built error page (404, 500) in one language, titled in it. */
export function errorPageProps(
  locale: string | undefined,
  title: 'notFoundTitle' | 'serverErrorTitle',
  path: string,
) {
  const code = languageOf(locale).code;
  const messages = messagesFor(code);
  const errors = (messages.frame?.errors ?? {}) as Record<string, string>;
  return {
    props: {
      meta: { ...errorPageMeta(errors[title] ?? title, path), locale: code },
      site: { ...DEFAULT_SITE_CONFIG, languages: siteLanguages() },
      announcement: null,
      messages,
      translation: null,
    },
  };
}

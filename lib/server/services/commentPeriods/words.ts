import { RateLimitError } from '@/lib/server/http/rateLimit';
import { limitByClient } from '@/lib/server/http/rateLimit';
import { languageOf } from '@/lib/server/i18n/messages';
import { translatorFor } from '@/lib/server/i18n/translator';
import { virginiaDateTime } from '@/lib/shared/dates';
import { HttpError } from '@/lib/shared/errors';
import { SITE_TIME_ZONE } from '@/lib/shared/i18n';
import { reportPath, type CommentPeriod } from '@/lib/shared/schemas/commentPeriods';
import type { IncomingMessage } from 'node:http';

/**
 * What the server says to a person about their period comment, in the language of the page they commented from
 * (messages/<locale>/periods.json, `server.*`; an unknown or missing locale is English): the refusals (not yet
 * open, closed, too many, a section or choice not offered, too short) and the receipt mail. A moment is written
 * in Virginia time: in English as the site writes it everywhere (virginiaDateTime), in another language in that
 * language's own way.
 */
export function periodWords(locale: string | undefined) {
  const { t, locale: code } = translatorFor(locale, 'periods');
  const format =
    code === 'en'
      ? null
      : new Intl.DateTimeFormat(languageOf(code).htmlLang, {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone: SITE_TIME_ZONE,
          timeZoneName: 'short',
        });
  return {
    locale: code,
    say: (key: string, values?: Record<string, string | number>) => t(`server.${key}`, values),
    when: (iso: string) => (format ? format.format(new Date(iso)) : virginiaDateTime(iso)),
  };
}

/** Refuses a comment outside the period's dates with the sentence that says when (and where the report is). */
export function requireOpen(p: CommentPeriod, locale?: string): void {
  const { say, when } = periodWords(locale);
  if (p.state === 'upcoming') throw new HttpError(409, say('notYetOpen', { opens: when(p.opensAt) }));
  if (p.state === 'closed')
    throw new HttpError(
      409,
      say(p.reportPublishedAt ? 'closedReport' : 'closedNoReport', {
        closes: when(p.closesAt),
        report: reportPath(p.slug),
      }),
    );
}

/** The comment rate limit (the map comments'), its refusal in the person's language, Retry-After kept. */
export async function limitPeriodComment(req: IncomingMessage, locale: string | undefined): Promise<void> {
  try {
    await limitByClient('comment', req);
  } catch (err) {
    if (!(err instanceof RateLimitError)) throw err;
    const refusal = new HttpError(429, periodWords(locale).say('tooMany', { seconds: err.retryAfter ?? 60 }));
    refusal.retryAfter = err.retryAfter;
    throw refusal;
  }
}

/** The page's locale as the form sent it (a two-letter code), else undefined (English). */
export const localeOf = (body: Record<string, unknown>): string | undefined =>
  typeof body.locale === 'string' && /^[a-z]{2}$/.test(body.locale) ? body.locale : undefined;

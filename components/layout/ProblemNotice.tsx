import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import text from '@/styles/type.module.css';
import css from './frame.module.css';

/** What page() passes when a page's loader refused the address (HttpError 4xx): status and a message to act on. */
export interface PageProblem {
  status: number;
  message: string;
}

const HEADINGS: Record<number, 'badAddress' | 'notFound'> = { 400: 'badAddress', 404: 'notFound' };

/**
 * The 404 page and every page that refused its address: a heading, what was wrong (when known), and the way on.
 * `back` is a page that does exist nearby (e.g. the first page of a list).
 */
export function ProblemNotice({
  status = 404,
  message = null,
  back = null,
}: {
  status?: number;
  message?: string | null;
  back?: { href: string; label: string } | null;
}) {
  const t = useTranslations('frame.errors');
  return (
    <>
      <h1 className={`${text.h1} ${css.problemHeading}`}>{t(HEADINGS[status] ?? 'notFound')}</h1>
      {message && (
        <p role="alert" className={css.spaced}>
          {message}
        </p>
      )}
      <p className={css.spaced}>{t('mistyped')}</p>
      {back && (
        <p className={css.spaced}>
          <NextLink href={back.href}>{back.label}</NextLink>
        </p>
      )}
      <NextLink href="/">{t('home')}</NextLink>
    </>
  );
}

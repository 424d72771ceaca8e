import { PeriodSlugPageParam, PeriodInputError } from '@/lib/shared/schemas/commentPeriods';
import NextLink from 'next/link';
import type { NextApiRequest, NextApiResponse } from 'next';
import { useTranslations } from 'use-intl';
import type { DemographicsAnswer } from '@/components/commentPeriods/DemographicsForm';
import { PeriodCommentForm, type FormAnswer } from '@/components/commentPeriods/PeriodCommentForm';
import { useVirginiaTime } from '@/components/commentPeriods/useVirginiaTime';
import { readFormBody } from '@/lib/server/http/formBody';
import { isSameOriginRequest } from '@/lib/server/http/origin';
import { ensureVisitorKey } from '@/lib/server/http/visitor';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page } from '@/lib/server/pageProps';
import {
  draftSections,
  limitPeriodComment,
  periodWords,
  publicPeriod,
  saveDemographics,
  submitPeriodComment,
} from '@/lib/server/services/commentPeriods';
import { HttpError } from '@/lib/shared/errors';
import { pageTitle } from '@/lib/shared/pageRegistry';
import { ROUTES } from '@/lib/shared/routes';
import type { CommentPeriod, DraftSection } from '@/lib/shared/schemas/commentPeriods';
import { periodIcsPath, reportPath } from '@/lib/shared/schemas/commentPeriods/rules';
import css from '@/components/commentPeriods/periods.module.css';
import text from '@/styles/type.module.css';

interface Props {
  period: CommentPeriod;
  sections: DraftSection[];
  answer: FormAnswer | null;
  values: Record<string, string>;
  demographics: DemographicsAnswer | null;
}

function PeriodPage({ period, sections, answer, values, demographics }: Props) {
  const t = useTranslations('periods.period');
  const when = useVirginiaTime();
  return (
    <article className={css.page}>
      <h1 className={text.h1}>{period.title}</h1>
      {period.illustrative && <p className={text.body1}>{t('illustrative')}</p>}
      <p className={text.lead}>{period.summary}</p>
      <p className={text.body1}>
        {period.state === 'upcoming' && t('opensOn', { opens: when(period.opensAt) })}
        {period.state === 'open' && t('openUntil', { closes: when(period.closesAt) })}
        {period.state === 'closed' && t('closedOn', { closes: when(period.closesAt) })}{' '}
        {period.state !== 'closed' && <a href={periodIcsPath(period.slug)}>{t('calendar')}</a>}
      </p>
      <h2 className={text.h2}>{t('draft')}</h2>
      <ul className={text.body1}>
        {period.pagePath && (
          <li>
            <NextLink href={period.pagePath}>{t('draftPage')}</NextLink>
            {sections.length > 0 && (
              <ul>
                {sections.map((s) => (
                  <li key={s.anchor}>
                    <NextLink href={`${period.pagePath}#${s.anchor}`}>{s.title}</NextLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        )}
        {period.documentPath && (
          <li>
            <a href={period.documentPath}>{period.documentTitle ?? t('draftDocument')}</a>
          </li>
        )}
        {period.includesMap && (
          <li>
            <NextLink href={ROUTES.mapExplorer}>{t('map')}</NextLink>: {t('mapNote')}
          </li>
        )}
      </ul>
      {period.state === 'open' && (
        <PeriodCommentForm
          slug={period.slug}
          sections={sections}
          questions={period.questions}
          answer={answer}
          values={values}
          demographics={demographics}
        />
      )}
      {period.state === 'closed' && (
        <p className={text.body1}>
          {t('closedNotice', { closes: when(period.closesAt) })}{' '}
          {period.reportPublishedAt ? (
            <NextLink href={reportPath(period.slug)}>{t('reportOut')}</NextLink>
          ) : (
            t('reportComing')
          )}
        </p>
      )}
      {period.state !== 'open' && answer && !answer.ok && (
        <p role="alert" className={text.body1}>
          {answer.message}
        </p>
      )}
    </article>
  );
}

/** The comment form's fields as the service takes them. */
function submission(form: Record<string, string>, period: CommentPeriod, locale: string | undefined) {
  return {
    target: form.target === 'section' ? 'section' : 'draft',
    section: form.target === 'section' ? (form.section ?? '') : '',
    comment: form.comment ?? '',
    answers: Object.fromEntries(period.questions.map((q) => [q.id, form[q.id] ?? '']).filter(([, v]) => v)),
    email: form.email ?? '',
    website: form.website ?? '',
    locale,
  };
}

/**
 * A published period (a draft period is a 404). A POST is the comment form sent before scripts: the same service
 * as the API and the same rate limit; the page answers with the outcome, and keeps what was typed on a refusal.
 */
export const getServerSideProps = page<Props>(
  '/get-involved/comment-periods/[slug]',
  async (ctx) => {
    const { slug } = parsePageQuery(PeriodSlugPageParam, ctx.params ?? {}, { status: 404 });
    const period = await publicPeriod(slug);
    let answer: FormAnswer | null = null;
    let values: Record<string, string> = {};
    let demographics: DemographicsAnswer | null = null;
    let status: number | undefined;
    if (ctx.req.method === 'POST') {
      const req = ctx.req as unknown as NextApiRequest;
      ctx.res.setHeader('Cache-Control', 'private, no-store');
      try {
        if (!isSameOriginRequest(req)) throw new HttpError(403, periodWords(ctx.locale).say('otherSite'));
        await limitPeriodComment(req, ctx.locale);
        values = await readFormBody(req, 64 * 1024);
        if (values.form === 'demographics') {
          // The optional questions about the person, sent before scripts: the thanks stays on the screen.
          const token = values.token ?? '';
          answer = { ok: true, status: 'given', token };
          try {
            await saveDemographics(slug, {
              token,
              ageBand: values.ageBand ?? '',
              zip: values.zip ?? '',
              homeLanguage: values.homeLanguage ?? '',
              disability: values.disability ?? '',
            });
            demographics = { ok: true };
          } catch (err) {
            if (err instanceof HttpError) demographics = { ok: false, message: err.message };
            else if (err instanceof PeriodInputError)
              demographics = { ok: false, message: err.issues.map((i) => i.message).join(' ') };
            else throw err;
            status = err instanceof HttpError ? err.status : 400;
          }
          values = {};
          return {
            title: pageTitle(period.title),
            description: period.summary,
            ...(status ? { status } : {}),
            props: { period, sections: await draftSections(period), answer, values, demographics },
          };
        }
        const result = await submitPeriodComment(
          slug,
          submission(values, period, ctx.locale),
          ensureVisitorKey(req, ctx.res as unknown as NextApiResponse),
        );
        answer = {
          ok: true,
          status: result.status === 'approved' ? 'approved' : 'pending',
          token: result.demographicsToken,
        };
        values = {};
      } catch (err) {
        if (err instanceof HttpError) {
          answer = { ok: false, message: err.message };
          status = err.status;
        } else if (err instanceof PeriodInputError) {
          answer = { ok: false, message: err.issues.map((i) => i.message).join(' ') };
          status = 400;
        } else throw err;
        // What was typed comes back to the person who typed it only (private, never cached); never the honeypot.
        delete values.website;
      }
    }
    return {
      title: pageTitle(period.title),
      description: period.summary,
      ...(status ? { status } : {}),
      props: { period, sections: await draftSections(period), answer, values, demographics },
    };
  },
  { areas: ['periods'] },
);

export default PeriodPage;

import NextLink from 'next/link';
import { PeriodCommentForm, thanks, type FormAnswer } from '@/components/commentPeriods/PeriodCommentForm';
import { readFormBody } from '@/lib/server/http/formBody';
import { isSameOriginRequest } from '@/lib/server/http/origin';
import { limitByClient } from '@/lib/server/http/rateLimit';
import { ensureVisitorKey } from '@/lib/server/http/visitor';
import { page } from '@/lib/server/pageProps';
import { draftSections, publicPeriod, submitPeriodComment } from '@/lib/server/services/commentPeriods';
import { virginiaDateTime } from '@/lib/shared/dates';
import { HttpError } from '@/lib/shared/errors';
import { ROUTES } from '@/lib/shared/routes';
import {
  closedSentence,
  periodIcsPath,
  reportPath,
  type CommentPeriod,
  type DraftSection,
} from '@/lib/shared/schemas/commentPeriods';
import { Slug } from '@/lib/shared/schemas/common';
import text from '@/styles/type.module.css';
import type { NextApiRequest, NextApiResponse } from 'next';

interface Props {
  period: CommentPeriod;
  sections: DraftSection[];
  answer: FormAnswer | null;
  values: Record<string, string>;
}

function PeriodPage({ period, sections, answer, values }: Props) {
  return (
    <article>
      <h1 className={text.h1}>{period.title}</h1>
      {period.illustrative && (
        <p className={text.body1}>Illustrative example: not an actual comment period.</p>
      )}
      <p className={text.lead}>{period.summary}</p>
      <p className={text.body1}>
        {period.state === 'upcoming' && `Comments open ${virginiaDateTime(period.opensAt)}. `}
        {period.state === 'open' && `Open for comment until ${virginiaDateTime(period.closesAt)}. `}
        {period.state === 'closed' && `Closed ${virginiaDateTime(period.closesAt)}. `}
        <a href={periodIcsPath(period.slug)}>Add the closing date to your calendar</a>
      </p>
      <h2 className={text.h2}>The draft</h2>
      <ul className={text.body1}>
        {period.pagePath && (
          <li>
            <NextLink href={period.pagePath}>The draft page</NextLink>
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
            <a href={period.documentPath}>{period.documentTitle ?? 'The draft document'}</a>
          </li>
        )}
        {period.includesMap && (
          <li>
            <NextLink href={ROUTES.mapExplorer}>The map</NextLink>: a comment on the map while the period is
            open belongs to it.
          </li>
        )}
      </ul>
      {period.state === 'open' ? (
        <PeriodCommentForm
          slug={period.slug}
          sections={sections}
          questions={period.questions}
          answer={answer}
          values={values}
        />
      ) : period.state === 'closed' ? (
        <p className={text.body1}>
          {closedSentence({
            slug: period.slug,
            closesAt: period.closesAt,
            reportPublished: period.reportPublishedAt !== null,
          }).replace(/ at \/\S+$/, '.')}{' '}
          {period.reportPublishedAt && <NextLink href={reportPath(period.slug)}>What we heard</NextLink>}
        </p>
      ) : null}
    </article>
  );
}

/**
 * A published period (a draft period is a 404). A POST is the comment form sent before scripts: the same
 * service as the API, the same rate limit; the page answers with the outcome, keeping what was typed on refusal.
 */
export const getServerSideProps = page<Props>('/get-involved/comment-periods/[slug]', async (ctx) => {
  const slug = Slug.parse(ctx.params?.slug);
  let answer: FormAnswer | null = null;
  let values: Record<string, string> = {};
  if (ctx.req.method === 'POST') {
    const req = ctx.req as unknown as NextApiRequest;
    const res = ctx.res as unknown as NextApiResponse;
    ctx.res.setHeader('Cache-Control', 'private, no-store');
    try {
      if (!isSameOriginRequest(req))
        throw new HttpError(403, 'This form came from another site, so it was refused.');
      await limitByClient('comment', req);
      const form = await readFormBody(req, 64 * 1024);
      values = form;
      const period = await publicPeriod(slug);
      const answers = Object.fromEntries(
        period.questions.map((q) => [q.id, form[q.id] ?? '']).filter(([, v]) => v),
      );
      const result = await submitPeriodComment(
        slug,
        {
          target: form.target === 'section' ? 'section' : 'draft',
          section: form.target === 'section' ? (form.section ?? '') : '',
          comment: form.comment ?? '',
          answers,
          email: form.email ?? '',
          website: form.website ?? '',
          locale: ctx.locale,
        },
        ensureVisitorKey(req, res),
      );
      answer = { ok: true, message: thanks(result.status) };
      values = {};
    } catch (err) {
      if (!(err instanceof HttpError) && !(err instanceof Error && err.name === 'ZodError')) throw err;
      answer = { ok: false, message: err instanceof HttpError ? err.message : 'Please check the form.' };
      ctx.res.statusCode = err instanceof HttpError ? err.status : 400;
    }
  }
  const period = await publicPeriod(slug);
  return {
    title: `${period.title} | VTrans`,
    description: period.summary,
    ...(answer && !answer.ok ? { status: ctx.res.statusCode } : {}),
    props: { period, sections: await draftSections(period), answer, values },
  };
});

export default PeriodPage;

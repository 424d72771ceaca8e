import {
  DemographicsToken,
  PeriodInputError,
  PeriodSlugPageParam,
} from '@/lib/shared/schemas/commentPeriods';
import NextLink from 'next/link';
import type { NextApiRequest } from 'next';
import { useTranslations } from 'use-intl';
import css from '@/components/commentPeriods/periods.module.css';
import { readFormBody } from '@/lib/server/http/formBody';
import { isSameOriginRequest } from '@/lib/server/http/origin';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { limitByClient } from '@/lib/server/http/rateLimit';
import { page } from '@/lib/server/pageProps';
import { deleteDemographics, hasDemographics, publicPeriod } from '@/lib/server/services/commentPeriods';
import { HttpError } from '@/lib/shared/errors';
import { periodPath } from '@/lib/shared/schemas/commentPeriods/rules';
import text from '@/styles/type.module.css';

type State = 'held' | 'none' | 'deleted' | 'refused' | 'noKey';

interface Props {
  slug: string;
  title: string;
  token: string;
  state: State;
  message: string | null;
}

/**
 * The page of the link in the receipt and the thank-you: it says whether the site holds answers about the person
 * for that comment, and deletes them with a button (a POST to this page; a GET never deletes). It never shows the
 * answers themselves. Never cached, never indexed; the token is the only key.
 */
function YourAnswersPage({ slug, title, token, state, message }: Props) {
  const t = useTranslations('periods.yourAnswers');
  return (
    <article className={css.page}>
      <h1 className={text.h1}>{t('title')}</h1>
      <p className={text.body1}>{t('about', { title })}</p>
      {state === 'refused' && (
        <p role="alert" className={text.body1}>
          {message}
        </p>
      )}
      {state === 'none' && <p className={text.body1}>{t('none')}</p>}
      {state === 'noKey' && <p className={text.body1}>{t('noKey')}</p>}
      {state === 'deleted' && (
        <p role="status" className={text.body1}>
          {t('deleted')}
        </p>
      )}
      {state === 'held' && (
        <form method="post" className={css.form}>
          <p className={text.body1}>{t('held')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={`${text.ui} ${css.submit}`}>
            {t('delete')}
          </button>
        </form>
      )}
      <p className={text.body1}>
        <NextLink href={periodPath(slug)}>{t('back')}</NextLink>
      </p>
    </article>
  );
}

export const getServerSideProps = page<Props>(
  '/get-involved/comment-periods/[slug]/your-answers',
  async (ctx) => {
    const { slug } = parsePageQuery(PeriodSlugPageParam, ctx.params ?? {}, { status: 404 });
    const period = await publicPeriod(slug);
    // A person's own page: never kept by a shared cache, and the token never leaves for another site in a
    // Referer ('same-origin', not 'no-referrer': with that, the browser sends `Origin: null` on the button's POST,
    // which the same-origin check rightly refuses).
    ctx.res.setHeader('Cache-Control', 'private, no-store');
    ctx.res.setHeader('Referrer-Policy', 'same-origin');
    const base = { slug, title: period.title };
    let token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    try {
      if (ctx.req.method === 'POST') {
        const req = ctx.req as unknown as NextApiRequest;
        if (!isSameOriginRequest(req))
          throw new HttpError(403, 'This form came from another site, so it was refused.');
        await limitByClient('period-demographics', req);
        token = (await readFormBody(req, 4 * 1024)).token ?? '';
        await deleteDemographics(slug, { token });
        return { props: { ...base, token, state: 'deleted', message: null } };
      }
      // The bare address (no key at all) is not a refusal: it says where the link with the key is.
      if (!token) return { props: { ...base, token, state: 'noKey', message: null } };
      const held = await hasDemographics(slug, DemographicsToken.parse({ token }).token);
      return { props: { ...base, token, state: held ? 'held' : 'none', message: null } };
    } catch (err) {
      const refusal =
        err instanceof HttpError
          ? err
          : err instanceof PeriodInputError
            ? new HttpError(403, 'This link has no key: use the whole link from your receipt email.')
            : null;
      if (!refusal) throw err;
      return {
        status: refusal.status,
        props: { ...base, token: '', state: 'refused', message: refusal.message },
      };
    }
  },
  { areas: ['periods'] },
);

export default YourAnswersPage;

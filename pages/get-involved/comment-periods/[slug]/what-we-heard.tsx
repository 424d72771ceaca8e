import { PeriodSlugPageParam } from '@/lib/shared/schemas/commentPeriods';
import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { CountFigure } from '@/components/commentPeriods/CountFigure';
import { DemographicsTables } from '@/components/commentPeriods/DemographicsTables';
import { FlagComment } from '@/components/commentPeriods/FlagComment';
import { useVirginiaTime } from '@/components/commentPeriods/useVirginiaTime';
import css from '@/components/commentPeriods/periods.module.css';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page } from '@/lib/server/pageProps';
import { filterComments, periodReport } from '@/lib/server/services/commentPeriods';
import { pageTitle } from '@/lib/shared/pageRegistry';
import {
  ReportFilters,
  type PeriodReport,
  type PublicPeriodComment,
} from '@/lib/shared/schemas/commentPeriods';
import { periodExportPath, periodPath } from '@/lib/shared/schemas/commentPeriods/rules';
import text from '@/styles/type.module.css';

interface Props {
  report: PeriodReport;
  comments: PublicPeriodComment[];
  filters: { how: string | null; language: string | null; section: string | null };
}

const HOW_KEYS = { draft: 'howDraft', section: 'howSection', map: 'howMap' } as const;

function ReportPage({ report, comments, filters }: Props) {
  const t = useTranslations('periods.report');
  const when = useVirginiaTime();
  const p = report.period;
  const how = (h: keyof typeof HOW_KEYS) => t(HOW_KEYS[h]);
  return (
    <article className={css.page}>
      <h1 className={text.h1}>{t('title', { title: p.title })}</h1>
      <p className={text.body1}>
        {t('dates', { opens: when(p.opensAt), closes: when(p.closesAt) })}{' '}
        <NextLink href={periodPath(p.slug)}>{t('periodLink')}</NextLink>
      </p>
      <h2 className={text.h2}>{t('summary')}</h2>
      <p className={text.body1}>{report.summary ?? t('noSummary')}</p>
      <h2 className={text.h2}>{t('changes')}</h2>
      <p className={text.body1}>{report.changes ?? t('noChanges')}</p>
      {p.pagePath && (
        <p className={text.body1}>
          <NextLink href={p.pagePath}>{t('revised')}</NextLink>
        </p>
      )}
      {p.documentPath && (
        <p className={text.body1}>
          <a href={p.documentPath}>{p.documentTitle ?? p.documentPath}</a>
        </p>
      )}
      <h2 className={text.h2}>{t('who')}</h2>
      <p className={text.body1}>{t('total', { count: report.total })}</p>
      <CountFigure
        caption={t('byHow')}
        head={t('how')}
        countHead={t('comments')}
        rows={report.byHow.map((r) => ({ label: how(r.how), count: r.count }))}
      />
      {report.bySection.length > 0 && (
        <CountFigure
          caption={t('bySection')}
          head={t('sectionCol')}
          countHead={t('comments')}
          rows={report.bySection.map((r) => ({ label: r.title, count: r.count }))}
        />
      )}
      {report.byLanguage.length > 0 && (
        <CountFigure
          caption={t('byLanguage')}
          head={t('language')}
          countHead={t('comments')}
          rows={report.byLanguage.map((r) => ({ label: r.name, count: r.count }))}
        />
      )}
      {report.choices.length > 0 && <h2 className={text.h2}>{t('questions')}</h2>}
      {report.choices.map((c) => (
        <CountFigure
          key={c.id}
          chart
          caption={c.prompt}
          head={t('answer')}
          countHead={t('comments')}
          rows={c.rows.map((r) => ({ label: r.option, count: r.count }))}
        />
      ))}
      {report.themes.length > 0 && (
        <section aria-labelledby="themes">
          <h2 id="themes" className={text.h2}>
            {t('themes')}
          </h2>
          {report.themes.map((theme) => (
            <section key={theme.name} className={css.card}>
              <h3 className={text.h3}>
                {theme.name} ({t('themeCount', { count: theme.count })})
              </h3>
              {theme.response && (
                <p className={text.body1}>
                  <strong>{t('response')}:</strong> {theme.response}
                </p>
              )}
            </section>
          ))}
        </section>
      )}
      <DemographicsTables demographics={report.demographics} />
      <h2 className={text.h2} id="comments">
        {t('every')}
      </h2>
      <form method="get" action="#comments" className={css.filters} aria-label={t('filters')}>
        <label className={text.body1}>
          {t('how')}
          <select name="how" defaultValue={filters.how ?? ''}>
            <option value="">{t('all')}</option>
            {(['draft', 'section', 'map'] as const).map((k) => (
              <option key={k} value={k}>
                {how(k)}
              </option>
            ))}
          </select>
        </label>
        {report.bySection.length > 0 && (
          <label className={text.body1}>
            {t('sectionCol')}
            <select name="section" defaultValue={filters.section ?? ''}>
              <option value="">{t('all')}</option>
              {report.bySection.map((s) => (
                <option key={s.anchor} value={s.anchor}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={text.body1}>
          {t('language')}
          <select name="language" defaultValue={filters.language ?? ''}>
            <option value="">{t('all')}</option>
            {report.byLanguage.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`${text.ui} ${css.submit}`}>
          {t('show')}
        </button>
      </form>
      <p className={text.body1} role="status">
        {t('shown', { count: comments.length })}
      </p>
      <ol className={css.comments}>
        {comments.map((c) => (
          <li key={`${c.target}-${c.id}`} className={text.body1}>
            <p className={text.small}>
              {how(c.target)}
              {c.sectionTitle ? `: ${c.sectionTitle}` : ''}
            </p>
            <p>{c.comment}</p>
            {Object.entries(c.answers).map(([q, a]) => (
              <p key={q} className={text.small}>
                {p.questions.find((question) => question.id === q)?.prompt}: {a}
              </p>
            ))}
            {c.target !== 'map' && <FlagComment slug={p.slug} id={c.id} />}
          </li>
        ))}
      </ol>
      <h2 className={text.h2}>{t('download')}</h2>
      <ul className={text.body1}>
        <li>
          <a href={periodExportPath(p.slug, 'pdf')}>{t('pdf')}</a>
        </li>
        <li>
          <a href={periodExportPath(p.slug, 'csv')}>{t('csv')}</a>
        </li>
        {p.includesMap && (
          <li>
            <a href={periodExportPath(p.slug, 'geojson')}>{t('geojson')}</a>
          </li>
        )}
      </ul>
    </article>
  );
}

/**
 * A closed period's report once staff published it (else 404), filtered by the query (?how=&section=&language=);
 * served through the page cache, which the `periods` change scope empties on every instance.
 */
export const getServerSideProps = page<Props>(
  '/get-involved/comment-periods/[slug]/what-we-heard',
  async (ctx) => {
    const { slug } = parsePageQuery(PeriodSlugPageParam, ctx.params ?? {}, { status: 404 });
    const filters = parsePageQuery(ReportFilters, {
      how: ctx.query.how || undefined,
      section: ctx.query.section || undefined,
      language: ctx.query.language || undefined,
    });
    const { report, comments } = await periodReport(slug);
    return {
      title: pageTitle(`What we heard: ${report.period.title}`),
      description: report.summary,
      props: {
        report,
        comments: filterComments(comments, filters),
        filters: {
          how: filters.how ?? null,
          section: filters.section ?? null,
          language: filters.language ?? null,
        },
      },
    };
  },
  { areas: ['periods'] },
);

export default ReportPage;

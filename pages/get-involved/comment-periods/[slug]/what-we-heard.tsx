import NextLink from 'next/link';
import { page } from '@/lib/server/pageProps';
import { filterComments, periodReport } from '@/lib/server/services/commentPeriods';
import { virginiaDateTime } from '@/lib/shared/dates';
import {
  periodExportPath,
  periodPath,
  ReportFilters,
  type PeriodReport,
  type PublicPeriodComment,
} from '@/lib/shared/schemas/commentPeriods';
import { Slug } from '@/lib/shared/schemas/common';
import table from '@/components/ui/table.module.css';
import text from '@/styles/type.module.css';

interface Props {
  report: PeriodReport;
  comments: PublicPeriodComment[];
  filters: ReportFilters;
}

const HOW: Record<string, string> = {
  draft: 'On the whole draft',
  section: 'On a section',
  map: 'On the map',
};

function CountTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: Array<[string, number]>;
}) {
  return (
    <div className={table.scroll}>
      <table className={table.table}>
        <caption className={text.body1}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col">Comments</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, n]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{n}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReportPage({ report, comments, filters }: Props) {
  const p = report.period;
  return (
    <article>
      <h1 className={text.h1}>What we heard: {p.title}</h1>
      {p.illustrative && <p className={text.body1}>Illustrative example: not an actual comment period.</p>}
      <p className={text.body1}>
        Comments from {virginiaDateTime(p.opensAt)} to {virginiaDateTime(p.closesAt)}.{' '}
        <NextLink href={periodPath(p.slug)}>The comment period</NextLink>
      </p>
      <h2 className={text.h2}>Summary</h2>
      <p className={text.body1}>{report.summary ?? 'No summary yet.'}</p>
      <h2 className={text.h2}>What changed in the draft</h2>
      <p className={text.body1}>{report.changes ?? 'No changes recorded yet.'}</p>
      {p.pagePath && (
        <p className={text.body1}>
          <NextLink href={p.pagePath}>The revised page</NextLink>
        </p>
      )}
      <h2 className={text.h2}>Who commented and how</h2>
      <p className={text.body1}>{report.total} published comments.</p>
      <CountTable
        caption="Comments by how"
        head="How"
        rows={report.byHow.map((r) => [HOW[r.how], r.count])}
      />
      {report.bySection.length > 0 && (
        <CountTable
          caption="Comments by section"
          head="Section"
          rows={report.bySection.map((r) => [r.title, r.count])}
        />
      )}
      <CountTable
        caption="Comments by language"
        head="Language"
        rows={report.byLanguage.map((r) => [r.name, r.count])}
      />
      {report.choices.length > 0 && <h2 className={text.h2}>Answers to the questions</h2>}
      {report.choices.map((c) => (
        <CountTable
          key={c.id}
          caption={c.prompt}
          head="Answer"
          rows={c.rows.map((r) => [r.option, r.count])}
        />
      ))}
      {report.themes.length > 0 && (
        <>
          <h2 className={text.h2}>Themes</h2>
          {report.themes.map((t) => (
            <section key={t.name}>
              <h3 className={text.h3}>
                {t.name} ({t.count} comments)
              </h3>
              <p className={text.body1}>{t.response ?? ''}</p>
            </section>
          ))}
        </>
      )}
      <h2 className={text.h2}>Every published comment</h2>
      <form method="get" className={text.body1}>
        <label htmlFor="filter-how">How</label>{' '}
        <select id="filter-how" name="how" defaultValue={filters.how ?? ''}>
          <option value="">All</option>
          {Object.entries(HOW).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>{' '}
        <label htmlFor="filter-language">Language</label>{' '}
        <select id="filter-language" name="language" defaultValue={filters.language ?? ''}>
          <option value="">All</option>
          {report.byLanguage.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>{' '}
        <button type="submit">Show</button>
      </form>
      <p className={text.body1}>
        Download: <a href={periodExportPath(p.slug, 'csv')}>every comment (CSV)</a> ·{' '}
        <a href={periodExportPath(p.slug, 'geojson')}>the mapped comments (GeoJSON)</a>
      </p>
      <ol>
        {comments.map((c) => (
          <li key={`${c.target}-${c.id}`} className={text.body1}>
            <p className={text.small}>
              {HOW[c.target]}
              {c.sectionTitle ? `: ${c.sectionTitle}` : ''}
            </p>
            <p>{c.comment}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** A closed period's report, once staff published it (else 404); served through the page cache. */
export const getServerSideProps = page<Props>(
  '/get-involved/comment-periods/[slug]/what-we-heard',
  async (ctx) => {
    const slug = Slug.parse(ctx.params?.slug);
    const filters = ReportFilters.parse(ctx.query);
    const { report, comments } = await periodReport(slug);
    return {
      title: `What we heard: ${report.period.title} | VTrans`,
      props: {
        report,
        comments: filterComments(comments, filters),
        filters: JSON.parse(JSON.stringify(filters)),
      },
    };
  },
);

export default ReportPage;

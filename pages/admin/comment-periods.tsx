import NextLink from 'next/link';
import { useRouter } from 'next/router';
import {
  PeriodComments,
  PeriodEditor,
  periodLine,
  PeriodReportEditor,
  type DraftChoice,
} from '@/components/admin/commentPeriods/PeriodAdmin';
import { DemographicsTables } from '@/components/commentPeriods/DemographicsTables';
import { PERMISSIONS } from '@/lib/server/auth/roles';
import { siteLanguages } from '@/lib/server/i18n/messages';
import { page } from '@/lib/server/pageProps';
import { listStaffPeriods, staffPeriod, staffPeriodComments } from '@/lib/server/services/commentPeriods';
import { listDocuments } from '@/lib/server/services/documents';
import { PAGES } from '@/lib/shared/pageRegistry';
import type { StaffPeriod, StaffPeriodComment } from '@/lib/shared/schemas/commentPeriods';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { periodPath, reportPath } from '@/lib/shared/schemas/commentPeriods/rules';
import table from '@/components/ui/table.module.css';
import periodsCss from '@/components/commentPeriods/periods.module.css';
import text from '@/styles/type.module.css';

interface Props {
  periods: StaffPeriod[];
  selected: StaffPeriod | null;
  comments: StaffPeriodComment[];
  pages: DraftChoice[];
  documents: DraftChoice[];
  languages: DraftChoice[];
}

/** Staff (the `periods` permission): every comment period, drafts too; one opened to edit, moderate and report. */
function CommentPeriodsAdmin({ periods, selected, comments, pages, documents, languages }: Props) {
  const router = useRouter();
  const refresh = () => void router.replace(router.asPath, undefined, { scroll: false });
  return (
    <article className={periodsCss.staff}>
      <h1 className={text.h1}>Comment periods</h1>
      <p className={text.body1}>
        A period puts a draft out for public comment between two moments in Virginia time. A draft period is
        seen by staff only. Comments wait for a reviewer unless the site publishes at once
        (COMMENT_MODERATION=post).
      </p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className={text.body1}>Every period, newest closing first</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">State and dates (Virginia time)</th>
              <th scope="col">Waiting</th>
              <th scope="col">Published</th>
              <th scope="col">Hidden</th>
              <th scope="col">Report</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  <NextLink href={`/admin/comment-periods?id=${p.id}`}>{p.title}</NextLink>
                </th>
                <td>{periodLine(p)}</td>
                <td>{p.counts.pending}</td>
                <td>{p.counts.approved}</td>
                <td>{p.counts.hidden}</td>
                <td>
                  {p.reportPublishedAt ? (
                    <NextLink href={reportPath(p.slug)}>Published</NextLink>
                  ) : (
                    'Not published'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {selected ? (
        <>
          <p className={text.body1}>
            <NextLink href="/admin/comment-periods">New period</NextLink>
            {selected.status === 'published' && (
              <>
                {' · '}
                <NextLink href={periodPath(selected.slug)}>Its public page</NextLink>
              </>
            )}
          </p>
          <PeriodEditor
            key={`${selected.id}-${selected.revision}`}
            period={selected}
            pages={pages}
            documents={documents}
            languages={languages}
            onSaved={refresh}
          />
          <PeriodComments period={selected} comments={comments} onChanged={refresh} />
          {selected.demographics && <DemographicsTables demographics={selected.demographics} />}
          <PeriodReportEditor period={selected} onSaved={refresh} />
        </>
      ) : (
        <PeriodEditor
          period={null}
          pages={pages}
          documents={documents}
          languages={languages}
          onSaved={refresh}
        />
      )}
    </article>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/comment-periods',
  async (ctx, user: SessionUser) => {
    const periods = await listStaffPeriods(user);
    const id = Number(ctx.query.id);
    // The period opened: with its voluntary demographics, counted (the list has none).
    const selected = periods.some((p) => p.id === id) ? await staffPeriod(id, user) : null;
    return {
      props: {
        periods,
        selected,
        comments: selected ? await staffPeriodComments(selected.id, user) : [],
        // A draft page is a content page with its own copy (its headings are the sections a comment points to).
        pages: Object.values(PAGES)
          .filter((p) => p.article && p.layout === 'redesign')
          .map((p) => ({ value: p.route, label: `${p.title} (${p.route})` })),
        documents: (await listDocuments()).map((d) => ({ value: d.href, label: d.title })),
        languages: siteLanguages().map((l) => ({ value: l.code, label: l.englishName })),
      },
    };
  },
  { auth: PERMISSIONS.periods, areas: ['periods'] },
);

export default CommentPeriodsAdmin;

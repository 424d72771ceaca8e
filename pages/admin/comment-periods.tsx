import { PERMISSIONS } from '@/lib/server/auth/roles';
import { page } from '@/lib/server/pageProps';
import { listStaffPeriods } from '@/lib/server/services/commentPeriods';
import { virginiaDateTime } from '@/lib/shared/dates';
import type { StaffPeriod } from '@/lib/shared/schemas/commentPeriods';
import table from '@/components/ui/table.module.css';
import text from '@/styles/type.module.css';

interface Props {
  periods: StaffPeriod[];
}

/** Staff: every comment period (drafts too) with its state and its comments by status. */
function CommentPeriodsAdmin({ periods }: Props) {
  return (
    <article>
      <h1 className={text.h1}>Comment periods</h1>
      <div className={table.scroll}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Status</th>
              <th scope="col">Dates (Virginia time)</th>
              <th scope="col">Waiting</th>
              <th scope="col">Published</th>
              <th scope="col">Hidden</th>
              <th scope="col">Report</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.title}</th>
                <td>{p.status === 'draft' ? 'Draft (staff only)' : p.state}</td>
                <td>
                  {virginiaDateTime(p.opensAt)} to {virginiaDateTime(p.closesAt)}
                </td>
                <td>{p.counts.pending}</td>
                <td>{p.counts.approved}</td>
                <td>{p.counts.hidden}</td>
                <td>{p.reportPublishedAt ? 'Published' : 'Not published'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/comment-periods',
  async (_ctx, user) => ({ props: { periods: await listStaffPeriods(user) } }),
  { auth: PERMISSIONS.periods },
);

export default CommentPeriodsAdmin;

import { PeriodList, type PeriodSummary } from '@/components/commentPeriods/PeriodList';
import { page } from '@/lib/server/pageProps';
import { listPublicPeriods } from '@/lib/server/services/commentPeriods';
import text from '@/styles/type.module.css';

interface Props {
  periods: PeriodSummary[];
}

function GetInvolvedPage({ periods }: Props) {
  return (
    <article>
      <h1 className={text.h1}>Get Involved</h1>
      <p className={text.lead}>
        Drafts of the plan are put out for public comment for a set period. Comment while a period is open;
        after it closes we publish what we heard and how the draft changed.
      </p>
      <PeriodList periods={periods} />
    </article>
  );
}

/** The published comment periods, split on the server's clock (the page cache follows the `periods` scope). */
export const getServerSideProps = page<Props>('/get-involved', async () => ({
  props: {
    periods: (await listPublicPeriods()).map((p) => ({
      slug: p.slug,
      title: p.title,
      summary: p.summary,
      opensAt: p.opensAt,
      closesAt: p.closesAt,
      state: p.state,
      reportPublishedAt: p.reportPublishedAt,
      illustrative: p.illustrative,
    })),
  },
}));

export default GetInvolvedPage;

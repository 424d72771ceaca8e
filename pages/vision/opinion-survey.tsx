import { ArticlePage } from '@/components/articles/ArticlePage';
import { SurveyTimeline } from '@/components/plan/SurveyTimeline';
import { page, type FrameProps } from '@/lib/server/pageProps';
import { listSurveyTimeline } from '@/lib/server/services/planRecords';
import type { SurveyMilestone } from '@/lib/shared/schemas/planRecords';

type Props = FrameProps & { milestones: SurveyMilestone[] };

function OpinionSurvey({ article, copy, milestones }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <SurveyTimeline milestones={milestones} />
    </ArticlePage>
  );
}

export const getServerSideProps = page<{ milestones: SurveyMilestone[] }>(
  '/vision/opinion-survey',
  async () => ({
    props: { milestones: await listSurveyTimeline() },
  }),
);

export default OpinionSurvey;

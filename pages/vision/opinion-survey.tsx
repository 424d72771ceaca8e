import { ArticlePage } from '@/components/content/ArticlePage';
import { SurveyTimeline } from '@/components/content/SurveyTimeline';
import { page, type FrameProps } from '@/lib/server/pages';
import * as content from '@/lib/server/services/content';
import type { SurveyMilestone } from '@/lib/shared/schemas/content';

type Props = FrameProps & { milestones: SurveyMilestone[] };

export default function OpinionSurvey({ article, copy, milestones }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <SurveyTimeline milestones={milestones} />
    </ArticlePage>
  );
}

export const getServerSideProps = page<{ milestones: SurveyMilestone[] }>(
  '/vision/opinion-survey',
  async () => ({
    props: { milestones: await content.listSurveyTimeline() },
  }),
);

import { ArticlePage } from '@/components/content/ArticlePage';
import { RiskRegisterTable } from '@/components/content/RiskRegisterTable';
import { page, type FrameProps } from '@/lib/server/pages';
import * as content from '@/lib/server/services/content';
import type { RiskRegisterItem } from '@/lib/shared/schemas/content';

type Props = FrameProps & { items: RiskRegisterItem[] };

export default function RiskRegister({ article, copy, items }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <RiskRegisterTable items={items} />
    </ArticlePage>
  );
}

export const getServerSideProps = page<{ items: RiskRegisterItem[] }>(
  '/long-term-planning/long-term-risk-register',
  async () => ({ props: { items: await content.listRiskRegister() } }),
);

import { ArticlePage } from '@/components/articles/ArticlePage';
import { RiskRegisterTable } from '@/components/plan/RiskRegisterTable';
import { page, type FrameProps } from '@/lib/server/pageProps';
import { listRiskRegister } from '@/lib/server/services/planRecords';
import type { RiskRegisterItem } from '@/lib/shared/schemas/planRecords';

type Props = FrameProps & { items: RiskRegisterItem[] };

function RiskRegister({ article, copy, items }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <RiskRegisterTable items={items} />
    </ArticlePage>
  );
}

export const getServerSideProps = page<{ items: RiskRegisterItem[] }>(
  '/long-term-planning/long-term-risk-register',
  async () => ({ props: { items: await listRiskRegister() } }),
);

export default RiskRegister;

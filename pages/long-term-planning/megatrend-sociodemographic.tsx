import { MegatrendPage } from '@/components/content/MegatrendPage';
import { page } from '@/lib/server/pages';
import * as content from '@/lib/server/services/content';
import type { RiskRegisterItem } from '@/lib/shared/schemas/content';

export default MegatrendPage;

const ROUTE = '/long-term-planning/megatrend-sociodemographic';

export const getServerSideProps = page<{ items: RiskRegisterItem[] }>(ROUTE, async () => ({
  props: { items: (await content.listRiskRegister()).filter((i) => i.page === ROUTE) },
}));

import { MegatrendPage } from '@/components/articles/MegatrendPage';
import { page } from '@/lib/server/pageProps';
import { listRiskRegister } from '@/lib/server/services/planRecords';
import type { RiskRegisterItem } from '@/lib/shared/schemas/planRecords';

export default MegatrendPage;

const ROUTE = '/long-term-planning/megatrend-consumption';

export const getServerSideProps = page<{ items: RiskRegisterItem[] }>(ROUTE, async () => ({
  props: { items: (await listRiskRegister()).filter((i) => i.page === ROUTE) },
}));

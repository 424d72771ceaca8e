import { InteractLanding } from '@/components/interactvtrans/InteractLanding';
import { page } from '@/lib/server/pageProps';
import { listStatistics } from '@/lib/server/services/interactvtrans';
import type { Statistic } from '@/lib/shared/schemas/interactvtrans';
import { INTERACTVTRANS_TABS } from '@/lib/shared/pageRegistry';

type Tab = (typeof INTERACTVTRANS_TABS)[number]['value'];

function InteractVTransTab({ activeTab, stats }: { activeTab: Tab; stats: Statistic[] }) {
  return <InteractLanding activeTab={activeTab} stats={stats} />;
}

export const getServerSideProps = page<{ activeTab: Tab; stats: Statistic[] }>(
  '/interactvtrans/[activeTab]',
  async (ctx) => {
    const tab = INTERACTVTRANS_TABS.find((t) => t.value === ctx.params?.activeTab);
    if (!tab) return { notFound: true };
    return {
      props: { activeTab: tab.value, stats: await listStatistics() },
      title: `InteractVTrans: ${tab.label} | VTrans`,
    };
  },
);

export default InteractVTransTab;

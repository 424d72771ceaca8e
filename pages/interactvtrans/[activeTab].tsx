import { InteractLanding } from '@/components/content/InteractLanding';
import { page } from '@/lib/server/pages';
import { INTERACTVTRANS_TABS } from '@/lib/shared/pages';

type Tab = (typeof INTERACTVTRANS_TABS)[number]['value'];

export default function InteractVTransTab({ activeTab }: { activeTab: Tab }) {
  return <InteractLanding activeTab={activeTab} />;
}

export const getServerSideProps = page<{ activeTab: Tab }>('/interactvtrans/[activeTab]', async (ctx) => {
  const tab = INTERACTVTRANS_TABS.find((t) => t.value === ctx.params?.activeTab);
  if (!tab) return { notFound: true };
  return { props: { activeTab: tab.value }, title: `InteractVTrans: ${tab.label} | VTrans` };
});

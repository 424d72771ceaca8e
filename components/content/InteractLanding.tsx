import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { INTERACTVTRANS_TABS } from '@/lib/shared/pages';

const PANELS: Record<string, { text: string; href: string; label: string }> = {
  overview: {
    text: 'InteractVTrans gathers the maps and data behind VTrans in two tools: MapExplorer for layers you can query, print, download and comment on, and DataExplorer for interactive charts and jurisdiction-level data.',
    href: '/interactvtrans/about',
    label: 'About InteractVTrans',
  },
  map: {
    text: 'MapExplorer shows the mid-term needs, travel markets, GAP-TA studies and other statewide layers on one map.',
    href: '/interactvtrans/map-explorer',
    label: 'Open MapExplorer',
  },
  data: {
    text: 'DataExplorer turns the long-term trends, freight flows and needs statistics into charts you can filter and download.',
    href: '/interactvtrans/data-explorer',
    label: 'Open DataExplorer',
  },
  datasets: {
    text: 'More than 50 datasets are available to download for your own analysis.',
    href: '/interactvtrans/available-datasets',
    label: 'Browse available datasets',
  },
};

/** The InteractVTrans landing page with its tab chosen by the URL. */
export function InteractLanding({ activeTab }: { activeTab: string }) {
  const panel = PANELS[activeTab];
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        InteractVTrans
      </Typography>
      <Tabs value={activeTab} aria-label="InteractVTrans sections" variant="scrollable">
        {INTERACTVTRANS_TABS.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            component={NextLink}
            href={`/interactvtrans/${t.value}`}
            id={`tab-${t.value}`}
            aria-controls="interact-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="interact-panel" aria-labelledby={`tab-${activeTab}`} sx={{ py: 3 }}>
        <Typography sx={{ mb: 2, maxWidth: 900 }}>{panel.text}</Typography>
        <Link component={NextLink} href={panel.href}>
          {panel.label}
        </Link>
      </Box>
    </Box>
  );
}

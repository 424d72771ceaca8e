import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { LiveFigures } from '@/components/interactvtrans/LiveFigures';
import { INTERACTVTRANS_TABS } from '@/lib/shared/pageRegistry';
import type { Statistic } from '@/lib/shared/schemas/interactvtrans';

/** The live figures each tab shows (keys of GET /api/interactvtrans/statistics). */
const FIGURES: Record<string, string[]> = {
  overview: ['live-datasets', 'live-layers', 'live-features', 'live-data-points'],
  map: ['live-layers', 'live-features'],
  data: ['live-data-points', 'live-datasets'],
  datasets: ['live-datasets', 'live-data-points'],
};

/** Further entry points of each tab. */
const ENTRY_POINTS: Record<string, Array<{ href: string; label: string }>> = {
  overview: [
    { href: '/interactvtrans/submit', label: 'Submit comments or data' },
    { href: '/interactvtrans/tutorials/map-explorer', label: 'MapExplorer tutorial' },
    { href: '/interactvtrans/tutorials/data-explorer', label: 'DataExplorer tutorial' },
  ],
  map: [{ href: '/interactvtrans/tutorials/map-explorer', label: 'MapExplorer tutorial' }],
  data: [
    { href: '/interactvtrans/data-explorer?view=freight', label: 'Freight flows' },
    { href: '/interactvtrans/data-explorer?view=needs', label: 'Mid-term needs' },
    { href: '/interactvtrans/data-explorer?view=trends', label: 'Long-term trends' },
    { href: '/interactvtrans/data-explorer?view=jurisdiction', label: 'Jurisdiction profile' },
    { href: '/interactvtrans/tutorials/data-explorer', label: 'DataExplorer tutorial' },
  ],
  datasets: [{ href: '/data.json', label: 'Machine-readable catalog (DCAT-US, /data.json)' }],
};

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
    text: 'Every map layer and data table of this site, with its fields, source and vintage, to download for your own analysis.',
    href: '/interactvtrans/available-datasets',
    label: 'Browse available datasets',
  },
};

/** The InteractVTrans landing page with its tab chosen by the URL. */
export function InteractLanding({ activeTab, stats }: { activeTab: string; stats: Statistic[] }) {
  const panel = PANELS[activeTab];
  const figures = FIGURES[activeTab]
    .map((k) => stats.find((s) => s.key === k))
    .filter((s) => s !== undefined);
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
        <Box component="ul" sx={{ pl: 2, mb: 3 }}>
          {[{ href: panel.href, label: panel.label }, ...ENTRY_POINTS[activeTab]].map((e) => (
            <li key={e.href}>
              <Link component={NextLink} href={e.href}>
                {e.label}
              </Link>
            </li>
          ))}
        </Box>
        <Typography id="interact-figures" variant="panelTitle" component="h2" gutterBottom>
          In figures (counted live)
        </Typography>
        <LiveFigures stats={figures} headingId="interact-figures" />
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { DataTable } from '@/components/common/DataTable';
import type { Statistic, VersionInfo } from '@/lib/shared/schemas/interactvtrans';
import { LiveFigures } from './LiveFigures';

const TOOLS = [
  {
    name: 'MapExplorer',
    href: '/interactvtrans/map-explorer',
    text: 'Every VTrans layer on one map: mid-term needs and priority locations, travel markets, GAP-TA studies, regional plans and flooding vulnerability. Filter, search, read the attribute table, print, download the rows you chose and share the view.',
  },
  {
    name: 'DataExplorer',
    href: '/interactvtrans/data-explorer',
    text: 'Charts with their tables: freight flows by commodity, mode, partner and year; counts and miles of mid-term needs; the key figures of the long-term megatrends; and a profile of any county, city or district. Each view downloads as CSV and can be shared by link.',
  },
  {
    name: 'Available datasets',
    href: '/interactvtrans/available-datasets',
    text: 'One catalog of every map layer and data table with its fields, source, vintage and downloads, also published as a DCAT-US catalog at /data.json.',
  },
];

/** About InteractVTrans: what the tools do, the live figures and the release history of both modules. */
export function AboutInteract({ stats, versions }: { stats: Statistic[]; versions: VersionInfo }) {
  return (
    <Box>
      <Typography variant="h2" gutterBottom>
        What the tools do
      </Typography>
      <Box component="ul" sx={{ pl: 2, mb: 4 }}>
        {TOOLS.map((t) => (
          <li key={t.name}>
            <Link component={NextLink} href={t.href} sx={{ fontWeight: 700 }}>
              {t.name}
            </Link>
            : {t.text}
          </li>
        ))}
      </Box>
      <Typography id="about-figures" variant="h2" gutterBottom>
        InteractVTrans in figures
      </Typography>
      <Box sx={{ mb: 4 }}>
        <LiveFigures stats={stats} headingId="about-figures" />
      </Box>
      <Typography variant="h2" gutterBottom>
        Version history
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Current versions: MapExplorer {versions.current['map-explorer']?.version ?? 'not released'},
        DataExplorer {versions.current['data-explorer']?.version ?? 'not released'}.
      </Typography>
      <DataTable
        caption="Releases of the InteractVTrans modules, newest first"
        headers={['Module', 'Version', 'Released', 'Notes']}
      >
        {versions.releases.map((r) => (
          <tr key={`${r.module}-${r.version}`}>
            <th scope="row">{r.module === 'map-explorer' ? 'MapExplorer' : 'DataExplorer'}</th>
            <td>{r.version}</td>
            <td>{r.releasedOn}</td>
            <td>{r.notes}</td>
          </tr>
        ))}
      </DataTable>
    </Box>
  );
}

import NextLink from 'next/link';
import { DataTable } from '@/components/common/DataTable';
import type { Statistic, VersionInfo } from '@/lib/shared/schemas/interactvtrans';
import text from '@/styles/type.module.css';
import { LiveFigures } from './LiveFigures';
import css from './interact.module.css';

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
    <div>
      <h2 className={`${text.h2} ${css.gutter}`}>What the tools do</h2>
      <ul className={css.tools}>
        {TOOLS.map((t) => (
          <li key={t.name}>
            <NextLink href={t.href} className={css.strong}>
              {t.name}
            </NextLink>
            : {t.text}
          </li>
        ))}
      </ul>
      <h2 id="about-figures" className={`${text.h2} ${css.gutter}`}>
        InteractVTrans in figures
      </h2>
      <div className={css.mb4}>
        <LiveFigures stats={stats} headingId="about-figures" />
      </div>
      <h2 className={`${text.h2} ${css.gutter}`}>Version history</h2>
      <p className={`${text.body1} ${css.mb2}`}>
        Current versions: MapExplorer {versions.current['map-explorer']?.version ?? 'not released'},
        DataExplorer {versions.current['data-explorer']?.version ?? 'not released'}.
      </p>
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
    </div>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { visuallyHidden } from '@mui/utils';
import { DataTable } from '@/components/common/DataTable';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import type { Dataset } from '@/lib/shared/schemas/catalog';
import { OgcServiceHelp } from './OgcServiceHelp';

const num = new Intl.NumberFormat('en-US');
const extentText = (e: Dataset['extent']) =>
  e
    ? `${e[0].toFixed(2)}° to ${e[2].toFixed(2)}° longitude, ${e[1].toFixed(2)}° to ${e[3].toFixed(2)}° latitude`
    : 'Virginia (no geometry)';

/** One dataset of the catalog: what it is, where it comes from, its fields, downloads and addresses. */
export function DatasetCard({ d, siteUrl }: { d: Dataset; siteUrl: string }) {
  const headingId = `dataset-${d.key}`;
  return (
    <Paper component="article" id={d.key} aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h3" gutterBottom>
        {d.title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Chip label={d.kind} size="small" />
        <Chip label={d.category} size="small" variant="outlined" />
        {d.illustrativeCount > 0 && <IllustrativeChip label="Illustrative data" />}
      </Box>
      <Typography sx={{ mb: 1 }}>{d.description}</Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
        }}
      >
        <dt>Source</dt>
        <dd>{d.source}</dd>
        <dt>Vintage</dt>
        <dd>{d.vintage}</dd>
        <dt>Last update</dt>
        <dd>{d.updated}</dd>
        <dt>Records</dt>
        <dd>
          {num.format(d.recordCount)}
          {d.illustrativeCount > 0 && ` (${num.format(d.illustrativeCount)} illustrative)`}
        </dd>
        <dt>Geometry</dt>
        <dd>{d.geometry === 'none' ? 'None (a table)' : d.geometry}</dd>
        <dt>Extent</dt>
        <dd>{extentText(d.extent)}</dd>
        <dt>API</dt>
        <dd>
          <Link href={d.api} sx={{ wordBreak: 'break-all' }}>
            {d.api}
          </Link>
        </dd>
        {d.ogc && (
          <>
            <dt>OGC API – Features</dt>
            <dd>
              <Link
                href={`${d.ogc.service}/collections/${d.ogc.collection}?f=html`}
                sx={{ wordBreak: 'break-all' }}
              >
                {`${siteUrl}${d.ogc.service}/collections/${d.ogc.collection}`}
              </Link>
            </dd>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 1 }}>
        {d.downloads.map((x) => (
          <Link key={x.href} href={x.href} download>
            {x.label}
            <Box component="span" sx={visuallyHidden}>
              : {d.title}
            </Box>
          </Link>
        ))}
        {d.mapExplorer && (
          <Link component={NextLink} href={d.mapExplorer}>
            Open in Map Explorer
            <Box component="span" sx={visuallyHidden}>
              : {d.title}
            </Box>
          </Link>
        )}
        {d.dataExplorer && (
          <Link component={NextLink} href={d.dataExplorer}>
            Open in Data Explorer
            <Box component="span" sx={visuallyHidden}>
              : {d.title}
            </Box>
          </Link>
        )}
      </Box>
      {d.ogc && (
        <OgcServiceHelp
          service={`${siteUrl}${d.ogc.service}`}
          collection={d.ogc.collection}
          title={d.title}
        />
      )}
      {d.fields.length > 0 && (
        <Box component="details" sx={{ mt: 1 }}>
          <summary>Fields ({d.fields.length})</summary>
          <DataTable caption={`Fields of ${d.title}`} headers={['Name', 'Type', 'Meaning']}>
            {d.fields.map((f) => (
              <tr key={f.name}>
                <th scope="row">
                  <code>{f.name}</code>
                </th>
                <td>{f.type}</td>
                <td>{f.label}</td>
              </tr>
            ))}
          </DataTable>
        </Box>
      )}
    </Paper>
  );
}

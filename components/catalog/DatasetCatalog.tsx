import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { FACETS, type CatalogQuery, type CatalogResult, type Facet } from '@/lib/shared/schemas/catalog';
import { DatasetCard } from './DatasetCard';

const PATH = '/interactvtrans/available-datasets';
const FACET_LABELS: Record<Facet, string> = {
  category: 'Category',
  geometry: 'Geometry',
  vintage: 'Vintage',
  format: 'Format',
};

/** The address of the catalog with one facet set, or cleared when it is already the chosen value. */
function toggle(query: CatalogQuery, facet: Facet, value: string): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) q.set(k, v);
  if (query[facet] === value) q.delete(facet);
  else q.set(facet, value);
  const s = q.toString();
  return s ? `${PATH}?${s}` : PATH;
}

/** Search, facets with counts and the matching datasets; all of it works without JavaScript (GET links and form). */
export function DatasetCatalog({
  result,
  query,
  siteUrl,
}: {
  result: CatalogResult;
  query: CatalogQuery;
  /** The site's address, for the OGC API address people paste into QGIS or ArcGIS Pro. */
  siteUrl: string;
}) {
  return (
    <Box>
      <Box
        component="form"
        method="get"
        action={PATH}
        role="search"
        sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}
      >
        <TextField
          name="q"
          label="Search datasets"
          defaultValue={query.q ?? ''}
          size="small"
          sx={{ minWidth: 280 }}
        />
        {FACETS.map((f) => query[f] && <input key={f} type="hidden" name={f} value={query[f]} />)}
        <Button type="submit" variant="contained">
          Search
        </Button>
        <Button component="a" href="/data.json" variant="text">
          Catalog as DCAT-US JSON (/data.json)
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gap: 3 }}>
        <Box component="nav" aria-label="Filter datasets">
          {FACETS.map((f) => (
            <Box key={f} sx={{ mb: 2 }}>
              <Typography variant="itemTitle" component="h2" gutterBottom>
                {FACET_LABELS[f]}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {result.facets[f].map(({ value, count }) => (
                  <li key={value}>
                    <Link
                      component={NextLink}
                      href={toggle(query, f, value)}
                      aria-current={query[f] === value ? 'true' : undefined}
                      sx={{ fontWeight: query[f] === value ? 700 : 400 }}
                    >
                      {value} ({count})
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Box component="section" aria-labelledby="dataset-results">
          <Typography
            id="dataset-results"
            variant="panelTitle"
            component="h2"
            gutterBottom
            aria-live="polite"
          >
            {result.datasets.length} of {result.total} datasets
          </Typography>
          {(query.q || FACETS.some((f) => query[f])) && (
            <Link component={NextLink} href={PATH} sx={{ display: 'inline-block', mb: 2 }}>
              Clear search and filters
            </Link>
          )}
          {result.datasets.map((d) => (
            <DatasetCard key={d.key} d={d} siteUrl={siteUrl} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

import NextLink from 'next/link';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import ui from '@/components/ui/ui.module.css';
import text from '@/styles/type.module.css';
import { FACETS, type Facet } from '@/lib/shared/catalogFacets';
import type { CatalogQuery, CatalogResult } from '@/lib/shared/schemas/catalog';
import { ConnectYourGis } from './ConnectYourGis';
import { DatasetCard } from './DatasetCard';
import css from './catalog.module.css';

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
    <div>
      <ConnectYourGis siteUrl={siteUrl} />
      <form method="get" action={PATH} role="search" className={css.search}>
        <TextField
          name="q"
          label="Search datasets"
          defaultValue={query.q ?? ''}
          dense
          className={css.query}
        />
        {FACETS.map((f) => query[f] && <input key={f} type="hidden" name={f} value={query[f]} />)}
        <Button type="submit" variant="contained">
          Search
        </Button>
        <a href="/data.json" className={`${ui.button} ${ui.text}`}>
          Catalog as DCAT-US JSON (/data.json)
        </a>
      </form>
      <div className={css.layout}>
        <nav aria-label="Filter datasets">
          {FACETS.map((f) => (
            <div key={f} className={css.facet}>
              <h2 className={`${text.itemTitle} ${css.gutter}`}>{FACET_LABELS[f]}</h2>
              <ul className={css.facetList}>
                {result.facets[f].map(({ value, count }) => (
                  <li key={value}>
                    <NextLink
                      href={toggle(query, f, value)}
                      aria-current={query[f] === value ? 'true' : undefined}
                      className={query[f] === value ? css.chosen : undefined}
                    >
                      {value} ({count})
                    </NextLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <section aria-labelledby="dataset-results">
          <h2 id="dataset-results" className={`${text.panelTitle} ${css.gutter}`} aria-live="polite">
            {result.datasets.length} of {result.total} datasets
          </h2>
          {(query.q || FACETS.some((f) => query[f])) && (
            <NextLink href={PATH} className={css.clear}>
              Clear search and filters
            </NextLink>
          )}
          {result.datasets.map((d) => (
            <DatasetCard key={d.key} d={d} siteUrl={siteUrl} />
          ))}
        </section>
      </div>
    </div>
  );
}

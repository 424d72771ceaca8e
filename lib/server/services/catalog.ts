import { env } from '@/lib/server/env';
import { downloadColumns } from '@/lib/server/geo/formats';
import { dcatCatalog } from '@/lib/shared/dcat';
import { db } from '@/lib/server/db/knex';
import { freightQueries } from '@/lib/server/repositories/freight';
import { listRiskRegister } from '@/lib/server/services/planRecords';
import { listLayerMetadata } from '@/lib/server/services/layers';
import { usDateToIso } from '@/lib/shared/dates';
import {
  FACETS,
  type CatalogQuery,
  type CatalogResult,
  type Dataset,
  type Facet,
} from '@/lib/shared/schemas/catalog';
import { OGC_BASE_PATH } from '@/lib/shared/schemas/ogc';
import { mapExplorerPath, ROUTES } from '@/lib/shared/routes';

const FEATURES = (key: string) => `/api/map-explorer/layers/${key}/features`;
const VIEW = (q: string) => `/api/data-explorer/view?${q}`;
const f = (name: string, type: 'string' | 'integer' | 'double', label: string) => ({ name, type, label });

/** The layers where the Data Explorer has a view (needs, studies, UDAs feed the needs view and jurisdiction profiles). */
const DATA_VIEWS: Record<string, string> = {
  'mid-term-needs-2019': 'view=needs&needsYear=2019',
  'mid-term-needs-2021': 'view=needs&needsYear=2021',
  'mid-term-needs-2023': 'view=needs&needsYear=2023',
  'priority-locations-2021': 'view=needs&needsYear=2021&by=priority',
  'priority-locations-2023': 'view=needs&needsYear=2023&by=priority',
  'gap-ta-studies': 'view=jurisdiction',
  'urban-development-areas': 'view=jurisdiction',
};

/** Every Map Explorer layer and Data Explorer table, described for the catalog and /data.json. */
export async function listDatasets(): Promise<Dataset[]> {
  const k = await db();
  const [layers, flows, register] = await Promise.all([
    listLayerMetadata(),
    freightQueries.summary(k),
    listRiskRegister(),
  ]);
  const fromLayers = layers.map((l): Dataset => {
    const downloads = l.downloadable
      ? [
          { format: 'CSV', label: 'CSV', href: `${FEATURES(l.key)}?format=csv` },
          { format: 'GeoJSON', label: 'GeoJSON', href: `${FEATURES(l.key)}?format=geojson` },
          { format: 'Shapefile', label: 'Shapefile (zip)', href: `${FEATURES(l.key)}?format=shapefile` },
          { format: 'KML', label: 'KML', href: `${FEATURES(l.key)}?format=kml` },
          { format: 'GeoPackage', label: 'GeoPackage', href: `${FEATURES(l.key)}?format=gpkg` },
        ]
      : [];
    const view = DATA_VIEWS[l.key];
    return {
      key: l.key,
      title: l.name,
      description: l.description,
      kind: 'Map layer',
      category: l.category,
      geometry: l.geometryType,
      source: l.source,
      vintage: l.vintage,
      updated: usDateToIso(l.updatedOn),
      // The fields a download and the OGC API hold (Feature ID, Name, the layer's own, Illustrative data), not
      // only the layer's own: the catalog said "Fields (6)" for a layer whose files have 9.
      fields: downloadColumns(l.fields),
      recordCount: l.featureCount,
      illustrativeCount: l.illustrativeCount,
      extent: l.extent,
      formats: downloads.map((d) => d.format),
      downloads,
      // Opens the map with this layer on (it opened the default layers only).
      mapExplorer: mapExplorerPath({ layer: l.key }),
      dataExplorer: view ? `${ROUTES.dataExplorer}?${view}` : null,
      api: FEATURES(l.key),
      ogc: l.downloadable ? { service: OGC_BASE_PATH, collection: l.key } : null,
      csvTypes: l.downloadable ? `${FEATURES(l.key)}.csvt` : null,
      csvPrj: l.downloadable ? `${FEATURES(l.key)}.prj` : null,
    };
  });
  const flowCount = Number(flows?.n ?? 0);
  const years = `${Number(flows?.first ?? 0)}–${Number(flows?.last ?? 0)}`;
  const figures = register.reduce((s, r) => s + r.keyFigures.length, 0);
  const tables: Dataset[] = [
    {
      key: 'commodity-flows',
      title: 'Commodity flows (FAF5-shaped)',
      description:
        'Freight to, from and within Virginia and its nine VDOT districts by commodity group, trading partner, mode and year ' +
        '(base year, current and forecast years), in weight, value and ton-miles. Illustrative: generated to match the ' +
        'shape of FHWA Freight Analysis Framework tables; not official FAF estimates.',
      kind: 'Data table',
      category: 'Freight',
      geometry: 'none',
      source: 'Shape of FHWA/BTS Freight Analysis Framework 5; figures generated for this site',
      vintage: years,
      updated: '2026-11-21',
      fields: [
        f('scale', 'string', 'Geography: statewide or district'),
        f('origin', 'string', 'Virginia or a VDOT district'),
        f('direction', 'string', 'inbound, outbound or within'),
        f('partner', 'string', 'The other end of the flow (state or region)'),
        f('commodity', 'string', 'SCTG commodity group'),
        f('mode', 'string', 'FAF mode'),
        f('year', 'integer', 'Year'),
        f('tons', 'double', 'Weight (thousand tons)'),
        f('value', 'double', 'Value (million dollars)'),
        f('ton_miles', 'double', 'Ton-miles (million)'),
      ],
      recordCount: flowCount,
      illustrativeCount: flowCount,
      extent: null,
      formats: ['CSV'],
      downloads: [
        { format: 'CSV', label: 'CSV of the Data Explorer view', href: VIEW('view=freight&format=csv') },
      ],
      mapExplorer: null,
      dataExplorer: '/interactvtrans/data-explorer?view=freight',
      api: '/api/freight/commodity-flow',
      ogc: null,
      csvTypes: null,
      csvPrj: null,
    },
    {
      key: 'long-term-trends',
      title: 'Long-term trends: key figures of the megatrends',
      description:
        'The key figures of the Long-term Risk & Opportunity Register: ten macrotrends under four megatrends (medium scenario, ' +
        'each trend in isolation), with the published text and the number read from it.',
      kind: 'Data table',
      category: 'Long-term Planning',
      geometry: 'none',
      source: 'VTrans Long-term Risk & Opportunity Register',
      vintage: '2021',
      updated: '2026-11-21',
      fields: [
        f('megatrend', 'string', 'Megatrend'),
        f('macrotrend', 'string', 'Macrotrend'),
        f('name', 'string', 'Figure'),
        f('figure', 'string', 'Published value'),
        f('number', 'double', 'Number read from it (range: midpoint)'),
        f('unit', 'string', 'Unit'),
      ],
      recordCount: figures,
      illustrativeCount: 0,
      extent: null,
      formats: ['CSV'],
      downloads: [{ format: 'CSV', label: 'CSV', href: VIEW('view=trends&format=csv') }],
      mapExplorer: null,
      dataExplorer: '/interactvtrans/data-explorer?view=trends',
      api: VIEW('view=trends'),
      ogc: null,
      csvTypes: null,
      csvPrj: null,
    },
  ];
  return [...fromLayers, ...tables];
}

const facetValues = (d: Dataset, facet: Facet): string[] =>
  facet === 'format' ? d.formats : [facet === 'geometry' ? d.geometry : d[facet]];

/**
 * The catalog filtered by a text search and facet choices, with each facet's counts computed over the datasets
 * that match the search and the other facets (so a count says how many a click would show).
 */
export async function searchCatalog(query: CatalogQuery): Promise<CatalogResult> {
  const all = await listDatasets();
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matchesText = (d: Dataset) => {
    const hay = [d.title, d.description, d.category, d.source, d.key, ...d.fields.map((x) => x.label)]
      .join(' ')
      .toLowerCase();
    return words.every((w) => hay.includes(w));
  };
  const matchesFacets = (d: Dataset, except?: Facet) =>
    FACETS.every(
      (facet) => facet === except || !query[facet] || facetValues(d, facet).includes(query[facet]!),
    );
  const searched = all.filter(matchesText);
  const facets = Object.fromEntries(
    FACETS.map((facet) => {
      const counts = new Map<string, number>();
      for (const d of searched.filter((x) => matchesFacets(x, facet)))
        for (const v of facetValues(d, facet)) counts.set(v, (counts.get(v) ?? 0) + 1);
      return [
        facet,
        [...counts]
          .map(([value, count]) => ({ value, count }))
          .sort((a, b) => a.value.localeCompare(b.value)),
      ];
    }),
  ) as CatalogResult['facets'];
  const datasets = searched.filter((d) => matchesFacets(d));
  return { total: all.length, datasets, facets };
}

/** The DCAT-US 1.1 catalog (/data.json) with absolute addresses on `site` and the site's contact address. */
export async function dataJson(site: string) {
  return dcatCatalog(await listDatasets(), site, env().CONTACT_EMAIL);
}

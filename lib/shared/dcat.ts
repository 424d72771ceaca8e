import type { Dataset } from './schemas/catalog';

const MEDIA: Record<string, string> = {
  CSV: 'text/csv',
  GeoJSON: 'application/geo+json',
  Shapefile: 'application/zip',
  KML: 'application/vnd.google-earth.kml+xml',
  GeoPackage: 'application/geopackage+sqlite3',
};

/** The fields DCAT-US 1.1 requires of every dataset (non-federal publisher: no bureauCode/programCode). */
export const DCAT_REQUIRED = [
  'title',
  'description',
  'keyword',
  'modified',
  'publisher',
  'contactPoint',
  'identifier',
  'accessLevel',
] as const;

/** A DCAT-US 1.1 (Project Open Data) catalog of the datasets, with absolute addresses on `site`. */
export function dcatCatalog(datasets: Dataset[], site: string, contactEmail: string) {
  return {
    '@context': 'https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld',
    '@id': `${site}/data.json`,
    '@type': 'dcat:Catalog',
    conformsTo: 'https://project-open-data.cio.gov/v1.1/schema',
    describedBy: 'https://project-open-data.cio.gov/v1.1/schema/catalog.json',
    dataset: datasets.map((d) => ({
      '@type': 'dcat:Dataset',
      title: d.title,
      description:
        d.illustrativeCount > 0
          ? `${d.description} (Includes illustrative records, not official data.)`
          : d.description,
      keyword: [...new Set(['VTrans', 'Virginia', 'transportation', d.category, d.kind.toLowerCase()])],
      modified: d.updated,
      publisher: {
        '@type': 'org:Organization',
        name: 'Virginia Office of Intermodal Planning and Investment',
      },
      contactPoint: { '@type': 'vcard:Contact', fn: 'VTrans team', hasEmail: `mailto:${contactEmail}` },
      identifier: `${site}/interactvtrans/available-datasets#${d.key}`,
      accessLevel: 'public',
      landingPage: `${site}/interactvtrans/available-datasets#${d.key}`,
      theme: [d.category],
      ...(d.extent ? { spatial: d.extent.join(',') } : { spatial: 'Virginia' }),
      distribution: [
        ...d.downloads.map((x) => ({
          '@type': 'dcat:Distribution',
          title: x.label,
          format: x.format,
          mediaType: MEDIA[x.format] ?? 'application/octet-stream',
          downloadURL: `${site}${x.href}`,
        })),
        { '@type': 'dcat:Distribution', title: 'API', format: 'API', accessURL: `${site}${d.api}` },
        ...(d.ogc
          ? [
              {
                '@type': 'dcat:Distribution',
                title: 'OGC API – Features collection',
                description:
                  `Connect QGIS (Add WFS / OGC API – Features Layer) or ArcGIS Pro (New OGC API Server) to ${site}${d.ogc.service}; ` +
                  `this dataset is the collection '${d.ogc.collection}'.`,
                format: 'OGC API - Features',
                // The collection's address answers its description in JSON (its items are the GeoJSON).
                mediaType: 'application/json',
                accessURL: `${site}${d.ogc.service}/collections/${d.ogc.collection}`,
                conformsTo: 'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
                describedBy: `${site}${d.ogc.service}/api`,
                describedByType: 'application/vnd.oai.openapi+json',
              },
            ]
          : []),
      ],
    })),
  };
}

/** schema.org Dataset descriptions of the catalog (JSON-LD on the catalog page). */
export function schemaOrgDatasets(datasets: Dataset[], site: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'DataCatalog',
    name: 'VTrans available datasets',
    url: `${site}/interactvtrans/available-datasets`,
    dataset: datasets.map((d) => ({
      '@type': 'Dataset',
      name: d.title,
      description: d.description,
      url: `${site}/interactvtrans/available-datasets#${d.key}`,
      dateModified: d.updated,
      creator: { '@type': 'Organization', name: 'Virginia Office of Intermodal Planning and Investment' },
      variableMeasured: d.fields.map((x) => x.label),
      ...(d.extent
        ? {
            spatialCoverage: {
              '@type': 'Place',
              geo: {
                '@type': 'GeoShape',
                box: `${d.extent[1]} ${d.extent[0]} ${d.extent[3]} ${d.extent[2]}`,
              },
            },
          }
        : {}),
      distribution: d.downloads.map((x) => ({
        '@type': 'DataDownload',
        encodingFormat: MEDIA[x.format] ?? x.format,
        contentUrl: `${site}${x.href}`,
      })),
    })),
  };
}

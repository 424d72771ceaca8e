import type { FeatureCollection } from 'geojson';

type Shp = (input: Buffer) => Promise<FeatureCollection>;
/** A real dynamic import: Playwright compiles specs to CommonJS, and shpjs is an ES module only. */
const importEsm = new Function('specifier', 'return import(specifier)') as (
  s: string,
) => Promise<{ default: Shp }>;

/** Reads a zipped shapefile back into GeoJSON with shpjs. */
export async function readShapefile(zip: Buffer): Promise<FeatureCollection> {
  const { default: shp } = await importEsm('shpjs');
  return shp(zip);
}

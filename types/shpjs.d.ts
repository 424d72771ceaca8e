// shpjs 6 ships no types: the calls the tests use, to read downloaded shapefiles back and as the oracle the
// intake's own streaming reader (lib/server/geo/intake/shapefile.ts) is held to.
declare module 'shpjs' {
  import type { FeatureCollection, Geometry } from 'geojson';
  export default function shp(input: ArrayBuffer | Buffer): Promise<FeatureCollection | FeatureCollection[]>;
  /** The shapes of a .shp (reprojected only when `prj` is given); null for null shapes. */
  export function parseShp(shp: ArrayBuffer | Uint8Array, prj?: string): Array<Geometry | null>;
  /** The rows of a .dbf, decoded with the code page `cpg` names. */
  export function parseDbf(dbf: ArrayBuffer | Uint8Array, cpg?: string): Array<Record<string, unknown>>;
}

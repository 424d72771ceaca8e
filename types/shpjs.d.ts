// shpjs 6 ships no types: the call the tests use to read downloaded shapefiles back (the intake reads
// uploads with its own streaming reader, lib/server/geo/intake/shapefile.ts).
declare module 'shpjs' {
  import type { FeatureCollection } from 'geojson';
  export default function shp(input: ArrayBuffer | Buffer): Promise<FeatureCollection | FeatureCollection[]>;
}

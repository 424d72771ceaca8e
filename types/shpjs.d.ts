// shpjs 6 ships no types: the call the features API test uses (read a zipped shapefile into GeoJSON).
declare module 'shpjs' {
  import type { FeatureCollection } from 'geojson';
  export default function shp(input: ArrayBuffer | Buffer): Promise<FeatureCollection | FeatureCollection[]>;
}

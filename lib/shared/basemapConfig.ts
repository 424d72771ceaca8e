import type { MapBasemap } from './schemas/mapExplorerState';

/**
 * Where the Map Explorer's basemap comes from. With no key (the default, and every test) it is the local
 * basemap built from the real boundaries and served by this site, so no request leaves it. With an
 * ARCGIS_API_KEY it is Esri's basemap styles service (the local counties stay on top, unfilled, for the
 * keyboard list and identify), and the page's CSP lets the browser reach Esri's hosts.
 */
export type BasemapConfig =
  { source: 'local' } | { source: 'esri'; apiKey: string; styles: Record<MapBasemap, string> };

/** Esri basemap style per basemap choice (light, dark, high contrast). */
export const ESRI_BASEMAP_STYLES: Record<MapBasemap, string> = {
  light: 'arcgis/light-gray',
  dark: 'arcgis/dark-gray',
  'high-contrast': 'arcgis/human-geography-dark',
};

/** Hosts the browser reaches for Esri basemaps (styles service, tiles, fonts and sprites). */
export const ESRI_BASEMAP_ORIGINS = [
  'https://basemapstyles-api.arcgis.com',
  'https://basemaps-api.arcgis.com',
  'https://static.arcgis.com',
  'https://www.arcgis.com',
  'https://cdn.arcgis.com',
];

/** The basemap configuration for a (possibly empty) ARCGIS_API_KEY. */
export function basemapConfig(apiKey: string | undefined | null): BasemapConfig {
  const key = apiKey?.trim();
  return key ? { source: 'esri', apiKey: key, styles: ESRI_BASEMAP_STYLES } : { source: 'local' };
}

/** Extra CSP sources the map page needs for a basemap configuration (none for the local basemap). */
export function basemapCsp(config: BasemapConfig): Record<string, string[]> {
  if (config.source === 'local') return {};
  return {
    'connect-src': ESRI_BASEMAP_ORIGINS,
    'img-src': ESRI_BASEMAP_ORIGINS,
    'font-src': ESRI_BASEMAP_ORIGINS,
  };
}

/** What the basemap holds, said under its choice (the offline one has no roads: no public road data ships here). */
export const BASEMAP_HOLDS = {
  offline: 'Boundaries, water and place names; no roads. The agency basemap, where it is set up, adds them.',
  agency: 'Esri’s basemap, with roads, water and place names.',
};

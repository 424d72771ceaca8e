import type { MapBasemap } from './schemas/mapExplorerState';

/**
 * Where every map's basemap comes from (the Map Explorer, the study maps, the comment and submission maps, and
 * so the print, which is a picture of the drawn map). With no setting (the default, and every test) it is the
 * local basemap built from the real boundaries and served by this site, so no request leaves it. With
 * BASEMAP_STYLE_URL it is the agency's own vector-tile style (an ArcGIS or Mapbox/MapLibre style JSON); with an
 * ARCGIS_API_KEY alone, Esri's basemap styles service. Under either the local counties stay on top, unfilled,
 * for the keyboard list and identify, and the map pages' CSP lets the browser reach the basemap's hosts.
 */
export type BasemapConfig =
  | { source: 'local' }
  | { source: 'esri'; apiKey: string; styles: Record<MapBasemap, string> }
  | {
      source: 'agency';
      /** The style JSON's URL; `{basemap}` in it stands for the choice (light, dark or high-contrast). */
      styleUrl: string;
      /** Origins the browser may reach for it: the style's own and BASEMAP_ORIGINS (tiles, sprites, fonts). */
      origins: string[];
      /** Sent with requests to ArcGIS hosts, when the agency's style is on ArcGIS and ARCGIS_API_KEY is set. */
      apiKey?: string;
    };

/** The settings that choose the basemap (lib/server/env.ts). */
export interface BasemapSettings {
  ARCGIS_API_KEY?: string | null;
  BASEMAP_STYLE_URL?: string | null;
  BASEMAP_ORIGINS?: string | null;
}

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

/** The basemap configuration for the settings: the agency's style, else Esri's with a key, else the local one. */
export function basemapConfig({
  ARCGIS_API_KEY,
  BASEMAP_STYLE_URL,
  BASEMAP_ORIGINS,
}: BasemapSettings): BasemapConfig {
  const key = ARCGIS_API_KEY?.trim() || undefined;
  const styleUrl = BASEMAP_STYLE_URL?.trim();
  if (styleUrl) {
    const origins = [styleUrl.replace('{basemap}', 'light'), ...(BASEMAP_ORIGINS ?? '').split(',')]
      .map((u) => u.trim())
      .filter(Boolean)
      .map((u) => new URL(u).origin);
    return {
      source: 'agency',
      styleUrl,
      origins: [...new Set(origins)],
      ...(key ? { apiKey: key } : {}),
    };
  }
  return key ? { source: 'esri', apiKey: key, styles: ESRI_BASEMAP_STYLES } : { source: 'local' };
}

/** The style URL an agency basemap draws for a basemap choice. */
export const agencyStyleUrl = (styleUrl: string, basemap: MapBasemap) =>
  styleUrl.replaceAll('{basemap}', basemap);

/** Extra CSP sources a page with a map needs for a basemap configuration (none for the local basemap). */
export function basemapCsp(config: BasemapConfig): Record<string, string[]> {
  if (config.source === 'local') return {};
  const origins =
    config.source === 'esri'
      ? ESRI_BASEMAP_ORIGINS
      : [...config.origins, ...(config.apiKey ? ESRI_BASEMAP_ORIGINS : [])];
  return { 'connect-src': origins, 'img-src': origins, 'font-src': origins };
}

/** The id of the JSON the page carries its basemap configuration in (pages/_document.tsx; every map reads it). */
export const BASEMAP_CONFIG_ELEMENT = 'vtrans-basemap';

/** What the basemap holds, said under its choice (the offline one has no roads: no public road data ships here). */
export const BASEMAP_HOLDS: Record<BasemapConfig['source'], string> = {
  local: 'Boundaries, water and place names; no roads. The agency basemap, where it is set up, adds them.',
  esri: 'Esri’s basemap, with roads, water and place names.',
  agency: 'The agency’s basemap, with its roads, water and place names.',
};

import { env } from '@/lib/server/env';
import { basemapConfig, type BasemapConfig } from '@/lib/shared/basemapConfig';

/** The Map Explorer's basemap source: local by default, Esri's basemap styles when ARCGIS_API_KEY is set. */
export const mapBasemapConfig = (): BasemapConfig => basemapConfig(env().ARCGIS_API_KEY);

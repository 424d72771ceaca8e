import { env } from '@/lib/server/env';
import { basemapConfig, type BasemapConfig } from '@/lib/shared/basemapConfig';

/** Every map's basemap source: the local one by default; the agency's style or Esri's by the settings. */
export const mapBasemapConfig = (): BasemapConfig => basemapConfig(env());

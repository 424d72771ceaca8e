import type { FeatureCollection } from 'geojson';
import {
  type AttributeFilter,
  featureSearchParams,
  featuresPath,
  type FieldValues,
} from '@/lib/shared/schemas/layers';
import type { YearComparison } from '@/lib/shared/compareYears';
import { MESSAGES as M } from './messages';
import type { MapPrintRequest } from '@/lib/shared/schemas/mapPrint';
import { request, requestFile } from './request';

/** One page of a layer's features as the features API answers it. */
export type FeaturePage = FeatureCollection & {
  numberMatched: number;
  numberReturned: number;
  illustrative: boolean;
};

/** Features of a layer for the table, the search and the selection (SPEC §7 features API). */
export const getFeatures = (layerKey: string, query: Parameters<typeof featuresPath>[1]) =>
  request<FeaturePage>(featuresPath(layerKey, query), M.layerFeatures);

const valuesCache = new Map<string, Promise<FieldValues>>();

/** The filter choices of a layer (remembered for the page's life; a failure is retried next time). */
export function getFieldValues(layerKey: string): Promise<FieldValues> {
  let pending = valuesCache.get(layerKey);
  if (!pending) {
    pending = request<FieldValues>(
      `/api/map-explorer/layers/${encodeURIComponent(layerKey)}/values`,
      M.fieldValues,
    ).catch((err: unknown) => {
      valuesCache.delete(layerKey);
      throw err;
    });
    valuesCache.set(layerKey, pending);
  }
  return pending;
}

/** Two years of one dataset side by side (GET /api/map-explorer/compare). */
export const getComparison = (from: string, to: string, filter: AttributeFilter[] = []) =>
  request<YearComparison>(
    `/api/map-explorer/compare?${new URLSearchParams({ from, to })}${filter.length ? `&${featureSearchParams({ filter })}` : ''}`,
    M.comparison,
  );

/** The printed map page, made as a tagged PDF on the server (POST /api/map-explorer/print). */
export const printMapPdf = (body: MapPrintRequest) =>
  requestFile('/api/map-explorer/print', M.mapPrint, { method: 'POST', body });

import './arcgisConfig';
import type Polygon from '@arcgis/core/geometry/Polygon';
import { webMercatorToGeographic } from '@arcgis/core/geometry/support/webMercatorUtils';
import type GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import type MapView from '@arcgis/core/views/MapView';
import { preciseLayer } from './operationalLayers';

/** At most this many features go into one selection (their ids travel in the table's and downloads' URLs). */
export const MAX_SELECTION = 400;

/**
 * Ids of the features of an operational layer that meet a polygon (its filters apply), in layer order.
 * `total` says how many met it when more than MAX_SELECTION did.
 */
export async function featuresInArea(
  view: MapView,
  layerKey: string,
  area: Polygon,
): Promise<{ ids: string[]; total: number }> {
  const layer = view.map?.findLayerById(`layer-${layerKey}`) as GeoJSONLayer | undefined;
  if (!layer) return { ids: [], total: 0 };
  await layer.load();
  await preciseLayer(layer); // the shapes as published, not as generalised for the statewide view
  const geometry = (area.spatialReference?.isWebMercator ? webMercatorToGeographic(area) : area) as Polygon;
  const res = await layer.queryFeatures({
    geometry,
    spatialRelationship: 'intersects',
    where: layer.definitionExpression || '1=1',
    outFields: ['feature_id'],
    returnGeometry: false,
  });
  const ids = res.features.map((f) => String(f.attributes.feature_id));
  return { ids: ids.slice(0, MAX_SELECTION), total: ids.length };
}

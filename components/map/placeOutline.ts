import './arcgisConfig';
import Graphic from '@arcgis/core/Graphic';
import GraphicsLayer from '@arcgis/core/layers/GraphicsLayer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import TextSymbol from '@arcgis/core/symbols/TextSymbol';
import type MapView from '@arcgis/core/views/MapView';
import type { MultiPolygon, Polygon as GeoJsonPolygon } from 'geojson';
import { palette } from '@/styles/theme';
import { fromGeoJsonArea } from './sketch';

/** The layer that outlines a searched place (identify leaves it out). */
export const PLACE_LAYER_ID = 'searched-place';

/**
 * Outlines and names a place found with the map's search (a county, city or district): a near-black line
 * inside a white one, so it shows on every basemap and layer, and its name at its centre. A new search
 * replaces it.
 */
export function outlinePlace(view: MapView, geometry: GeoJsonPolygon | MultiPolygon, name: string): void {
  let layer = view.map?.findLayerById(PLACE_LAYER_ID) as GraphicsLayer | undefined;
  if (!layer) {
    layer = new GraphicsLayer({ id: PLACE_LAYER_ID, title: 'Searched place' });
    view.map?.add(layer);
  }
  layer.removeAll();
  const area = fromGeoJsonArea(geometry);
  const line = (color: string, width: number) =>
    new Graphic({
      geometry: area,
      symbol: new SimpleFillSymbol({ color: [0, 0, 0, 0], outline: { color, width } }),
    });
  layer.addMany([
    line(palette.white, 5),
    line(palette.text, 2.5),
    new Graphic({
      geometry: area.centroid ?? area.extent?.center,
      symbol: new TextSymbol({
        text: name,
        color: palette.text,
        haloColor: palette.white,
        haloSize: 2,
        font: { size: 13 },
      }),
    }),
  ]);
}

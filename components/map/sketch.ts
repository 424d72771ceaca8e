import './arcgisConfig';
import Graphic from '@arcgis/core/Graphic';
import type Geometry from '@arcgis/core/geometry/Geometry';
import Polygon from '@arcgis/core/geometry/Polygon';
import type Polyline from '@arcgis/core/geometry/Polyline';
import * as geodeticAreaOperator from '@arcgis/core/geometry/operators/geodeticAreaOperator';
import * as geodeticLengthOperator from '@arcgis/core/geometry/operators/geodeticLengthOperator';
import { webMercatorToGeographic } from '@arcgis/core/geometry/support/webMercatorUtils';
import GraphicsLayer from '@arcgis/core/layers/GraphicsLayer';
import type MapView from '@arcgis/core/views/MapView';
import SketchViewModel from '@arcgis/core/widgets/Sketch/SketchViewModel';
import type { MultiPolygon, Polygon as GeoJsonPolygon } from 'geojson';
import type { DrawnPolygon } from '@/lib/shared/schemas/extract';

export type SketchTool = 'rectangle' | 'polygon' | 'polyline';

/** A finished drawing: the ArcGIS geometry (view's spatial reference) and its measures. */
export interface Sketch {
  geometry: Polygon | Polyline;
  /** Length of a line or perimeter, in kilometres (geodesic). */
  km: number;
  /** Area of a polygon in km² (geodesic); 0 for a line. */
  sqKm: number;
}

/** Geodesic length (km) and area (km²) of a drawn geometry; the operators are loaded on first use. */
export async function measure(geometry: Polygon | Polyline): Promise<{ km: number; sqKm: number }> {
  if (!geodeticLengthOperator.isLoaded()) await geodeticLengthOperator.load();
  if (!geodeticAreaOperator.isLoaded()) await geodeticAreaOperator.load();
  const km = geodeticLengthOperator.execute(geometry, { unit: 'kilometers' });
  const sqKm =
    geometry.type === 'polygon'
      ? Math.abs(geodeticAreaOperator.execute(geometry, { unit: 'square-kilometers' }))
      : 0;
  return { km, sqKm };
}

/**
 * Drawing on the map with the SDK's SketchViewModel (no widget UI): one graphic at a time in its own layer.
 * `draw` resolves with the finished shape, or null when the person cancels (Escape).
 */
export class Sketcher {
  private readonly layer = new GraphicsLayer({ id: 'sketch', title: 'Drawing', listMode: 'hide' });
  private readonly model: SketchViewModel;
  private pending: ((g: Geometry | null) => void) | null = null;

  constructor(view: MapView, onActive?: (g: Polygon | Polyline) => void) {
    view.map!.add(this.layer);
    this.model = new SketchViewModel({
      view,
      layer: this.layer,
      defaultUpdateOptions: { enableRotation: false },
    });
    this.model.on('create', (e) => {
      if (e.state === 'active' && e.graphic?.geometry && onActive) onActive(e.graphic.geometry as Polygon);
      if (e.state === 'complete') this.settle(e.graphic?.geometry ?? null);
      if (e.state === 'cancel') this.settle(null);
    });
  }

  private settle(g: Geometry | null) {
    const done = this.pending;
    this.pending = null;
    done?.(g);
  }

  /**
   * Draws one shape. `onReady` is called once the model takes clicks: it loads its tool first, and a click
   * before that is lost (a line would then end with one point and be cancelled).
   */
  async draw(tool: SketchTool, onReady?: () => void): Promise<Sketch | null> {
    this.clear();
    const geometry = await new Promise<Geometry | null>((resolve) => {
      this.pending = resolve;
      this.model.create(tool);
      const waitReady = () => {
        if (this.pending !== resolve) return;
        if (this.model.state === 'active') onReady?.();
        else setTimeout(waitReady, 50);
      };
      waitReady();
    });
    if (!geometry) return null;
    const shape = geometry as Polygon | Polyline;
    return { geometry: shape, ...(await measure(shape)) };
  }

  /** Shows a shape (e.g. a chosen county) as the current drawing. */
  show(geometry: Polygon) {
    this.clear();
    this.layer.add(new Graphic({ geometry, symbol: this.model.polygonSymbol }));
  }

  cancel() {
    this.model.cancel();
    this.settle(null);
  }

  clear() {
    this.cancel();
    this.layer.removeAll();
  }

  destroy() {
    this.cancel();
    this.model.destroy();
    this.layer.destroy();
  }
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** A drawn polygon as a GeoJSON Polygon in WGS84 (closed rings), for the extract job. */
export function toGeoJsonPolygon(p: Polygon): DrawnPolygon {
  const g = (p.spatialReference?.isWebMercator ? webMercatorToGeographic(p) : p) as Polygon;
  return {
    type: 'Polygon',
    coordinates: g.rings.map((ring) => {
      const r = ring.map(([x, y]): [number, number] => [round(x!), round(y!)]);
      const [a, b] = [r[0]!, r[r.length - 1]!];
      if (a[0] !== b[0] || a[1] !== b[1]) r.push([a[0], a[1]]);
      return r;
    }),
  };
}

/** A GeoJSON (multi)polygon in WGS84 as an ArcGIS polygon (rings of every part). */
export function fromGeoJsonArea(g: GeoJsonPolygon | MultiPolygon): Polygon {
  const rings = g.type === 'Polygon' ? g.coordinates : g.coordinates.flat();
  return new Polygon({ rings: rings as number[][][], spatialReference: { wkid: 4326 } });
}

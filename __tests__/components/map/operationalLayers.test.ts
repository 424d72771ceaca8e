import type GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import {
  createOperationalLayer,
  featuresUrl,
  isGeneralised,
  openingScale,
  preciseLayer,
  type OperationalLayer,
} from '@/components/map/operationalLayers';
import { STATEWIDE_SCALE } from '@/lib/shared/schemas/layers';
import { VIRGINIA_EXTENT } from '@/lib/shared/schemas/mapExplorerState';

/**
 * The first draw reads the layers light (issue 58): a map opening at a statewide scale draws the features API's
 * generalised answer, every attribute kept, and reads a layer whole once the map goes in or a tool needs its shapes.
 */
const layer: OperationalLayer = {
  key: 'coss-roadway-components',
  name: 'Corridors of Statewide Significance',
  geometryType: 'line',
  colour: '#000',
  visible: true,
  opacity: 1,
  definitionExpression: null,
};
type Stub = GeoJSONLayer & { refreshes: number };

describe('the layers of the first draw', () => {
  it('reads Virginia at 1280×800 as a statewide scale, a few counties as a closer one', () => {
    expect(openingScale(VIRGINIA_EXTENT, 960)).toBeGreaterThan(STATEWIDE_SCALE);
    expect(openingScale({ xmin: -77.95, ymin: 37.25, xmax: -76.95, ymax: 37.85 }, 960)).toBeLessThan(
      STATEWIDE_SCALE,
    );
    expect(openingScale(VIRGINIA_EXTENT, 0)).toBe(0); // no size yet: read whole
  });

  it('draws the generalised answer at a statewide scale, with every attribute', () => {
    const l = createOperationalLayer(layer, 2_500_000) as Stub;
    expect(l.url).toBe(featuresUrl(layer.key));
    expect(l.customParameters).toEqual({ scale: String(STATEWIDE_SCALE) });
    expect(l.outFields).toEqual(['*']);
    expect(isGeneralised(l)).toBe(true);
  });

  it('draws the full answer closer in, or when the scale is not known', () => {
    for (const scale of [200_000, 0]) {
      const l = createOperationalLayer(layer, scale) as Stub;
      expect(l.customParameters).toBeUndefined();
      expect(isGeneralised(l)).toBe(false);
    }
  });

  it('reads a generalised layer whole once, and says when the full features are in', async () => {
    const l = createOperationalLayer(layer, 2_500_000) as Stub;
    await preciseLayer(l);
    expect(l.customParameters).toEqual({});
    expect(l.refreshes).toBe(1);
    expect(isGeneralised(l)).toBe(false);
    await preciseLayer(l);
    expect(l.refreshes).toBe(1);
  });
});

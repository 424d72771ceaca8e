/** @jest-environment node */
import type GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import type UniqueValueRenderer from '@arcgis/core/renderers/UniqueValueRenderer';
import type SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import { BASEMAP_FILES, configureBasemaps, createBasemap, LABEL_LAYER_IDS } from '@/components/map/basemap';
import { mapColours } from '@/styles/theme';

/**
 * The basemap fetches and parses each of its files once. It used to draw the
 * states file twice (the neighbours, and Virginia's outline above the counties) and the counties file twice
 * (the fills, and a transparent copy carrying the names), and every layer is a fetch, a parse in the SDK's
 * worker and a layer view to draw. What each layer shows must survive the merge.
 */
type Layer = GeoJSONLayer & { id: string };
const urls = (layers: unknown[]) => (layers as Layer[]).map((l) => l.url);

afterEach(() => configureBasemaps({ source: 'local' }));

describe('the local basemap', () => {
  const { basemap, localities } = createBasemap('light');
  // The stub keeps the arrays it is given (the SDK makes them Collections).
  const base = basemap.baseLayers as unknown as Layer[];
  const reference = basemap.referenceLayers as unknown as Layer[];

  it('fetches each of its files once', () => {
    const all = [...urls(base), ...urls(reference)];
    expect([...all].sort()).toEqual(Object.values(BASEMAP_FILES).sort());
  });

  it('draws the counties, then the lakes, then the states: the neighbours filled and Virginia outlined', () => {
    expect(base.map((l) => l.id)).toEqual(['basemap-localities', 'basemap-water', 'basemap-states']);
    const states = base[2]!;
    expect(states.definitionExpression).toBeUndefined();
    const renderer = states.renderer as UniqueValueRenderer;
    expect(renderer.field).toBe('virginia');
    const byValue = Object.fromEntries(
      renderer.uniqueValueInfos!.map((u) => [String(u.value), u.symbol as SimpleFillSymbol]),
    );
    const colours = mapColours.basemaps.light;
    expect(byValue['0']).toMatchObject({ color: colours.neighbour, outline: { color: colours.line } });
    expect(byValue['1']).toMatchObject({
      color: 'rgba(0,0,0,0)',
      outline: { color: colours.state, width: 1.5 },
    });
  });

  it('labels county and city names on the counties layer, and town names above the operational layers', () => {
    expect(localities).toBe(base[0]);
    expect(localities.labelingInfo).toHaveLength(1);
    expect(localities.labelingInfo![0]).toMatchObject({ minScale: 1_600_000 });
    expect(reference.map((l) => l.id)).toEqual(LABEL_LAYER_IDS);
  });
});

describe('with an ARCGIS_API_KEY', () => {
  it("lies on Esri's basemap with no local names or lakes, and its local layers unfilled", () => {
    configureBasemaps({
      source: 'esri',
      apiKey: 'key',
      styles: { light: 'a', dark: 'b', 'high-contrast': 'c' },
    });
    const { basemap, localities } = createBasemap('light');
    const base = basemap.baseLayers as unknown as Layer[];
    expect(base.map((l) => l.id)).toEqual(['basemap-esri', 'basemap-localities', 'basemap-states']);
    expect(basemap.referenceLayers).toEqual([]);
    expect(localities.labelingInfo).toEqual([]);
    const neighbours = (base[2]!.renderer as UniqueValueRenderer).uniqueValueInfos![0]!
      .symbol as SimpleFillSymbol;
    expect(neighbours.color).toBe('rgba(0,0,0,0)');
  });
});

/** @jest-environment node */
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { describeMapPicture, renderMapPicture, type PictureInput } from '@/lib/server/geo/mapPicture';
import { layerStyle } from '@/lib/shared/layerStyles';

const fc = (
  features: Array<{ geometry: Geometry; properties?: Record<string, unknown> }>,
): FeatureCollection => ({
  type: 'FeatureCollection',
  features: features.map((f, i): Feature => ({
    type: 'Feature',
    id: i,
    properties: f.properties ?? {},
    ...f,
  })),
});
const point = (lon: number, lat: number): Geometry => ({ type: 'Point', coordinates: [lon, lat] });
const square = (w: number, s: number, e: number, n: number): Geometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ],
});

/** A 10°-wide view on the equator: 100 units wide, so one degree of longitude is 10 units. */
function input(over: Partial<PictureInput> = {}): PictureInput {
  return {
    extent: { xmin: 0, ymin: -5, xmax: 10, ymax: 5 },
    width: 100,
    colours: {
      background: '#dfe9f2',
      neighbour: '#f1f1ee',
      locality: '#ffffff',
      line: '#9aa5b1',
      state: '#4a4a4a',
      labelText: '#1b1b1b',
      labelHalo: '#ffffff',
    },
    localities: fc([{ geometry: square(1, -1, 3, 1), properties: { name: 'A County' } }]),
    water: fc([]),
    states: fc([
      { geometry: square(0, -5, 10, 5), properties: { virginia: 1 } },
      { geometry: square(-20, -5, 0, 5), properties: { virginia: 0 } },
    ]),
    places: fc([
      { geometry: point(5, 0), properties: { name: 'Big & Co', tier: 1 } },
      // Right beside the first: its name would overlap, so it is left out.
      { geometry: point(5.1, 0), properties: { name: 'Overlap', tier: 1 } },
      { geometry: point(2, 3), properties: { name: 'Small town', tier: 3 } },
    ]),
    labelTiers: [1],
    layers: [],
    ...over,
  };
}

describe('renderMapPicture', () => {
  it('projects the extent onto a viewBox `width` units wide, in Web Mercator', () => {
    const { svg } = renderMapPicture(input());
    // 10° of longitude is 100 units; 10° of latitude about the equator is a little more in Mercator.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 100 100"/);
    // The county square from (1°, 1°) to (3°, -1°): x 10…30, y 40…60 (north is up), drawn relatively.
    expect(svg).toContain('d="M10 60l20 0 0-20-20 0z"');
  });

  it('draws what the map draws, in its order: counties, lakes, neighbours, Virginia, layers, names', () => {
    const line = {
      type: 'LineString',
      coordinates: [
        [1, 0],
        [9, 0],
      ],
    } as Geometry;
    const { svg } = renderMapPicture(
      input({
        layers: [
          { name: 'Roads', geometryType: 'line', style: layerStyle(1), features: fc([{ geometry: line }]) },
        ],
      }),
    );
    const at = (s: string) => svg.indexOf(s);
    expect(at('fill="#ffffff" fill-rule')).toBeLessThan(at('fill="#f1f1ee"')); // counties under the neighbours
    expect(at('fill="#f1f1ee"')).toBeLessThan(at('fill="none" stroke="#4a4a4a"')); // Virginia's outline above
    // The layer's line in its colour, 2.5 pt wide, with its dash pattern (layer 1: dash, 4 and 3 times its width).
    expect(svg).toContain(
      `<path d="M10 50l80 0" fill="none" stroke="${layerStyle(1).colour}" stroke-width="3.33" stroke-linejoin="round" stroke-dasharray="13.3 10"/>`,
    );
    expect(at('stroke-dasharray')).toBeLessThan(at('<text'));
  });

  it('names the places of the tiers asked for, leaves out a name that would overlap, and escapes names', () => {
    const { svg, named } = renderMapPicture(input());
    expect(named).toEqual(['Big & Co']);
    expect(svg).toContain('>Big &amp; Co</text>');
    expect(svg).not.toContain('Overlap');
    expect(svg).not.toContain('Small town');
    // …but every place keeps its dot, as on the map (4 pt for the named tier, 2 pt for tier 3).
    expect(svg.match(/<circle /g)).toHaveLength(3);
    expect(svg).toContain('<circle cx="20" cy="20" r="2.0"/>');
    expect(renderMapPicture(input({ labelTiers: [1, 3] })).named).toEqual(['Big & Co', 'Small town']);
  });

  it('leaves out rings smaller than a unit (a lake under a pixel)', () => {
    const { svg } = renderMapPicture(input({ water: fc([{ geometry: square(4, 0, 4.01, 0.01) }]) }));
    expect(svg).toContain('<path d="" fill="#dfe9f2"');
  });
});

describe('describeMapPicture', () => {
  it('says what the picture shows and that the live map takes its place', () => {
    const lines = fc([{ geometry: point(0, 0) }, { geometry: point(1, 1) }]);
    const text = describeMapPicture(
      [
        { name: 'CoSS Roadway Components', geometryType: 'line', style: layerStyle(0), features: lines },
        { name: 'Priority Locations', geometryType: 'line', style: layerStyle(1), features: lines },
      ],
      ['Richmond', 'Roanoke', 'Norfolk'],
    );
    expect(text).toBe(
      "Map of Virginia's counties and independent cities, with its lakes and the states around it, showing " +
        'CoSS Roadway Components (2 features, solid lines) and Priority Locations (2 features, dashed lines). ' +
        'Places named include Richmond, Roanoke and Norfolk. The interactive map takes the place of this ' +
        'picture once it has loaded.',
    );
  });
});

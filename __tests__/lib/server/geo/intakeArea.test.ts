/** @jest-environment node */
import type { Feature, Polygon, Position } from 'geojson';
import { analyseUpload } from '@/lib/server/geo/intake';
import { AREA_TOLERANCE_KM, placement, type AreaSpec } from '@/lib/server/geo/intake/area';
import { checkFeatures } from '@/lib/server/geo/intake/checks';
import { virginiaLocalities, type Area } from '@/lib/server/geo/virginia';
import { geojson, square, udaFeatures } from '../../../helpers/spatialFixtures';

/**
 * Features must lie in the submitting organisation's area, with a stated tolerance, and real
 * Virginia places must not be flagged as outside Virginia.
 */
const VIRGINIA: AreaSpec = { name: 'Virginia', fips: null };
const CULPEPER: AreaSpec = { name: 'Culpeper County', fips: '51047' };
const asFeatures = (areas: Array<{ name: string; geometry: Area }>): Feature[] =>
  areas.map((a) => ({ type: 'Feature', geometry: a.geometry, properties: { name: a.name } }));
const extent = (features: Feature[], area = VIRGINIA) =>
  checkFeatures(features, 'polygon', [], area).findings.filter((f) => f.topic === 'extent');

/** A boundary as a finer public dataset draws it: each edge cut in ten, each vertex moved up to `km`. */
function wobble(g: Area, km: number): Area {
  let seed = 7;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
  const ring = (r: Position[]): Position[] => {
    const out: Position[] = [];
    for (let i = 0; i < r.length - 1; i++) {
      for (let k = 0; k < 10; k++) {
        const [a, b] = [r[i], r[i + 1]];
        const x = a[0] + ((b[0] - a[0]) * k) / 10;
        const y = a[1] + ((b[1] - a[1]) * k) / 10;
        out.push([x + (rnd() * km) / 87, y + (rnd() * km) / 111]);
      }
    }
    return [...out, out[0]];
  };
  return g.type === 'Polygon'
    ? { type: 'Polygon', coordinates: g.coordinates.map(ring) }
    : { type: 'MultiPolygon', coordinates: g.coordinates.map((p) => p.map(ring)) };
}

describe('the submitter’s area', () => {
  it('does not flag any of the 133 real counties and cities as outside Virginia, as drawn or as a finer dataset draws them', () => {
    const localities = virginiaLocalities();
    expect(localities).toHaveLength(133);
    expect(extent(asFeatures(localities))).toEqual([]);
    const finer = localities.map((l) => ({ name: l.name, geometry: wobble(l.geometry, 1.5) }));
    expect(extent(asFeatures(finer))).toEqual([]);
    // Each lies in its own area.
    for (const l of finer)
      expect([
        l.name,
        placement(l.geometry, { name: l.name, fips: localities.find((x) => x.name === l.name)!.fips }),
      ]).toEqual([l.name, 'inside']);
  });

  it('does not flag a coastal county drawn out to the state line in the bay (as Census TIGER draws Accomack)', () => {
    const accomack = virginiaLocalities().find((l) => l.fips === '51001')!;
    const [minX, minY, maxX, maxY] = accomack.bbox;
    // Its land plus the water west to the middle of the Chesapeake Bay and east 5 km into the Atlantic.
    const tiger: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [minX - 0.25, minY],
          [maxX + 0.06, minY],
          [maxX + 0.06, maxY],
          [minX - 0.25, maxY],
          [minX - 0.25, minY],
        ],
      ],
    };
    expect(extent([{ type: 'Feature', geometry: tiger, properties: {} }])).toEqual([]);
  });

  it('blocks a polygon near Columbia, Maryland (about 100 km from Virginia), naming the tolerance', () => {
    const [finding] = extent([{ type: 'Feature', geometry: square(-76.86, 39.2), properties: {} }]);
    expect(finding).toMatchObject({ level: 'error', features: [1] });
    expect(finding.message).toBe(
      `The feature lies outside Virginia (more than ${AREA_TOLERANCE_KM} km beyond its boundary, or it covers more than the whole of it).`,
    );
  });

  it('a Culpeper County account: the 133 statewide localities are blocked except Culpeper itself', () => {
    const localities = virginiaLocalities();
    const [finding, ...rest] = extent(asFeatures(localities), CULPEPER);
    expect(rest).toEqual([]);
    expect(finding.level).toBe('error');
    const own = localities.findIndex((l) => l.fips === '51047') + 1;
    expect(finding.message).toMatch(/^Features 1, 2, .* and 112 more lie outside Culpeper County/);
    expect(finding.features).not.toContain(own);
    expect(finding.action).toContain('This account submits for Culpeper County');
    // Every feature but Culpeper's own is outside.
    const placements = localities.map((l) => placement(l.geometry, CULPEPER));
    expect(placements.filter((p) => p === 'outside')).toHaveLength(132);
    expect(placements[own - 1]).toBe('inside');
  });

  it('takes features just over the generalised county line (within the tolerance), warns when one reaches well beyond it', () => {
    const culpeper = virginiaLocalities().find((l) => l.fips === '51047')!;
    const ring = (culpeper.geometry as Polygon).coordinates[0];
    const [x, y] = ring[0];
    // A 400 m square centred on a boundary vertex: half of it is over the line, within the tolerance.
    expect(placement(square(x, y, 0.002), CULPEPER)).toBe('inside');
    // A square 8 km across on the line: part of it is more than 3 km beyond.
    expect(placement(square(x, y, 0.05), CULPEPER)).toBe('partly');
    const findings = extent([{ type: 'Feature', geometry: square(x, y, 0.05), properties: {} }], CULPEPER);
    expect(findings).toEqual([
      expect.objectContaining({
        level: 'warning',
        message: `Feature 1 reaches more than ${AREA_TOLERANCE_KM} km beyond the boundary of Culpeper County.`,
      }),
    ]);
    // A statewide polygon covers the county and much more: outside.
    const va: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [-83.6, 36.6],
          [-75.3, 36.6],
          [-75.3, 39.4],
          [-83.6, 39.4],
          [-83.6, 36.6],
        ],
      ],
    };
    expect(placement(va, CULPEPER)).toBe('outside');
  });

  it('the upload is checked against the area given in its options', async () => {
    const file = geojson([
      ...udaFeatures(2),
      { type: 'Feature', geometry: square(-77.3, 38.85), properties: { name: 'Fairfax', acres: 1 } },
    ]);
    const layer = { geometry: 'polygon' as const, fields: [] };
    const asVirginia = await analyseUpload(file, 'uda.geojson', layer, { maxFeatures: 100 });
    expect(asVirginia.blocking).toBe(false);
    const asCulpeper = await analyseUpload(file, 'uda.geojson', layer, { maxFeatures: 100, area: CULPEPER });
    expect(asCulpeper.blocking).toBe(true);
    expect(asCulpeper.findings.find((f) => f.topic === 'extent')).toMatchObject({
      level: 'error',
      message: expect.stringMatching(/^Feature 3 lies outside Culpeper County/),
      features: [3],
    });
  });
});

/** @jest-environment node */
import { generateLayerSeeds } from '@/lib/server/db/seeds/layers/generate';
import { gapTaStudies } from '@/lib/server/db/seeds/rows';
import { vdotDistricts, virginiaLocalities } from '@/lib/server/geo/virginia';
import { DISTRICT_NAMES, DISTRICTS } from '@/lib/shared/districts';
import { ORGANIZATIONS } from '@/lib/shared/organizations';
import { VDOT_DISTRICTS } from '@/lib/shared/constants';

describe('Virginia boundaries', () => {
  it('has 95 counties and 38 independent cities, the same FIPS codes as the organisation list', () => {
    const localities = virginiaLocalities();
    expect(localities.filter((l) => !l.city)).toHaveLength(95);
    expect(localities.filter((l) => l.city)).toHaveLength(38);
    const orgFips = ORGANIZATIONS.filter((o) => o.kind === 'locality').map((o) => o.fips);
    expect(localities.map((l) => l.fips).sort()).toEqual([...orgFips].sort());
  });

  it('puts every locality in exactly one of the nine districts, as each district lists them', () => {
    const localities = virginiaLocalities();
    for (const d of DISTRICT_NAMES) {
      expect([d, localities.filter((l) => l.district === d).length]).toEqual([d, DISTRICTS[d].length]);
    }
    expect(DISTRICT_NAMES.reduce((n, d) => n + DISTRICTS[d].length, 0)).toBe(133);
    // The county and the city of the same name fall where they belong.
    const byFips = Object.fromEntries(localities.map((l) => [l.fips, l]));
    expect([byFips['51159']!.district, byFips['51760']!.district]).toEqual(['Fredericksburg', 'Richmond']);
    expect([byFips['51161']!.district, byFips['51770']!.district]).toEqual(['Salem', 'Salem']);
    expect(vdotDistricts().size).toBe(9);
  });

  it('generates the same layers on every run, with unique feature ids and every declared field', () => {
    const a = generateLayerSeeds(gapTaStudies);
    const b = generateLayerSeeds(gapTaStudies);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    for (const layer of a) {
      const ids = new Set(layer.features.map((f) => f.id));
      expect([layer.key, ids.size]).toEqual([layer.key, layer.features.length]);
      // One assertion per layer (129,000 separate ones took 12 s): each feature that lacks a declared field.
      const missing = layer.features.flatMap((f) =>
        layer.fields.filter((field) => !(field.name in f.properties)).map((field) => `${f.id}.${field.name}`),
      );
      expect([layer.key, missing]).toEqual([layer.key, []]);
    }
  });
});

describe('district names', () => {
  it('are the same nine the commodity-flow explorer and the studies use', () => {
    expect([...DISTRICT_NAMES].sort()).toEqual([...VDOT_DISTRICTS]);
    expect(new Set(gapTaStudies.map((s) => s.district)).size).toBe(9);
    for (const s of gapTaStudies) expect(DISTRICT_NAMES).toContain(s.district);
  });
});

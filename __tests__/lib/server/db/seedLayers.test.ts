/** @jest-environment node */
import { generateLayerSeeds } from '@/lib/server/db/seeds/layers/generate';
import { gapTaStudies } from '@/lib/server/db/seeds/rows/gapTaStudies';
import { VDOT_DISTRICTS } from '@/lib/shared/constants';

describe('seeded layers', () => {
  it('every feature that names a district names one of the nine VDOT districts, and a Virginia locality', () => {
    const located = generateLayerSeeds(gapTaStudies).flatMap((layer) =>
      layer.features
        .filter((f) => 'district' in f.properties)
        .map((f) => ({
          layer: layer.key,
          id: f.id,
          district: f.properties.district,
          locality: f.properties.locality,
        })),
    );
    expect(located.length).toBeGreaterThan(10_000);
    const stray = located.filter(
      (f) =>
        !(VDOT_DISTRICTS as readonly unknown[]).includes(f.district) || f.locality === 'Outside Virginia',
    );
    expect(stray.map((f) => `${f.layer} ${f.id}`)).toEqual([]);
  });
});

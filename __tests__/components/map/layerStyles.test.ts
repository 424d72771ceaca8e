import { contrastRatio, layerStyle } from '@/components/map/layerStyles';
import { layerMetadata } from '@/lib/server/db/seeds/rows/layerMetadata';
import { mapColours } from '@/styles/theme';

const layerCount = layerMetadata.length;

describe('layer symbols', () => {
  it('gives every one of the layers its own colour', () => {
    expect(layerCount).toBeGreaterThanOrEqual(22);
    const colours = Array.from({ length: layerCount }, (_, i) => layerStyle(i).colour);
    expect(new Set(colours).size).toBe(layerCount);
  });

  it('keeps each colour at 3:1 or more against the land (counties and neighbouring states) of all three basemap styles', () => {
    const grounds = Object.values(mapColours.basemaps).flatMap((b) => [b.locality, b.neighbour]);
    for (let i = 0; i < layerCount; i += 1) {
      for (const ground of grounds) {
        expect([layerStyle(i).colour, ground, contrastRatio(layerStyle(i).colour, ground) >= 3]).toEqual([
          layerStyle(i).colour,
          ground,
          true,
        ]);
      }
    }
  });

  it('gives neighbouring layers different shapes and dash patterns', () => {
    for (let i = 1; i < layerCount; i += 1) {
      expect(layerStyle(i).marker).not.toBe(layerStyle(i - 1).marker);
      expect(layerStyle(i).line).not.toBe(layerStyle(i - 1).line);
    }
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

import { render, screen } from '@testing-library/react';
import { Legend } from '@/components/map/Legend';
import { layerStyle } from '@/components/map/layerStyles';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';

const layer = (key: string, geometryType: LayerMetadata['geometryType']) =>
  ({ key, name: key, geometryType, illustrativeCount: 0 }) as LayerMetadata;

describe('Legend', () => {
  it('draws a polygon layer in its colour and hatch, so two polygon layers differ as on the map', () => {
    const a = layerStyle(1); // backward-diagonal hatch
    const b = layerStyle(2); // forward-diagonal hatch
    render(
      <Legend
        layers={[layer('udas', 'polygon'), layer('iedas', 'polygon')]}
        colours={{ udas: a.colour, iedas: b.colour }}
        styles={{ udas: a, iedas: b }}
        filters={{}}
      />,
    );
    const swatchA = getComputedStyle(screen.getByTestId('swatch-udas'));
    const swatchB = getComputedStyle(screen.getByTestId('swatch-iedas'));
    expect(swatchA.backgroundImage).toContain(a.colour);
    expect(swatchA.backgroundImage).toContain('45deg');
    expect(swatchB.backgroundImage).toContain(b.colour);
    expect(swatchB.backgroundImage).toContain('-45deg');
  });
});

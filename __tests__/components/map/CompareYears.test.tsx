import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import Swipe from '@arcgis/core/widgets/Swipe';
import { CompareLabels } from '@/components/map/CompareLabels';
import { CompareYears } from '@/components/map/CompareYears';
import { compareStyle } from '@/components/map/layerStyles';
import {
  applyOperationalLayer,
  createOperationalLayer,
  type OperationalLayer,
} from '@/components/map/operationalLayers';
import { colourName, layerStyle, LINE_WORDS } from '@/lib/shared/layerStyles';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapCompare } from '@/lib/shared/schemas/mapExplorerState';
import { stubMap } from '../../helpers/mapStub';

jest.mock('@/lib/client/map', () => ({ getComparison: jest.fn(() => new Promise(() => undefined)) }));

const meta = (key: string, name: string) =>
  ({ key, name, geometryType: 'line', fields: [], illustrativeCount: 0 }) as unknown as LayerMetadata;
const metadata = [
  meta('mid-term-needs-2019', '2019 Mid-term Needs'),
  meta('mid-term-needs-2023', '2023 Mid-term Needs'),
];
const operational = (key: string, style = layerStyle(11)): OperationalLayer => ({
  key,
  name: key,
  geometryType: 'line',
  colour: style.colour,
  style,
  visible: true,
  opacity: 1,
  definitionExpression: null,
});

/** The workspace's part: one comparison state that the panel and the labels over the map both read. */
function Harness({ handle }: { handle: ReturnType<typeof stubMap>['handle'] }) {
  const [compare, setCompare] = useState<MapCompare | null>({
    from: 'mid-term-needs-2019',
    to: 'mid-term-needs-2023',
    position: 50,
  });
  if (!compare) return null;
  return (
    <>
      <CompareLabels compare={compare} filtered={false} />
      <CompareYears
        metadata={metadata}
        handle={handle}
        compare={compare}
        onCompare={setCompare}
        filters={[]}
      />
    </>
  );
}

describe('the year comparison says what the map draws', () => {
  it('names each year’s colour and dash from the style object the map draws it with', () => {
    for (const side of ['from', 'to'] as const) {
      const style = compareStyle(side);
      expect(style.colourName).toBe(colourName(style.colour));
      expect(style.lineName).toBe(LINE_WORDS[style.line]);
    }
    expect([compareStyle('from').colourName, compareStyle('to').colourName]).toEqual(['orange', 'blue']);
    const { handle } = stubMap();
    render(<Harness handle={handle} />);
    const from = compareStyle('from');
    const to = compareStyle('to');
    expect(
      screen.getByText(
        `Divide on the map: 2019 to its left (${from.colourName}, ${from.lineName}), 2023 to its right (${to.colourName}, ${to.lineName})`,
      ),
    ).toBeInTheDocument();
  });

  // Issue 53: 2023 was drawn in teal dashes (its own style, given when the layer was first drawn) but labelled
  // "blue, solid".
  it('redraws a layer already on the map in the comparison’s style', () => {
    const own = operational('mid-term-needs-2023');
    const layer = createOperationalLayer(own);
    const symbol = () => (layer.renderer as unknown as { symbol: { color: string; style: string } }).symbol;
    expect(symbol()).toMatchObject({ color: own.colour, style: own.style!.line });
    const to = compareStyle('to');
    applyOperationalLayer(layer, { ...own, colour: to.colour, style: to });
    expect(symbol()).toMatchObject({ color: to.colour, style: to.line });
    expect(`${colourName(symbol().color)}, ${LINE_WORDS[symbol().style as 'solid']}`).toBe(
      `${to.colourName}, ${to.lineName}`,
    );
  });

  // Issue 53: dragging the divide left the slider at 50 % and the "◀ 2019" label where it was.
  it('moves the slider and the year labels when the divide on the map is dragged, and the divide with the slider', async () => {
    const { view, handle } = stubMap();
    for (const m of metadata) view.map.add(createOperationalLayer(operational(m.key)));
    render(<Harness handle={handle} />);
    const widgets = (view.ui as unknown as { widgets: Swipe[] }).widgets;
    await waitFor(() => expect(widgets).toHaveLength(1));
    const divide = widgets[0] as Swipe & { drag: (p: number) => void };
    act(() => divide.drag(25.4));
    const slider = screen.getByRole('slider', { name: /Divide on the map/ });
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('compare-label-from').style.left).toContain('25%');
    expect(screen.getByTestId('compare-label-to').style.left).toContain('25%');
    // …and the other way: the slider moves the divide.
    act(() => slider.focus());
    for (let i = 0; i < 5; i++) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '30');
    expect(divide.position).toBe(30);
  });
});

import { compareStyle } from '@/components/map/layerStyles';
import { printContent } from '@/components/map/printContent';
import type { OperationalLayer } from '@/components/map/operationalLayers';
import { filterWords } from '@/lib/shared/layerFilters';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapExplorerState } from '@/lib/shared/schemas/mapExplorerState';
import { stubMap } from '../../helpers/mapStub';

const fields = [
  { name: 'district', type: 'string' as const, label: 'District' },
  { name: 'need_category', type: 'string' as const, label: 'Need category' },
];
const meta = (key: string, name: string) =>
  ({ key, name, fields, vintage: '2023' }) as unknown as LayerMetadata;
const layer = (key: string, name: string): OperationalLayer => ({
  key,
  name,
  geometryType: 'line',
  colour: '#000000',
  visible: true,
  opacity: 1,
  definitionExpression: null,
});
const metadata = [
  meta('mid-term-needs-2019', '2019 Mid-term Needs'),
  meta('mid-term-needs-2023', '2023 Mid-term Needs'),
];
const layers = metadata.map((m) => layer(m.key, m.name));
/** The map's state as the print gets it: only its filters and comparison matter here. */
const stateOf = (filters: MapExplorerState['filters'], compare: MapExplorerState['compare'] = null) =>
  ({ filters, compare }) as MapExplorerState;

describe('filterWords', () => {
  it('says a filter with the fields’ labels, several values joined by "or"', () => {
    expect(
      filterWords(
        [
          { field: 'need_category', values: ['Safety Improvement'] },
          { field: 'district', values: ['Salem', 'Bristol', 'Lynchburg'] },
        ],
        fields,
      ),
    ).toBe('Need category: Safety Improvement; District: Salem, Bristol or Lynchburg');
    expect(filterWords([], fields)).toBe('');
  });
});

describe('printContent', () => {
  // Issue 53: a print made on the evening of 12/06 in Virginia was dated 12/07 (the UTC day).
  it('dates the print with the day in Virginia, not in UTC', async () => {
    jest.useFakeTimers({
      now: new Date('2026-12-07T03:30:00Z'),
      doNotFake: ['setTimeout', 'queueMicrotask'],
    });
    try {
      const { handle } = stubMap();
      const c = await printContent(handle.current!, metadata, [layers[1]!], 'light', 'Note.', stateOf({}));
      expect(c.date).toBe('12/06/2026');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says "(filtered)" on a filtered layer’s legend line and the filter in words in the note', async () => {
    const { handle } = stubMap();
    const c = await printContent(
      handle.current!,
      metadata,
      [layers[1]!],
      'light',
      'Note.',
      stateOf({ 'mid-term-needs-2023': { need_category: ['Safety Improvement'], district: [] } }),
    );
    expect(c.legend.map((l) => l.name)).toEqual(['Counties and cities', '2023 Mid-term Needs (filtered)']);
    expect(c.note).toBe('2023 Mid-term Needs filtered to Need category: Safety Improvement. Note.');
  });

  it('prints one year of a comparison, the right of the divide, and says the other is left out, each in the words of its style', async () => {
    const { handle } = stubMap();
    const compared = layers.map((l, i) => {
      const style = compareStyle(i === 0 ? 'from' : 'to');
      return { ...l, colour: style.colour, style };
    });
    const takeImage = jest.spyOn(handle.current!, 'takeImage');
    const salem = { district: ['Salem'] };
    const c = await printContent(
      handle.current!,
      metadata,
      compared,
      'light',
      'Note.',
      stateOf(
        { 'mid-term-needs-2019': salem, 'mid-term-needs-2023': salem },
        { from: 'mid-term-needs-2019', to: 'mid-term-needs-2023', position: 40 },
      ),
    );
    expect(takeImage).toHaveBeenCalledWith(['mid-term-needs-2019']);
    expect(c.legend.map((l) => l.name)).toEqual(['Counties and cities', '2023 Mid-term Needs (filtered)']);
    expect(c.note).toBe(
      'Year comparison: this map shows 2023 Mid-term Needs (blue, solid), right of the divide; 2019 Mid-term Needs ' +
        '(orange, dashed), left of it, is left out of the print. ' +
        '2023 Mid-term Needs filtered to District: Salem. Note.',
    );
  });
});

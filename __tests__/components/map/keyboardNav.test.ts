import {
  featuresInViewLines,
  featuresInViewMessage,
  mapKeyAction,
  PAN_STEP,
  PAN_STEP_LARGE,
  panExtent,
  zoomExtent,
} from '@/components/map/keyboardNav';

describe('mapKeyAction', () => {
  it.each([
    ['ArrowLeft', { type: 'pan', dx: -PAN_STEP, dy: 0 }],
    ['ArrowRight', { type: 'pan', dx: PAN_STEP, dy: 0 }],
    ['ArrowUp', { type: 'pan', dx: 0, dy: PAN_STEP }],
    ['ArrowDown', { type: 'pan', dx: 0, dy: -PAN_STEP }],
    ['+', { type: 'zoom', factor: 0.5 }],
    ['=', { type: 'zoom', factor: 0.5 }],
    ['-', { type: 'zoom', factor: 2 }],
    ['Enter', { type: 'identify' }],
    ['?', { type: 'help' }],
  ])('%s → %p', (key, action) => {
    expect(mapKeyAction({ key })).toEqual(action);
  });
  it('pans further with Shift', () => {
    expect(mapKeyAction({ key: 'ArrowLeft', shiftKey: true })).toEqual({
      type: 'pan',
      dx: -PAN_STEP_LARGE,
      dy: 0,
    });
  });
  it.each([
    { key: 'Tab' },
    { key: 'a' },
    { key: 'Escape' },
    { key: '+', ctrlKey: true },
    { key: 'ArrowUp', altKey: true },
  ])('leaves %p to the browser', (e) => {
    expect(mapKeyAction(e)).toBeNull();
  });
});

describe('panExtent and zoomExtent', () => {
  const e = { xmin: -80, ymin: 36, xmax: -76, ymax: 38 };
  it('pans by a share of the view', () => {
    expect(panExtent(e, 0.25, 0)).toEqual({ xmin: -79, ymin: 36, xmax: -75, ymax: 38 });
    expect(panExtent(e, 0, -0.5)).toEqual({ xmin: -80, ymin: 35, xmax: -76, ymax: 37 });
  });
  it('zooms about the centre', () => {
    expect(zoomExtent(e, 0.5)).toEqual({ xmin: -79, ymin: 36.5, xmax: -77, ymax: 37.5 });
    expect(zoomExtent(e, 2)).toEqual({ xmin: -82, ymin: 35, xmax: -74, ymax: 39 });
  });
});

describe('featuresInViewMessage and featuresInViewLines', () => {
  const counts = [
    {
      name: 'Counties and cities',
      count: 12,
      examples: ['Culpeper County', 'Orange County', 'Madison County'],
    },
    { name: 'Urban Development Areas', count: 0, examples: [] },
    { name: 'GAP-TA Studies', count: 1, examples: ['Culpeper Route 29 corridor study'] },
  ];
  it('the live sentence is one short count; each layer, with its count and first features, is a line of its own', () => {
    expect(featuresInViewMessage(counts)).toBe('13 features in view, in 2 layers.');
    expect(featuresInViewLines(counts)).toEqual([
      'Counties and cities: 12, including Culpeper County, Orange County, and Madison County.',
      'GAP-TA Studies: 1 (Culpeper Route 29 corridor study).',
    ]);
  });
  it('stays short however many layers are on (it ran to 425 characters)', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      name: `Layer with a long name number ${i + 1}`,
      count: 1234 + i,
      examples: ['A feature with a long name', 'Another feature with a long name', 'A third one'],
    }));
    expect(featuresInViewMessage(many)).toBe('31,150 features in view, in 25 layers.');
    expect(featuresInViewMessage(many).length).toBeLessThanOrEqual(60);
  });
  it('one feature is one feature, and thousands have separators', () => {
    expect(
      featuresInViewMessage([{ name: 'Counties and cities', count: 1, examples: ['Fairfax County'] }]),
    ).toBe('1 feature in view, in 1 layer.');
    expect(
      featuresInViewLines([{ name: 'Counties and cities', count: 1, examples: ['Fairfax County'] }]),
    ).toEqual(['Counties and cities: 1 (Fairfax County).']);
    expect(featuresInViewLines([{ name: 'Mid-term needs 2023', count: 5200 }])).toEqual([
      'Mid-term needs 2023: 5,200.',
    ]);
  });
  it('says so when nothing is in view', () => {
    expect(featuresInViewMessage([{ name: 'UDAs', count: 0 }])).toBe('No features in view.');
    expect(featuresInViewLines([{ name: 'UDAs', count: 0 }])).toEqual([]);
  });
});

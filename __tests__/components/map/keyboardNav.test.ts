import {
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

describe('featuresInViewMessage', () => {
  it('counts features of the layers that have any', () => {
    expect(
      featuresInViewMessage([
        { name: 'Mid-term needs', count: 12 },
        { name: 'UDAs', count: 0 },
        { name: 'GAP-TA studies', count: 1 },
      ]),
    ).toBe('13 features in view: 12 Mid-term needs, 1 GAP-TA studies.');
  });
  it('says so when nothing is in view', () => {
    expect(featuresInViewMessage([{ name: 'UDAs', count: 0 }])).toBe('No features in view.');
  });
});

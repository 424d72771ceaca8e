import {
  dataVintageOf,
  MAP_EXPLORER_STATE_VERSION,
  MapExplorerState,
  migrateMapExplorerState,
  roundExtent,
  VIRGINIA_EXTENT,
} from '@/lib/shared/schemas/mapExplorerState';

const valid: MapExplorerState = {
  schemaVersion: MAP_EXPLORER_STATE_VERSION,
  dataVintage: '2026-11',
  extent: { xmin: -78.1, ymin: 37.2, xmax: -76.9, ymax: 38.0 },
  basemap: 'dark',
  layers: [{ key: 'mid-term-needs', visible: true, opacity: 0.6 }],
  filters: { 'mid-term-needs': { district: ['Richmond'], priority: [] } },
  selection: { layerKey: 'mid-term-needs', ids: ['MTN-0001'] },
  table: { layerKey: 'mid-term-needs', sort: { field: 'length_mi', desc: true }, inView: true },
  compare: { from: 'mid-term-needs-2019', to: 'mid-term-needs-2023', position: 40 },
};

describe('MapExplorerState', () => {
  it('accepts a whole view and survives a JSON round trip unchanged', () => {
    const back = MapExplorerState.parse(JSON.parse(JSON.stringify(valid)));
    expect(back).toEqual(valid);
  });
  it.each([
    ['an inverted extent', { extent: { xmin: -76, ymin: 37, xmax: -78, ymax: 38 } }],
    ['an opacity above 1', { layers: [{ key: 'a', visible: true, opacity: 1.5 }] }],
    ['an unknown basemap', { basemap: 'satellite' }],
    ['an unknown key', { zoom: 7 }],
    ['a layer key with spaces', { selection: { layerKey: 'a b', ids: [] } }],
    ['a table without its view switch', { table: { layerKey: null, sort: null } }],
    ['a table sort without a direction', { table: { layerKey: null, sort: { field: 'x' }, inView: false } }],
    ['a divide beyond the map', { compare: { from: 'a-2019', to: 'a-2023', position: 120 } }],
  ])('refuses %s', (_label, change) => {
    expect(MapExplorerState.safeParse({ ...valid, ...change }).success).toBe(false);
  });
  it('keeps the default extent valid', () => {
    expect(MapExplorerState.safeParse({ ...valid, extent: VIRGINIA_EXTENT }).success).toBe(true);
  });
});

describe('migrateMapExplorerState', () => {
  it('restores a current state and says whether the data vintage moved on', () => {
    expect(migrateMapExplorerState(valid, '2026-11')).toEqual({
      ok: true,
      state: valid,
      vintageChanged: false,
    });
    expect(migrateMapExplorerState(valid, '2027-03')).toMatchObject({ ok: true, vintageChanged: true });
  });
  it.each([null, 'text', {}, { ...valid, schemaVersion: 99 }, { ...valid, schemaVersion: 0 }])(
    'explains a state from an unknown version: %p',
    (raw) => {
      expect(migrateMapExplorerState(raw, '2026-11')).toEqual({
        ok: false,
        message: expect.stringContaining('version of the Map Explorer'),
      });
    },
  );
  it('upgrades a version 1 link (no table state): the table lists the selection’s layer, unsorted', () => {
    const { table: _table, compare: _compare, ...rest } = valid;
    const v1 = { ...rest, schemaVersion: 1 };
    expect(migrateMapExplorerState(v1, '2026-11')).toEqual({
      ok: true,
      state: {
        ...valid,
        schemaVersion: MAP_EXPLORER_STATE_VERSION,
        table: { layerKey: 'mid-term-needs', sort: null, inView: false },
        compare: null,
      },
      vintageChanged: false,
    });
    expect(migrateMapExplorerState({ ...v1, selection: null }, '2026-11')).toMatchObject({
      ok: true,
      state: { table: { layerKey: null, sort: null, inView: false } },
    });
  });
  it('upgrades a version 2 link (no year comparison): nothing is compared', () => {
    const { compare: _compare, ...rest } = valid;
    expect(migrateMapExplorerState({ ...rest, schemaVersion: 2 }, '2026-11')).toEqual({
      ok: true,
      state: { ...valid, compare: null },
      vintageChanged: false,
    });
  });
  it('explains a state that is the right version but broken', () => {
    expect(migrateMapExplorerState({ ...valid, basemap: 42 }, '2026-11')).toEqual({
      ok: false,
      message: 'This shared link holds a map view that could not be read.',
    });
  });
});

describe('roundExtent', () => {
  it('rounds to six decimals', () => {
    expect(roundExtent({ xmin: -77.12345678, ymin: 37.1, xmax: -76.99999999, ymax: 38.0000004 })).toEqual({
      xmin: -77.123457,
      ymin: 37.1,
      xmax: -77,
      ymax: 38,
    });
  });
});

describe('dataVintageOf', () => {
  it('is the newest update date, as an ISO date', () => {
    expect(dataVintageOf(['01/21/2022', '02/15/2024', '12/01/2023'])).toBe('2024-02-15');
  });
});

import { choicesToQuery, DEFAULT_CHOICES, summarize } from '@/lib/shared/schemas/dataExplorer/rules';
import {
  DataExplorerParams,
  DataExplorerState,
  migrateDataExplorerState,
} from '@/lib/shared/schemas/dataExplorer';

describe('summary sentence', () => {
  const rows = [
    { name: 'Coal', value: 50 },
    { name: 'Gravel', value: 30 },
    { name: 'Logs', value: 20 },
  ];
  it('names the largest category, its amount and share of the total', () => {
    expect(
      summarize({
        rows,
        labelKey: 'name',
        valueKey: 'value',
        measure: 'outbound weight in 2017',
        unit: 'thousand tons',
        kind: 'bar',
        things: 'commodities',
      }),
    ).toBe(
      'Coal has the largest outbound weight in 2017 of the 3 commodities: 50 thousand tons, 50% of the total of 100 thousand tons.',
    );
  });
  it('describes a series over years from the first to the last year with the change', () => {
    const series = [
      { name: '2030', value: 150 },
      { name: '2017', value: 100 },
    ];
    expect(
      summarize({
        rows: series,
        labelKey: 'name',
        valueKey: 'value',
        measure: 'outbound value',
        unit: 'million dollars',
        kind: 'line',
        things: 'years',
      }),
    ).toBe(
      'Outbound value goes from 100 million dollars in 2017 to 150 million dollars in 2030, an increase of 50%.',
    );
    const down = [
      { name: '2017', value: 100 },
      { name: '2050', value: 75 },
    ];
    expect(
      summarize({
        rows: down,
        labelKey: 'name',
        valueKey: 'value',
        measure: 'x',
        unit: 'u',
        kind: 'line',
        things: 'years',
      }),
    ).toMatch(/a decrease of 25%\.$/);
  });
  it('says so when nothing matches', () => {
    expect(
      summarize({
        rows: [],
        labelKey: 'name',
        valueKey: 'value',
        measure: 'weight',
        unit: 't',
        kind: 'bar',
        things: 'x',
      }),
    ).toBe('No data matches these choices, so there is no weight to show.');
  });
});

describe('Data Explorer state', () => {
  const state = {
    schemaVersion: 1,
    dataVintage: '2025-06-30',
    choices: { ...DEFAULT_CHOICES, view: 'needs', by: 'district' },
  };

  it('accepts a complete state and restores it unchanged, flagging a newer data vintage', () => {
    expect(DataExplorerState.parse(state)).toEqual(state);
    expect(migrateDataExplorerState(state, '2025-06-30')).toEqual({ ok: true, state, vintageChanged: false });
    expect(migrateDataExplorerState(state, '2026-01-01')).toMatchObject({ ok: true, vintageChanged: true });
  });

  it('refuses unknown versions, extra keys and wrong types with a message', () => {
    expect(migrateDataExplorerState({ ...state, schemaVersion: 2 }, 'x')).toMatchObject({ ok: false });
    expect(migrateDataExplorerState('nope', 'x')).toMatchObject({ ok: false });
    expect(migrateDataExplorerState({ ...state, extra: 1 }, 'x')).toMatchObject({ ok: false });
    expect(
      migrateDataExplorerState({ ...state, choices: { ...state.choices, view: 'map' } }, 'x'),
    ).toMatchObject({
      ok: false,
      message: expect.stringMatching(/could not be read/),
    });
  });

  it('reads the address: numbers from strings, empty values as missing, repeated keys refused', () => {
    expect(DataExplorerParams.parse({ view: 'freight', year: '2030', mode: '' })).toEqual({
      view: 'freight',
      year: 2030,
    });
    expect(DataExplorerParams.safeParse({ view: ['freight', 'needs'] }).success).toBe(false);
    expect(DataExplorerParams.safeParse({ megatrend: 'x' }).success).toBe(false);
  });

  it('writes only the keys of the current view into the address', () => {
    const q = new URLSearchParams(
      choicesToQuery({ ...DEFAULT_CHOICES, view: 'jurisdiction', place: '51047' }),
    );
    expect([...q.keys()]).toEqual(['view', 'place']);
    const t = new URLSearchParams(
      choicesToQuery({ ...DEFAULT_CHOICES, display: 'table' }, { format: 'csv' }),
    );
    expect(t.get('display')).toBe('table');
    expect(t.get('format')).toBe('csv');
    expect(t.get('mode')).toBeNull();
  });
});

/** @jest-environment node */
import { ZodError, z } from 'zod';
import { insertedId, jsonColumn, linkOf, rowOf, textOrNull, usDate } from '@/lib/server/db/normalize';
import { geometryOf, layerFieldsOf, toStoredFeature } from '@/lib/server/repositories/layers';

describe('row helpers', () => {
  it('rowOf returns the parsed object, and for a row that does not fit throws a plain Error naming table and field', () => {
    const Schema = z.object({ status: z.enum(['open', 'closed']) });
    expect(rowOf(Schema, 't', { status: 'open' })).toEqual({ status: 'open' });
    let thrown: unknown;
    try {
      rowOf(Schema, 'gap_ta_studies', { status: 'bogus' });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).not.toBeInstanceOf(ZodError);
    expect((thrown as Error).message).toMatch(/^A row of gap_ta_studies does not fit its schema: status: /);
  });

  it('reads nullable text, US dates, two-column links and JSON columns', () => {
    expect(textOrNull(null)).toBeNull();
    expect(textOrNull(12)).toBe('12');
    expect(usDate('2026-11-23')).toBe('11/23/2026');
    expect(usDate(new Date('2026-01-05T00:00:00Z'))).toBe('01/05/2026');
    expect(linkOf(null, 'x')).toBeNull();
    expect(linkOf('/a', null)).toEqual({ href: '/a', label: '/a' });
    expect(jsonColumn('')).toBeNull();
    expect(jsonColumn('{"a":1}')).toEqual({ a: 1 });
  });
});

describe('layer rows', () => {
  const row = {
    feature_id: 'f1',
    name: 'One',
    geometry: '{"type":"Point","coordinates":[-77,38]}',
    geometry_low: '{"type":"Point","coordinates":[-77,38]}',
    properties: '{"district":"Richmond","lanes":2}',
    min_x: -77,
    min_y: 38,
    max_x: '-77',
    max_y: 38,
    illustrative: 1,
  };

  it('maps a feature row, its properties parsed as an object', () => {
    expect(toStoredFeature(row)).toEqual({
      id: 'f1',
      name: 'One',
      geometry: row.geometry,
      geometryLow: row.geometry_low,
      properties: { district: 'Richmond', lanes: 2 },
      bbox: [-77, 38, -77, 38],
      illustrative: true,
    });
  });

  it('refuses properties that are not a JSON object', () => {
    expect(() => toStoredFeature({ ...row, properties: '[1,2]' })).toThrow(
      /layer_features\.properties does not fit its schema/,
    );
  });

  it('reads a stored geometry and refuses one that is not GeoJSON', () => {
    expect(geometryOf(row.geometry)).toEqual({ type: 'Point', coordinates: [-77, 38] });
    expect(() => geometryOf('{"type":"Circle","radius":3}')).toThrow(/not GeoJSON/);
  });

  it('reads a layer field list, treating none (or an invalid one) as empty', () => {
    expect(layerFieldsOf(null)).toEqual([]);
    expect(layerFieldsOf('[{"name":"x"}]')).toEqual([]);
    expect(layerFieldsOf('[{"name":"lanes","type":"integer","label":"Lanes"}]')).toEqual([
      { name: 'lanes', type: 'integer', label: 'Lanes' },
    ]);
  });

  it('insertedId reads the new id whichever shape the driver answers', () => {
    expect(insertedId([{ id: 7 }])).toBe(7);
    expect(insertedId([{ id: '12' }])).toBe(12);
    expect(insertedId([9])).toBe(9);
    expect(insertedId(['40'])).toBe(40);
  });
});

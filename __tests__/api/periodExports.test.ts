/** @jest-environment node */
import { db } from '@/lib/server/db/knex';
import { EXPORT_PAGE_ROWS } from '@/lib/server/services/commentPeriods/report';
import { periodCsv } from '@/lib/server/services/commentPeriods';
import * as exportRoute from '@/pages/api/comment-periods/[slug]/export';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
}, 60_000);
afterAll(async () => {
  await cleanup();
});

const COMMENTS = 2 * EXPORT_PAGE_ROWS + 345;
const SLUG = 'streamed-export-period';

/** A closed period with its report out, COMMENTS published comments (one formula-like) and three on the map. */
async function seed(): Promise<number> {
  const k = await db();
  const now = new Date();
  const stamp = now.toISOString();
  const [row] = await k('comment_periods')
    .insert({
      slug: SLUG,
      title: 'Streamed export',
      summary: 'A period for the export test.',
      includes_map: true,
      opens_at: new Date(now.getTime() - 5 * 86_400_000).toISOString(),
      closes_at: new Date(now.getTime() - 86_400_000).toISOString(),
      status: 'published',
      report_published_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning(['id']);
  const periodId = Number((row as { id: number }).id);
  const rows = Array.from({ length: COMMENTS }, (_, i) => ({
    period_id: periodId,
    target: 'draft',
    comment:
      i === 7
        ? '=HYPERLINK("http://evil.example","x")'
        : `Comment number ${i}, write me at someone${i}@example.com`,
    language: 'eng',
    status: i === 11 ? 'hidden' : 'approved',
    created_at: stamp,
    updated_at: stamp,
  }));
  for (let i = 0; i < rows.length; i += 100) await k('period_comments').insert(rows.slice(i, i + 100));
  for (const n of [1, 2, 3])
    await k('comments').insert({
      comment: `Map comment ${n}`,
      latitude: 37.5 + n / 100,
      longitude: -77.4,
      status: 'approved',
      period_id: periodId,
      created_at: stamp,
    });
  return periodId;
}

describe('the period exports stream', () => {
  beforeAll(seed);

  it('CSV: every published comment in id order across keyset pages, masked and spreadsheet-safe, one header', async () => {
    const res = await callApi(exportRoute, { params: { slug: SLUG }, query: { format: 'csv' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`${SLUG}-comments.csv`);
    const text = res.text.replace(/^\uFEFF/, '');
    expect(res.text.match(/\uFEFF/g)).toHaveLength(1);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Comment ID,How,Section,Comment/);
    expect(lines.filter((l) => l.startsWith('Comment ID'))).toHaveLength(1);
    expect(lines).toHaveLength(1 + COMMENTS - 1 + 3); // the hidden one left out, the map ones after
    const ids = lines.slice(1, COMMENTS).map((l) => Number(l.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(lines.slice(-3).map((l) => l.split(',')[0])).toEqual([
      expect.stringMatching(/^map-/),
      expect.stringMatching(/^map-/),
      expect.stringMatching(/^map-/),
    ]);
    expect(text).not.toContain('Comment number 11,');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).not.toMatch(/someone\d+@example\.com/);
  });

  it('GeoJSON: valid, only the mapped comments', async () => {
    const res = await callApi(exportRoute, { params: { slug: SLUG }, query: { format: 'geojson' } });
    expect(res.status).toBe(200);
    const geo = JSON.parse(res.text) as {
      type: string;
      features: Array<{ properties: { comment: string } }>;
    };
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features.map((f) => f.properties.comment)).toEqual([
      'Map comment 1',
      'Map comment 2',
      'Map comment 3',
    ]);
  });

  it('reads one keyset page per piece written: the next page is read only when the writer asks for more', async () => {
    const k = await db();
    const reads: string[] = [];
    const onQuery = (q: { sql: string }) => {
      if (/from [`"[]?period_comments/i.test(q.sql)) reads.push(q.sql);
    };
    k.on('query', onQuery);
    try {
      const { chunks } = await periodCsv(SLUG);
      const it = chunks[Symbol.asyncIterator]();
      await it.next(); // the header
      expect(reads).toHaveLength(0);
      const first = await it.next();
      expect(reads).toHaveLength(1);
      expect((first.value as string).trimEnd().split('\n')).toHaveLength(EXPORT_PAGE_ROWS);
      await it.next();
      expect(reads).toHaveLength(2);
      await it.return?.(undefined);
    } finally {
      k.off('query', onQuery);
    }
  });

  it('a period whose report is not out: 404 before any byte', async () => {
    const res = await callApi(exportRoute, {
      params: { slug: 'draft-mid-term-needs' },
      query: { format: 'csv' },
    });
    expect(res.status).toBe(404);
  });
});

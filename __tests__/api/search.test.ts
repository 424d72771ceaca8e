/** @jest-environment node */
import * as route from '@/pages/api/search';
import { closeDb, db } from '@/lib/server/db/knex';
import { invalidateSearchIndex } from '@/lib/server/search';
import { flushSearchMisses, MISS_LIMITS } from '@/lib/server/services/search';
import type { SearchResponse } from '@/lib/shared/schemas/search';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
// The first search builds the index from every page and library PDF's text: built here, with an allowance for a
// loaded machine, not inside the first test's 30 s (adminContent's meeting test ran past it once in CI).
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
  invalidateSearchIndex();
  await callApi(route, { query: { searchString: 'VTrans' } });
}, 180_000);
afterAll(async () => {
  await cleanup(); // closing the database writes any misses still counted in memory (test below)
});

async function find(query: Record<string, string>): Promise<SearchResponse> {
  const res = await callApi(route, { query });
  expect(res.status).toBe(200);
  return res.json as SearchResponse;
}

const urls = (r: SearchResponse) => r.results.map((x) => x.url);

/** Adds a program update row (what an editor's new update does). */
async function addUpdate(key: string, date: string, title: string, intro: string, body: string) {
  const k = await db();
  await k('updates').insert({
    update_key: key,
    date,
    title,
    intro,
    body,
    program: 'vtrans',
    link_href: null,
    link_label: null,
  });
}

describe('GET /api/search', () => {
  it('builds the index on first use and answers with the documented shape', async () => {
    const res = await callApi(route, { query: { searchString: 'freight' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    const body = res.json as SearchResponse;
    expect(body).toMatchObject({
      query: 'freight',
      matchWholePhrase: false,
      sources: ['web', 'documents', 'data'],
      page: 1,
      pageSize: 10,
    });
    expect(body.total).toBeGreaterThan(10);
    expect(body.results).toHaveLength(10);
    expect(body.counts.web + body.counts.documents + body.counts.data).toBe(body.total);
    for (const r of body.results) {
      expect(r.snippet.text.length).toBeLessThanOrEqual(205);
      for (const [a, b] of r.snippet.highlights) {
        expect(r.snippet.text.slice(a, b).toLowerCase()).toContain('freight');
      }
      expect(r.date === null || /^\d{2}\/\d{2}\/\d{4}$/.test(r.date)).toBe(true);
    }
  }, 30_000);

  it.each([
    [{}, 'searchString'],
    [{ searchString: '   ' }, 'searchString'],
    [{ searchString: 'x'.repeat(201) }, 'searchString'],
    [{ searchString: 'uda', matchWholePhrase: 'yes' }, 'matchWholePhrase'],
    [{ searchString: 'uda', includeSources: 'web,videos' }, 'includeSources'],
    [{ searchString: 'uda', includeSources: ',' }, 'includeSources'],
    [{ searchString: 'uda', page: '0' }, 'page'],
    [{ searchString: 'uda', pageSize: '51' }, 'pageSize'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const res = await callApi(route, { query });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error: { message: expect.stringMatching(new RegExp(`^Invalid '${field}(\\.\\d+)?':`)) },
    });
  });

  it('answers 405 with Allow for other methods', async () => {
    const res = await callApi(route, { method: 'POST', query: { searchString: 'uda' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('finds the megatrend pages for a misspelling (fuzzy)', async () => {
    const r = await find({ searchString: 'megatrnd', pageSize: '20' });
    for (const slug of ['climate', 'technology', 'consumption', 'sociodemographic']) {
      expect(urls(r)).toContain(`/long-term-planning/megatrend-${slug}`);
    }
  });

  it('finds the urban development area pages for the acronym (synonyms)', async () => {
    const r = await find({ searchString: 'UDA' });
    expect(urls(r).slice(0, 5)).toEqual(
      expect.arrayContaining([
        '/urban-development-areas/about-udas',
        '/urban-development-areas/uda-designation-process',
      ]),
    );
    expect(r.results[0].snippet.highlights.length).toBeGreaterThan(0);
  });

  it('ranks title matches above body-only matches', async () => {
    const r = await find({ searchString: 'webinar', pageSize: '50' });
    const inTitle = r.results.map((x) => /webinar/i.test(x.title));
    expect(inTitle[0]).toBe(true);
    const lastTitle = inTitle.lastIndexOf(true);
    const firstBodyOnly = inTitle.indexOf(false);
    expect(firstBodyOnly).toBeGreaterThan(-1);
    expect(lastTitle).toBeLessThan(firstBodyOnly);
  });

  it('matchWholePhrase keeps only the exact phrase; words alone match more', async () => {
    const words = await find({ searchString: 'risk register', pageSize: '50' });
    const phrase = await find({ searchString: 'risk register', matchWholePhrase: 'true', pageSize: '50' });
    expect(phrase.matchWholePhrase).toBe(true);
    expect(phrase.total).toBeGreaterThan(0);
    expect(phrase.total).toBeLessThan(words.total);
    expect(urls(words)).toContain('/long-term-planning/long-term-risk-register');
    for (const r of phrase.results) {
      for (const [a, b] of r.snippet.highlights) {
        expect(r.snippet.text.slice(a, b).toLowerCase()).toMatch(/^risk\W+register$/);
      }
    }
    // Every phrase hit is also a words hit.
    expect(urls(words)).toEqual(expect.arrayContaining(urls(phrase)));
  });

  it('includeSources=documents returns only library documents, each once with its best page', async () => {
    const r = await find({ searchString: 'policy guide', includeSources: 'documents', pageSize: '50' });
    expect(r.sources).toEqual(['documents']);
    expect(r.total).toBe(r.counts.documents);
    expect(r.counts.web).toBeGreaterThan(0); // counts ignore the filter (for the chips)
    expect(r.results.length).toBeGreaterThan(0);
    for (const x of r.results) {
      expect(x.source).toBe('documents');
      expect(x.url).toMatch(/^\/resources\/.+\.pdf#page=\d+$/);
      expect(x.pageNumber).toBe(Number(x.url.split('#page=')[1]));
    }
    const docs = r.results.map((x) => x.url.split('#')[0]);
    expect(new Set(docs).size).toBe(docs.length);
  });

  it('finds a phrase that only appears inside a PDF, on its page', async () => {
    const r = await find({ searchString: 'replaces every earlier version', matchWholePhrase: 'true' });
    expect(r.total).toBe(1);
    expect(r.results[0]).toMatchObject({
      source: 'documents',
      type: 'PDF',
      title: 'VTrans Policy Guide (Version 6)',
      url: '/resources/policy/vtrans-policy-guide-v6.pdf#page=2',
      pageNumber: 2,
    });
    expect(r.results[0].snippet.text).toContain('replaces every earlier version');
  });

  it('includeSources=web,data excludes documents', async () => {
    const r = await find({ searchString: 'flooding', includeSources: 'web,data' });
    expect(r.sources).toEqual(['web', 'data']);
    expect(r.total).toBe(r.counts.web + r.counts.data);
    expect(r.results.every((x) => x.source !== 'documents')).toBe(true);
    expect(r.results.some((x) => x.type === 'Dataset')).toBe(true);
  });

  it('pins the GAP-TA application as a best bet for "apply"', async () => {
    const r = await find({ searchString: 'apply' });
    expect(r.bestBets[0]).toMatchObject({ url: '/gap-ta/application' });
    expect((await find({ searchString: 'corridors' })).bestBets).toEqual([]);
  });

  it('pages through results', async () => {
    const one = await find({ searchString: 'vtrans', pageSize: '5' });
    const two = await find({ searchString: 'vtrans', pageSize: '5', page: '2' });
    expect(one.results).toHaveLength(5);
    expect(two.results).toHaveLength(5);
    expect(two.page).toBe(2);
    expect(two.total).toBe(one.total);
    const ids = new Set(one.results.map((x) => x.id));
    expect(two.results.some((x) => ids.has(x.id))).toBe(false);
    const far = await find({ searchString: 'vtrans', page: '999' });
    expect(far.results).toEqual([]);
  });

  it('sees a new program update after the index is invalidated', async () => {
    await addUpdate(
      '11-22-2026-Quokka-Corridor-Study',
      '2026-11-22',
      'Quokka Corridor Study Begins',
      'A new study of the quokka corridor.',
      'Details of the quokka corridor study.',
    );
    invalidateSearchIndex();
    const r = await find({ searchString: 'quokka' });
    expect(r.results[0]).toMatchObject({
      type: 'Program update',
      title: 'Quokka Corridor Study Begins',
      url: '/get-involved/program-updates/update?id=11-22-2026-Quokka-Corridor-Study',
      date: '11/22/2026',
    });
  });

  it('a rebuilt index answers whole-phrase queries for new text (nothing cached from the old one)', async () => {
    expect((await find({ searchString: 'numbat burrow survey', matchWholePhrase: 'true' })).total).toBe(0);
    await addUpdate(
      '11-21-2026-Numbat-Burrow-Survey',
      '2026-11-21',
      'Survey Results',
      'The numbat burrow survey is complete.',
      'Burrow numbat counts, by county.',
    );
    invalidateSearchIndex();
    const r = await find({ searchString: 'numbat burrow survey', matchWholePhrase: 'true' });
    expect(r.results.map((x) => x.title)).toEqual(['Survey Results']);
    expect(r.results[0].snippet.text).toContain('numbat burrow survey');
    // The words out of order are not the phrase.
    expect((await find({ searchString: 'burrow numbat survey', matchWholePhrase: 'true' })).total).toBe(0);
  });

  it('notices new rows by itself once the freshness interval has passed', async () => {
    await find({ searchString: 'wombat' });
    await addUpdate(
      '11-23-2026-Wombat-Crossing',
      '2026-11-23',
      'Wombat Crossing Guidance',
      'Guidance on wombat crossings.',
      'Wombat crossings.',
    );
    await new Promise((r) => setTimeout(r, 2_100));
    const r = await find({ searchString: 'wombat' });
    expect(r.results[0]?.title).toBe('Wombat Crossing Guidance');
  });

  it('records a query that finds nothing, counting repeats, written in one flush (not per request)', async () => {
    const query = 'Zzqx Blorptastic';
    const first = await find({ searchString: query });
    expect(first.total).toBe(0);
    expect(first.results).toEqual([]);
    const k = await db();
    await find({ searchString: `  ${query.toUpperCase()} ` });
    expect(await k('search_misses').where({ query: 'zzqx blorptastic' }).first()).toBeUndefined();
    await flushSearchMisses();
    const row = await k('search_misses').where({ query: 'zzqx blorptastic' }).first();
    expect(Number(row.count)).toBe(2);
    await find({ searchString: query });
    await flushSearchMisses();
    const again = await k('search_misses').where({ query: 'zzqx blorptastic' }).first();
    expect(Number(again.count)).toBe(3);
    await find({ searchString: 'freight' });
    await flushSearchMisses();
    expect(await k('search_misses').where({ query: 'freight' }).first()).toBeUndefined();
  });

  it('misses still counted in memory are written when the database closes, not lost or written after', async () => {
    await find({ searchString: 'qwzx unheardof' });
    await closeDb(); // a worker stopping, or a test file's teardown
    const k = await db();
    const row = await k('search_misses').where({ query: 'qwzx unheardof' }).first();
    expect(Number(row?.count)).toBe(1);
  });

  it('a flood of distinct nonsense queries cannot grow search_misses past its caps', async () => {
    const saved = { ...MISS_LIMITS };
    Object.assign(MISS_LIMITS, { maxPending: 5, maxRows: 8 });
    try {
      const k = await db();
      await k('search_misses').del();
      for (let i = 0; i < 12; i++) await find({ searchString: `zzqx blorpflood${i}qx` });
      await flushSearchMisses();
      expect(Number((await k('search_misses').count({ n: '*' }).first())?.n)).toBe(5);
      for (let i = 12; i < 24; i++) await find({ searchString: `zzqx blorpflood${i}qx` });
      await flushSearchMisses();
      expect(Number((await k('search_misses').count({ n: '*' }).first())?.n)).toBe(8);
    } finally {
      Object.assign(MISS_LIMITS, saved);
    }
  });

  it('suggests a spelling when there are few results', async () => {
    const r = await find({ searchString: 'resilency', matchWholePhrase: 'true' });
    expect(r.total).toBe(0);
    expect(r.suggestion).toBe('resiliency');
  });
});

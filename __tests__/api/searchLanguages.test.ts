/** @jest-environment node */
import * as route from '@/pages/api/search';
import * as list from '@/pages/api/admin/content/[kind]';
import * as publish from '@/pages/api/admin/content/[kind]/[id]/publish';
import { FRESHNESS_CHECK_MS, invalidateSearchIndex } from '@/lib/server/search';
import type { ContentDetail } from '@/lib/shared/schemas/content';
import type { SearchResponse } from '@/lib/shared/schemas/search';
import { callApi } from '../helpers/apiMock';
import { DEMO, sessionCookie } from '../helpers/session';
import { useTempDatabase } from '../helpers/tempDb';

/**
 * Search in the site's languages (issue 55 §7): /api/search?locale=es searches the Spanish pages with Spanish
 * stemming first, then English, each result saying its language; published translations are found on the next
 * search after the change stamps move, and gone once withdrawn.
 */
let cleanup: () => Promise<void>;
let editor: Record<string, string>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
  invalidateSearchIndex();
  editor = { cookie: (await sessionCookie(DEMO.editor)).cookie };
  // The index is built here (every page and library PDF's text), not inside the first test's 30 s.
  await callApi(route, { query: { searchString: 'VTrans' } });
}, 180_000);
afterAll(() => cleanup());

async function find(query: Record<string, string>): Promise<SearchResponse> {
  const res = await callApi(route, { query });
  expect(res.status).toBe(200);
  return res.json as SearchResponse;
}

/** Waits out the index's freshness check, so the next search reads the data version again. */
const nextSearch = () => new Promise((resolve) => setTimeout(resolve, FRESHNESS_CHECK_MS + 100));

describe('GET /api/search?locale=', () => {
  it('finds the Spanish About VTrans page at its Spanish address, in Spanish, before English results', async () => {
    const body = await find({ searchString: 'acerca de vtrans', locale: 'es' });
    expect(body.locale).toBe('es');
    expect(body.results[0]).toMatchObject({
      url: '/es/about/about-vtrans',
      lang: 'es',
      title: 'Acerca de VTrans',
    });
    // The English page it translates is not listed again.
    expect(body.results.map((r) => r.url)).not.toContain('/about/about-vtrans');
    // A stemmed form finds it too ("planes" → "plan", "comentarios" → "comentario").
    const stemmed = await find({ searchString: 'horizontes', locale: 'es' });
    expect(stemmed.results.map((r) => r.url)).toContain('/es/about/about-vtrans');
  }, 60_000);

  it('follows with English results, marked lang="en" and opening in the Spanish frame', async () => {
    const body = await find({ searchString: 'freight', locale: 'es', pageSize: '50' });
    expect(body.total).toBeGreaterThan(0);
    for (const r of body.results) {
      expect(r.lang).toBe('en');
      if (r.source === 'web') expect(r.url).toMatch(/^\/es\//);
    }
    // English alone is as before: no locale, English results at their English addresses.
    const english = await find({ searchString: 'freight' });
    expect(english.locale).toBe('en');
    expect(english.total).toBe(body.total);
    expect(english.results.filter((r) => r.source === 'web').every((r) => !r.url.startsWith('/es/'))).toBe(
      true,
    );
  });

  it('finds a Chinese word inside a sentence of the Chinese pages', async () => {
    const body = await find({ searchString: '交通', locale: 'zh' });
    expect(body.results[0]).toMatchObject({ lang: 'zh' });
    expect(body.results.map((r) => r.url)).toContain('/zh/about/about-vtrans');
    for (const r of body.results.filter((x) => x.lang === 'zh')) expect(r.url).toMatch(/^\/zh(\/|$)/);
  });

  it('refuses a language the site does not have, naming the ones it has', async () => {
    const res = await callApi(route, { query: { searchString: 'plan', locale: 'xx' } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error: { field: 'locale', message: expect.stringMatching(/^Invalid 'locale':.*Spanish \(es\)/) },
    });
    expect((await callApi(route, { query: { searchString: 'plan', locale: 'Spanish' } })).status).toBe(400);
  });

  it('finds a published Spanish update translation on the next search, and not once it is withdrawn', async () => {
    const create = (kind: string, fields: Record<string, unknown>) =>
      callApi(list, { method: 'POST', params: { kind }, body: { fields }, headers: editor });
    const act = (method: 'POST' | 'DELETE', kind: string, d: ContentDetail) =>
      callApi(publish, {
        method,
        params: { kind, id: String(d.record.id) },
        body: { baseRevision: d.record.currentRevision },
        headers: editor,
      });
    const english = (await create('update', {
      title: 'Bridge inspections resume',
      date: '2026-12-01',
      program: 'vtrans',
      intro: 'Inspections resume next week.',
      body: 'Read the schedule.',
      relatedPages: [],
      link: null,
    }).then((r) => r.json)) as ContentDetail;
    const key = ((await act('POST', 'update', english)).json as ContentDetail).record.publicKey!;
    const draft = (await create('translation', {
      of: 'update',
      sourceKey: key,
      locale: 'es',
      title: 'Se reanudan las inspecciones de puentes',
      summary: 'Las inspecciones de los puentes vuelven la próxima semana.',
      body: 'Lea el calendario de inspecciones.',
      translatedBy: 'Equipo web de VTrans',
      reviewed: false,
      reviewedBy: '',
    }).then((r) => r.json)) as ContentDetail;
    const address = `/es/get-involved/program-updates/update?id=${encodeURIComponent(key)}`;
    const urls = async () => (await find({ searchString: 'puente', locale: 'es' })).results.map((r) => r.url);

    await nextSearch();
    expect(await urls()).not.toContain(address); // a draft is not public

    const published = await act('POST', 'translation', draft);
    expect(published.status).toBe(200);
    await nextSearch();
    expect(await urls()).toContain(address);

    const withdrawn = await act('DELETE', 'translation', published.json as ContentDetail);
    expect(withdrawn.status).toBe(200);
    await nextSearch();
    expect(await urls()).not.toContain(address);
  }, 60_000);
});

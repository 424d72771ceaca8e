/** @jest-environment node */
import * as announcements from '@/pages/api/announcements';
import * as article from '@/pages/api/article';
import * as byTheNumbers from '@/pages/api/by-the-numbers';
import * as didYouKnow from '@/pages/api/did-you-know';
import * as events from '@/pages/api/events';
import * as gapTaStudies from '@/pages/api/gap-ta-studies';
import * as statistics from '@/pages/api/interactvtrans/statistics';
import * as versions from '@/pages/api/interactvtrans/versions';
import * as ltror from '@/pages/api/LTROR';
import * as layerMetadata from '@/pages/api/map-explorer/get-layer-metadata';
import * as statutory from '@/pages/api/statutory-requirements';
import * as strategicActions from '@/pages/api/strategic-actions';
import * as surveyTimeline from '@/pages/api/survey-timeline';
import * as updates from '@/pages/api/updates';
import * as whatsNew from '@/pages/api/whats-new';
import { Announcement } from '@/lib/shared/schemas/announcements';
import { Article } from '@/lib/shared/schemas/articles';
import { ByTheNumbers, DidYouKnow, WhatsNewItem } from '@/lib/shared/schemas/highlights';
import {
  RiskRegisterItem,
  StatutoryRequirement,
  StrategicAction,
  SurveyMilestone,
} from '@/lib/shared/schemas/planRecords';
import { Event } from '@/lib/shared/schemas/events';
import { GapTaStudy } from '@/lib/shared/schemas/gapTa';
import { LayerMetadata, Statistic, VersionInfo } from '@/lib/shared/schemas/interactvtrans';
import { Update } from '@/lib/shared/schemas/updates';
import { updateKey } from '@/lib/shared/updateKey';
import { z } from 'zod';
import { callApi, type RouteModule } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
});
afterAll(() => cleanup());

const lists: Array<[string, RouteModule, z.ZodType, number]> = [
  ['/api/announcements', announcements, Announcement, 10],
  ['/api/events', events, Event, 8],
  ['/api/statutory-requirements', statutory, StatutoryRequirement, 8],
  ['/api/interactvtrans/statistics', statistics, Statistic, 4],
  ['/api/did-you-know', didYouKnow, DidYouKnow, 3],
  ['/api/strategic-actions', strategicActions, StrategicAction, 16],
  ['/api/survey-timeline', surveyTimeline, SurveyMilestone, 3],
  ['/api/gap-ta-studies', gapTaStudies, GapTaStudy, 20],
  ['/api/map-explorer/get-layer-metadata', layerMetadata, LayerMetadata, 10],
  ['/api/LTROR', ltror, RiskRegisterItem, 10],
  ['/api/updates', updates, Update, 12],
  ['/api/by-the-numbers', byTheNumbers, ByTheNumbers, 8],
  ['/api/whats-new', whatsNew, WhatsNewItem, 5],
];

describe('read APIs over the seeded database', () => {
  it.each(lists)(
    '%s answers 200 with realistic rows of the documented shape',
    async (_path, mod, schema, min) => {
      const res = await callApi(mod);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('s-maxage');
      const rows = z.array(schema).parse(res.json);
      expect(rows.length).toBeGreaterThanOrEqual(min);
    },
  );

  it.each(lists)('%s answers 405 with Allow for other methods', async (_path, mod) => {
    const res = await callApi(mod, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.json).toEqual({
      error: { code: 'method_not_allowed', message: expect.stringContaining('DELETE') },
    });
  });

  it('lists updates newest first, each with its SPEC §2 key', async () => {
    const rows = z.array(Update).parse((await callApi(updates)).json);
    const days = rows.map((u) => u.Date.replace(/(\d\d)\/(\d\d)\/(\d{4})/, '$3$1$2'));
    expect(days).toEqual([...days].sort().reverse());
    for (const u of rows) expect(u.Key).toBe(updateKey(u.Date, u.Title));
  });

  it('gives announcements that cover several pages, some pages more than one', async () => {
    const rows = z.array(Announcement).parse((await callApi(announcements)).json);
    const perPage = new Map<string, number>();
    for (const a of rows) for (const p of a.Pages) perPage.set(p, (perPage.get(p) ?? 0) + 1);
    expect(perPage.get('/')).toBeGreaterThanOrEqual(2);
    expect(perPage.get('/about/gap-ta')).toBeGreaterThanOrEqual(2);
  });

  it('lists meeting materials that point to real library documents or pages', async () => {
    const rows = z.array(Event).parse((await callApi(events)).json);
    const webinar = rows.find((e) => e.slug === 'gap-ta-fy25-info-webinar-2024-09-18');
    expect(webinar?.materials).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ href: '/resources/gap-ta/gap-ta-program-guidance-fy25.pdf' }),
      ]),
    );
    const docs = (await (await import('@/lib/server/services/documents')).listDocuments()).map((d) => d.href);
    for (const m of rows.flatMap((e) => e.materials)) {
      if (m.href.startsWith('/resources/')) expect(docs).toContain(m.href);
    }
  });

  it('places GAP-TA studies inside Virginia', async () => {
    const rows = z.array(GapTaStudy).parse((await callApi(gapTaStudies)).json);
    for (const s of rows) {
      expect(s.latitude).toBeGreaterThan(36.5);
      expect(s.latitude).toBeLessThan(39.5);
      expect(s.longitude).toBeGreaterThan(-83.7);
      expect(s.longitude).toBeLessThan(-75.2);
    }
  });

  it('gives the current version of both InteractVTrans modules', async () => {
    const info = VersionInfo.parse((await callApi(versions)).json);
    expect(info.current['map-explorer']).not.toBeNull();
    expect(info.current['data-explorer']).not.toBeNull();
  });
});

describe('GET /api/article', () => {
  it('returns the Title and Intro of a page', async () => {
    const res = await callApi(article, { query: { article: 'about-vtrans' } });
    expect(res.status).toBe(200);
    expect(Article.parse(res.json)).toMatchObject({ Page: '/about/about-vtrans' });
  });

  it('400 names the field when the article is missing or malformed', async () => {
    const queries: Array<Record<string, string | string[]>> = [
      {},
      { article: '../etc' },
      { article: ['a', 'b'] },
    ];
    for (const query of queries) {
      const res = await callApi(article, { query });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: { code: 'bad_request', field: 'article' } });
      expect((res.json as { error: { message: string } }).error.message).toMatch(/^Invalid 'article'/);
    }
  });

  it('404 for an unknown article', async () => {
    const res = await callApi(article, { query: { article: 'no-such-page' } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: { code: 'not_found', message: "No article named 'no-such-page'." } });
  });
});

describe('GAP-TA nearby studies (the study page)', () => {
  it('ranks the other studies by distance, nearest first, without the study itself', async () => {
    const gapTa = await import('@/lib/server/services/gapTa');
    const all = await gapTa.listGapTaStudies();
    const study = all[0]!;
    const nearby = await gapTa.nearbyGapTaStudies(study, 8);
    expect(nearby).toHaveLength(Math.min(8, all.length - 1));
    expect(nearby.map((s) => s.gapId)).not.toContain(study.gapId);
    const d = (s: (typeof all)[number]) =>
      Math.hypot((s.longitude - study.longitude) * 0.79, s.latitude - study.latitude);
    const distances = nearby.map(d);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Nothing left out is nearer than the farthest one kept.
    const kept = new Set(nearby.map((s) => s.gapId));
    const rest = all.filter((s) => s.gapId !== study.gapId && !kept.has(s.gapId));
    expect(Math.min(...rest.map(d))).toBeGreaterThanOrEqual(Math.max(...distances));
  });
});

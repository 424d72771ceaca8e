import type { APIRequestContext } from '@playwright/test';
import { PAGES } from '../lib/shared/pageRegistry';

/** A concrete URL for every route of SPEC §2 (dynamic ones filled from the seeded data). */
export async function urls(request: APIRequestContext): Promise<Array<[route: string, url: string]>> {
  const [studies, events, updates] = await Promise.all(
    ['/api/gap-ta-studies', '/api/events', '/api/updates'].map(async (u) => (await request.get(u)).json()),
  );
  const fill: Record<string, string> = {
    '/gap-ta/[gapid]': `/gap-ta/${studies[0].gapId}`,
    '/interactvtrans/[activeTab]': '/interactvtrans/map',
    '/get-involved/meetings/meeting': `/get-involved/meetings/meeting?id=${events[0].slug}`,
    '/get-involved/program-updates/update': `/get-involved/program-updates/update?id=${encodeURIComponent(updates[0].Key)}`,
    '/search': '/search?search=freight',
    // The seeded comment periods (issue 57): the one open on the draft mid-term needs, the illustrative closed one's report.
    '/get-involved/comment-periods/[slug]': '/get-involved/comment-periods/draft-mid-term-needs',
    '/get-involved/comment-periods/[slug]/what-we-heard':
      '/get-involved/comment-periods/illustrative-example-draft-risk-register-2026/what-we-heard',
    // Without the key of a receipt it says where the link is (comment-periods.spec.ts walks it with one).
    '/get-involved/comment-periods/[slug]/your-answers':
      '/get-involved/comment-periods/draft-mid-term-needs/your-answers',
  };
  return Object.keys(PAGES).map((route) => [route, fill[route] ?? route]);
}

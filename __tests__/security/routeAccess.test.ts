/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { Role } from '@/lib/shared/schemas/people';
import { callApi, type RouteModule } from '../helpers/apiMock';
import { DEMO, sessionCookie } from '../helpers/session';
import { useTempDatabase } from '../helpers/tempDb';

/**
 * The access decision for every route (ARCHITECTURE §5). A page or API file without a decision here fails the
 * first tests: adding a route means deciding who may use it. Guarded routes are then called for real.
 */
type Decision = 'public' | 'signed-in' | Role[];

const PAGE_ACCESS: Record<string, Decision> = {
  '/admin/spatial-data': 'signed-in',
  '/admin/spatial-data/intake': ['submitter'],
  '/admin/spatial-data/review': ['reviewer'],
  '/admin/users': ['admin'],
  '/admin/comments': ['reviewer'],
  // Staff publishing: editors (and admins); the preview is never public nor cached.
  '/admin/content': ['editor'],
  '/admin/content/edit': ['editor'],
  '/admin/content/preview': ['editor'],
  '/auth/verify-success': 'signed-in',
  // GAP-TA applications: applicants are submitters of a county or city; staff hold gap-reviewer.
  '/gap-ta/applications': ['submitter'],
  '/gap-ta/applications/application': 'signed-in', // ?id=: the applicant's locality (else 404) or staff
  '/admin/gap-ta': ['gap-reviewer'],
  '/admin/gap-ta/application': ['gap-reviewer'],
  // The documents library: editors (admins hold the role too).
  '/admin/content/documents': ['editor'],
  '/admin/content/documents/document': ['editor'],
  // Comment periods (issue 57): the `periods` permission (reviewers and admins).
  '/admin/comment-periods': ['reviewer'],
};
/** Pages outside PAGE_ACCESS are public content; under these prefixes they never may be. */
const PRIVATE_PAGE_PREFIXES = ['/admin'];

const API_ACCESS: Record<string, Decision> = {
  '/api/admin/people': ['admin'],
  '/api/admin/people/[id]': ['admin'],
  // The documents library: the services check the editor role too.
  '/api/admin/documents': ['editor'],
  '/api/admin/documents/item': ['editor'],
  '/api/admin/documents/file': ['editor'],
  '/api/admin/documents/status': ['editor'],
  '/api/admin/documents/review': ['editor'],
  '/api/documents/accessible': 'public', // the ADA notice's list: published documents shown accessible
  '/api/admin/content/[kind]': ['editor'],
  '/api/admin/content/[kind]/[id]': ['editor'],
  '/api/admin/content/[kind]/[id]/publish': ['editor'],
  '/api/admin/content/[kind]/[id]/schedule': ['editor'],
  '/api/admin/content/[kind]/[id]/restore': ['editor'],
  '/api/admin/content/[kind]/[id]/diff': ['editor'],
  '/api/admin/content/markdown-preview': ['editor'],
  '/api/spatial-data/listing': 'signed-in',
  // GAP-TA applications: the services check the locality (another one's is a 404) and the role.
  '/api/gap-ta/cycles': 'public',
  '/api/admin/gap-ta-cycles': ['gap-reviewer'],
  '/api/admin/gap-ta-cycles/[id]': ['gap-reviewer'],
  '/api/gap-ta/applications': 'signed-in', // GET: own locality's (applicants); POST: applicants
  '/api/gap-ta/applications/[id]': 'signed-in',
  '/api/gap-ta/applications/[id]/study-area': ['submitter'],
  '/api/gap-ta/applications/[id]/study-area-file': ['submitter'],
  '/api/gap-ta/applications/[id]/clarification-file': 'signed-in', // PUT/DELETE applicants; GET the locality or staff
  '/api/gap-ta/applications/[id]/letter': 'signed-in', // PUT applicants; GET the locality or staff
  '/api/gap-ta/applications/[id]/pdf': 'signed-in',
  '/api/gap-ta/applications/[id]/submit': ['submitter'],
  '/api/gap-ta/applications/[id]/clarification': ['submitter'],
  '/api/gap-ta/applications/[id]/withdraw': ['submitter'],
  // Staff-only GAP-TA routes live under the staff API path.
  '/api/admin/gap-ta-applications': ['gap-reviewer'],
  '/api/admin/gap-ta-applications/[id]/status': ['gap-reviewer'],
  '/api/admin/gap-ta-applications/[id]/score': ['gap-reviewer'],
  '/api/admin/gap-ta-applications/export': ['gap-reviewer'],
  '/api/admin/gap-ta-applications/packets': ['gap-reviewer'],
  // Map comments: staff answer, moderate, export; the two mail routes are staff-only too (new
  // comments alert reviewers in-process, so the public never needs to call a mail route).
  '/api/comment/update-comment-response-and-category': ['reviewer'],
  '/api/comment/moderate-comment': ['reviewer'],
  '/api/comment/templates': ['reviewer'],
  '/api/comment/export': ['reviewer'],
  '/api/email/comment-alert': ['reviewer'],
  '/api/email/comment-response': ['reviewer'],
  '/api/comment/get-all-comments': 'public',
  '/api/comment/get-comment': 'public',
  '/api/comment/similar-comments': 'public',
  '/api/comment/insert-comment': 'public', // rate-limited, honeypot
  '/api/comment/insert-comment-interaction': 'public', // rate-limited, one per visitor
  '/api/comment/delete-comment-interaction': 'public', // rate-limited
  '/api/comment/visitor': 'public', // issues the signed visitor cookie a flag needs
  // Comment periods (issue 57): staff run them with the `periods` permission (reviewers and admins); the public
  // reads published periods only, comments (rate-limited, honeypot) and reads a report once published.
  '/api/admin/comment-periods': ['reviewer'],
  '/api/admin/comment-periods/[id]': ['reviewer'],
  '/api/admin/comment-periods/[id]/comments': ['reviewer'],
  '/api/admin/comment-periods/[id]/report': ['reviewer'],
  '/api/admin/comment-periods/[id]/themes': ['reviewer'],
  '/api/comment-periods': 'public',
  '/api/comment-periods/[slug]/comments': 'public',
  '/api/comment-periods/[slug]/ics': 'public',
  '/api/comment-periods/[slug]/export': 'public',
  '/api/comment-periods/[slug]/demographics': 'public', // the token of one's own comment
  '/api/comment-periods/[slug]/flags': 'public',
  '/api/feeds/comment-periods': 'public',
  '/api/spatial-data/submission': 'signed-in', // GET for the organisation or reviewers; POST/PUT submitters
  '/api/spatial-data/submission/features': 'signed-in',
  '/api/spatial-data/submission/file': ['submitter'],
  '/api/spatial-data/submission/status': ['reviewer'],
  '/api/email/spatial-data-create': ['submitter'],
  '/api/email/spatial-data-submit': ['submitter'],
  // Public reads and public, rate-limited writes (SPEC §7).
  '/api/LTROR': 'public',
  '/api/[...unknown]': 'public', // a JSON 404 for any other /api path
  '/api/access-requests': 'public',
  '/api/announcements': 'public',
  '/api/article': 'public',
  '/api/auth/[...nextauth]': 'public', // next-auth's own routes: its CSRF token, plus our rate limits
  '/api/azure/documents': 'public',
  '/api/azure/links': 'public',
  '/api/azure/tags': 'public',
  '/api/by-the-numbers': 'public',
  '/api/contact': 'public',
  '/api/did-you-know': 'public',
  '/api/events': 'public',
  '/api/events/[slug]/ics': 'public',
  '/api/feeds/documents': 'public',
  '/api/feeds/updates': 'public',
  '/api/freight/commodity-filters': 'public',
  '/api/freight/commodity-flow': 'public',
  '/api/data-explorer/view': 'public',
  '/api/data-json': 'public',
  '/api/gap-ta-studies': 'public',
  '/api/geoprocessor/initialize-job': 'public',
  '/api/geoprocessor/jobs': 'public', // rate-limited per client (extract jobs)
  '/api/geoprocessor/jobs/[id]': 'public',
  '/api/geoprocessor/jobs/[id]/download': 'public',
  '/api/interactive-query': 'public',
  '/api/interactive-query/[id]': 'public',
  '/api/interactvtrans/statistics': 'public',
  '/api/interactvtrans/versions': 'public',
  '/api/map-explorer/compare': 'public',
  '/api/map-explorer/get-layer-metadata': 'public',
  '/api/map-explorer/print': 'public', // a PDF of what the visitor sends; rate-limited per client, made in the pool
  '/api/map-explorer/picture': 'public', // the default view's SVG, the same for everyone
  '/api/newsletter/confirm': 'public', // the token is the key
  '/api/newsletter/subscribe/post-json': 'public', // JSONP, rate-limited, double opt-in
  '/api/newsletter/subscribers': ['admin'],
  '/api/newsletter/unsubscribe': 'public', // the token is the key
  '/api/map-explorer/layers/[layerKey]/features': 'public',
  '/api/map-explorer/layers/[layerKey]/features.csvt': 'public',
  '/api/map-explorer/layers/[layerKey]/features.prj': 'public',
  '/api/map-explorer/layers/[layerKey]/values': 'public',
  // OGC API – Features over the same public layers.
  '/api/ogc': 'public',
  '/api/ogc/api': 'public',
  '/api/ogc/conformance': 'public',
  '/api/ogc/collections': 'public',
  '/api/ogc/collections/[collectionId]': 'public',
  '/api/ogc/collections/[collectionId]/items': 'public',
  '/api/ogc/collections/[collectionId]/queryables': 'public',
  '/api/ogc/collections/[collectionId]/items/[featureId]': 'public',
  '/api/resources/[...path]': 'public',
  '/api/robots': 'public',
  '/api/search': 'public',
  '/api/sitemap': 'public',
  '/api/spatial-data/layer': 'public',
  '/api/statutory-requirements': 'public',
  '/api/strategic-actions': 'public',
  '/api/survey-timeline': 'public',
  '/api/updates': 'public',
  '/api/health': 'public',
  '/api/ready': 'public',
  '/api/whats-new': 'public',
};

function routesUnder(dir: string, prefix: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routesUnder(full, `${prefix}/${e.name}`);
    if (!/\.tsx?$/.test(e.name) || e.name.startsWith('_')) return [];
    const name = e.name.replace(/\.tsx?$/, '');
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

const pagesDir = path.join(process.cwd(), 'pages');
const apiRoutes = routesUnder(path.join(pagesDir, 'api'), '/api');
const pageRoutes = routesUnder(pagesDir, '').filter(
  (r) => !r.startsWith('/api/') && !['/404', '/500'].includes(r),
);

/** A demo account that does not satisfy the rule (each demo account holds one role; the admin also reviews). */
const wrongAccount = (rule: Role[]) => (rule.includes('reviewer') ? DEMO.submitter : DEMO.reviewer);

describe('every route has an access decision', () => {
  it.each(apiRoutes)('%s', (route) => {
    expect(Object.keys(API_ACCESS)).toContain(route);
  });
  it.each(pageRoutes)('%s', (route) => {
    const decision = PAGE_ACCESS[route] ?? 'public';
    const mustBePrivate = PRIVATE_PAGE_PREFIXES.some((p) => route.startsWith(p));
    expect([route, mustBePrivate && decision === 'public']).toEqual([route, false]);
  });
  it('lists no route that does not exist', () => {
    expect(Object.keys(API_ACCESS).filter((r) => !apiRoutes.includes(r))).toEqual([]);
    expect(Object.keys(PAGE_ACCESS).filter((r) => !pageRoutes.includes(r))).toEqual([]);
  });
});

/** Routes next-auth owns (its own form bodies and CSRF check). */
const NOT_OURS = ['/api/auth/[...nextauth]'];

describe('state-changing API routes read their bodies through apiHandler', () => {
  const writers = apiRoutes.filter((route) => {
    const file = ['.ts', '/index.ts']
      .map((end) => path.join(pagesDir, `${route}${end}`))
      .find(fs.existsSync)!;
    return !NOT_OURS.includes(route) && /\b(POST|PUT|PATCH|DELETE)\s*:/.test(fs.readFileSync(file, 'utf8'));
  });
  it('finds the writing routes', () => expect(writers).toContain('/api/contact'));
  // With Next's body parser, bad JSON answers as plain text "Invalid JSON" instead of the one error shape.
  it.each(writers)('%s turns off Next’s body parser', async (route) => {
    const mod = (await import(`@/pages${route}`)) as { config?: { api?: { bodyParser?: unknown } } };
    expect(mod.config?.api?.bodyParser).toBe(false);
  });
});

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
}, 60_000);
afterAll(() => cleanup());

const guardedApis = Object.entries(API_ACCESS).filter(([, d]) => d !== 'public');

describe('guarded API routes', () => {
  it.each(guardedApis)(
    '%s refuses anonymous callers (401) and the wrong role (403)',
    async (route, decision) => {
      const mod = (await import(`@/pages${route}`)) as RouteModule;
      const params = route.includes('[id]') ? { id: '00000000-0000-4000-8000-000000000000' } : undefined;
      let checked = 0;
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const body = method === 'GET' ? undefined : {};
        const anonymous = await callApi(mod, { method, params, body });
        if (anonymous.status === 405) continue;
        checked += 1;
        expect([method, anonymous.status]).toEqual([method, 401]);
        expect(anonymous.json).toMatchObject({ error: { code: 'unauthorized' } });
        if (Array.isArray(decision)) {
          const headers = await sessionCookie(wrongAccount(decision));
          const wrong = await callApi(mod, { method, params, headers, body });
          expect([method, wrong.status]).toEqual([method, 403]);
        }
      }
      expect(checked).toBeGreaterThan(0);
    },
  );
});

function pageContext(route: string, cookie?: string) {
  const headers: Record<string, string> = { host: 'localhost:3000', ...(cookie ? { cookie } : {}) };
  const cookies = Object.fromEntries(
    (cookie ?? '')
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split(/=(.*)/s).slice(0, 2)),
  );
  const set: Record<string, string> = {};
  const res = { statusCode: 200, setHeader: (k: string, v: string) => (set[k.toLowerCase()] = v) };
  const ctx = { req: { headers, cookies }, res, query: {}, resolvedUrl: route, params: {} };
  return { ctx: ctx as unknown as GetServerSidePropsContext, res, set };
}

describe('guarded pages', () => {
  it.each(Object.entries(PAGE_ACCESS))(
    '%s sends visitors to sign in, shows the wrong role a 403, is never publicly cached',
    async (route, decision) => {
      const mod = (await import(`@/pages${route}`)) as { getServerSideProps: GetServerSideProps };
      const anon = pageContext(route);
      expect(await mod.getServerSideProps(anon.ctx)).toEqual({
        redirect: {
          destination: `/auth/unauthenticated?callbackUrl=${encodeURIComponent(route)}`,
          permanent: false,
        },
      });
      expect(anon.set['cache-control']).toBe('private, no-store');
      if (Array.isArray(decision)) {
        const wrong = pageContext(route, (await sessionCookie(wrongAccount(decision))).cookie);
        const denied = (await mod.getServerSideProps(wrong.ctx)) as { props: Record<string, unknown> };
        expect(wrong.res.statusCode).toBe(403);
        expect(denied.props.forbidden).toBe(true);
      }
      const right = pageContext(route, (await sessionCookie(DEMO.admin)).cookie);
      const allowed = (await mod.getServerSideProps(right.ctx)) as { props: Record<string, unknown> };
      expect(right.res.statusCode).toBe(200);
      expect(allowed.props.forbidden).toBeUndefined();
      expect(right.set['cache-control']).toBe('private, no-store');
    },
  );
});

/** Public routes whose address needs a record's key, given one from the seeded database. */
const SAMPLE_PARAMS: Record<string, Record<string, string>> = {
  '/api/map-explorer/layers/[layerKey]/features': { layerKey: 'gap-ta-studies' },
  '/api/map-explorer/layers/[layerKey]/features.csvt': { layerKey: 'gap-ta-studies' },
  '/api/map-explorer/layers/[layerKey]/features.prj': { layerKey: 'gap-ta-studies' },
  '/api/map-explorer/layers/[layerKey]/values': { layerKey: 'gap-ta-studies' },
  '/api/ogc/collections/[collectionId]': { collectionId: 'gap-ta-studies' },
  '/api/ogc/collections/[collectionId]/items': { collectionId: 'gap-ta-studies' },
  '/api/ogc/collections/[collectionId]/queryables': { collectionId: 'gap-ta-studies' },
};
/** Public routes a GET cannot read without more than a key (a job or comment id made by the caller, a path). */
const NOT_READ_BY_GET = [...NOT_OURS, '/api/[...unknown]'];

const publicReads = Object.entries(API_ACCESS)
  .filter(([route, d]) => d === 'public' && !NOT_READ_BY_GET.includes(route))
  .filter(([route]) => !route.includes('[') || SAMPLE_PARAMS[route])
  .map(([route]) => route);

describe('public API routes', () => {
  it('covers the public routes', () => expect(publicReads.length).toBeGreaterThan(50));

  // A public route answers an anonymous caller (never 401/403 or a 500), and an answer a shared cache may keep
  // is the same whoever asks: a signed-in caller gets the anonymous answer, or one that no cache keeps.
  it.each(publicReads)(
    '%s answers anyone, and what a cache keeps does not follow the session',
    async (route) => {
      const mod = (await import(`@/pages${route}`)) as RouteModule;
      const params = SAMPLE_PARAMS[route];
      const anonymous = await callApi(mod, { params });
      if (anonymous.status === 405) return; // a write-only public route: its checks are in its own suite
      expect([route, anonymous.status < 500 && ![401, 403].includes(anonymous.status)]).toEqual([
        route,
        true,
      ]);
      const signedIn = await callApi(mod, { params, headers: await sessionCookie(DEMO.admin) });
      expect([route, signedIn.status]).toEqual([route, anonymous.status]);
      const shared = /\b(public|s-maxage)\b/.test(signedIn.headers.get('cache-control') ?? '');
      if (shared) expect([route, signedIn.text]).toEqual([route, anonymous.text]);
    },
  );
});

describe('public pages', () => {
  const publicPages = pageRoutes.filter((r) => !PAGE_ACCESS[r] && !r.includes('['));
  it('covers the public pages', () => expect(publicPages.length).toBeGreaterThan(30));

  // A public page renders for anyone without sending them to sign in, and a page a shared cache may keep
  // renders the same props whoever asks.
  it.each(publicPages)(
    '%s renders for anyone; a cacheable render does not follow the session',
    async (route) => {
      const mod = (await import(`@/pages${route}`)) as { getServerSideProps?: GetServerSideProps };
      if (!mod.getServerSideProps) return; // static: the same HTML for everyone by construction
      const anon = pageContext(route);
      const anonymous = (await mod.getServerSideProps(anon.ctx)) as { props?: unknown; redirect?: unknown };
      expect([route, anonymous.redirect]).toEqual([route, undefined]);
      const admin = pageContext(route, (await sessionCookie(DEMO.admin)).cookie);
      const signedIn = (await mod.getServerSideProps(admin.ctx)) as { props?: unknown };
      // The moment of the render ('now', which dates meetings as past or upcoming) differs by milliseconds.
      const content = (props: unknown) => JSON.stringify(props, (key, v) => (key === 'now' ? undefined : v));
      if (/\b(public|s-maxage)\b/.test(admin.set['cache-control'] ?? '')) {
        expect([route, content(signedIn.props)]).toEqual([route, content(anonymous.props)]);
      }
    },
  );
});

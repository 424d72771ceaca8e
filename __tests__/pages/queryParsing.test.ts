/** @jest-environment node */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { getServerSideProps as usersProps } from '@/pages/admin/users';
import { getServerSideProps as libraryProps } from '@/pages/documents-and-media';
import { getServerSideProps as updateProps } from '@/pages/get-involved/program-updates/update';
import { getServerSideProps as searchProps } from '@/pages/search';
import { getServerSideProps as intakeProps } from '@/pages/admin/spatial-data/intake';
import { getServerSideProps as reviewProps } from '@/pages/admin/spatial-data/review';
import { getServerSideProps as catalogProps } from '@/pages/interactvtrans/available-datasets';
import { getServerSideProps as mapProps } from '@/pages/interactvtrans/map-explorer';
import { listLayerMetadata } from '@/lib/server/services/layers';
import { DEMO, sessionCookie } from '../helpers/session';
import { useTempDatabase } from '../helpers/tempDb';

/**
 * Page loaders parse their query with zod. A person's mistake in an address is a 4xx with the
 * page's notice saying what to change, never a silent default or a 500. (The parsers' every message is
 * tested beside them; this checks the loaders use them and page() shows the answer.)
 */
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
});
afterAll(() => cleanup());

async function load(
  loader: GetServerSideProps,
  path: string,
  query: Record<string, string>,
  cookie?: string,
) {
  const headers: Record<string, string> = { host: 'localhost:3000', ...(cookie ? { cookie } : {}) };
  const cookies = cookie ? { [cookie.split('=')[0]]: cookie.slice(cookie.indexOf('=') + 1) } : {};
  const res = { statusCode: 200, setHeader: () => undefined };
  const ctx = { req: { headers, cookies }, res, query, resolvedUrl: path, params: {} };
  const result = (await loader(ctx as unknown as GetServerSidePropsContext)) as {
    props: Record<string, unknown>;
  };
  return { status: res.statusCode, props: result.props };
}

describe('page queries', () => {
  it('search: reads a good address; a bad page number is a 400 saying what to change', async () => {
    const good = await load(searchProps, '/search', { search: 'freight', page: '1' });
    expect(good.status).toBe(200);
    expect(good.props.initial).toEqual({ search: 'freight', phrase: false, sources: [], page: 1 });
    expect(good.props.results).toMatchObject({ query: 'freight' });

    const bad = await load(searchProps, '/search', { search: 'freight', page: 'two' });
    expect(bad.status).toBe(400);
    expect(bad.props.results).toBeUndefined();
    expect(bad.props.problem).toEqual({
      status: 400,
      message: "'two' is not a page of results. Pages are numbered from 1.",
      back: { href: '/search', label: 'Start a new search' },
    });
  });

  it('library: filters from the address; an unknown sort is a 400', async () => {
    const good = await load(libraryProps, '/documents-and-media', { topic: 'Freight', sort: 'title' });
    expect(good.props.initialFilters).toEqual({
      q: '',
      tags: { topic: 'Freight', planCycle: null, docType: null },
      sort: 'title',
    });
    const bad = await load(libraryProps, '/documents-and-media', { sort: 'random' });
    expect(bad.status).toBe(400);
    expect(bad.props.problem).toMatchObject({
      message: "'random' is not a sort order. Sort by newest, oldest or title.",
      back: { href: '/documents-and-media', label: 'See the whole library' },
    });
  });

  it('an update key longer than the key column is an unknown update: the generic 404 page (SPEC §2)', async () => {
    const res = await load(updateProps, '/get-involved/program-updates/update', { id: 'x'.repeat(301) });
    expect(res.status).toBe(404);
    expect(res.props.data).toBeNull();
    expect(res.props.problem).toBeUndefined();
  });

  it('admin users: ?status lists one status; an unknown one is a 400 naming the statuses', async () => {
    const { cookie } = await sessionCookie(DEMO.admin);
    const active = await load(usersProps, '/admin/users', { status: 'active' }, cookie);
    expect(active.status).toBe(200);
    expect(active.props.status).toBe('active');
    expect((active.props.people as Array<{ status: string }>).length).toBeGreaterThan(0);
    expect((active.props.people as Array<{ status: string }>).every((p) => p.status === 'active')).toBe(true);

    const bad = await load(usersProps, '/admin/users', { status: 'gone' }, cookie);
    expect(bad.status).toBe(400);
    expect(bad.props.problem).toMatchObject({
      message:
        "There is no status called 'gone'. Choose invited, requested, active or deactivated, or leave the status out to see everyone.",
    });
  });

  it('review queue: filters from the address; a bad filter or submission is a 4xx notice, not ignored', async () => {
    const { cookie } = await sessionCookie(DEMO.reviewer);
    const all = await load(reviewProps, '/admin/spatial-data/review', {}, cookie);
    expect(all.status).toBe(200);
    const queue = all.props.queue as Array<{ status: string; organizationID: string | null }>;
    expect(queue.length).toBeGreaterThan(0);
    // The organisation filter offers exactly the organisations in the queue, by name.
    const orgs = all.props.organizations as Array<{ id: string; name: string }>;
    expect(orgs.map((o) => o.id).sort()).toEqual([...new Set(queue.map((s) => s.organizationID))].sort());
    expect(orgs.map((o) => o.name)).toEqual([...orgs.map((o) => o.name)].sort((a, b) => a.localeCompare(b)));

    const submitted = await load(reviewProps, '/admin/spatial-data/review', { status: 'submitted' }, cookie);
    expect((submitted.props.queue as Array<{ status: string }>).every((s) => s.status === 'submitted')).toBe(
      true,
    );
    expect(submitted.props.filters).toEqual({ layer: '', status: 'submitted', organization: '', age: '' });

    const badStatus = await load(reviewProps, '/admin/spatial-data/review', { status: 'lost' }, cookie);
    expect(badStatus.status).toBe(400);
    expect(badStatus.props.problem).toMatchObject({
      message: expect.stringMatching(/^There is no status called 'lost'\. Choose draft, submitted/),
      back: { href: '/admin/spatial-data/review', label: 'See the whole queue' },
    });
    const badAge = await load(reviewProps, '/admin/spatial-data/review', { age: 'old' }, cookie);
    expect(badAge.status).toBe(400);
    const unknown = await load(
      reviewProps,
      '/admin/spatial-data/review',
      { submission: '0b0e2f4c-0000-4000-8000-000000000000' },
      cookie,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.props.problem).toMatchObject({ status: 404 });
  });

  it('intake: a ?submission= that is not an id is a 400 notice (it was a bare 404 before)', async () => {
    const { cookie } = await sessionCookie(DEMO.submitter);
    const bad = await load(intakeProps, '/admin/spatial-data/intake', { submission: 'nope' }, cookie);
    expect(bad.status).toBe(400);
    expect(bad.props.problem).toMatchObject({
      message: "'nope' is not the address of a submission. Open the submission from the list on this page.",
    });
    const fresh = await load(intakeProps, '/admin/spatial-data/intake', {}, cookie);
    expect(fresh.status).toBe(200);
    expect(fresh.props.detail).toBeNull();
  });

  it('available datasets: facets from the address; a bad geometry or an over-long search is a 400, not the whole catalog', async () => {
    const good = await load(catalogProps, '/interactvtrans/available-datasets', {
      geometry: 'polygon',
      q: '',
    });
    expect(good.status).toBe(200);
    expect(good.props.query).toEqual({ geometry: 'polygon' });
    const datasets = (good.props.result as { datasets: Array<{ geometry: string }> }).datasets;
    expect(datasets.length).toBeGreaterThan(0);
    expect(datasets.every((d) => d.geometry === 'polygon')).toBe(true);

    const badGeometry = await load(catalogProps, '/interactvtrans/available-datasets', { geometry: 'blob' });
    expect(badGeometry.status).toBe(400);
    expect(badGeometry.props.result).toBeUndefined();
    expect(badGeometry.props.problem).toEqual({
      status: 400,
      message: "'blob' is not a geometry. Choose point, line, polygon or none.",
      back: { href: '/interactvtrans/available-datasets', label: 'See every dataset' },
    });
    const long = await load(catalogProps, '/interactvtrans/available-datasets', { q: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.props.problem).toMatchObject({
      message: 'The search is limited to 100 characters and this one has 101. Shorten it and search again.',
    });
  });

  it('map explorer: a feature link or a shared view from the address; a malformed layer, feature or comment is a 400', async () => {
    const plain = await load(mapProps, '/interactvtrans/map-explorer', {});
    expect(plain.status).toBe(200);
    expect(plain.props).toMatchObject({ queryId: null, focus: null });
    // The layer metadata comes with the page: the map chunk needs no request before it builds the map.
    expect(plain.props.layers).toEqual(await listLayerMetadata());
    expect((plain.props.layers as unknown[]).length).toBeGreaterThan(20);

    const feature = await load(mapProps, '/interactvtrans/map-explorer', {
      layer: 'gap-ta-studies',
      feature: 'GAP-1',
    });
    expect(feature.props).toMatchObject({
      queryId: null,
      focus: { layerKey: 'gap-ta-studies', id: 'GAP-1' },
    });
    // A shared-view id goes to the browser, which says when nothing is saved under it (as the Data Explorer).
    const shared = await load(mapProps, '/interactvtrans/map-explorer', { query: 'not-an-id' });
    expect(shared.status).toBe(200);
    expect(shared.props.queryId).toBe('not-an-id');

    const back = { href: '/interactvtrans/map-explorer', label: 'Open the Map Explorer' };
    const badLayer = await load(mapProps, '/interactvtrans/map-explorer', {
      layer: 'Bad Key!',
      feature: '1',
    });
    expect(badLayer.status).toBe(400);
    expect(badLayer.props.focus).toBeUndefined();
    expect(badLayer.props.problem).toEqual({
      status: 400,
      message:
        "'Bad Key!' is not a map layer key (lowercase letters, digits and dashes). Open the layer from the Map Explorer's layer list.",
      back,
    });
    // The layer alone opens the map with that layer on (the catalog's "Open in Map Explorer").
    const layerOnly = await load(mapProps, '/interactvtrans/map-explorer', { layer: 'gap-ta-studies' });
    expect(layerOnly.status).toBe(200);
    expect(layerOnly.props.focus).toEqual({ layerKey: 'gap-ta-studies', id: null });
    const half = await load(mapProps, '/interactvtrans/map-explorer', { feature: 'GAP-1' });
    expect(half.status).toBe(400);
    expect(half.props.problem).toMatchObject({
      message: 'A link to one feature needs both layer=<layer key> and feature=<feature id>.',
    });
    const longFeature = await load(mapProps, '/interactvtrans/map-explorer', {
      layer: 'gap-ta-studies',
      feature: 'x'.repeat(101),
    });
    expect(longFeature.status).toBe(400);
    const badComment = await load(mapProps, '/interactvtrans/map-explorer', { comment: 'abc' });
    expect(badComment.status).toBe(400);
    expect(badComment.props.problem).toMatchObject({
      message: "'abc' is not a comment number. Copy the link from the email again.",
    });
  });
});

/** @jest-environment node */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { getServerSideProps as usersProps } from '@/pages/admin/users';
import { getServerSideProps as libraryProps } from '@/pages/documents-and-media';
import { getServerSideProps as updateProps } from '@/pages/get-involved/program-updates/update';
import { getServerSideProps as searchProps } from '@/pages/search';
import { DEMO, sessionCookie } from '../helpers/session';
import { useTempDatabase } from '../helpers/tempDb';

/**
 * Issue 8 §2: page loaders parse their query with zod. A person's mistake in an address is a 4xx with the
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
    expect(res.props.update).toBeNull();
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
});

/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import { page, pageMeta, siteConfig } from '@/lib/server/pageProps';
import { resetEnvCache } from '@/lib/server/env';
import { db } from '@/lib/server/db/knex';
import { isoDateTime } from '@/lib/server/db/normalize';
import { virginiaDay } from '@/lib/shared/dates';
import type { Announcement } from '@/lib/shared/schemas/announcements';
import { useTempDatabase } from '../../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
  process.env.SITE_URL = 'https://vtrans.virginia.gov';
  resetEnvCache();
});
afterAll(() => cleanup());

function ctx(resolvedUrl: string, host = 'vtrans.virginia.gov', query: Record<string, string> = {}) {
  const headers: Record<string, string> = {};
  return {
    req: { headers: { host } },
    res: { statusCode: 200, setHeader: (k: string, v: string) => (headers[k] = v), headers },
    resolvedUrl,
    query,
    params: {},
  } as unknown as GetServerSidePropsContext & { res: { headers: Record<string, string> } };
}

describe('page metadata', () => {
  it('takes an article page’s title and description from its article record', async () => {
    const { meta, article } = await pageMeta('/about/about-vtrans', ctx('/about/about-vtrans'));
    expect(article).not.toBeNull();
    expect(meta.title).toBe(`${article!.Title} | VTrans`);
    expect(meta.description).toBe(article!.Intro);
    expect(meta.canonical).toBe('https://vtrans.virginia.gov/about/about-vtrans');
    expect(meta).toMatchObject({ layout: 'redesign', section: 'plan', footer: true, newsletter: true });
  });

  it('marks every host but the production one noindex', () => {
    expect(siteConfig('vtrans.virginia.gov').indexable).toBe(true);
    expect(siteConfig('vtrans-staging.azurewebsites.net').indexable).toBe(false);
    expect(siteConfig(undefined).indexable).toBe(false);
    // No provider configured: the signup block posts to the embedded list, never 'not available'.
    expect(siteConfig(undefined).newsletterSubscribeUrl).toBe(
      '/api/newsletter/subscribe/post?u=vtrans&id=embedded',
    );
  });

  it('drops the query from canonical URLs except on detail pages chosen by it', async () => {
    expect((await pageMeta('/search', ctx('/search?search=x'))).meta.canonical).toBe(
      'https://vtrans.virginia.gov/search',
    );
    expect(
      (await pageMeta('/get-involved/meetings/meeting', ctx('/get-involved/meetings/meeting?id=a'))).meta
        .canonical,
    ).toBe('https://vtrans.virginia.gov/get-involved/meetings/meeting?id=a');
  });
});

describe('page() getServerSideProps', () => {
  it('returns frame props with the latest announcement for the page', async () => {
    const result = (await page('/about/gap-ta')(ctx('/about/gap-ta'))) as { props: Record<string, unknown> };
    expect(result.props.meta).toMatchObject({ route: '/about/gap-ta', section: 'technical-assistance' });
    expect(result.props.announcement).toMatchObject({ Pages: expect.arrayContaining(['/about/gap-ta']) });
  });

  it('the home banner announces the window open here (labelled illustrative), never one long closed', async () => {
    const result = (await page('/')(ctx('/'))) as { props: { announcement: Announcement } };
    const cycle = await (
      await db()
    )('gap_ta_cycles')
      .where({ illustrative: true })
      .first('fiscal_year', 'closes_at');
    const fy = `FY${String(Number(cycle.fiscal_year) % 100).padStart(2, '0')}`;
    expect(result.props.announcement.Title).toBe(`${fy} GAP-TA (illustrative)`);
    expect(result.props.announcement.Message).toContain(
      `open until ${virginiaDay(isoDateTime(cycle.closes_at))} (example dates)`,
    );
    expect(result.props.announcement.Title).not.toContain('FY26');
  });

  it('gives the generic update title with no description, and a 404 status, for an unknown update', async () => {
    const c = ctx('/get-involved/program-updates/update?id=nope', 'localhost:3000', { id: 'nope' });
    const mod = await import('@/pages/get-involved/program-updates/update');
    const result = (await mod.getServerSideProps(c)) as {
      props: { meta: { title: string; description: null } };
    };
    expect(result.props.meta.title).toBe('VTrans | Program Update');
    expect(result.props.meta.description).toBeNull();
    expect(c.res.statusCode).toBe(404);
  });

  it('passes a failure that is not a refusal on to Next (the logged 500 page); a refusal is a notice', async () => {
    const broken = page('/interactvtrans/data-explorer', async () => {
      throw new Error('no such table: interactive_queries');
    });
    await expect(broken(ctx('/interactvtrans/data-explorer'))).rejects.toThrow(/interactive_queries/);
    const refused = page('/interactvtrans/data-explorer', async () => {
      const { HttpError } = await import('@/lib/shared/errors');
      throw new HttpError(400, 'Choose a view.');
    });
    const c = ctx('/interactvtrans/data-explorer');
    const out = (await refused(c)) as unknown as { props: { problem: { message: string } } };
    expect([c.res.statusCode, out.props.problem.message]).toEqual([400, 'Choose a view.']);
  });

  it('answers notFound for an unknown GAP-TA study', async () => {
    const mod = await import('@/pages/gap-ta/[gapid]');
    const c = {
      ...ctx('/gap-ta/x'),
      params: { gapid: 'no-such-study' },
    } as unknown as GetServerSidePropsContext;
    expect(await mod.getServerSideProps(c)).toEqual({ notFound: true });
  });
});

/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import { getServerSideProps as contactProps } from '@/pages/get-involved/contact-us';
import { getServerSideProps as faqProps } from '@/pages/get-involved/frequently-asked-questions';
import { getServerSideProps as meetingsProps } from '@/pages/get-involved/meetings';
import { getServerSideProps as updatesProps } from '@/pages/get-involved/program-updates';
import { listedDocuments } from '@/lib/server/services/documents';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
});
afterAll(() => cleanup());

function ctx(path: string, query: Record<string, string> = {}) {
  return {
    req: { headers: { host: 'localhost:3000' } },
    res: { statusCode: 200, setHeader: () => undefined },
    resolvedUrl: path,
    query,
    params: {},
  } as unknown as GetServerSidePropsContext;
}

type Props = Record<string, unknown>;
const propsOf = async (result: Promise<unknown>) => ((await result) as { props: Props }).props;

describe('get-involved pages', () => {
  it('meetings: every seeded meeting and the server clock', async () => {
    const props = await propsOf(meetingsProps(ctx('/get-involved/meetings')));
    expect((props.events as unknown[]).length).toBeGreaterThanOrEqual(8);
    expect(Date.now() - Date.parse(props.now as string)).toBeLessThan(60_000);
    expect(props.article).toMatchObject({ Page: '/get-involved/meetings' });
  });

  it('program updates: ten a page, filtered by program', async () => {
    const first = (await propsOf(updatesProps(ctx('/get-involved/program-updates')))).list as Props;
    expect(first).toMatchObject({ page: 1, program: null });
    expect((first.updates as unknown[]).length).toBe(Math.min(10, first.total as number));
    const gap = (await propsOf(updatesProps(ctx('/x', { program: 'gap-ta' })))).list as Props;
    const programs = (gap.updates as Array<{ Program: string }>).map((u) => u.Program);
    expect(programs.length).toBeGreaterThan(0);
    expect(new Set(programs)).toEqual(new Set(['gap-ta']));
    expect(gap.total).toBeLessThan(first.total as number);
  });

  it('program updates: a page past the end or a bad value answers 404 with a message', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ page: '99' }, /^There is no page 99 of updates: they fill \d+ pages?\.$/],
      [{ page: 'abc' }, /^'abc' is not a page number\. Pages are numbered from 1\.$/],
      [{ program: 'weather' }, /^There is no program called 'weather'\. Choose VTrans or GAP-TA\.$/],
    ];
    for (const [query, message] of cases) {
      const context = ctx('/get-involved/program-updates', query);
      const props = await propsOf(updatesProps(context));
      expect(context.res.statusCode).toBe(404);
      expect(props.list).toBeUndefined();
      expect(props.problem).toEqual({
        status: 404,
        message: expect.stringMatching(message),
        back: { href: '/get-involved/program-updates', label: 'Go to the latest updates' },
      });
    }
  });

  it('FAQ: the entries of content/faq.json', async () => {
    const props = await propsOf(faqProps(ctx('/get-involved/frequently-asked-questions')));
    expect((props.entries as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it('contact: ?subject= prefills the form', async () => {
    const props = await propsOf(contactProps(ctx('/get-involved/contact-us', { subject: 'Hello' })));
    expect(props.prefill).toEqual({ subject: 'Hello', topic: '', pagePath: null, document: null });
  });

  it('contact: a library document’s address (the ADA notice) prefills a request naming it by its title', async () => {
    const [doc] = await listedDocuments();
    const props = await propsOf(contactProps(ctx('/get-involved/contact-us', { subject: doc!.href })));
    expect(props.prefill).toEqual({
      subject: `Accessible format request: ${doc!.title}`,
      topic: 'accessibility',
      pagePath: doc!.href,
      document: doc!.title,
    });
  });
});

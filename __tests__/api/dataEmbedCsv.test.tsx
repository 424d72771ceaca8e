/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import * as view from '@/pages/api/data-explorer/view';
import { DataEmbed } from '@/components/dataExplorer/DataEmbed';
import { DataView } from '@/lib/shared/schemas/dataExplorer';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
});
afterAll(() => cleanup());

/** The CSV links an embedded view shows, as the page renders them. */
function csvLinks(v: DataView): Array<{ href: string; text: string }> {
  const html = renderToStaticMarkup(<DataEmbed view={v} notice={null} />);
  return [...html.matchAll(/<a[^>]*href="([^"]*format=csv[^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => ({
    href: m[1]!.replace(/&amp;/g, '&'),
    text: m[2]!.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"'),
  }));
}

describe('an embedded view’s CSV links', () => {
  it.each([
    ['jurisdiction', { view: 'jurisdiction' }],
    ['needs', { view: 'needs' }],
    ['freight', { view: 'freight' }],
    ['trends', { view: 'trends' }],
  ])('each link of the %s view downloads a CSV of one table', async (_name, query) => {
    const v = DataView.parse((await callApi(view, { query })).json);
    const links = csvLinks(v);
    expect(links).toHaveLength(v.tables.length);
    for (const link of links) {
      const url = new URL(link.href, 'http://localhost');
      const res = await callApi(view, { query: Object.fromEntries(url.searchParams) });
      expect([link.text, res.status]).toEqual([link.text, 200]);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.csv"/);
    }
  });
});

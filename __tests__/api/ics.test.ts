/** @jest-environment node */
import * as ics from '@/pages/api/events/[slug]/ics';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
});
afterAll(() => cleanup());

const SLUG = 'gap-ta-2026-intake-info-webinar-september';
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('GET /api/events/<slug>/ics', () => {
  it('answers a calendar file to download for a seeded meeting', async () => {
    const res = await callApi(ics, { params: { slug: SLUG } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${SLUG}.ics"`);
    expect(res.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(res.text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    for (const line of res.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const lines = unfold(res.text);
    expect(lines).toContain(`UID:${SLUG}@vtrans`);
    // Seeded as 2026-09-16T14:00:00-04:00 (Eastern daylight time).
    expect(lines).toContain('DTSTART:20260916T180000Z');
    expect(lines.find((l) => l.startsWith('DTEND:'))).toMatch(/^DTEND:\d{8}T\d{6}Z$/);
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBeDefined();
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBeDefined();
    expect(lines).toContain('LOCATION:Online');
    expect(lines.find((l) => l.startsWith('URL:'))).toMatch(
      new RegExp(`^URL:https?://[^/]+/get-involved/meetings/meeting\\?id=${SLUG}$`),
    );
  });

  it('gives an in-person meeting its venue as LOCATION', async () => {
    const res = await callApi(ics, { params: { slug: 'ctb-public-meeting-staunton-district-fall-2019' } });
    expect(res.status).toBe(200);
    expect(unfold(res.text)).toContain('LOCATION:Harrisonburg (venue to be confirmed)\\, Harrisonburg\\, VA');
  });

  it('404 JSON for an unknown meeting', async () => {
    const res = await callApi(ics, { params: { slug: 'no-such-meeting' } });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({
      error: { code: 'not_found', message: expect.stringContaining('no-such-meeting') },
    });
  });

  it('400 naming the field for a malformed slug', async () => {
    for (const slug of ['Bad Slug', '../etc', 'x'.repeat(200)]) {
      const res = await callApi(ics, { params: { slug } });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: { code: 'bad_request', field: 'slug' } });
    }
  });

  it('405 with Allow for other methods', async () => {
    const res = await callApi(ics, { method: 'POST', params: { slug: SLUG } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

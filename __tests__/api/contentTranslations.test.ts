/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import { callApi } from '../helpers/apiMock';
import * as list from '@/pages/api/admin/content/[kind]';
import * as one from '@/pages/api/admin/content/[kind]/[id]';
import * as publish from '@/pages/api/admin/content/[kind]/[id]/publish';
import { getServerSideProps as updateProps } from '@/pages/get-involved/program-updates/update';
import { getServerSideProps as meetingProps } from '@/pages/get-involved/meetings/meeting';
import { getServerSideProps as editProps } from '@/pages/admin/content/edit';
import { translationNeeds } from '@/lib/server/services/content';
import type { ContentDetail, ContentRecord } from '@/lib/shared/schemas/content';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { DEMO, sessionCookie } from '../helpers/session';
import { useTempDatabase } from '../helpers/tempDb';

/**
 * Staff publish in each language (issue 55 §7): a translation of an update, a meeting or an announcement is a
 * record of its own (revisions, publish state), checked like the English, shown on /es/… in place of the English
 * with who translated it, and listed as needed again when the English changes.
 */
const person = (email: string, roles: SessionUser['roles']): SessionUser => ({
  id: email,
  email,
  name: null,
  roles,
  organizationId: null,
});
const EDITOR = person(DEMO.editor, ['editor']);
const REVIEWER = person(DEMO.reviewer, ['reviewer']);

let cleanup: () => Promise<void>;
let editor: Record<string, string>;
let reviewer: Record<string, string>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
  editor = { cookie: (await sessionCookie(DEMO.editor)).cookie };
  reviewer = { cookie: (await sessionCookie(DEMO.reviewer)).cookie };
}, 120_000);
afterAll(() => cleanup());

const errorOf = (r: { json: unknown }) => (r.json as { error: { message: string; field?: string } }).error;
const create = (kind: string, fields: Record<string, unknown>, headers = editor) =>
  callApi(list, { method: 'POST', params: { kind }, body: { fields }, headers });
const publishNow = (kind: string, d: ContentDetail) =>
  callApi(publish, {
    method: 'POST',
    params: { kind, id: String(d.record.id) },
    body: { baseRevision: d.record.currentRevision },
    headers: editor,
  });

function ctx(query: Record<string, string>, locale: string) {
  return {
    req: { headers: { host: 'localhost:3000' } },
    res: { statusCode: 200, setHeader: () => undefined },
    resolvedUrl: '/x',
    query,
    params: {},
    locale,
  } as unknown as GetServerSidePropsContext;
}
type Props = Record<string, unknown>;
const propsOf = async (result: Promise<unknown>) => ((await result) as { props: Props }).props;

const ENGLISH = {
  title: 'Draft Plan Open for Comment',
  date: '2026-12-01',
  program: 'vtrans',
  intro: 'The draft plan is open for comment until January 15.',
  body: '## How to comment\n\nRead the draft and write to us.',
  relatedPages: [],
  link: null,
};
const SPANISH = {
  of: 'update',
  locale: 'es',
  title: 'El borrador del plan está abierto a comentarios',
  summary: 'Puede comentar el borrador del plan hasta el 15 de enero.',
  body: '## Cómo comentar\n\nLea el borrador y escríbanos.',
  translatedBy: 'Equipo web de VTrans',
  reviewed: false,
  reviewedBy: '',
};

let englishRecord: ContentDetail;
let key = '';

describe('a Spanish translation of a program update', () => {
  beforeAll(async () => {
    englishRecord = (await create('update', ENGLISH)).json as ContentDetail;
    const published = (await publishNow('update', englishRecord)).json as ContentDetail;
    key = published.record.publicKey!;
  });

  it('is needed once the English is published, in every language of the site', async () => {
    const needs = (await translationNeeds(EDITOR)).filter((n) => n.sourceKey === key);
    expect(needs.map((n) => n.locale).sort()).toEqual(['ar', 'es', 'ko', 'vi', 'zh']);
    expect(new Set(needs.map((n) => n.status))).toEqual(new Set(['missing']));
    await expect(translationNeeds(REVIEWER)).rejects.toMatchObject({ status: 403 });
  });

  it('opens from the list as a new translation with the English beside it and the language chosen', async () => {
    const { cookie } = await sessionCookie(DEMO.editor);
    const context = {
      ...ctx({ kind: 'translation', of: 'update', key, locale: 'es' }, 'en'),
      req: {
        headers: { host: 'localhost:3000', cookie },
        cookies: Object.fromEntries(cookie.split('; ').map((c) => c.split('=') as [string, string])),
      },
    } as unknown as GetServerSidePropsContext;
    const props = await propsOf(editProps(context));
    expect(props.translating).toMatchObject({
      english: { title: ENGLISH.title, summary: ENGLISH.intro, body: ENGLISH.body },
      translate: { of: 'update', sourceKey: key, locale: 'es' },
      languages: expect.arrayContaining([{ value: 'es', label: 'Español (Spanish)' }]),
    });
  });

  it('is refused, saying what to change, for an unknown record, language, reviewer or a bad body', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ sourceKey: 'no-such-update' }, 'sourceKey', /no published program update with the key/],
      [{ sourceKey: key, locale: 'xx' }, 'locale', /no language “xx”.*Spanish \(es\)/],
      [{ sourceKey: key, reviewed: true }, 'reviewedBy', /Name the qualified translator/],
      [{ sourceKey: key, body: 'Texto <b>negrita</b>' }, 'body', /Raw HTML/],
    ];
    for (const [over, field, message] of cases) {
      const res = await create('translation', { ...SPANISH, ...over });
      expect([field, res.status]).toEqual([field, 400]);
      expect(errorOf(res).field).toBe(field);
      expect(errorOf(res).message).toMatch(message);
    }
    expect((await create('translation', { ...SPANISH, sourceKey: key }, reviewer)).status).toBe(403);
  });

  it('once published, /es/ shows it with its translator; English is unchanged; a new English revision makes it needed again', async () => {
    const draft = (await create('translation', { ...SPANISH, sourceKey: key })).json as ContentDetail;
    // A draft is not public.
    const before = await propsOf(updateProps(ctx({ id: key }, 'es')));
    expect((before.data as { update: { Title: string } }).update.Title).toBe(ENGLISH.title);
    expect(before.translation).toMatchObject({ covers: 'frame' });

    const res = await publishNow('translation', draft);
    expect(res.status).toBe(200);
    expect((res.json as ContentDetail).record.publicPath).toBe(
      `/es/get-involved/program-updates/update?id=${encodeURIComponent(key)}`,
    );
    const es = await propsOf(updateProps(ctx({ id: key }, 'es')));
    expect((es.data as { update: { Title: string; Intro: string } }).update).toMatchObject({
      Title: SPANISH.title,
      Intro: SPANISH.summary,
    });
    expect(JSON.stringify(es.data)).toContain('Cómo comentar');
    expect(es.translation).toEqual({
      covers: 'content',
      by: 'Equipo web de VTrans',
      reviewed: false,
      reviewedBy: null,
    });
    expect((es.meta as { title: string }).title).toContain(SPANISH.title);
    const en = await propsOf(updateProps(ctx({ id: key }, 'en')));
    expect((en.data as { update: { Title: string } }).update.Title).toBe(ENGLISH.title);
    // Another language still has only its frame translated.
    const ko = await propsOf(updateProps(ctx({ id: key }, 'ko')));
    expect(ko.translation).toMatchObject({ covers: 'frame' });

    const current = (await translationNeeds(EDITOR)).find((n) => n.sourceKey === key && n.locale === 'es');
    expect(current).toMatchObject({ status: 'current', recordId: draft.record.id });

    // The English changes: the Spanish stays public but is listed as made from an older English revision.
    const opened = (
      await callApi(one, { params: { kind: 'update', id: String(englishRecord.record.id) }, headers: editor })
    ).json as ContentDetail;
    const saved = (
      await callApi(one, {
        method: 'PUT',
        params: { kind: 'update', id: String(opened.record.id) },
        body: {
          baseRevision: opened.record.currentRevision,
          fields: { ...opened.fields, intro: 'Changed.' },
        },
        headers: editor,
      })
    ).json as ContentDetail;
    expect((await publishNow('update', saved)).status).toBe(200);
    const outdated = (await translationNeeds(EDITOR)).find((n) => n.sourceKey === key && n.locale === 'es');
    expect(outdated?.status).toBe('outdated');
  });
});

describe('a translation of a meeting', () => {
  it('replaces its title and description on /es/ and names the reviewer once reviewed', async () => {
    const meetings = (await callApi(list, { params: { kind: 'event' }, headers: editor }))
      .json as ContentRecord[];
    const seeded = meetings.find((m) => m.state === 'published')!;
    const draft = (
      await create('translation', {
        ...SPANISH,
        of: 'event',
        sourceKey: seeded.publicKey,
        title: 'Reunión pública',
        summary: '',
        body: 'Conozca el borrador del plan.',
        reviewed: true,
        reviewedBy: 'Traductora certificada',
      })
    ).json as ContentDetail;
    expect((await publishNow('translation', draft)).status).toBe(200);
    const es = await propsOf(meetingProps(ctx({ id: seeded.publicKey! }, 'es')));
    expect(es.event).toMatchObject({
      title: 'Reunión pública',
      description: 'Conozca el borrador del plan.',
    });
    expect(es.translation).toMatchObject({ reviewed: true, reviewedBy: 'Traductora certificada' });
  });
});

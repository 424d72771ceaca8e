/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { GetServerSidePropsContext } from 'next';
import { db } from '@/lib/server/db/knex';
import { runJobsNow } from '@/lib/server/runtime/jobs';
import { periodWords } from '@/lib/server/services/commentPeriods';
import * as adminList from '@/pages/api/admin/comment-periods';
import * as comments from '@/pages/api/comment-periods/[slug]/comments';
import { getServerSideProps as periodProps } from '@/pages/get-involved/comment-periods/[slug]';
import { callApi } from '../helpers/apiMock';
import { as, call, local, withPeriodDatabase } from '../helpers/periodApi';
import { DAY_MS } from '@/lib/shared/dates';
import { DEMO } from '../helpers/session';
import { closedSentence, notYetOpenSentence } from '@/lib/shared/schemas/commentPeriods';

const dataDir = withPeriodDatabase();

async function create(title: string, opensAt: number, closesAt: number) {
  const res = await call(adminList, {
    method: 'POST',
    body: {
      title,
      summary: 'A draft put out for comment in this test.',
      pagePath: '/mid-term-planning/mid-term-needs-and-priorities',
      opensAt: local(opensAt),
      closesAt: local(closesAt),
      questions: [{ id: 'q1', kind: 'choice', prompt: 'Is the draft clear?', options: ['Yes', 'No'] }],
      noticeLocales: ['en', 'es'],
      status: 'published',
    },
    headers: await as(DEMO.reviewer),
  });
  expect(res.status).toBe(201);
  return res.json as { id: number; slug: string };
}

const message = (res: { json: unknown }) => (res.json as { error: { message: string } }).error.message;
const send = (slug: string, body: Record<string, unknown>) =>
  call(comments, { method: 'POST', params: { slug }, body: { target: 'draft', ...body } });

describe('a period comment in the language of its page', () => {
  it('English stays word for word what the site said before (the shared sentences)', () => {
    const { say, when } = periodWords(undefined);
    const closesAt = '2026-03-15T03:59:00.000Z';
    expect(
      say('closedNoReport', {
        closes: when(closesAt),
        report: '/get-involved/comment-periods/x/what-we-heard',
      }),
    ).toBe(closedSentence({ slug: 'x', closesAt, reportPublished: false }));
    expect(say('notYetOpen', { opens: when(closesAt) })).toBe(notYetOpenSentence({ opensAt: closesAt }));
    expect(periodWords('xx').locale).toBe('en'); // an unknown language falls back to English
  });

  it('refuses in Spanish: closed, not yet open, a choice not offered, too short; English without a locale', async () => {
    const closed = await create('Periodo cerrado', -3 * DAY_MS, -DAY_MS);
    const es = await send(closed.slug, { comment: 'Demasiado tarde, pero aquí está.', locale: 'es' });
    expect(es.status).toBe(409);
    expect(message(es)).toMatch(/^Este período de comentarios cerró el \d{1,2} de \w+ de \d{4}/);
    expect(message(es)).toContain(`/get-involved/comment-periods/${closed.slug}/what-we-heard`);
    const en = await send(closed.slug, { comment: 'Too late, but here it is anyway.' });
    expect(message(en)).toMatch(/^This comment period closed on/);

    const upcoming = await create('Periodo futuro', DAY_MS, 3 * DAY_MS);
    expect(message(await send(upcoming.slug, { comment: 'Demasiado pronto.', locale: 'es' }))).toMatch(
      /^Este período de comentarios abre el/,
    );

    const open = await create('Periodo abierto', -DAY_MS, 3 * DAY_MS);
    expect(message(await send(open.slug, { answers: { q1: 'Quizás' }, locale: 'es' }))).toBe(
      'respuestas: elija una de las opciones de «Is the draft clear?»',
    );
    expect(message(await send(open.slug, { comment: 'corto', locale: 'es' }))).toMatch(
      /^comentario: escriba/,
    );
  });

  it('too many comments: the rate limit’s refusal in Spanish, with its Retry-After', async () => {
    const open = await create('Periodo con límite', -DAY_MS, 3 * DAY_MS);
    const from = { 'x-forwarded-for': '198.51.100.9' };
    let last = null as Awaited<ReturnType<typeof callApi>> | null;
    for (let i = 0; i < 25 && last?.status !== 429; i++)
      last = await callApi(comments, {
        method: 'POST',
        params: { slug: open.slug },
        body: { target: 'draft', comment: `Comentario número ${i} sobre el borrador.`, locale: 'es' },
        headers: from,
      });
    expect(last!.status).toBe(429);
    expect(message(last!)).toMatch(/^Demasiados comentarios desde su conexión\. Espere \d+ segundos/);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('mails the receipt of a comment sent from a Spanish page in Spanish, with the link to delete the answers', async () => {
    const open = await create('Borrador de prueba', -DAY_MS, 3 * DAY_MS);
    const res = await send(open.slug, {
      comment: 'Necesitamos más autobuses entre los condados rurales.',
      email: 'vecina@example.com',
      locale: 'es',
    });
    expect(res.status).toBe(201);
    await runJobsNow();
    // Decoded as the contact tests do: nodemailer writes non-ASCII text as quoted-printable UTF-8.
    const outbox = path.join(dataDir(), 'outbox');
    const mail = fs
      .readdirSync(outbox)
      .map((f) => {
        const raw = fs.readFileSync(path.join(outbox, f), 'latin1').replace(/\r\n[ \t]+/g, ' ');
        const qp = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
        return Buffer.from(qp, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
      })
      .find((m) => m.includes('vecina@example.com'));
    expect(mail).toBeDefined();
    const parsed = { text: mail! };
    expect(mail).toMatch(/^Subject: Su comentario sobre Borrador de prueba$/m);
    expect(parsed.text).toContain('Gracias: recibimos su comentario sobre «Borrador de prueba» el');
    expect(parsed.text).toContain('Sobre el borrador completo.');
    expect(parsed.text).toContain('Si respondió las preguntas opcionales sobre usted');
    expect(parsed.text).toContain(`/get-involved/comment-periods/${open.slug}/your-answers?token=`);
    expect(parsed.text).not.toMatch(/Thank you|The period closes/);
  });

  it('before scripts: the Spanish page’s plain POST is refused in Spanish', async () => {
    const closed = await create('Cerrado sin scripts', -3 * DAY_MS, -DAY_MS);
    const req = Object.assign(
      Readable.from([Buffer.from('target=draft&comment=Demasiado+tarde+para+esto.')]),
      {
        method: 'POST',
        headers: {
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          'content-type': 'application/x-www-form-urlencoded',
        },
        socket: { remoteAddress: '192.0.2.90' },
        cookies: {},
      },
    );
    const res = { statusCode: 200, headers: {} as Record<string, unknown>, setHeader() {}, getHeader() {} };
    const out = (await periodProps({
      req,
      res,
      resolvedUrl: `/es/get-involved/comment-periods/${closed.slug}`,
      query: { slug: closed.slug },
      params: { slug: closed.slug },
      locale: 'es',
    } as unknown as GetServerSidePropsContext)) as { props: { answer: { ok: boolean; message: string } } };
    expect(out.props.answer.message).toMatch(/^Este período de comentarios cerró el/);
    expect(await (await db())('period_comments').where({ period_id: closed.id })).toHaveLength(0);
  });
});

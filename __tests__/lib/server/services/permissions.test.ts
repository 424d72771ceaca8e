/** @jest-environment node */
import { db } from '@/lib/server/db/knex';
import * as comments from '@/lib/server/services/comments';
import * as spatialData from '@/lib/server/services/spatialData';
import * as people from '@/lib/server/services/people';
import * as newsletter from '@/lib/server/services/newsletter';
import { HttpError } from '@/lib/shared/errors';
import { CommentInput } from '@/lib/shared/schemas/comments';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { DEMO, userId } from '../../../helpers/session';
import { useTempDatabase } from '../../../helpers/tempDb';

/**
 * The services that make a role-restricted change take the acting user and refuse the wrong role
 * themselves (403), whoever calls them: a route, a script or a job. Each is called here with a role that may
 * not do it, and nothing changes.
 */
let cleanup: () => Promise<void>;
let submitter: SessionUser;
let reviewer: SessionUser;
let commentId: number;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
  const user = async (email: string) => (await people.sessionUser(await userId(email), 0))!;
  [submitter, reviewer] = await Promise.all([user(DEMO.submitter), user(DEMO.reviewer)]);
  const input = CommentInput.parse({
    latitude: 37.5407,
    longitude: -77.4338,
    category: 'safety',
    comment: 'A comment for the permission checks.',
    consent: true,
  });
  ({ id: commentId } = await comments.submitComment(input, 'f'.repeat(64)));
}, 60_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await cleanup();
});

async function refused(call: Promise<unknown>): Promise<HttpError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  expect((err as HttpError).status).toBe(403);
  return err as HttpError;
}

describe('spatial-data intake', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it('a submitter cannot review, publish or roll back', async () => {
    await refused(spatialData.reviewAction(submitter, { submissionID: id, status: 'in-review' }));
    await refused(spatialData.reviewAction(submitter, { submissionID: id, status: 'published' }));
    await refused(spatialData.rollBack(submitter, { submissionID: id }));
  });

  it('a reviewer (without the submitter role) cannot create, edit or upload drafts', async () => {
    const countBefore = await (await db())('submissions').count({ n: '*' });
    await refused(
      spatialData.createDraft(reviewer, { layerID: 'urban-development-areas', title: 'T', description: 'D' }),
    );
    await refused(spatialData.updateDraft(reviewer, { submissionID: id, title: 'T' }));
    await refused(
      spatialData.uploadVersion(reviewer, {
        submissionID: id,
        fileName: 'a.geojson',
        bytes: Buffer.from('{}'),
      }),
    );
    expect(await (await db())('submissions').count({ n: '*' })).toEqual(countBefore);
  });
});

describe('comments', () => {
  it('a submitter cannot moderate, respond, save templates or send comment mail', async () => {
    await refused(comments.moderate(commentId, 'approve', undefined, submitter));
    await refused(comments.respond(commentId, 'An answer.', 'safety', submitter));
    await refused(comments.saveTemplate({ title: 'T', body: 'B' }, submitter));
    await refused(comments.sendCommentResponse(commentId, submitter));
    await refused(comments.sendCommentAlerts({ force: true, by: submitter }));
    const row = await (await db())('comments').where({ id: commentId }).first();
    expect(row).toMatchObject({ status: 'pending', response: null });
  });
});

describe('people', () => {
  it('a reviewer cannot change an account or invite anyone', async () => {
    const target = await userId(DEMO.submitter);
    const err = await refused(people.updatePerson(reviewer, target, { status: 'deactivated' }));
    expect(err.message).toMatch(/administrators/);
    await refused(people.invitePerson(reviewer, { email: 'new@example.org', name: 'New', roles: ['admin'] }));
    expect((await people.getPerson(target)).status).toBe('active');
    expect(await (await db())('users').where({ email: 'new@example.org' }).first()).toBeUndefined();
  });
});

describe('staff reads', () => {
  it('the comment queue, templates and export are for reviewers; the people list and subscribers for admins', async () => {
    await refused(comments.staffQueue(submitter));
    await refused(comments.listTemplates(submitter));
    await refused(comments.exportComments(submitter, 'csv'));
    await refused(people.listPeople(reviewer));
    await refused(newsletter.subscribersCsv(reviewer));
    // The right role reads them.
    expect((await comments.staffQueue(reviewer)).length).toBeGreaterThan(0);
    expect(await comments.exportComments(reviewer, 'csv')).toContain('latitude');
  });

  it("the sign-in page's demo list gives only the illustrative accounts' address, roles and organisation", async () => {
    const demo = await people.demoAccounts();
    expect(demo.map((d) => d.email)).toContain(DEMO.admin);
    expect(Object.keys(demo[0]!).sort()).toEqual(['email', 'organizationName', 'roles']);
  });
});

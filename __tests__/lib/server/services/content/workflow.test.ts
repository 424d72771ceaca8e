/** @jest-environment node */
import { z } from 'zod';
import { db } from '@/lib/server/db/knex';
import { runJobsNow } from '@/lib/server/runtime/jobs';
import { contentQueries } from '@/lib/server/repositories/content';
import {
  cancelSchedule,
  createContent,
  diffContent,
  getContent,
  listContent,
  publishContent,
  registerContentKind,
  restoreContent,
  saveContent,
  scheduleContent,
  unpublishContent,
} from '@/lib/server/services/content';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { useTempDatabase } from '../../../../helpers/tempDb';
import { spyOnPageCache } from '../../../../helpers/pageCacheSpy';

/**
 * The workflow on a kind of its own: the home page's what's-new items (a small public table), registered here
 * only, so the module is exercised the way another engineer would apply it to a new kind.
 */
const Fields = z.object({
  title: z.string().trim().min(1, 'Give the item a title.').max(300),
  description: z.string().trim().min(1, 'Write a sentence about it.'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-25'),
});
type Fields = z.infer<typeof Fields>;

registerContentKind<Fields>({
  kind: 'test-whats-new',
  label: 'what’s-new item',
  role: 'editor',
  scope: 'content',
  fields: Fields,
  fieldOrder: ['title', 'date', 'description'],
  title: (f) => f.title,
  publish: async (trx, f, key) => {
    const row = { title: f.title, description: f.description, date: f.date, href: null };
    if (key) {
      await trx('whats_new')
        .where({ id: Number(key) })
        .update(row);
      return key;
    }
    const [made] = await trx('whats_new').insert(row, ['id']);
    return String((made as { id: number }).id);
  },
  withdraw: async (trx, key) => {
    await trx('whats_new')
      .where({ id: Number(key) })
      .delete();
  },
  adopt: async () => [],
  publicPath: () => '/',
});

const editor: SessionUser = {
  id: 'e1',
  email: 'editor@example.com',
  name: null,
  roles: ['editor'],
  organizationId: null,
};
const other: SessionUser = { ...editor, id: 'e2', email: 'second@example.com' };
const admin: SessionUser = { ...editor, id: 'a1', email: 'admin@example.org', roles: ['admin'] };
const reviewer: SessionUser = { ...editor, id: 'r1', email: 'reviewer@example.com', roles: ['reviewer'] };

const KIND = 'test-whats-new';
/** Every queued scheduled publish falls due now, as if its time had come. */
const dueNow = async () =>
  (await db())('jobs')
    .where({ kind: 'content-publish', status: 'queued' })
    .update({ run_at: new Date(Date.now() - 1000).toISOString() });
const published = async (title: string) =>
  (await (await db())('whats_new').where({ title }).first('id')) !== undefined;

let cleanup: () => Promise<void>;
const { cache, restore } = spyOnPageCache();
/** An active account with the user's roles (the seed has editor@example.com): a schedule checks them. */
async function account(user: SessionUser) {
  const k = await db();
  if (await k('users').where({ email: user.email }).first('id')) return;
  await k('users').insert({
    id: user.id,
    email: user.email,
    name: null,
    status: 'active',
    illustrative: false,
    created_at: new Date().toISOString(),
  });
  const granted_at = new Date().toISOString();
  await k('user_roles').insert(user.roles.map((role) => ({ user_id: user.id, role, granted_at })));
}

beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
  await account(editor);
}, 120_000);
afterAll(async () => {
  restore();
  await cleanup();
});

describe('the publishing workflow', () => {
  it('keeps a draft out of the public table, publishes it, and withdraws it again', async () => {
    const made = await createContent(
      KIND,
      { title: 'Draft item', description: 'Soon.', date: '2026-11-25' },
      editor,
    );
    expect(made.record).toMatchObject({ state: 'draft', currentRevision: 1, publishedRevision: null });
    expect(await published('Draft item')).toBe(false);

    cache.clear.mockClear();
    const live = await publishContent(KIND, made.record.id, { baseRevision: 1 }, editor);
    expect(live.record).toMatchObject({ state: 'published', publishedRevision: 1 });
    expect(await published('Draft item')).toBe(true);
    expect(cache.clear).toHaveBeenCalled(); // this instance's page cache emptied at once

    // A saved change is a new revision; the public still sees revision 1 until it is published.
    const saved = await saveContent(
      KIND,
      made.record.id,
      {
        baseRevision: 1,
        fields: { title: 'Draft item', description: 'Now with a date.', date: '2026-11-26' },
      },
      editor,
    );
    expect(saved.record).toMatchObject({ currentRevision: 2, publishedRevision: 1, pendingChanges: true });
    expect(
      (await (await db())('whats_new').where({ title: 'Draft item' }).first('description')).description,
    ).toBe('Soon.');

    const gone = await unpublishContent(KIND, made.record.id, { baseRevision: 2 }, editor);
    expect(gone.record).toMatchObject({ state: 'unpublished', publicKey: null });
    expect(await published('Draft item')).toBe(false);
    expect(gone.audit.map((a) => a.action)).toEqual(['unpublished', 'saved', 'published', 'created']);
    expect(gone.revisions.map((r) => [r.number, r.author])).toEqual([
      [2, 'editor@example.com'],
      [1, 'editor@example.com'],
    ]);
  });

  it('refuses a save based on a replaced revision with 409, naming who saved, and writes nothing', async () => {
    const made = await createContent(
      KIND,
      { title: 'Shared', description: 'One.', date: '2026-11-25' },
      editor,
    );
    const id = made.record.id;
    await saveContent(KIND, id, { baseRevision: 1, fields: { ...made.fields, description: 'Two.' } }, other);
    await expect(
      saveContent(KIND, id, { baseRevision: 1, fields: { ...made.fields, description: 'Mine.' } }, editor),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('second@example.com saved this'),
    });
    const now = await getContent(KIND, id, editor);
    expect(now.record.currentRevision).toBe(2);
    expect(now.fields.description).toBe('Two.');
    // Publishing needs the current revision too.
    await expect(publishContent(KIND, id, { baseRevision: 1 }, editor)).rejects.toMatchObject({
      status: 409,
    });
  });

  it('diffs two revisions field by field and restores an old one as a new revision', async () => {
    const made = await createContent(
      KIND,
      { title: 'Diffed', description: 'The old words here.', date: '2026-11-25' },
      editor,
    );
    const id = made.record.id;
    await saveContent(
      KIND,
      id,
      { baseRevision: 1, fields: { ...made.fields, description: 'The new words here.' } },
      editor,
    );
    const diff = await diffContent(KIND, id, 1, 2, editor);
    expect(diff.map((d) => d.field)).toEqual(['title', 'date', 'description']);
    expect(diff.find((d) => d.field === 'description')).toEqual({
      field: 'description',
      changed: true,
      parts: [
        { op: 'same', text: 'The ' },
        { op: 'removed', text: 'old' },
        { op: 'added', text: 'new' },
        { op: 'same', text: ' words here.' },
      ],
    });
    const restored = await restoreContent(KIND, id, { baseRevision: 2, revision: 1 }, editor);
    expect(restored.record.currentRevision).toBe(3);
    expect(restored.fields.description).toBe('The old words here.');
    expect(restored.revisions[0]).toMatchObject({ number: 3, note: 'Restored from revision 1.' });
    await expect(diffContent(KIND, id, 1, 9, editor)).rejects.toMatchObject({ status: 404 });
  });

  it('publishes at the scheduled time by a job, and a cancelled schedule publishes nothing', async () => {
    const made = await createContent(
      KIND,
      { title: 'Scheduled', description: 'Later.', date: '2026-11-25' },
      editor,
    );
    const id = made.record.id;
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await scheduleContent(KIND, id, { baseRevision: 1, at }, editor);
    expect(scheduled.record).toMatchObject({ state: 'scheduled', scheduledAt: at, scheduledRevision: 1 });
    await runJobsNow(); // not due yet
    expect(await published('Scheduled')).toBe(false);
    await dueNow(); // the moment comes: the job falls due (the queue's clock, not a sleep)
    await runJobsNow();
    expect(await published('Scheduled')).toBe(true);
    const after = await getContent(KIND, id, editor);
    expect(after.record).toMatchObject({ state: 'published', scheduledAt: null });
    expect(after.audit[0]).toMatchObject({
      action: 'published',
      actor: null,
      detail: 'Published by the schedule.',
    });

    const second = await createContent(
      KIND,
      { title: 'Called off', description: 'No.', date: '2026-11-25' },
      editor,
    );
    await scheduleContent(
      KIND,
      second.record.id,
      { baseRevision: 1, at: new Date(Date.now() + 3_600_000).toISOString() },
      editor,
    );
    const cancelled = await cancelSchedule(KIND, second.record.id, { baseRevision: 1 }, editor);
    expect(cancelled.record).toMatchObject({ state: 'draft', scheduledAt: null });
    await dueNow();
    await runJobsNow();
    expect(await published('Called off')).toBe(false);
  });

  it('a scheduled publish whose editor lost the role is cancelled when it runs, with a note', async () => {
    const demoted: SessionUser = { ...editor, id: 'e9', email: 'demoted@example.com' };
    await account(demoted);
    const made = await createContent(
      KIND,
      { title: 'After demotion', description: 'Later.', date: '2026-11-25' },
      demoted,
    );
    const id = made.record.id;
    await scheduleContent(
      KIND,
      id,
      { baseRevision: 1, at: new Date(Date.now() + 3_600_000).toISOString() },
      demoted,
    );
    const k = await db();
    await k('user_roles').where({ user_id: demoted.id }).delete(); // an admin removes the editor role
    expect(await k('user_roles').where({ user_id: demoted.id }).first()).toBeUndefined();
    // The hour passes: the job is due now (its payload still names the scheduled time).
    await k('jobs')
      .where({ kind: 'content-publish', status: 'queued' })
      .update({ run_at: '2000-01-01T00:00:00.000Z' });
    await runJobsNow();
    expect(await published('After demotion')).toBe(false);
    const after = await getContent(KIND, id, editor);
    expect(after.record).toMatchObject({ state: 'draft', scheduledAt: null, scheduledRevision: null });
    expect(after.audit[0]).toMatchObject({
      action: 'schedule-cancelled',
      actor: null,
      detail:
        'Not published: demoted@example.com no longer has the editor role. Someone who may publish can schedule it again.',
    });
  });

  it('a cancel that crosses another editor’s save is refused and writes nothing', async () => {
    const made = await createContent(
      KIND,
      { title: 'Crossed', description: 'Later.', date: '2026-11-25' },
      editor,
    );
    const id = made.record.id;
    const at = new Date(Date.now() + 3_600_000).toISOString();
    await scheduleContent(KIND, id, { baseRevision: 1, at }, editor);
    // Another editor's save lands between the cancel's read of the record and its write (the same
    // transaction sees it: SQLite has one connection, so the save is made there).
    const realSetState = contentQueries.setState;
    const spy = jest
      .spyOn(contentQueries, 'setState')
      // The workflow awaits what setState returns, so a promise stands in for the query builder.
      .mockImplementationOnce(((...[trx, recordId, revision, change]: Parameters<typeof realSetState>) =>
        trx('content_records')
          .where({ id: recordId })
          .update({ current_revision: 2, updated_by: other.email })
          .then(() => realSetState(trx, recordId, revision, change))) as unknown as typeof realSetState);
    try {
      await expect(cancelSchedule(KIND, id, { baseRevision: 1 }, editor)).rejects.toMatchObject({
        status: 409,
        field: 'baseRevision',
      });
    } finally {
      spy.mockRestore();
    }
    const after = await getContent(KIND, id, editor);
    expect(after.record).toMatchObject({ state: 'scheduled', scheduledAt: at, currentRevision: 1 });
    expect(after.audit.map((a) => a.action)).not.toContain('schedule-cancelled');
  });

  it('refuses times in the past, bad fields, and people without the role', async () => {
    const made = await createContent(KIND, { title: 'Rules', description: 'x', date: '2026-11-25' }, admin);
    await expect(
      scheduleContent(KIND, made.record.id, { baseRevision: 1, at: '2020-01-01T00:00:00Z' }, editor),
    ).rejects.toMatchObject({ status: 400, field: 'at' });
    await expect(
      createContent(KIND, { title: '', description: 'x', date: '2026-11-25' }, editor),
    ).rejects.toMatchObject({ status: 400, field: 'title', message: 'Give the item a title.' });
    await expect(listContent(KIND, reviewer)).rejects.toMatchObject({ status: 403 });
    await expect(listContent('nothing', editor)).rejects.toMatchObject({ status: 404 });
    expect((await listContent(KIND, admin)).length).toBeGreaterThan(0);
  });
});

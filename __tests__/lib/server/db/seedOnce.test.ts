/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createKnex, migrateLatest } from '@/lib/server/db/knex';
import { knexConfig } from '@/lib/server/db/config';
import { seedDatabase } from '@/lib/server/db/seeds';

let dir: string;
let k: Knex;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-seed-'));
  k = createKnex(knexConfig(`sqlite:${path.join(dir, 'db.sqlite')}`));
  await migrateLatest(k);
}, 60_000);
afterAll(async () => {
  await k.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the start-up seed (ARCHITECTURE §8)', () => {
  it('outside the embedded setup creates no demo accounts, roles grants or submissions', async () => {
    const counts = await seedDatabase(k, { demo: false });
    expect(counts.updates).toBeGreaterThan(0);
    expect(await k('users').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await k('user_roles').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await k('submissions').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect((await k('roles').pluck('name')).sort()).toEqual([
      'admin',
      'editor',
      'gap-reviewer',
      'reviewer',
      'submitter',
    ]);
    expect(await k('gap_ta_cycles').count({ n: '*' })).toEqual([{ n: 0 }]); // the demo cycle is embedded-only
  }, 60_000);

  it('never brings back a row staff deleted, never duplicates one they edited, and adds nothing on a rerun', async () => {
    const update = await k('updates').orderBy('update_key').first('update_key');
    await k('updates').where({ update_key: update.update_key }).delete();
    const announcement = await k('announcements').first('id', 'title');
    await k('announcements')
      .where({ id: announcement.id })
      .update({ title: `${announcement.title} (edited)` });
    const [{ n: announcementsBefore }] = await k('announcements').count({ n: '*' });
    const counts = await seedDatabase(k, { demo: false });
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    expect(await k('updates').where({ update_key: update.update_key }).first()).toBeUndefined();
    expect(await k('announcements').count({ n: '*' })).toEqual([{ n: announcementsBefore }]);
  }, 60_000);

  it('adds the demo accounts once in the embedded setup, and does not re-grant a role an admin removed', async () => {
    const first = await seedDatabase(k, { demo: true });
    expect(first.users).toBe(7); // four spatial-data accounts, a GAP-TA applicant and reviewer, and an editor
    expect(first.gapTaCycles).toBe(1);
    const admin = await k('users').where({ email: 'admin@example.org' }).first('id');
    await k('user_roles').where({ user_id: admin.id, role: 'admin' }).delete();
    const again = await seedDatabase(k, { demo: true });
    expect(again.userRoles).toBe(0);
    expect(again.gapTaCycles).toBe(0);
    expect(await k('user_roles').where({ user_id: admin.id, role: 'admin' }).first()).toBeUndefined();
  }, 60_000);
});

describe('the demo submissions', () => {
  it('offer no approved submission without a file to publish', async () => {
    await seedDatabase(k, { demo: true });
    const approved = await k('submissions')
      .where({ status: 'approved' })
      .whereNotExists(
        k('submission_versions').whereRaw('submission_versions.submission_id = submissions.submission_id'),
      )
      .pluck('title');
    expect(approved).toEqual([]);
  }, 60_000);
});

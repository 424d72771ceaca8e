import type { Knex } from 'knex';
import { insertedId, toDbRow } from '@/lib/server/db/normalize';
import { isoToUsDate } from '@/lib/shared/dates';
import { updateKey } from '@/lib/shared/updateKey';
import { generateCommodityFlows } from './commodityFlows';
import { seedCommentPeriods } from './commentPeriods';
import * as rows from './rows';
import { seedLayerFeatures } from './layers';
import { insertBatched, insertMissing, recordSeeded, seededKeys, seedKey } from './upsert';

export const ROLES = [
  {
    name: 'submitter',
    description: 'Local-government staff: create and submit spatial data, see their own listing.',
  },
  {
    name: 'reviewer',
    description: 'OIPI staff: review every submission, change status, respond to comments.',
  },
  {
    name: 'gap-reviewer',
    description: 'OIPI staff: GAP-TA application cycles, scoring, clarifications and decisions.',
  },
  {
    name: 'editor',
    description:
      'OIPI communications and planning staff: publish updates, meetings, announcements and documents.',
  },
  { name: 'admin', description: 'Site administrators: everything, plus users, roles and content.' },
];

/** One announcement and the pages it applies to. */
async function insertAnnouncement(trx: Knex.Transaction, row: object, pages: string[]): Promise<void> {
  const id = insertedId(await trx('announcements').insert(toDbRow(row)).returning('id'));
  await trx('announcement_pages').insert(pages.map((page_path) => ({ announcement_id: id, page_path })));
}

async function seedAnnouncements(trx: Knex.Transaction): Promise<number> {
  const done = await seededKeys(trx, 'announcements');
  const fresh = rows.announcements.filter((a) => !done.has(seedKey(a.title)));
  const existing = new Set(
    (await trx('announcements').select('title')).map((r: { title: string }) => r.title),
  );
  let inserted = 0;
  for (const { pages, ...row } of fresh) {
    if (existing.has(row.title)) continue;
    await insertAnnouncement(trx, row, pages);
    inserted += 1;
  }
  await recordSeeded(
    trx,
    'announcements',
    fresh.map((a) => a.title),
  );
  return inserted;
}

async function seedCommodityFlows(trx: Knex.Transaction): Promise<number> {
  // The generated table is seeded as one data set: once recorded, it is never generated again.
  if ((await seededKeys(trx, 'commodity_flows')).size > 0) return 0;
  const [{ n }] = await trx('commodity_flows').count({ n: '*' });
  const rows = Number(n) > 0 ? [] : generateCommodityFlows();
  await insertBatched(trx, 'commodity_flows', rows);
  await recordSeeded(trx, 'commodity_flows', ['illustrative FAF5-shaped table']);
  return rows.length;
}

/** The embedded setup's demo accounts (one per role) and their illustrative submissions. */
async function seedDemoAccounts(trx: Knex.Transaction): Promise<Record<string, number>> {
  const users = await insertMissing(trx, 'users', 'id', rows.demoUsers);
  const grantedAt = '2026-01-05T14:00:00.000Z';
  const roleRows = rows.demoRoles.map((r) => ({ ...r, granted_at: grantedAt }));
  const userRoles = await insertMissing(trx, 'user_roles', ['user_id', 'role'], roleRows);
  const ids = async () =>
    new Set(
      (await trx('submissions').select('submission_id')).map(
        (r: { submission_id: string }) => r.submission_id,
      ),
    );
  const before = await ids();
  const submissions = await insertMissing(trx, 'submissions', 'submission_id', rows.demoSubmissions);
  const after = await ids();
  // Status history only for the submissions inserted just now.
  const fresh = rows.demoStatusRecords.filter(
    (r) => after.has(r.submission_id) && !before.has(r.submission_id),
  );
  await insertBatched(trx, 'submission_status_records', fresh);
  // One open GAP-TA application cycle (illustrative dates), seeded once.
  let gapTaCycles = 0;
  if ((await seededKeys(trx, 'gap_ta_cycles')).size === 0) {
    const cycle = rows.demoCycle();
    await trx('gap_ta_cycles').insert(cycle);
    // Its announcement with it, so the banners speak of the window that is open here.
    const { pages, ...announcement } = rows.demoCycleAnnouncement(cycle);
    await insertAnnouncement(trx, announcement, pages);
    await recordSeeded(trx, 'gap_ta_cycles', ['demo cycle']);
    gapTaCycles = 1;
  }
  return { users, userRoles, submissions, gapTaCycles };
}

/**
 * Points each layer that takes submissions at its Map Explorer layer where a database seeded before that
 * layer existed still has none (three layers could be approved but never published). Only a
 * missing link is filled, and only to a layer that exists.
 */
async function linkSubmissionLayers(trx: Knex.Transaction): Promise<number> {
  const known = new Set(
    (await trx('layer_metadata').select('layer_key')).map((r: { layer_key: string }) => r.layer_key),
  );
  let linked = 0;
  for (const l of rows.spatialLayers) {
    if (!l.published_layer_key || !known.has(l.published_layer_key)) continue;
    linked += await trx('spatial_layers')
      .where({ layer_id: l.layer_id })
      .whereNull('published_layer_key')
      .update({ published_layer_key: l.published_layer_key });
  }
  return linked;
}

/**
 * Loads the realistic seed content once (each row's natural key is recorded in seed_records, so it is safe
 * on every start, never overwrites staff edits and never brings back what staff deleted). Demo accounts and
 * their submissions are loaded only when `demo` is set: the embedded SQLite setup (ARCHITECTURE §5).
 */
export async function seedDatabase(
  knex: Knex,
  options: { demo: boolean } = { demo: false },
): Promise<Record<string, number>> {
  return knex.transaction(async (trx) => {
    const counts: Record<string, number> = {};
    const withKeys = rows.updates.map((u) => ({
      ...u,
      update_key: updateKey(isoToUsDate(u.date), u.title),
    }));
    counts.articles = await insertMissing(trx, 'articles', 'slug', rows.articles);
    counts.updates = await insertMissing(trx, 'updates', 'update_key', withKeys);
    counts.announcements = await seedAnnouncements(trx);
    const events = rows.events.map((e) => ({
      ...e,
      materials: rows.eventMaterials[e.slug] ? JSON.stringify(rows.eventMaterials[e.slug]) : null,
    }));
    counts.events = await insertMissing(trx, 'events', 'slug', events);
    counts.statutory = await insertMissing(
      trx,
      'statutory_requirements',
      'citation',
      rows.statutoryRequirements,
    );
    counts.statistics = await insertMissing(trx, 'interactvtrans_statistics', 'stat_key', rows.statistics);
    counts.versions = await insertMissing(
      trx,
      'interactvtrans_versions',
      ['module', 'version'],
      rows.versions,
    );
    counts.didYouKnow = await insertMissing(trx, 'did_you_know', 'fact', rows.didYouKnow);
    counts.strategicActions = await insertMissing(
      trx,
      'strategic_actions',
      'action_number',
      rows.strategicActions,
    );
    counts.surveyTimeline = await insertMissing(trx, 'survey_timeline', 'title', rows.surveyTimeline);
    counts.gapTaStudies = await insertMissing(trx, 'gap_ta_studies', 'gap_id', rows.gapTaStudies);
    counts.layerMetadata = await insertMissing(trx, 'layer_metadata', 'layer_key', rows.layerMetadata);
    counts.ltror = await insertMissing(trx, 'ltror_items', 'macrotrend_number', rows.ltror);
    counts.byTheNumbers = await insertMissing(trx, 'by_the_numbers', 'label', rows.byTheNumbers);
    counts.whatsNew = await insertMissing(trx, 'whats_new', 'title', rows.whatsNew);
    counts.roles = await insertMissing(trx, 'roles', 'name', ROLES);
    counts.spatialLayers = await insertMissing(trx, 'spatial_layers', 'layer_id', rows.spatialLayers);
    counts.spatialLayersLinked = await linkSubmissionLayers(trx);
    counts.commentTemplates = await insertMissing(trx, 'comment_templates', 'title', rows.commentTemplates);
    counts.commentPeriods = await seedCommentPeriods(trx);
    if (options.demo) Object.assign(counts, await seedDemoAccounts(trx));
    counts.commodityFlows = await seedCommodityFlows(trx);
    counts.layerFeatures = await seedLayerFeatures(trx, rows.gapTaStudies);
    return counts;
  });
}

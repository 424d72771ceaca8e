import type { Knex } from 'knex';
import { isoToUsDate } from '@/lib/shared/dates';
import { updateKey } from '@/lib/shared/updateKey';
import { generateCommodityFlows } from './commodityFlows';
import * as content from './content';
import { batchSizeFor, insertMissing } from './upsert';

export const ROLES = [
  {
    name: 'submitter',
    description: 'Local-government staff: create and submit spatial data, see their own listing.',
  },
  {
    name: 'reviewer',
    description: 'OIPI staff: review every submission, change status, respond to comments.',
  },
  { name: 'admin', description: 'Site administrators: everything, plus users, roles and content.' },
];

async function seedAnnouncements(trx: Knex.Transaction): Promise<number> {
  const existing = new Set(
    (await trx('announcements').select('title')).map((r: { title: string }) => r.title),
  );
  let inserted = 0;
  for (const { pages, ...row } of content.announcements) {
    if (existing.has(row.title)) continue;
    const [created] = await trx('announcements').insert(row).returning('id');
    const id = typeof created === 'object' ? (created as { id: number }).id : (created as number);
    await trx('announcement_pages').insert(pages.map((page_path) => ({ announcement_id: id, page_path })));
    inserted += 1;
  }
  return inserted;
}

async function seedCommodityFlows(trx: Knex.Transaction): Promise<number> {
  const [{ n }] = await trx('commodity_flows').count({ n: '*' });
  if (Number(n) > 0) return 0;
  const rows = generateCommodityFlows();
  const size = batchSizeFor(trx as unknown as Knex, Object.keys(rows[0]).length);
  for (let i = 0; i < rows.length; i += size) await trx('commodity_flows').insert(rows.slice(i, i + size));
  return rows.length;
}

/**
 * Loads the realistic seed content (idempotent: only rows whose natural key is missing are
 * inserted, so it is safe on every start and never overwrites staff edits).
 */
export async function seedDatabase(knex: Knex): Promise<Record<string, number>> {
  return knex.transaction(async (trx) => {
    const counts: Record<string, number> = {};
    const withKeys = content.updates.map((u) => ({
      ...u,
      update_key: updateKey(isoToUsDate(u.date), u.title),
    }));
    counts.articles = await insertMissing(trx, 'articles', 'slug', content.articles);
    counts.updates = await insertMissing(trx, 'updates', 'update_key', withKeys);
    counts.announcements = await seedAnnouncements(trx);
    const events = content.events.map((e) => ({
      ...e,
      materials: content.eventMaterials[e.slug] ? JSON.stringify(content.eventMaterials[e.slug]) : null,
    }));
    counts.events = await insertMissing(trx, 'events', 'slug', events);
    counts.statutory = await insertMissing(
      trx,
      'statutory_requirements',
      'citation',
      content.statutoryRequirements,
    );
    counts.statistics = await insertMissing(trx, 'interactvtrans_statistics', 'stat_key', content.statistics);
    counts.versions = await insertMissing(
      trx,
      'interactvtrans_versions',
      ['module', 'version'],
      content.versions,
    );
    counts.didYouKnow = await insertMissing(trx, 'did_you_know', 'fact', content.didYouKnow);
    counts.strategicActions = await insertMissing(
      trx,
      'strategic_actions',
      'action_number',
      content.strategicActions,
    );
    counts.surveyTimeline = await insertMissing(trx, 'survey_timeline', 'title', content.surveyTimeline);
    counts.gapTaStudies = await insertMissing(trx, 'gap_ta_studies', 'gap_id', content.gapTaStudies);
    counts.layerMetadata = await insertMissing(trx, 'layer_metadata', 'layer_key', content.layerMetadata);
    counts.ltror = await insertMissing(trx, 'ltror_items', 'macrotrend_number', content.ltror);
    counts.byTheNumbers = await insertMissing(trx, 'by_the_numbers', 'label', content.byTheNumbers);
    counts.whatsNew = await insertMissing(trx, 'whats_new', 'title', content.whatsNew);
    counts.roles = await insertMissing(trx, 'roles', 'name', ROLES);
    counts.spatialLayers = await insertMissing(trx, 'spatial_layers', 'layer_id', content.spatialLayers);
    counts.users = await insertMissing(trx, 'users', 'id', content.demoUsers);
    const grantedAt = '2026-01-05T14:00:00.000Z';
    const roleRows = content.demoRoles.map((r) => ({ ...r, granted_at: grantedAt }));
    counts.userRoles = await insertMissing(trx, 'user_roles', ['user_id', 'role'], roleRows);
    counts.submissions = await insertMissing(trx, 'submissions', 'submission_id', content.demoSubmissions);
    if (counts.submissions > 0) {
      const fresh = new Set(content.demoSubmissions.map((s) => s.submission_id));
      const records = content.demoStatusRecords.filter((r) => fresh.has(r.submission_id));
      if (records.length) await trx('submission_status_records').insert(records);
    }
    counts.commodityFlows = await seedCommodityFlows(trx);
    return counts;
  });
}

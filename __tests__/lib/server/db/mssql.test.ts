/** @jest-environment node */
import type { Knex } from 'knex';
import { migrations } from '@/lib/server/db/migrations';
import { batchSizeFor } from '@/lib/server/db/seeds/upsert';
import { commentQueries } from '@/lib/server/repositories/comments';
import { contactQueries } from '@/lib/server/repositories/contact';
import { newsletterQueries } from '@/lib/server/repositories/newsletter';
import { announcementQueries } from '@/lib/server/repositories/announcements';
import { articleQueries } from '@/lib/server/repositories/articles';
import { eventQueries } from '@/lib/server/repositories/events';
import { highlightQueries } from '@/lib/server/repositories/highlights';
import { planRecordQueries } from '@/lib/server/repositories/planRecords';
import { updateQueries } from '@/lib/server/repositories/updates';
import { documentEventQueries, documentQueries } from '@/lib/server/repositories/documents';
import { extractJobQueries } from '@/lib/server/repositories/extractJobs';
import { freightQueries } from '@/lib/server/repositories/freight';
import { interactiveQueryQueries } from '@/lib/server/repositories/interactiveQueries';
import { gapTaQueries } from '@/lib/server/repositories/gapTa';
import { gapTaApplicationQueries } from '@/lib/server/repositories/gapTaApplications';
import { interactvtransQueries } from '@/lib/server/repositories/interactvtrans';
import { layerQueries } from '@/lib/server/repositories/layers';
import { peopleQueries } from '@/lib/server/repositories/people';
import { searchQueries } from '@/lib/server/repositories/search';
import { rateLimitQueries } from '@/lib/server/repositories/rateLimits';
import { jobQueries } from '@/lib/server/repositories/jobs';
import { contentQueries } from '@/lib/server/repositories/content';
import { translationQueries } from '@/lib/server/repositories/translations';
import { periodQueries } from '@/lib/server/repositories/commentPeriods';
import { spatialDataQueries } from '@/lib/server/repositories/spatialData';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSSQL_MAX_PARAMETERS, MSSQL_MAX_VALUES_ROWS, rowsPerStatement } from '@/lib/server/db/batch';
import {
  currentSchema,
  dateTimeColumns,
  ddlOf,
  migrationSql,
  mssql,
  schemaModel,
  type SchemaModel,
} from '../../../helpers/mssqlSchema';

describe('migrations compile to T-SQL', () => {
  let ddl: string[] = [];
  beforeAll(async () => {
    for (const [, m] of migrations) ddl.push(...(await ddlOf(m.up)), ...(await ddlOf(m.down)));
    ddl = ddl.map((s) => s.replace(/\s+/g, ' '));
  });

  it('creates every table with SQL Server types: nvarchar, nvarchar(max), datetime2, bit, identity', () => {
    const creates = ddl.filter((s) => s.startsWith('CREATE TABLE'));
    expect(creates.length).toBeGreaterThanOrEqual(24);
    const all = creates.join('\n');
    expect(all).toMatch(/\[title\] nvarchar\(300\)/);
    expect(all).toMatch(/\[intro\] nvarchar\(max\)/);
    expect(all).toMatch(/\[created_at\] datetime2/);
    expect(all).toMatch(/\[illustrative\] bit/);
    expect(all).toMatch(/\[id\] int identity\(1,1\) not null primary key/);
    expect(all).toMatch(/\[date\] date/);
    // No SQLite-only or Postgres-only types leak through.
    expect(all).not.toMatch(/\b(text|varchar|boolean|timestamp|serial|jsonb?)\b/i);
  });

  it('creates the commodity-flow filter index and the foreign keys', () => {
    expect(ddl.join('\n')).toMatch(
      /CREATE INDEX \[commodity_flows_filter_idx\] ON \[commodity_flows\] \(\[scale\], \[origin\], \[direction\], \[year\], \[mode\]\)/,
    );
    expect(ddl.join('\n')).toMatch(
      /FOREIGN KEY \(\[submission_id\]\) REFERENCES \[submissions\] \(\[submission_id\]\)/,
    );
  });

  it('migration 022 (map comments) adds a defaulted status, an index, and audit/template tables keyed to primary keys', () => {
    const all = ddl.join('\n');
    expect(all).toContain(
      "ALTER TABLE [comments] ADD [status] nvarchar(20) not null CONSTRAINT [comments_status_default] DEFAULT 'pending'",
    );
    expect(all).toContain(
      'CREATE INDEX [comments_status_created_index] ON [comments] ([status], [created_at])',
    );
    expect(all).toMatch(/FOREIGN KEY \(\[comment_id\]\) REFERENCES \[comments\] \(\[id\]\)/);
    expect(all).toMatch(/FOREIGN KEY \(\[created_by\]\) REFERENCES \[users\] \(\[id\]\)/);
    // Going down, the index goes before its column (SQL Server refuses to drop an indexed column).
    const down = ddl.findIndex((s) => s === 'DROP INDEX [comments_status_created_index] ON [comments]');
    const dropStatus = ddl.findIndex((s) => s === 'ALTER TABLE [comments] DROP COLUMN [status]');
    expect(down).toBeGreaterThan(-1);
    expect(down).toBeLessThan(dropStatus);
  });

  it('drops every table it creates', () => {
    const created = ddl.flatMap((s) => /^CREATE TABLE \[(\w+)\]/.exec(s)?.[1] ?? []);
    const dropped = ddl.flatMap(
      (s) => /^(?:if object_id\('\[\w+\]', 'U'\) is not null )?DROP TABLE \[(\w+)\]/.exec(s)?.[1] ?? [],
    );
    expect(dropped.sort()).toEqual(created.sort());
  });
});

const docRow = {
  path: 'policy/vtrans-policy-guide-v6.pdf',
  title: 'VTrans Policy Guide',
  content_type: 'application/pdf',
  size: 1024,
  topic: 'Policy',
  plan_cycle: '2022-2025',
  doc_type: 'Policy Guide',
  accessible: false,
  updated_at: '2026-01-01T00:00:00.000Z',
};

const SUB = '9a7b3c4d-0000-4000-8000-000000000101';

type Query = (k: Knex) => Knex.QueryBuilder | Knex.QueryBuilder<object, unknown>;

/** Every repository query with sample arguments. A new query without an entry here fails the test below. */
/** Rows the publishing workflow writes. */
const UPDATE_WRITE = {
  update_key: '12-01-2026-Draft-Plan-Released',
  date: '2026-12-01',
  title: 'Draft Plan Released',
  intro: 'The draft plan is out.',
  body: '## What is new\n\nRead it.',
  program: 'vtrans' as const,
  link_href: null,
  link_label: null,
  related_pages: '["/vision/our-vision"]',
};
const EVENT_WRITE = {
  title: 'Public meeting',
  description: 'About the draft plan.',
  event_type: 'public-meeting' as const,
  starts_at: '2027-01-12T23:00:00.000Z',
  ends_at: '2027-01-13T01:00:00.000Z',
  location_name: 'Richmond',
  address: null,
  is_virtual: false,
  link_href: null,
  illustrative: false,
  materials: null,
  status: 'cancelled',
  notice: 'Moved to February.',
  time_zone: 'America/New_York',
};
const ANNOUNCEMENT_WRITE = {
  date: '2026-12-01',
  title: 'Draft plan',
  message: 'Comment by January 15.',
  level: 'important',
  starts_on: '2026-12-01',
  ends_on: null,
  link_href: null,
  link_label: null,
};

const samples: Record<string, Record<string, Query>> = {
  commentQueries: {
    insert: (k) =>
      commentQueries.insert(k, {
        comment: 'The crossing at Main Street needs a signal.',
        latitude: 37.54,
        longitude: -77.43,
        category: 'safety',
        status: 'pending',
        illustrative: false,
        created_at: '2026-11-23T05:00:00.000Z',
        updated_at: '2026-11-23T05:00:00.000Z',
      }),
    approved: (k) =>
      commentQueries.approved(k, {
        category: 'safety',
        district: 'Richmond',
        answered: 'no',
        bbox: [-78, 37, -77, 38],
      }),
    periodOf: (k) => commentQueries.periodOf(k, 1),
    approvedById: (k) => commentQueries.approvedById(k, 1),
    staffList: (k) => commentQueries.staffList(k),
    forStaff: (k) => commentQueries.forStaff(k, 1),
    update: (k) => commentQueries.update(k, 1, { status: 'hidden', updated_at: '2026-11-23T05:00:00.000Z' }),
    nearby: (k) => commentQueries.nearby(k, [-77.5, 37.5, -77.4, 37.6]),
    interactionsOf: (k) => commentQueries.interactionsOf(k, 'a'.repeat(64)),
    interaction: (k) => commentQueries.interaction(k, 1, 'a'.repeat(64), 'agree'),
    insertInteraction: (k) =>
      commentQueries.insertInteraction(k, {
        comment_id: 1,
        visitor_key: 'a'.repeat(64),
        client_hash: 'b'.repeat(64),
        interaction: 'flag',
        reason: 'spam',
        created_at: '2026-11-23T05:00:00.000Z',
      }),
    deleteInteraction: (k) => commentQueries.deleteInteraction(k, 1, 'a'.repeat(64), 'agree'),
    countInteractions: (k) => commentQueries.countInteractions(k, 1, 'flag'),
    countFlagAddresses: (k) => commentQueries.countFlagAddresses(k, 1),
    flagsOfComment: (k) => commentQueries.flagsOfComment(k, 1),
    deleteFlags: (k) => commentQueries.deleteFlags(k, 1),
    flagReasons: (k) => commentQueries.flagReasons(k),
    periodFlagReasons: (k) => commentQueries.periodFlagReasons(k, 1),
    insertAudit: (k) =>
      commentQueries.insertAudit(k, {
        comment_id: 1,
        action: 'hidden',
        actor_id: null,
        actor_label: 'reviewer@example.com',
        note: 'Names a member of staff.',
        created_at: '2026-11-23T05:00:00.000Z',
      }),
    audit: (k) => commentQueries.audit(k),
    unalerted: (k) => commentQueries.unalerted(k),
    markAlerted: (k) => commentQueries.markAlerted(k, [1, 2, 3], '2026-11-23T05:00:00.000Z'),
    lastAlertAt: (k) => commentQueries.lastAlertAt(k),
    reviewerEmails: (k) => commentQueries.reviewerEmails(k),
    templates: (k) => commentQueries.templates(k),
    insertTemplate: (k) =>
      commentQueries.insertTemplate(k, {
        title: 'Thanks',
        body: 'Thank you.',
        created_by: 'u',
        created_at: '2026-11-23T05:00:00.000Z',
      }),
    exportAll: (k) => commentQueries.exportAll(k),
  },
  articleQueries: {
    articleBySlug: (k) => articleQueries.articleBySlug(k, 'about-vtrans'),
    articles: (k) => articleQueries.articles(k),
  },
  updateQueries: {
    updates: (k) => updateQueries.updates(k),
    updateByKey: (k) => updateQueries.updateByKey(k, '02-01-2024-x'),
    allRows: (k) => updateQueries.allRows(k),
    keyTaken: (k) => updateQueries.keyTaken(k, '12-01-2026-Draft-Plan-Released'),
    insert: (k) => updateQueries.insert(k, UPDATE_WRITE),
    replace: (k) => updateQueries.replace(k, '11-30-2026-Draft-Plan', UPDATE_WRITE),
    remove: (k) => updateQueries.remove(k, '12-01-2026-Draft-Plan-Released'),
  },
  announcementQueries: {
    announcements: (k) => announcementQueries.announcements(k),
    announcementPages: (k) => announcementQueries.announcementPages(k),
    insert: (k) => announcementQueries.insert(k, ANNOUNCEMENT_WRITE),
    replace: (k) => announcementQueries.replace(k, 12, ANNOUNCEMENT_WRITE),
    remove: (k) => announcementQueries.remove(k, 12),
    removePages: (k) => announcementQueries.removePages(k, 12),
    insertPages: (k) => announcementQueries.insertPages(k, 12, ['/', '/get-involved/meetings']),
  },
  eventQueries: {
    events: (k) => eventQueries.events(k),
    allRows: (k) => eventQueries.allRows(k),
    slugTaken: (k) => eventQueries.slugTaken(k, 'public-meeting-2027-01-12'),
    insert: (k) => eventQueries.insert(k, { slug: 'public-meeting-2027-01-12', ...EVENT_WRITE }),
    replace: (k) => eventQueries.replace(k, 'public-meeting-2027-01-12', EVENT_WRITE),
    remove: (k) => eventQueries.remove(k, 'public-meeting-2027-01-12'),
  },
  planRecordQueries: {
    statutoryRequirements: (k) => planRecordQueries.statutoryRequirements(k),
    strategicActions: (k) => planRecordQueries.strategicActions(k),
    surveyTimeline: (k) => planRecordQueries.surveyTimeline(k),
    ltror: (k) => planRecordQueries.ltror(k),
  },
  highlightQueries: {
    didYouKnow: (k) => highlightQueries.didYouKnow(k),
    byTheNumbers: (k) => highlightQueries.byTheNumbers(k),
    whatsNew: (k) => highlightQueries.whatsNew(k),
  },
  spatialDataQueries: {
    layer: (k) => spatialDataQueries.layer(k, { layerID: 'urban-development-areas', layerName: 'UDAs' }),
    listing: (k) => spatialDataQueries.listing(k, 'u'),
    openLayers: (k) => spatialDataQueries.openLayers(k),
    queueOrganizations: (k) => spatialDataQueries.queueOrganizations(k),
    rolledBackOf: (k) => spatialDataQueries.rolledBackOf(k, 'org-culpeper'),
    rolledBack: (k) => spatialDataQueries.rolledBack(k),
    insertSubmission: (k) =>
      spatialDataQueries.insertSubmission(k, {
        submission_id: SUB,
        layer_id: 'urban-development-areas',
        user_id: 'u',
        organization: 'Culpeper County',
        organization_id: 'locality-51047',
        title: 'UDA update',
        description: '',
        file_name: null,
        blob_path: null,
        feature_count: null,
        bbox: null,
        status: 'draft',
        illustrative: false,
        created_at: '2026-11-23T05:00:00.000Z',
        updated_at: '2026-11-23T05:00:00.000Z',
        submitted_at: null,
      }),
    submission: (k) => spatialDataQueries.submission(k, SUB),
    updateSubmission: (k) =>
      spatialDataQueries.updateSubmission(k, SUB, {
        status: 'submitted',
        updated_at: '2026-11-23T05:00:00.000Z',
      }),
    insertStatus: (k) =>
      spatialDataQueries.insertStatus(k, {
        submission_id: SUB,
        status: 'submitted',
        note: null,
        changed_by: 'u',
        created_at: '2026-11-23T05:00:00.000Z',
      }),
    statusHistory: (k) => spatialDataQueries.statusHistory(k, SUB),
    versions: (k) => spatialDataQueries.versions(k, SUB),
    lastVersion: (k) => spatialDataQueries.lastVersion(k, SUB),
    versionCount: (k) => spatialDataQueries.versionCount(k, SUB),
    storedBytes: (k) => spatialDataQueries.storedBytes(k, 'culpeper-county'),
    prunable: (k) => spatialDataQueries.prunable(k, SUB, 3),
    markPruned: (k) => spatialDataQueries.markPruned(k, SUB, [1, 2], '2026-11-24T00:00:00.000Z'),
    insertVersion: (k) =>
      spatialDataQueries.insertVersion(k, {
        submission_id: SUB,
        version: 1,
        file_name: 'uda.zip',
        format: 'shapefile',
        file_size: 1024,
        blob_path: `${SUB}/v1/original.zip`,
        features_path: `${SUB}/v1/features.geojson`,
        crs: 'EPSG:3968',
        encoding: 'utf-8',
        feature_count: 3,
        bbox: '[-78,38,-77.9,38.1]',
        report: '[]',
        blocking: false,
        uploaded_by: 'u',
        created_at: '2026-11-23T05:00:00.000Z',
      }),
    byOrganization: (k) => spatialDataQueries.byOrganization(k, 'locality-51047'),
    queue: (k) =>
      spatialDataQueries.queue(k, {
        layerID: 'urban-development-areas',
        status: 'submitted',
        organizationID: 'locality-51047',
        changedBefore: '2026-11-09T05:00:00.000Z',
      }),
    reviewerEmails: (k) => spatialDataQueries.reviewerEmails(k),
    insertPublication: (k) =>
      spatialDataQueries.insertPublication(k, {
        layer_key: 'urban-development-areas',
        organization_id: 'locality-51047',
        submission_id: SUB,
        version: 1,
        added: 1,
        removed: 0,
        changed: 0,
        replaced_features: '[]',
        published_by: 'u',
        published_at: '2026-11-23T05:00:00.000Z',
      }),
    publications: (k) => spatialDataQueries.publications(k, SUB),
    publication: (k) => spatialDataQueries.publication(k, 1),
    currentPublication: (k) =>
      spatialDataQueries.currentPublication(k, 'urban-development-areas', 'locality-51047'),
    markRolledBack: (k) => spatialDataQueries.markRolledBack(k, 1, 'u', '2026-11-23T05:00:00.000Z'),
  },
  interactvtransQueries: {
    statistics: (k) => interactvtransQueries.statistics(k),
    versions: (k) => interactvtransQueries.versions(k),
  },
  gapTaQueries: {
    studies: (k) => gapTaQueries.studies(k),
    studyArea: (k) => gapTaQueries.studyArea(k, 'fy21-albemarle-county-growth-area-multimodal-plan'),
  },
  freightQueries: {
    origins: (k) => freightQueries.origins(k, 'district'),
    years: (k) => freightQueries.years(k),
    modes: (k) => freightQueries.modes(k),
    isIllustrative: (k) => freightQueries.isIllustrative(k),
    grouped: (k) =>
      freightQueries.grouped(k, {
        scale: 'district',
        origin: 'Salem',
        direction: 'inbound',
        year: 2030,
        mode: 'rail',
        metric: 'ton-miles',
      }),
    byYear: (k) =>
      freightQueries.byYear(k, {
        scale: 'statewide',
        origin: 'Virginia',
        direction: 'outbound',
        mode: 'truck',
        metric: 'value',
      }),
    summary: (k) => freightQueries.summary(k),
  },
  interactiveQueryQueries: {
    insert: (k) =>
      interactiveQueryQueries.insert(k, {
        id: 'x',
        tool: 'map-explorer',
        state: '{}',
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    byId: (k) => interactiveQueryQueries.byId(k, 'x'),
  },
  documentQueries: {
    all: (k) => documentQueries.all(k),
    setYear: (k) => documentQueries.setYear(k, docRow.path, 2022),
    insert: (k) => documentQueries.insert(k, [docRow]),
    update: (k) => documentQueries.update(k, docRow.path, docRow),
    remove: (k) => documentQueries.remove(k, ['a.pdf', 'b.pdf']),
    published: (k) => documentQueries.published(k),
    managed: (k) => documentQueries.managed(k),
    byPath: (k) => documentQueries.byPath(k, docRow.path),
    insertManaged: (k) =>
      documentQueries.insertManaged(k, {
        ...docRow,
        collection: 'library',
        year: 2026,
        status: 'draft',
        record_id: 12,
        changed_at: '2026-01-01T00:00:00.000Z',
        check_status: null,
        check_report: null,
        checked_at: null,
        check_for: null,
      }),
    updateManaged: (k) =>
      documentQueries.updateManaged(k, docRow.path, {
        status: 'retired',
        changed_at: '2026-01-02T00:00:00.000Z',
      }),
    setCheck: (k) =>
      documentQueries.setCheck(k, docRow.path, {
        check_status: 'done',
        check_report: '{"report":{"pages":2,"findings":[],"passed":true}}',
        checked_at: '2026-01-02T00:00:00.000Z',
        check_for: '2026-01-01T00:00:00.000Z',
      }),
    removeManaged: (k) => documentQueries.removeManaged(k, docRow.path),
    recordFor: (k) => documentQueries.recordFor(k, docRow.path),
    labelled: (k) => documentQueries.labelled(k),
    setReview: (k) =>
      documentQueries.setReview(k, docRow.path, {
        reviewed_by: 'editor@example.com',
        reviewed_at: '2026-01-02T00:00:00.000Z',
        review_note: 'Reading order and alt text read with NVDA.',
        review_for: '2026-01-01T00:00:00.000Z',
      }),
  },
  documentEventQueries: {
    insert: (k) =>
      documentEventQueries.insert(k, {
        path: docRow.path,
        action: 'published',
        user_id: '9a7b3c4d-0000-4000-8000-000000000001',
        detail: 'Published.',
        at: '2026-01-02T00:00:00.000Z',
      }),
    forPath: (k) => documentEventQueries.forPath(k, docRow.path),
  },
  newsletterQueries: {
    byEmail: (k) => newsletterQueries.byEmail(k, 'ada@example.com'),
    byConfirmHash: (k) => newsletterQueries.byConfirmHash(k, 'a'.repeat(64)),
    byUnsubscribeToken: (k) => newsletterQueries.byUnsubscribeToken(k, 'tok'),
    insert: (k) =>
      newsletterQueries.insert(k, {
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        confirm_token_hash: 'a'.repeat(64),
        unsubscribe_token: 'tok',
        confirm_expires_at: '2026-11-25T09:00:00-05:00',
        now: '2026-11-23T09:00:00-05:00',
      }),
    renewPending: (k) =>
      newsletterQueries.renewPending(k, 1, {
        first_name: 'Ada',
        last_name: 'Lovelace',
        hash: 'b'.repeat(64),
        expiresAt: '2026-11-25T09:00:00.000Z',
        now: '2026-11-23T09:00:00.000Z',
      }),
    confirm: (k) => newsletterQueries.confirm(k, 1, '2026-11-23T09:00:00.000Z'),
    unsubscribe: (k) => newsletterQueries.unsubscribe(k, 1, '2026-11-23T09:00:00.000Z'),
    all: (k) => newsletterQueries.all(k),
  },
  contactQueries: {
    insert: (k) =>
      contactQueries.insert(k, {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        organization: null,
        topic: 'data',
        subject: 'Mid-term needs layer',
        message: 'Where can I download the layer?',
        page_path: '/resources/x.pdf',
        created_at: '2026-11-22T10:00:00.000Z',
      }),
    byId: (k) => contactQueries.byId(k, 1),
  },
  searchQueries: {
    findMiss: (k) => searchQueries.findMiss(k, 'megatrnds of virginia'),
    insertMiss: (k) =>
      searchQueries.insertMiss(k, { query: 'xyzzy', count: 1, last_seen: '2026-11-22T10:00:00.000Z' }),
    incrementMiss: (k) => searchQueries.incrementMiss(k, 'xyzzy', '2026-11-22T10:00:00.000Z'),
    countMisses: (k) => searchQueries.countMisses(k),
    dataVersion: (k) => searchQueries.dataVersion(k),
  },
  peopleQueries: {
    byId: (k) => peopleQueries.byId(k, 'u'),
    byEmail: (k) => peopleQueries.byEmail(k, 'ada@example.com'),
    list: (k) => peopleQueries.list(k, 'requested'),
    rolesOf: (k) => peopleQueries.rolesOf(k, ['u1', 'u2']),
    insertUser: (k) =>
      peopleQueries.insertUser(k, {
        id: 'u',
        email: 'ada@example.com',
        name: 'Ada',
        organization: 'Fairfax County',
        organization_id: 'locality-51059',
        status: 'invited',
        access_reason: null,
        illustrative: false,
        created_at: '2026-11-22T10:00:00.000Z',
        last_sign_in_at: null,
        updated_at: '2026-11-22T10:00:00.000Z',
      }),
    updateUser: (k) => peopleQueries.updateUser(k, 'u', { status: 'deactivated' }),
    bumpSessionVersion: (k) => peopleQueries.bumpSessionVersion(k, 'u'),
    removeRoles: (k) => peopleQueries.removeRoles(k, 'u'),
    insertRoles: (k) =>
      peopleQueries.insertRoles(k, [{ user_id: 'u', role: 'admin', granted_at: '2026-11-22T10:00:00.000Z' }]),
    insertAudit: (k) =>
      peopleQueries.insertAudit(k, {
        user_id: 'u',
        actor_id: null,
        actor_label: 'command line',
        action: 'created',
        details: '{}',
        created_at: '2026-11-22T10:00:00.000Z',
      }),
    auditOf: (k) => peopleQueries.auditOf(k, 'u'),
    insertToken: (k) =>
      peopleQueries.insertToken(k, {
        identifier: 'ada@example.com',
        token: 'h',
        expires: '2026-11-22T10:15:00.000Z',
      }),
    token: (k) => peopleQueries.token(k, 'ada@example.com', 'h'),
    deleteToken: (k) => peopleQueries.deleteToken(k, 'ada@example.com', 'h'),
    deleteExpiredTokens: (k) => peopleQueries.deleteExpiredTokens(k, '2026-11-22T10:00:00.000Z'),
  },
  layerQueries: {
    metadata: (k) => layerQueries.metadata(k),
    metadataOf: (k) => layerQueries.metadataOf(k, 'iedas'),
    summaries: (k) => layerQueries.summaries(k),
    version: (k) => layerQueries.version(k, 'mid-term-needs-2023'),
    features: (k) => layerQueries.features(k, 'mid-term-needs-2023'),
    countFeatures: (k) => layerQueries.countFeatures(k, 'iedas'),
    fillFields: (k) => layerQueries.fillFields(k, 'iedas', '[]'),
    ownedFeatures: (k) => layerQueries.ownedFeatures(k, 'urban-development-areas'),
    deleteFeatures: (k) => layerQueries.deleteFeatures(k, [1, 2, 3]),
    insertFeatures: (k) =>
      layerQueries.insertFeatures(k, [
        {
          layer_key: 'urban-development-areas',
          feature_id: 'locality-51047-p1-1',
          name: 'Downtown',
          geometry_type: 'Polygon',
          geometry: '{}',
          geometry_low: '{}',
          properties: '{}',
          min_x: -78,
          min_y: 38,
          max_x: -77.9,
          max_y: 38.1,
          illustrative: false,
          organization_id: 'locality-51047',
          publication_id: 1,
        },
      ]),
    deletePublishedFeatures: (k) => layerQueries.deletePublishedFeatures(k, 1),
  },
  gapTaApplicationQueries: {
    cycles: (k) => gapTaApplicationQueries.cycles(k),
    insertCycle: (k) =>
      gapTaApplicationQueries.insertCycle(k, {
        title: 'FY28 GAP-TA applications',
        fiscal_year: 2028,
        opens_at: '2026-09-01T13:00:00.000Z',
        closes_at: '2026-10-31T03:59:00.000Z',
        decisions_expected: 'February 2027',
        components: '[]',
        illustrative: false,
        created_at: '2026-08-01T13:00:00.000Z',
        updated_at: '2026-08-01T13:00:00.000Z',
      }),
    updateCycle: (k) =>
      gapTaApplicationQueries.updateCycle(k, 1, { title: 'FY28', updated_at: '2026-08-02T13:00:00.000Z' }),
    application: (k) => gapTaApplicationQueries.application(k, SUB),
    existing: (k) => gapTaApplicationQueries.existing(k, 1, 'locality-51047', 1),
    list: (k) =>
      gapTaApplicationQueries.list(k, {
        cycleId: 1,
        organizationId: 'locality-51047',
        component: 1,
        status: 'draft',
      }),
    sent: (k) => gapTaApplicationQueries.sent(k, { cycleId: 1, component: 2 }),
    insertApplication: (k) =>
      gapTaApplicationQueries.insertApplication(k, {
        application_id: SUB,
        cycle_id: 1,
        organization_id: 'locality-51047',
        component: 1,
        status: 'draft',
        agency_name: 'Culpeper County',
        contact_name: 'A Planner',
        contact_email: 'a@example.org',
        answers: '{}',
        created_by: 'u',
        created_at: '2026-09-02T13:00:00.000Z',
        updated_at: '2026-09-02T13:00:00.000Z',
        illustrative: false,
      }),
    updateApplication: (k) => gapTaApplicationQueries.updateApplication(k, 1, { title: 'Main Street plan' }),
    moveStatus: (k) =>
      gapTaApplicationQueries.moveStatus(k, 1, ['draft'], {
        status: 'submitted',
        tracking_number: 'GAP-TA-FY28-0001',
      }),
    events: (k) => gapTaApplicationQueries.events(k, 1),
    insertEvent: (k) =>
      gapTaApplicationQueries.insertEvent(k, {
        application_row: 1,
        actor_id: 'u',
        kind: 'submitted',
        from_status: 'draft',
        to_status: 'submitted',
        note: null,
        at: '2026-09-03T13:00:00.000Z',
      }),
    eventFile: (k) => gapTaApplicationQueries.eventFile(k, 1, 7),
    scores: (k) => gapTaApplicationQueries.scores(k, 1),
    scoreOf: (k) => gapTaApplicationQueries.scoreOf(k, 1, 'u'),
    insertScore: (k) =>
      gapTaApplicationQueries.insertScore(k, {
        application_row: 1,
        reviewer_id: 'u',
        points: '{"need":20}',
        total: 20,
        comment: '',
        updated_at: '2026-09-04T13:00:00.000Z',
      }),
    updateScore: (k) => gapTaApplicationQueries.updateScore(k, 1, 'u', { total: 21 }),
    scoreSummaries: (k) => gapTaApplicationQueries.scoreSummaries(k, [1, 2, 3]),
    reviewerEmails: (k) => gapTaApplicationQueries.reviewerEmails(k),
    studyTaken: (k) => gapTaApplicationQueries.studyTaken(k, 'fy28-culpeper-county-main-street'),
    insertStudy: (k) =>
      gapTaApplicationQueries.insertStudy(k, {
        gap_id: 'fy28-culpeper-county-main-street',
        title: 'Main Street',
      }),
  },
  contentQueries: {
    records: (k) => contentQueries.records(k, 'event'),
    record: (k) => contentQueries.record(k, 'event', 4),
    linkedKeys: (k) => contentQueries.linkedKeys(k, 'update'),
    insertRecord: (k) =>
      contentQueries.insertRecord(k, {
        kind: 'event',
        uid: 'event:new:0b0e2f4c-1111-4000-8000-000000000000',
        public_key: null,
        state: 'draft',
        title: 'Public meeting: draft 2027 plan',
        current_revision: 1,
        published_revision: null,
        scheduled_at: null,
        scheduled_revision: null,
        created_at: '2026-11-25T10:00:00.000Z',
        updated_at: '2026-11-25T10:00:00.000Z',
        updated_by: 'editor@example.com',
      }),
    advance: (k) =>
      contentQueries.advance(k, 4, 2, 'Public meeting', 'editor@example.com', '2026-11-25T10:00:00.000Z'),
    setState: (k) =>
      contentQueries.setState(k, 4, 3, {
        state: 'published',
        public_key: 'public-meeting-2027-01-12',
        published_revision: 3,
        scheduled_at: null,
        scheduled_revision: null,
        updated_at: '2026-11-25T10:00:00.000Z',
      }),
    insertRevision: (k) =>
      contentQueries.insertRevision(k, {
        record_id: 4,
        number: 3,
        fields: '{"title":"Public meeting"}',
        author: 'editor@example.com',
        created_at: '2026-11-25T10:00:00.000Z',
        note: null,
      }),
    revisions: (k) => contentQueries.revisions(k, 4),
    revision: (k) => contentQueries.revision(k, 4, 3),
    insertAudit: (k) =>
      contentQueries.insertAudit(k, {
        record_id: 4,
        action: 'published',
        revision: 3,
        actor: null,
        at: '2026-11-25T10:00:00.000Z',
        detail: 'Published by the schedule.',
      }),
    audit: (k) => contentQueries.audit(k, 4),
    schedulesWithScheduler: (k) => contentQueries.schedulesWithScheduler(k),
  },
  jobQueries: {
    insert: (k) =>
      jobQueries.insert(k, {
        kind: 'extract',
        payload: '{"id":"0b0e2f4c-1111-4000-8000-000000000000"}',
        status: 'queued',
        attempts: 0,
        max_attempts: 3,
        run_at: '2026-11-24T10:00:00.000Z',
        lease_owner: null,
        lease_until: null,
        last_error: null,
        created_at: '2026-11-24T10:00:00.000Z',
        updated_at: '2026-11-24T10:00:00.000Z',
        finished_at: null,
        group_key: 'submitter:u-1',
      }),
    queuedOfKind: (k) => jobQueries.queuedOfKind(k, 'comment-alerts'),
    candidate: (k) => jobQueries.candidate(k, ['extract'], '2026-11-24T10:00:00.000Z'),
    waitingInGroup: (k) => jobQueries.waitingInGroup(k, 'submitter:u-1'),
    claim: (k) =>
      jobQueries.claim(
        k,
        7,
        ['extract'],
        'web-1:42:web:ab12cd34',
        '2026-11-24T10:00:00.000Z',
        '2026-11-24T10:00:30.000Z',
      ),
    byId: (k) => jobQueries.byId(k, 7),
    renew: (k) =>
      jobQueries.renew(k, 7, 'web-1:42:web:ab12cd34', '2026-11-24T10:00:40.000Z', '2026-11-24T10:00:10.000Z'),
    succeed: (k) =>
      jobQueries.succeed(k, 7, 'web-1:42:web:ab12cd34', '2026-11-24T10:00:20.000Z', '{"version":2}'),
    settleFailure: (k) =>
      jobQueries.settleFailure(
        k,
        7,
        'web-1:42:web:ab12cd34',
        'timeout',
        '2026-11-24T10:00:20.000Z',
        '2026-11-24T10:00:25.000Z',
      ),
    release: (k) => jobQueries.release(k, 'web-1:42:web:ab12cd34', '2026-11-24T10:00:20.000Z'),
    stamps: (k) => jobQueries.stamps(k),
    bumpStamp: (k) => jobQueries.bumpStamp(k, 'layers', '2026-11-24T10:00:00.000Z'),
    insertStamp: (k) => jobQueries.insertStamp(k, 'layers', '2026-11-24T10:00:00.000Z'),
  },
  rateLimitQueries: {
    addInWindow: (k) => rateLimitQueries.addInWindow(k, 'contact:203.0.113.9', 1795000000, 1),
    restart: (k) => rateLimitQueries.restart(k, 'contact:203.0.113.9', 1795000060, 1795000120, 1),
    insert: (k) => rateLimitQueries.insert(k, 'contact:203.0.113.9', 1795000000, 1795000060, 1),
    points: (k) => rateLimitQueries.points(k, 'contact:203.0.113.9', 1795000000),
    refund: (k) => rateLimitQueries.refund(k, 'contact:203.0.113.9', 1795000000, 1),
    removeExpired: (k) => rateLimitQueries.removeExpired(k, 1795000000),
  },
  extractJobQueries: {
    insert: (k) =>
      extractJobQueries.insert(k, {
        id: '0b0e2f4c-1111-4000-8000-000000000000',
        status: 'queued',
        error: null,
        area_kind: 'locality',
        area_label: 'Culpeper County',
        area: '{"type":"Polygon","coordinates":[]}',
        area_sq_km: 990.5,
        layers: '["mid-term-needs-2023"]',
        format: 'csv',
        progress: 0,
        feature_count: null,
        counts: null,
        filters: null,
        output_key: null,
        output_bytes: null,
        client_key: 'a'.repeat(64),
        created_at: '2026-11-23T05:00:00.000Z',
        started_at: null,
        finished_at: null,
      }),
    byId: (k) => extractJobQueries.byId(k, '0b0e2f4c-1111-4000-8000-000000000000'),
    work: (k) => extractJobQueries.work(k, '0b0e2f4c-1111-4000-8000-000000000000'),
    claim: (k) =>
      extractJobQueries.claim(k, '0b0e2f4c-1111-4000-8000-000000000000', '2026-11-23T05:00:01.000Z'),
    progress: (k) => extractJobQueries.progress(k, '0b0e2f4c-1111-4000-8000-000000000000', 45),
    succeed: (k) =>
      extractJobQueries.succeed(k, '0b0e2f4c-1111-4000-8000-000000000000', {
        feature_count: 12,
        counts: '{"mid-term-needs-2023":12}',
        output_key: 'extracts/0b0e2f4c-1111-4000-8000-000000000000.zip',
        output_bytes: 2048,
        now: '2026-11-23T05:00:09.000Z',
      }),
    fail: (k) =>
      extractJobQueries.fail(
        k,
        '0b0e2f4c-1111-4000-8000-000000000000',
        'Too large',
        '2026-11-23T05:00:09.000Z',
      ),
    activeOf: (k) => extractJobQueries.activeOf(k, 'a'.repeat(64)),
    expired: (k) => extractJobQueries.expired(k, '2026-11-22T05:00:00.000Z'),
    clearOutput: (k) => extractJobQueries.clearOutput(k, '0b0e2f4c-1111-4000-8000-000000000000'),
  },
  translationQueries: {
    one: (k) => translationQueries.one(k, 'update', '01-21-2022-Midterm-Needs', 'es'),
    ofKind: (k) => translationQueries.ofKind(k, 'event', 'es'),
    all: (k) => translationQueries.all(k),
    insert: (k) =>
      translationQueries.insert(k, {
        source_kind: 'update',
        source_key: '01-21-2022-Midterm-Needs',
        locale: 'es',
        title: 'Necesidades',
        summary: null,
        body: 'Texto',
        translated_by: 'VTrans',
        reviewed: false,
        reviewed_by: null,
        source_revision: 1,
        published_at: '2026-12-07T12:00:00.000Z',
      }),
    remove: (k) => translationQueries.remove(k, 'update', '01-21-2022-Midterm-Needs', 'es'),
  },
  periodQueries: {
    insert: (k) =>
      periodQueries.insert(k, {
        slug: 'draft-needs',
        title: 'Draft needs',
        summary: 'A draft.',
        includes_map: true,
        opens_at: '2027-03-01T14:00:00.000Z',
        closes_at: '2027-03-15T03:59:00.000Z',
        status: 'published',
        revision: 0,
        created_at: '2026-12-07T12:00:00.000Z',
        updated_at: '2026-12-07T12:00:00.000Z',
      }),
    update: (k) => periodQueries.update(k, 1, { revision: 2, updated_at: '2026-12-07T12:00:00.000Z' }),
    byId: (k) => periodQueries.byId(k, 1),
    bySlug: (k) => periodQueries.bySlug(k, 'draft-needs'),
    published: (k) => periodQueries.published(k),
    all: (k) => periodQueries.all(k),
    openWithMap: (k) => periodQueries.openWithMap(k, '2027-03-02T12:00:00.000Z'),
    slugTaken: (k) => periodQueries.slugTaken(k, 'draft-needs'),
    insertComment: (k) =>
      periodQueries.insertComment(k, {
        period_id: 1,
        target: 'section',
        section_anchor: 'how-priorities-are-set',
        section_title: 'How priorities are set',
        comment: 'A comment.',
        answers: '{"q1":"Yes"}',
        author_email: null,
        language: 'eng',
        status: 'pending',
        created_at: '2026-12-07T12:00:00.000Z',
        updated_at: '2026-12-07T12:00:00.000Z',
      }),
    updateComment: (k) => periodQueries.updateComment(k, 1, { status: 'approved' }),
    approvedComments: (k) => periodQueries.approvedComments(k, 1),
    approvedCommentsAfter: (k) => periodQueries.approvedCommentsAfter(k, 1, 500, 1000),
    approvedMapCommentsAfter: (k) => periodQueries.approvedMapCommentsAfter(k, 1, 0, 1000),
    staffComments: (k) => periodQueries.staffComments(k, 1),
    commentById: (k) => periodQueries.commentById(k, 1),
    commentForReceipt: (k) => periodQueries.commentForReceipt(k, 1),
    countsByStatus: (k) => periodQueries.countsByStatus(k, 1),
    approvedMapComments: (k) => periodQueries.approvedMapComments(k, 1),
    themes: (k) => periodQueries.themes(k, 1),
    insertTheme: (k) =>
      periodQueries.insertTheme(k, {
        period_id: 1,
        name: 'Rail',
        response: null,
        comment_ids: '[1,2]',
        accepted: true,
        created_at: '2026-12-07T12:00:00.000Z',
      }),
    demographicsOf: (k) => periodQueries.demographicsOf(k, 1),
    insertDemographics: (k) =>
      periodQueries.insertDemographics(k, {
        comment_id: 1,
        period_id: 1,
        age_band: '25-34',
        zip: '23219',
        home_language: 'es',
        disability: 'no',
        created_at: '2026-12-07T12:00:00.000Z',
      }),
    deleteDemographics: (k) => periodQueries.deleteDemographics(k, 1),
    demographicCounts: (k) => periodQueries.demographicCounts(k, 1, 'age_band', true),
  },
};

const repositories = {
  commentQueries,
  contactQueries,
  newsletterQueries,
  articleQueries,
  updateQueries,
  announcementQueries,
  eventQueries,
  planRecordQueries,
  highlightQueries,
  documentQueries,
  documentEventQueries,
  extractJobQueries,
  interactvtransQueries,
  gapTaQueries,
  freightQueries,
  interactiveQueryQueries,
  rateLimitQueries,
  layerQueries,
  searchQueries,
  peopleQueries,
  spatialDataQueries,
  jobQueries,
  gapTaApplicationQueries,
  contentQueries,
  translationQueries,
  periodQueries,
};

const tsql = (q: Query) => q(mssql).toSQL().toNative().sql;

/** Every sample as [repository.query, sample]. */
const all = Object.entries(samples).flatMap(([repo, qs]) =>
  Object.entries(qs).map(([n, q]) => [`${repo}.${n}`, q] as const),
);

describe('repository queries compile to T-SQL', () => {
  it('has a sample for every repository query', () => {
    for (const [name, repo] of Object.entries(repositories)) {
      expect(Object.keys(samples[name]).sort()).toEqual(Object.keys(repo).sort());
    }
  });

  it.each(all)('%s uses bracket quoting, bound @p parameters and no LIMIT/RETURNING', (_name, q) => {
    const sql = tsql(q);
    expect(sql).not.toMatch(/\blimit\b|\breturning\b|`|\?|\btrue\b|\bfalse\b/i);
    expect(sql).toMatch(/\[\w+\]/);
  });

  it('the job claim is one UPDATE that itself checks no job of the group is running, and sets its start', () => {
    const sql = tsql(samples.jobQueries.claim);
    expect(sql.match(/\bupdate\b/gi)).toHaveLength(1);
    expect(sql).toMatch(/^update \[jobs\] set .*\[started_at\] = @p\d+.* where \[id\] = @p\d+ /);
    expect(sql).toMatch(
      /and not exists \(select 1 from \[jobs\] as \[g\] where \[g\]\.\[group_key\] = \[jobs\]\.\[group_key\] and \[g\]\.\[id\] <> \[jobs\]\.\[id\] and \[g\]\.\[status\] = @p\d+\)/,
    );
    // The candidate is fair between groups: the group that started a job least recently first.
    expect(tsql(samples.jobQueries.candidate)).toMatch(
      /order by \(select max\(\[s\]\.\[started_at\]\) from \[jobs\] as \[s\] where \[s\]\.\[group_key\] = \[jobs\]\.\[group_key\]\) asc, \[run_at\] asc, \[id\] asc$/,
    );
  });

  it('single-row lookups use TOP', () => {
    expect(tsql(samples.articleQueries.articleBySlug)).toMatch(/^select top \(@p0\) \[slug\]/);
    expect(tsql(samples.interactiveQueryQueries.byId)).toMatch(/^select top \(@p0\)/);
  });

  it('inserts report the new key with OUTPUT inserted', () => {
    expect(tsql(samples.interactiveQueryQueries.insert)).toMatch(
      /insert into \[interactive_queries\] .*output inserted\.\[id\]/,
    );
    expect(tsql(samples.contactQueries.insert)).toMatch(
      /insert into \[contact_messages\] .*output inserted\.\[id\]/,
    );
    expect(tsql(samples.searchQueries.insertMiss)).toMatch(
      /insert into \[search_misses\] .*output inserted\.\[id\]/,
    );
  });

  it('a search miss is counted with one UPDATE, and the data version is one SELECT of aggregates', () => {
    expect(tsql(samples.searchQueries.incrementMiss)).toMatch(
      /^update \[search_misses\] set \[last_seen\] = @p0, \[count\] = \[count\] \+ @p1 where \[query\] = @p2/,
    );
    const version = tsql(samples.searchQueries.dataVersion);
    expect(version).toMatch(
      /^select \(select count\(\*\) as \[c\] from \[articles\]\) as \[articles_count\]/,
    );
    expect(version).not.toMatch(/ from \[\w+\]$/); // no outer FROM: valid in T-SQL and SQLite
  });

  it('the commodity-flow aggregate filters on the index prefix and sums the chosen metric', () => {
    expect(tsql(samples.freightQueries.grouped)).toBe(
      'select [commodity], [partner], [mode], sum([ton_miles]) as [value] from [commodity_flows] ' +
        'where [scale] = @p0 and [origin] = @p1 and [direction] = @p2 and [year] = @p3 and [mode] = @p4 ' +
        'group by [commodity], [partner], [mode]',
    );
  });

  it('the Data Explorer trend sums one filter per year, and the catalog summary is one row of aggregates', () => {
    expect(tsql(samples.freightQueries.byYear)).toBe(
      'select [year], sum([value]) as [value] from [commodity_flows] ' +
        'where [scale] = @p0 and [origin] = @p1 and [direction] = @p2 and [mode] = @p3 ' +
        'group by [year] order by [year] asc',
    );
    expect(tsql(samples.freightQueries.summary)).toBe(
      'select top (@p0) count(*) as [n], min([year]) as [first], max([year]) as [last] from [commodity_flows]',
    );
  });

  it('seed batches stay under SQL Server’s 2100-parameter limit', () => {
    expect(batchSizeFor(mssql, 11) * 11).toBeLessThan(2100);
  });
});

describe('the schema SQL Server gets (a model read from the compiled migrations)', () => {
  let model: SchemaModel;
  beforeAll(async () => {
    model = await currentSchema();
  });

  it('reads every table, key and foreign key', () => {
    expect(model.tables.size).toBeGreaterThanOrEqual(30);
    expect(model.foreignKeys.length).toBeGreaterThanOrEqual(10);
    expect(model.tables.get('verification_tokens')?.get('token')?.type).toBe('nvarchar(64)');
  });

  it('every foreign key references a primary key or an unfiltered unique constraint or index', () => {
    const usable = new Set(
      model.keys
        .filter((k) => ['primary key', 'unique constraint', 'unique index'].includes(k.kind))
        .map((k) => `${k.table}(${[...k.columns].sort().join(',')})`),
    );
    const refused = model.foreignKeys
      .map(
        (f) => `${f.table}.${f.name} → ${f.references.table}(${[...f.references.columns].sort().join(',')})`,
      )
      .filter((f) => !usable.has(f.split(' → ')[1]));
    expect(refused).toEqual([]);
  });

  it('the model tells a filtered unique index from a unique constraint (Knex’s plain .unique())', () => {
    const m = schemaModel([
      'CREATE TABLE [a] ([id] int identity(1,1) not null primary key, [code] nvarchar(10) not null)',
      'CREATE UNIQUE INDEX [a_code_unique] ON [a] ([code]) WHERE [code] IS NOT NULL',
      'CREATE TABLE [b] ([code] nvarchar(10), CONSTRAINT [b_code_foreign] FOREIGN KEY ([code]) REFERENCES [a] ([code]))',
    ]);
    expect(m.keys.find((k) => k.name === 'a_code_unique')?.kind).toBe('filtered unique index');
    expect(m.foreignKeys[0].references).toEqual({ table: 'a', columns: ['code'] });
  });

  it('every primary key, unique key and index fits SQL Server’s 900-byte key limit', () => {
    const sizes = model.keys.map((k) => {
      const columns = model.tables.get(k.table)!;
      const bytes = k.columns.reduce((sum, c) => sum + (columns.get(c)?.keyBytes ?? Infinity), 0);
      return { key: `${k.kind} ${k.table}(${k.columns.join(', ')})`, bytes };
    });
    expect(sizes.length).toBeGreaterThan(50);
    expect(sizes.filter((s) => s.bytes > 900)).toEqual([]);
    expect(sizes.find((s) => s.key.startsWith('primary key verification_tokens'))?.bytes).toBe(768);
  });

  it('no sample binds a date-time with an offset, and datetime2 columns get UTC', () => {
    const datetimes = dateTimeColumns(model);
    const offenders: string[] = [];
    for (const [name, q] of all) {
      const { sql, bindings } = q(mssql).toSQL().toNative();
      const table = /^(?:insert into|update|select .* from|delete from) \[(\w+)\]/.exec(sql)?.[1] ?? '';
      const columnOf = new Map<number, string>();
      const insert = /^insert into \[\w+\] \(([^)]*)\)/.exec(sql);
      if (insert) {
        const cols = [...insert[1].matchAll(/\[(\w+)\]/g)].map((m) => m[1]);
        bindings.forEach((_b, i) => columnOf.set(i, cols[i % cols.length]));
      }
      for (const m of sql.matchAll(/\[(\w+)\] (?:=|<|>|<=|>=) @p(\d+)/g)) columnOf.set(Number(m[2]), m[1]);
      bindings.forEach((b, i) => {
        if (b === null) return;
        const text = b instanceof Date ? b.toISOString() : String(b);
        if (typeof b === 'string' && /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?[+-]\d{2}:?\d{2}$/.test(b)) {
          offenders.push(`${name}: @p${i} = ${b}`);
        }
        const column = columnOf.get(i);
        if (column && datetimes.has(`${table}.${column}`) && !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(text)) {
          offenders.push(`${name}: ${table}.${column} = ${text}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });

  it('a batch of the widest table’s rows stays under 2,100 parameters and 1,000 VALUES rows', () => {
    const widest = Math.max(...[...model.tables.values()].map((c) => c.size));
    for (const columns of [1, 3, 9, widest]) {
      const rows = rowsPerStatement(columns);
      expect(rows).toBeLessThanOrEqual(MSSQL_MAX_VALUES_ROWS);
      expect(rows * columns).toBeLessThan(MSSQL_MAX_PARAMETERS);
    }
    const batch = Array.from({ length: rowsPerStatement(9) }, (_, i) => ({ ...docRow, path: `d/${i}.pdf` }));
    const { bindings } = documentQueries.insert(mssql, batch).toSQL().toNative();
    expect(bindings.length).toBeLessThan(MSSQL_MAX_PARAMETERS);
  });
});

/**
 * An independent parser: every migration's T-SQL and every query sample is parsed by sqlfluff's tsql dialect
 * (Debian package sqlfluff, installed by .ci/run). Knex compiles SQL Server syntax it has never run; a
 * statement sqlfluff cannot parse is one SQL Server would likely refuse too.
 */
const sqlfluff = (() => {
  try {
    return execFileSync('sqlfluff', ['version'], { stdio: 'pipe', encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
})();
if (!sqlfluff && process.env.CI !== 'true') {
  console.warn(
    'sqlfluff is not installed: the T-SQL parse check is skipped here (install Debian package sqlfluff; CI runs it).',
  );
}
const describeParse = sqlfluff || process.env.CI === 'true' ? describe : describe.skip;

/**
 * Valid T-SQL that Debian bookworm's sqlfluff 1.4.5 cannot parse, rewritten to an equivalent form first:
 * several columns in one `ALTER TABLE … ADD` (split into one ADD each), and `EXEC(<string expression>)` in
 * Knex's drop-column preamble (the same dynamic SQL run through sp_executesql).
 */
function forSqlfluff(sql: string): string {
  const add = /^ALTER TABLE (\[\w+\]) ADD (\[.*)$/.exec(sql);
  if (add) {
    return add[2]
      .split(/, (?=\[\w+\] )/)
      .map((column) => `ALTER TABLE ${add[1]} ADD ${column}`)
      .join('; ');
  }
  return sql.replace(
    /\bEXEC\((.*)\)$/,
    'BEGIN DECLARE @sql nvarchar(max) = $1; EXEC sp_executesql @sql; END',
  );
}

/** The source text of every 'unparsable' segment in a sqlfluff JSON parse tree. */
function unparsableTexts(tree: unknown): string[] {
  const leaves = (x: unknown): string =>
    typeof x === 'string'
      ? x
      : Array.isArray(x)
        ? x.map(leaves).join('')
        : x && typeof x === 'object'
          ? Object.values(x).map(leaves).join('')
          : '';
  const found: string[] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      for (const [k, v] of Object.entries(x)) {
        if (k === 'unparsable') found.push(leaves(v).trim());
        else walk(v);
      }
    }
  };
  walk(tree);
  return found;
}

/**
 * The statements sqlfluff has already parsed: one hash per line of sqlfluff's version and a statement's text, for
 * every statement of the last passing run. sqlfluff 1.4.5 needs ~100 s of CPU for all ~500 statements, so only a
 * statement new to it (or a new sqlfluff) is parsed; the same text under the same parser has the same verdict.
 * Outside CI a passing run rewrites the file with the current statements, so a change's new statements land in
 * the commit beside it; under CI=true the file is only read.
 */
const PARSED_FILE = path.join(__dirname, 'tsql-parsed.txt');
const statementHash = (version: string, sql: string) =>
  createHash('sha256').update(`${version}\n${sql}`).digest('hex').slice(0, 32);

describeParse('sqlfluff (tsql dialect) parses every migration and query sample', () => {
  it('finds no unparsable statement', async () => {
    expect(sqlfluff).not.toBeNull(); // under CI=true a missing sqlfluff fails here instead of skipping
    const version = sqlfluff ?? '';
    const every: Array<[string, string]> = [];
    for (const m of await migrationSql()) {
      for (const sql of [...m.up, ...m.down]) every.push([m.name, forSqlfluff(sql)]);
    }
    for (const [name, q] of all) every.push([name, forSqlfluff(tsql(q))]);
    expect(every.length).toBeGreaterThan(150);
    const parsedBefore = new Set(
      fs.existsSync(PARSED_FILE) ? fs.readFileSync(PARSED_FILE, 'utf8').split('\n').filter(Boolean) : [],
    );
    const statements = every.filter(([, sql]) => !parsedBefore.has(statementHash(version, sql)));
    const unparsable = statements.length ? sqlfluffUnparsable(statements) : [];
    expect(unparsable).toEqual([]);
    if (process.env.CI !== 'true') {
      const hashes = [...new Set(every.map(([, sql]) => statementHash(version, sql)))].sort();
      fs.writeFileSync(PARSED_FILE, `${hashes.join('\n')}\n`);
    }
  }, 120_000);
});

/** Parses the statements with sqlfluff's tsql dialect; returns a line for each part it cannot parse. */
function sqlfluffUnparsable(statements: Array<[name: string, sql: string]>): string[] {
  // One statement per line (they are whitespace-collapsed), so a reported line names its statement; files
  // of a few statements each, since sqlfluff's parse time grows much faster than a file's length.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-tsql-'));
  const perFile = 8;
  const files: string[] = [];
  for (let i = 0; i < statements.length; i += perFile) {
    const file = path.join(dir, `s${String(i).padStart(4, '0')}.sql`);
    const chunk = statements.slice(i, i + perFile).map(([, sql]) => `${sql};\n`);
    fs.writeFileSync(file, chunk.join(''));
    files.push(file);
  }
  let out: string;
  try {
    // At the lowest CPU priority: it runs ~20 s beside other jest workers (timing-sensitive UI tests).
    out = execFileSync(
      'nice',
      ['-n', '19', 'sqlfluff', 'parse', '--dialect', 'tsql', '--format', 'json', dir],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 256 * 1024 * 1024,
      },
    );
  } catch (err) {
    out = String((err as { stdout?: string }).stdout ?? ''); // exit status 1 when something is unparsable
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const parsed = JSON.parse(out) as Array<{ filepath: string; segments: unknown }>;
  expect(parsed.map((f) => f.filepath).sort()).toEqual(files); // every file parsed, none skipped
  return parsed.flatMap((f) => {
    const texts = unparsableTexts(f.segments);
    const start = files.indexOf(f.filepath) * perFile;
    const chunk = statements.slice(start, start + perFile);
    return texts.map((text) => {
      const found = chunk.filter(([, sql]) => sql.includes(text.replace(/;?\s*$/, '')));
      return `${(found.length ? found : chunk).map(([name]) => name).join(' or ')}: cannot parse '${text}'`;
    });
  });
}

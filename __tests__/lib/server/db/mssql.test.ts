/** @jest-environment node */
import type { Knex } from 'knex';
import { migrations } from '@/lib/server/db/migrations';
import { batchSizeFor } from '@/lib/server/db/seeds/upsert';
import { contactQueries } from '@/lib/server/repositories/contact';
import { contentQueries } from '@/lib/server/repositories/content';
import { documentQueries } from '@/lib/server/repositories/documents';
import { freightQueries } from '@/lib/server/repositories/freight';
import { interactiveQueryQueries } from '@/lib/server/repositories/interactiveQueries';
import { interactvtransQueries } from '@/lib/server/repositories/interactvtrans';
import { peopleQueries } from '@/lib/server/repositories/people';
import { searchQueries } from '@/lib/server/repositories/search';
import { rateLimitQueries } from '@/lib/server/repositories/rateLimits';
import { spatialDataQueries } from '@/lib/server/repositories/spatialData';
import { ddlOf, mssql } from '../../../helpers/mssqlSchema';

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

type Query = (k: Knex) => Knex.QueryBuilder | Knex.QueryBuilder<object, unknown>;

/** Every repository query with sample arguments. A new query without an entry here fails the test below. */
const samples: Record<string, Record<string, Query>> = {
  contentQueries: {
    articleBySlug: (k) => contentQueries.articleBySlug(k, 'about-vtrans'),
    articles: (k) => contentQueries.articles(k),
    updates: (k) => contentQueries.updates(k),
    updateByKey: (k) => contentQueries.updateByKey(k, '02-01-2024-x'),
    announcements: (k) => contentQueries.announcements(k),
    announcementPages: (k) => contentQueries.announcementPages(k),
    events: (k) => contentQueries.events(k),
    statutoryRequirements: (k) => contentQueries.statutoryRequirements(k),
    didYouKnow: (k) => contentQueries.didYouKnow(k),
    strategicActions: (k) => contentQueries.strategicActions(k),
    surveyTimeline: (k) => contentQueries.surveyTimeline(k),
    ltror: (k) => contentQueries.ltror(k),
    byTheNumbers: (k) => contentQueries.byTheNumbers(k),
    whatsNew: (k) => contentQueries.whatsNew(k),
  },
  interactvtransQueries: {
    statistics: (k) => interactvtransQueries.statistics(k),
    versions: (k) => interactvtransQueries.versions(k),
    layerMetadata: (k) => interactvtransQueries.layerMetadata(k),
    gapTaStudies: (k) => interactvtransQueries.gapTaStudies(k),
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
  },
  interactiveQueryQueries: {
    insert: (k) =>
      interactiveQueryQueries.insert(k, {
        id: 'x',
        tool: 'map-explorer',
        state: '{}',
        created_at: '2026-01-01',
      }),
    byId: (k) => interactiveQueryQueries.byId(k, 'x'),
  },
  documentQueries: {
    all: (k) => documentQueries.all(k),
    insert: (k) => documentQueries.insert(k, [docRow]),
    update: (k) => documentQueries.update(k, docRow.path, docRow),
    remove: (k) => documentQueries.remove(k, ['a.pdf', 'b.pdf']),
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
  rateLimitQueries: {
    addInWindow: (k) => rateLimitQueries.addInWindow(k, 'contact:203.0.113.9', 1795000000, 1),
    restart: (k) => rateLimitQueries.restart(k, 'contact:203.0.113.9', 1795000060, 1795000120, 1),
    insert: (k) => rateLimitQueries.insert(k, 'contact:203.0.113.9', 1795000000, 1795000060, 1),
    points: (k) => rateLimitQueries.points(k, 'contact:203.0.113.9', 1795000000),
    refund: (k) => rateLimitQueries.refund(k, 'contact:203.0.113.9', 1795000000, 1),
    removeExpired: (k) => rateLimitQueries.removeExpired(k, 1795000000),
  },
  spatialDataQueries: {
    layer: (k) => spatialDataQueries.layer(k, { layerID: 'urban-development-areas', layerName: 'UDAs' }),
    listing: (k) => spatialDataQueries.listing(k, 'u'),
  },
};

const repositories = {
  contactQueries,
  contentQueries,
  documentQueries,
  interactvtransQueries,
  freightQueries,
  interactiveQueryQueries,
  rateLimitQueries,
  searchQueries,
  peopleQueries,
  spatialDataQueries,
};

const tsql = (q: Query) => q(mssql).toSQL().toNative().sql;

describe('repository queries compile to T-SQL', () => {
  it('has a sample for every repository query', () => {
    for (const [name, repo] of Object.entries(repositories)) {
      expect(Object.keys(samples[name]).sort()).toEqual(Object.keys(repo).sort());
    }
  });

  const all = Object.entries(samples).flatMap(([repo, qs]) =>
    Object.entries(qs).map(([n, q]) => [`${repo}.${n}`, q] as const),
  );

  it.each(all)('%s uses bracket quoting, bound @p parameters and no LIMIT/RETURNING', (_name, q) => {
    const sql = tsql(q);
    expect(sql).not.toMatch(/\blimit\b|\breturning\b|`|\?|\btrue\b|\bfalse\b/i);
    expect(sql).toMatch(/\[\w+\]/);
  });

  it('single-row lookups use TOP', () => {
    expect(tsql(samples.contentQueries.articleBySlug)).toMatch(/^select top \(@p0\) \[slug\]/);
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

  it('seed batches stay under SQL Server’s 2100-parameter limit', () => {
    expect(batchSizeFor(mssql, 11) * 11).toBeLessThan(2100);
  });
});

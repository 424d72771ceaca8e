import type { Knex } from 'knex';
import { bool, rowOf, usDate } from '@/lib/server/db/normalize';
import { Statistic, ToolVersion } from '@/lib/shared/schemas/interactvtrans';

type Row = Record<string, unknown>;

/** InteractVTrans published statistics and the release history of its two modules. */
export const interactvtransQueries = {
  statistics: (k: Knex) =>
    k('interactvtrans_statistics')
      .select('stat_key', 'label', 'value', 'description', 'illustrative')
      .orderBy(['sort_order', 'id']),
  versions: (k: Knex) =>
    k('interactvtrans_versions')
      .select('module', 'version', 'released_on', 'notes')
      .orderBy([
        { column: 'released_on', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
};

/** An interactvtrans_statistics row → Statistic, checked against its schema. */
export const toStatistic = (r: Row): Statistic =>
  rowOf(Statistic, 'interactvtrans_statistics', {
    key: r.stat_key,
    label: r.label,
    value: r.value,
    description: r.description,
    illustrative: bool(r.illustrative),
  });

/** An interactvtrans_versions row → ToolVersion (the module name is checked against the enum). */
export const toToolVersion = (r: Row): ToolVersion =>
  rowOf(ToolVersion, 'interactvtrans_versions', {
    module: r.module,
    version: r.version,
    releasedOn: usDate(r.released_on),
    notes: r.notes,
  });

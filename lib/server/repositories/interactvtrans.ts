import type { Knex } from 'knex';

/** InteractVTrans statistics, module versions, Map Explorer layer metadata and GAP-TA studies. */
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
  gapTaStudies: (k: Knex) =>
    k('gap_ta_studies')
      .select(
        'gap_id',
        'title',
        'locality',
        'locality_type',
        'district',
        'fiscal_year',
        'component',
        'status',
        'summary',
        'latitude',
        'longitude',
        'illustrative',
      )
      .orderBy([{ column: 'fiscal_year', order: 'desc' }, { column: 'locality' }]),
};

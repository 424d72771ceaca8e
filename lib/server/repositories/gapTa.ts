import type { Knex } from 'knex';
import { bool, num, rowOf } from '@/lib/server/db/normalize';
import { GapTaStudy } from '@/lib/shared/schemas/gapTa';

type Row = Record<string, unknown>;

/** GAP-TA studies (the technical-assistance program's studies and their map locations). */
export const gapTaQueries = {
  studies: (k: Knex) =>
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
  /** The study area of a study awarded on the site (null for the others). */
  studyArea: (k: Knex, gapId: string) => k('gap_ta_studies').where({ gap_id: gapId }).first('study_area'),
};

/** A gap_ta_studies row → GapTaStudy, checked against its schema (locality type and status are enums). */
export const toGapTaStudy = (r: Row): GapTaStudy =>
  rowOf(GapTaStudy, 'gap_ta_studies', {
    gapId: r.gap_id,
    title: r.title,
    locality: r.locality,
    localityType: r.locality_type,
    district: r.district,
    fiscalYear: num(r.fiscal_year),
    component: num(r.component),
    status: r.status,
    summary: r.summary,
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    illustrative: bool(r.illustrative),
  });

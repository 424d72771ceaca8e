import { localityAt } from '@/lib/server/geo/virginia';
import * as freight from '@/lib/server/services/freight';
import { layerRecords, type FeatureRecord } from '@/lib/server/services/layers';
import { VDOT_DISTRICTS } from '@/lib/shared/constants';
import { badRequest } from '@/lib/shared/errors';
import type { DataExplorerChoices, DataExplorerParams, DataView } from '@/lib/shared/schemas/dataExplorer';
import { col, countAndMiles, type Row } from './parts';

const NEEDS_YEAR = 2023;

interface Place {
  /** FIPS code (51xxx) of a county or city, a district name, or 'virginia' for the whole state. */
  key: string;
  name: string;
  /** The VDOT district (null for the whole state). */
  district: string | null;
  kind: 'state' | 'locality' | 'district';
}

/** The profile's first view, before a person chooses their place: the whole state, not one county for everyone. */
export const STATEWIDE_PLACE = 'virginia';

async function places(): Promise<Place[]> {
  const localities = (await layerRecords('virginia-localities')).features
    .map((f): Place => ({
      key: f.id,
      name: String(f.properties.name ?? f.name),
      district: String(f.properties.district),
      kind: 'locality',
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const districts = VDOT_DISTRICTS.map((d): Place => ({
    key: d,
    name: `${d} District`,
    district: d,
    kind: 'district',
  }));
  const state: Place = { key: STATEWIDE_PLACE, name: 'Virginia (statewide)', district: null, kind: 'state' };
  return [state, ...localities, ...districts];
}

/**
 * Jurisdiction profile: one county, city or district's mid-term needs, GAP-TA studies, urban development areas
 * and freight, each a table (the CSV of the view holds all four).
 */
export async function jurisdictionView(p: DataExplorerParams, base: DataExplorerChoices): Promise<DataView> {
  const all = await places();
  const key = p.place ?? base.place;
  const place = all.find((x) => x.key === key);
  if (!place)
    throw badRequest(
      "Invalid 'place': use a county or city FIPS code (e.g. 51047 for Culpeper County), a VDOT district name, or 'virginia' for the whole state.",
      'place',
    );
  const inPlace = (f: FeatureRecord) =>
    place.kind === 'state'
      ? true
      : place.kind === 'district'
        ? f.properties.district === place.district
        : f.properties.locality === place.name;
  const [needs, studies, udas] = await Promise.all([
    layerRecords(`mid-term-needs-${NEEDS_YEAR}`),
    layerRecords('gap-ta-studies'),
    layerRecords('urban-development-areas'),
  ]);
  const needRows = countAndMiles(needs.features.filter(inPlace), (f) => String(f.properties.need_category));
  // Studies name their locality in their own words ("Town of Abingdon"): place them by their point instead.
  const studyRows: Row[] = studies.features
    .filter((f) =>
      place.kind === 'state'
        ? true
        : place.kind === 'district'
          ? f.properties.district === place.district
          : localityAt([f.bbox[0], f.bbox[1]])?.fips === place.key,
    )
    .map((f) => ({
      name: String(f.properties.title),
      id: f.id,
      fiscalYear: Number(f.properties.fiscal_year),
      status: String(f.properties.status),
    }));
  const udaRows: Row[] = udas.features.filter(inPlace).map((f) => ({
    name: String(f.properties.name ?? f.name),
    town: String(f.properties.town),
    acres: Number(f.properties.acres),
  }));
  const flow = await freight.getCommodityFlow(
    place.district === null
      ? { scale: 'statewide', origin: 'Virginia', direction: 'outbound' }
      : { scale: 'district', origin: place.district, direction: 'outbound' },
  );
  const freightOf = place.district === null ? 'Virginia' : `the ${place.district} District`;
  const freightRows: Row[] = flow.byCommodity
    .slice(0, 10)
    .map((r) => ({ name: r.commodity, value: r.value }));
  const needCount = needRows.reduce((s, r) => s + Number(r.count), 0);
  const needMiles = needRows.reduce((s, r) => s + Number(r.miles), 0);
  const illustrative =
    flow.illustrative ||
    [...needs.features, ...udas.features].some((f) => f.illustrative && inPlace(f)) ||
    studies.features.some((f) => f.illustrative);
  const needsCaption = `Mid-term needs ${NEEDS_YEAR} in ${place.name} by need category`;
  const top = needRows[0];
  return {
    choices: { ...base, view: 'jurisdiction', place: place.key },
    title: `Jurisdiction profile: ${place.name}`,
    summary:
      `${place.name} has ${needCount} mid-term ${needCount === 1 ? 'need' : 'needs'} (${Math.round(needMiles * 10) / 10} miles) in ${NEEDS_YEAR}` +
      `${top ? `, most of them ${String(top.name).toLowerCase()} (${top.count})` : ''}, ` +
      `${studyRows.length} GAP-TA ${studyRows.length === 1 ? 'study' : 'studies'} and ${udaRows.length} urban development ${udaRows.length === 1 ? 'area' : 'areas'}.`,
    source: `Map Explorer layers (${needs.meta.name}, ${studies.meta.name}, ${udas.meta.name}); freight for ${freightOf}`,
    vintage: `Needs ${needs.meta.vintage}, studies ${studies.meta.vintage}, UDAs ${udas.meta.vintage}, freight ${flow.filters.year}`,
    illustrative,
    note:
      (place.kind === 'state'
        ? 'Choose a county, city or district to see what the plan says about it. '
        : 'Freight is shown for the VDOT district the jurisdiction lies in, the finest scale of the freight table. ') +
      (illustrative ? 'Needs, UDAs and freight figures here are illustrative, drawn for this site.' : ''),
    controls: [
      {
        name: 'place',
        label: 'County, city or district',
        options: all.map((x) => ({
          value: x.key,
          label: x.kind === 'district' ? `${x.name} (district)` : x.name,
        })),
      },
    ],
    chart: {
      kind: 'bar',
      labelKey: 'name',
      valueKey: 'count',
      unit: 'needs',
      title: needsCaption,
      limit: 15,
      groupKey: null,
      things: 'need categories',
    },
    tables: [
      {
        id: 'needs',
        caption: needsCaption,
        columns: [
          col('name', 'Need category'),
          col('count', 'Needs', 'count'),
          col('miles', 'Length', 'miles'),
        ],
        rows: needRows,
      },
      {
        id: 'studies',
        caption: `GAP-TA studies in ${place.name}`,
        columns: [
          col('id', 'Study ID'),
          col('name', 'Study'),
          col('fiscalYear', 'Fiscal year'),
          col('status', 'Status'),
        ],
        rows: studyRows,
      },
      {
        id: 'udas',
        caption: `Urban development areas in ${place.name}`,
        columns: [col('name', 'UDA'), col('town', 'Town centre'), col('acres', 'Area', 'acres')],
        rows: udaRows,
      },
      {
        id: 'freight',
        caption: `Outbound freight of ${freightOf}, top 10 commodities, ${flow.filters.year} (${flow.unit})`,
        columns: [col('name', 'Commodity'), col('value', 'Weight', flow.unit)],
        rows: freightRows,
      },
    ],
  };
}

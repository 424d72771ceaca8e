import { listLayerMetadata } from '@/lib/server/services/layers';
import { badRequest, HttpError } from '@/lib/shared/errors';
import { InteractiveQueryId } from '@/lib/shared/schemas/interactiveQuery';
import * as interactiveQueries from '@/lib/server/services/interactiveQueries';
import { dataVintageOf } from '@/lib/shared/schemas/mapExplorerState';
import { DEFAULT_CHOICES } from '@/lib/shared/schemas/dataExplorer/rules';
import {
  DataExplorerParams,
  migrateDataExplorerState,
  type DataExplorerChoices,
  type DataView,
} from '@/lib/shared/schemas/dataExplorer';
import { tableCsv } from './parts';
import { jurisdictionView } from './jurisdiction';
import { freightView } from './freight';
import { needsView } from './needs';
import { trendsView } from './trends';

/** The data vintage of a saved view: the newest layer update date, as the Map Explorer uses. */
export async function dataExplorerVintage(): Promise<string> {
  return dataVintageOf((await listLayerMetadata()).map((l) => l.updatedOn));
}

/** Builds the view the choices ask for; a value not in the data is a 400 naming its parameter. */
export async function buildDataView(p: DataExplorerParams): Promise<DataView> {
  const base: DataExplorerChoices = { ...DEFAULT_CHOICES, display: p.display ?? 'chart' };
  const view = p.view ?? 'freight';
  if (view === 'freight') return freightView(p, base);
  if (view === 'needs') return needsView(p, base);
  if (view === 'trends') return trendsView(p, base);
  return jurisdictionView(p, base);
}

/** The CSV of a view: all its tables, or the one named (unknown id → 400). */
export function dataViewCsv(view: DataView, tableId?: string): { filename: string; body: string } {
  const ids = view.tables.map((t) => t.id).join(', ');
  // One table per file: tables stacked in one CSV cannot be opened as data.
  if (!tableId && view.tables.length > 1)
    throw badRequest(`This view has ${view.tables.length} tables: choose one with 'table' (${ids})`, 'table');
  const tables = tableId ? view.tables.filter((t) => t.id === tableId) : view.tables;
  if (tables.length === 0) throw badRequest(`Invalid 'table': use one of: ${ids}`, 'table');
  const c = view.choices;
  const subject =
    c.view === 'jurisdiction'
      ? [c.place]
      : c.view === 'trends'
        ? [c.megatrend === null ? 'all-megatrends' : `megatrend-${c.megatrend}`]
        : [c.by];
  // The table's id names the file only where the view has several (a single table's file keeps the view's name).
  const parts = [c.view, ...subject, ...(tableId && view.tables.length > 1 ? [tableId] : [])];
  return {
    filename: `vtrans-data-${parts.join('-').replace(/[^a-z0-9-]+/gi, '-')}.csv`,
    body: tableCsv(tables[0]!),
  };
}

const UNKNOWN_LINK =
  'This shared Data Explorer link was not found. It may have been mistyped; the default view is shown instead.';

const choicesToParams = (c: DataExplorerChoices): DataExplorerParams => ({
  ...c,
  mode: c.mode ?? undefined,
  district: c.district ?? undefined,
  megatrend: c.megatrend ?? undefined,
});

/**
 * What the Data Explorer page shows for its address: the view of `?query=<id>` (a saved state) or of the
 * choices in the address. Anything that cannot be shown gives the default view with a notice saying why.
 */
export async function openDataExplorer(
  query: Record<string, string | string[] | undefined>,
): Promise<{ view: DataView; vintage: string; notice: string | null }> {
  const vintage = await dataExplorerVintage();
  const fallback = async (notice: string) => ({ view: await buildDataView({}), vintage, notice });
  if (query.query !== undefined) {
    const id = InteractiveQueryId.safeParse(query.query);
    if (!id.success) return fallback(UNKNOWN_LINK);
    // Only an id with nothing saved under it is an unknown link. Anything else (the database down) is ours:
    // it goes on to page(), which answers the 500 page and the server logs it.
    const saved = await interactiveQueries.getInteractiveQuery(id.data).catch((e: unknown) => {
      if (e instanceof HttpError && e.status === 404) return null;
      throw e;
    });
    if (!saved || saved.tool !== 'data-explorer') return fallback(UNKNOWN_LINK);
    const restored = migrateDataExplorerState(saved.state, vintage);
    if (!restored.ok) return fallback(`${restored.message} The default view is shown instead.`);
    try {
      const view = await buildDataView(choicesToParams(restored.state.choices));
      const notice = restored.vintageChanged
        ? `The data has been updated since this link was shared (it was made with data of ${restored.state.dataVintage}).`
        : null;
      return { view, vintage, notice };
    } catch (e) {
      if (e instanceof HttpError && e.status === 400)
        return fallback(`This shared view can no longer be shown: ${e.message}`);
      throw e;
    }
  }
  const params = DataExplorerParams.safeParse(query);
  if (!params.success) {
    const issue = params.error.issues[0];
    return fallback(
      `The address asks for something this page cannot show ('${String(issue.path[0])}' ${issue.message}); the default view is shown instead.`,
    );
  }
  try {
    const view = await buildDataView(params.data);
    // The profile opened on Culpeper County for everyone: without a place in the address it shows the whole
    // state and says how to see one's own (the chooser then keeps it in the address).
    const notice =
      view.choices.view === 'jurisdiction' && query.place === undefined
        ? 'This is the whole state. Choose your county, city or district in “County, city or district” below ' +
          'to see what the plan says about it; the address then keeps your choice, to bookmark or share.'
        : null;
    return { view, vintage, notice };
  } catch (e) {
    if (e instanceof HttpError && e.status === 400)
      return fallback(`${e.message}. The default view is shown instead.`);
    throw e;
  }
}

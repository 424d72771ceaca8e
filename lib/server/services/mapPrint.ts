import { saveInteractiveQuery } from '@/lib/server/services/interactiveQueries';
import { siteLink } from '@/lib/server/siteLink';
import { runTask } from '@/lib/server/workers/pool';
import { mapExplorerPath } from '@/lib/shared/routes';
import type { MapPrintRequest } from '@/lib/shared/schemas/mapPrint';

/** Budget of one printed map page (a 4K screen's image is embedded in well under a second). */
const PRINT_BUDGET_MS = 30_000;
const PRINT_TOO_LARGE = 'The map could not be printed in time. Make the window smaller and try again.';

/**
 * POST /api/map-explorer/print: the Map Explorer's printed page as a tagged PDF, made in the worker
 * pool with a budget (lib/server/pdf/mapPrint.ts). The view is saved as a shared view so the PDF links to
 * the same map in the Map Explorer, its HTML equivalent.
 */
export async function printMap(input: MapPrintRequest): Promise<Buffer> {
  const png = new Uint8Array(Buffer.from(input.image.slice(input.image.indexOf(',') + 1), 'base64'));
  const { id } = await saveInteractiveQuery({ tool: 'map-explorer', state: input.state });
  const viewUrl = siteLink(mapExplorerPath({ query: id }));
  const bytes = await runTask(
    'mapPrint',
    { input: { ...input, image: '' }, png, viewUrl },
    { budgetMs: PRINT_BUDGET_MS, tooComplex: PRINT_TOO_LARGE },
  );
  return Buffer.from(bytes);
}

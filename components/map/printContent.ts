import { isoToUsDate } from '@/lib/shared/dates';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapBasemap } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/theme';
import type { MapHandle } from './MapCanvas';
import type { OperationalLayer } from './operationalLayers';
import type { PrintContent } from './printPdf';

export const PRINT_TITLE = 'VTrans MapExplorer';
export const PRINT_NOTE =
  'Boundaries: U.S. Census Bureau (us-atlas, 1:10 million); place names: GeoNames (CC BY 4.0). Layers marked ' +
  '“illustrative” hold features drawn for demonstration, not official VTrans data. Screening-level information; ' +
  'not for engineering use.';

/** Gathers what the printed page shows from the drawn map and the visible layers. */
export async function printContent(
  map: MapHandle,
  metadata: LayerMetadata[],
  layers: OperationalLayer[],
  basemap: MapBasemap,
  note: string,
): Promise<PrintContent> {
  const visible = layers.filter((l) => l.visible);
  return {
    title: PRINT_TITLE,
    image: await map.takeImage(),
    legend: [
      {
        name: 'Counties and cities',
        colour: mapColours.basemaps[basemap].line,
        vintage: 'Census 2017 (us-atlas 3)',
      },
      ...visible.map((l) => {
        const meta = metadata.find((m) => m.key === l.key);
        return {
          name: l.name,
          colour: l.colour,
          vintage: meta?.vintage,
          illustrative: (meta?.illustrativeCount ?? 0) > 0,
        };
      }),
    ],
    groundWidthMetres: map.groundWidth(),
    date: isoToUsDate(new Date().toISOString().slice(0, 10)),
    note,
  };
}

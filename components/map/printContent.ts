import { isoToUsDate } from '@/lib/shared/dates';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapBasemap, MapExplorerState } from '@/lib/shared/schemas/mapExplorerState';
import type { MapPrintRequest } from '@/lib/shared/schemas/mapPrint';
import { mapColours } from '@/styles/theme';
import type { MapHandle } from './MapCanvas';
import type { OperationalLayer } from './operationalLayers';

export const PRINT_TITLE = 'VTrans MapExplorer';
export const PRINT_NOTE =
  'Boundaries: U.S. Census Bureau (us-atlas, 1:10 million); place names: GeoNames (CC BY 4.0). Layers marked ' +
  '“illustrative” hold features drawn for demonstration, not official VTrans data. Screening-level information; ' +
  'not for engineering use.';

/** The PNG as a data URL, for the print request's JSON. */
function dataUrl(png: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < png.length; i += 0x8000) binary += String.fromCharCode(...png.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}

/**
 * Gathers what the printed page shows from the drawn map, the visible layers and the map's state (its extent
 * and filters, from which the server writes the map image's alternative text).
 */
export async function printContent(
  map: MapHandle,
  metadata: LayerMetadata[],
  layers: OperationalLayer[],
  basemap: MapBasemap,
  note: string,
  state: MapExplorerState,
): Promise<MapPrintRequest> {
  const visible = layers.filter((l) => l.visible);
  return {
    title: PRINT_TITLE,
    image: dataUrl(await map.takeImage()),
    state,
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
          filtered: l.definitionExpression !== null,
        };
      }),
    ],
    groundWidthMetres: map.groundWidth(),
    date: isoToUsDate(new Date().toISOString().slice(0, 10)),
    note,
  };
}

import { virginiaDay } from '@/lib/shared/dates';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { filterWords, toAttributeFilters } from '@/lib/shared/layerFilters';
import type { MapBasemap, MapExplorerState } from '@/lib/shared/schemas/mapExplorerState';
import type { MapPrintRequest } from '@/lib/shared/schemas/mapPrint';
import { mapColours } from '@/styles/theme';
import type { MapHandle } from './MapCanvas';
import { styleWords } from './layerStyles';
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
 * and filters, from which the server writes the map image's alternative text). A filtered layer's legend line
 * says "(filtered)", and the note says the filter in words. During a year comparison the page is one map, of
 * the year right of the divide (both drawn whole would lie over each other): the year left of it is left out,
 * and the note says so.
 */
export async function printContent(
  map: MapHandle,
  metadata: LayerMetadata[],
  layers: OperationalLayer[],
  basemap: MapBasemap,
  note: string,
  state: MapExplorerState,
): Promise<MapPrintRequest> {
  const { compare, filters } = state;
  const left = compare ? layers.find((l) => l.key === compare.from && l.visible) : undefined;
  const visible = layers.filter((l) => l.visible && l !== left);
  const right = compare && layers.find((l) => l.key === compare.to);
  // The words for each year's look come from the style the map draws it with.
  const looks = (l: OperationalLayer) => (l.style ? ` (${styleWords(l.style, l.geometryType)})` : '');
  const compareNote =
    left && right
      ? `Year comparison: this map shows ${right.name}${looks(right)}, right of the divide; ${left.name}` +
        `${looks(left)}, left of it, is left out of the print. `
      : '';
  const wordsOf = (key: string) =>
    filterWords(toAttributeFilters(filters[key]), metadata.find((m) => m.key === key)?.fields ?? []);
  // The filters in words go in the note, which wraps (a legend line is cut to its column's width).
  const filterNote = visible
    .flatMap((l) => (wordsOf(l.key) ? [`${l.name} filtered to ${wordsOf(l.key)}. `] : []))
    .join('');
  return {
    title: PRINT_TITLE,
    image: dataUrl(await map.takeImage(left ? [left.key] : [])),
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
          name: wordsOf(l.key) ? `${l.name} (filtered)` : l.name,
          colour: l.colour,
          vintage: meta?.vintage,
          illustrative: (meta?.illustrativeCount ?? 0) > 0,
        };
      }),
    ],
    groundWidthMetres: map.groundWidth(),
    // The day in Virginia, not in UTC (an evening print was dated the next day).
    date: virginiaDay(new Date().toISOString()),
    note: compareNote + filterNote + note,
  };
}

import { isoToUsDate } from '@/lib/shared/dates';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { filterWords, toAttributeFilters } from '@/lib/shared/layerFilters';
import type { MapBasemap, MapCompare, MapLayerFilters } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/theme';
import type { MapHandle } from './MapCanvas';
import type { OperationalLayer } from './operationalLayers';
import type { PrintContent } from './printPdf';

export const PRINT_TITLE = 'VTrans MapExplorer';
export const PRINT_NOTE =
  'Boundaries: U.S. Census Bureau (us-atlas, 1:10 million); place names: GeoNames (CC BY 4.0). Layers marked ' +
  '“illustrative” hold features drawn for demonstration, not official VTrans data. Screening-level information; ' +
  'not for engineering use.';

/**
 * Gathers what the printed page shows from the drawn map and the visible layers. A filtered layer's legend
 * line says "(filtered)", and the note says the filter in words (issue 41 §6). During a year comparison the page is one
 * map of the year right of the divide (the year left of it is left out, and the note says so, issue 41 §5).
 */
export async function printContent(
  map: MapHandle,
  metadata: LayerMetadata[],
  layers: OperationalLayer[],
  filters: Record<string, MapLayerFilters>,
  basemap: MapBasemap,
  note: string,
  compare: MapCompare | null = null,
): Promise<PrintContent> {
  const left = compare ? layers.find((l) => l.key === compare.from && l.visible) : undefined;
  const visible = layers.filter((l) => l.visible && l !== left);
  const right = compare && layers.find((l) => l.key === compare.to);
  const compareNote =
    left && right
      ? `Year comparison: this map shows ${right.name} (right of the divide); ${left.name} is not printed. `
      : '';
  const wordsOf = (key: string) =>
    filterWords(toAttributeFilters(filters[key]), metadata.find((m) => m.key === key)?.fields ?? []);
  // The filters in words go in the note, which wraps (a legend line is cut to its column's width).
  const filterNote = visible
    .flatMap((l) => (wordsOf(l.key) ? [`${l.name} filtered to ${wordsOf(l.key)}. `] : []))
    .join('');
  return {
    title: PRINT_TITLE,
    image: await map.takeImage(left ? [left.key] : []),
    legend: [
      {
        name: 'Counties and cities',
        colour: mapColours.basemaps[basemap].line,
        vintage: 'Census 2017 (us-atlas 3)',
      },
      ...visible.map((l) => {
        const meta = metadata.find((m) => m.key === l.key);
        const words = wordsOf(l.key);
        return {
          name: words ? `${l.name} (filtered)` : l.name,
          colour: l.colour,
          vintage: meta?.vintage,
          illustrative: (meta?.illustrativeCount ?? 0) > 0,
        };
      }),
    ],
    groundWidthMetres: map.groundWidth(),
    date: isoToUsDate(new Date().toISOString().slice(0, 10)),
    note: compareNote + filterNote + note,
  };
}

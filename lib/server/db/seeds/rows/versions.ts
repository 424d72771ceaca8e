import type { VersionRow } from '@/lib/server/db/tables';

/**
 * Release history of the two InteractVTrans modules. Version numbers are ours; each release is tied
 * to a real data release (CONTENT-FACTS §12, §13, §27) or to this 2026 rebuild.
 */
export const versions: VersionRow[] = [
  {
    module: 'map-explorer',
    version: '1.0',
    released_on: '2022-01-21',
    notes:
      'Added the 2021 Mid-term Needs and priority locations alongside the 2019 needs, with query, print, ' +
      'download and comment tools. Flooding exposure layers from the Vulnerability Assessment added.',
  },
  {
    module: 'map-explorer',
    version: '2.0',
    released_on: '2024-02-01',
    notes: 'Added the 2023 Mid-term Needs and priority locations, available to view and download.',
  },
  {
    module: 'map-explorer',
    version: '2.1',
    released_on: '2024-06-12',
    notes:
      'Added MPO long-range transportation plan projects for the Hampton Roads TPO, New River Valley MPO ' +
      'and ' +
      'Richmond Regional TPO. Release date approximate.',
  },
  {
    module: 'map-explorer',
    version: '3.0',
    released_on: '2026-11-16',
    notes:
      'Rebuilt with the redesigned VTrans website: a layer catalogue listing the source and vintage of ' +
      'every ' +
      'layer, shareable saved views, GAP-TA study locations, and a staff review step for locally submitted ' +
      'data.',
  },
  {
    module: 'data-explorer',
    version: '1.0',
    released_on: '2022-01-21',
    notes:
      'Infographics for the 2021 Mid-term Needs by district and for the 10 macrotrends of the refreshed ' +
      'megatrend pages, with jurisdiction-level downloads.',
  },
  {
    module: 'data-explorer',
    version: '1.1',
    released_on: '2022-08-25',
    notes:
      'Added freight performance statistics and commodity-flow views to accompany the federally approved ' +
      'VTrans Freight Element.',
  },
  {
    module: 'data-explorer',
    version: '2.0',
    released_on: '2024-02-01',
    notes: 'Added 2023 Mid-term Needs statistics by district next to the 2021 figures.',
  },
  {
    module: 'data-explorer',
    version: '3.0',
    released_on: '2026-11-16',
    notes:
      'Rebuilt with the redesigned VTrans website, including statewide and district commodity-flow views ' +
      'filtered by direction, mode, year and measure (tons, value or ton-miles).',
  },
];

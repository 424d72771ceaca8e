import type { StatisticRow } from '@/lib/server/db/tables';

/**
 * InteractVTrans headline statistics (CONTENT-FACTS §1, §11, §18–§20, §24). The data-point count
 * comes from a partly captured source, so it is marked illustrative.
 */
export const statistics: StatisticRow[] = [
  {
    stat_key: 'datasets',
    label: 'Datasets',
    value: '50+',
    description:
      'VTrans has produced more than 50 datasets, used by SMART SCALE, VDOT Revenue Sharing and the ' +
      'Project ' +
      'Pipeline.',
    illustrative: false,
    sort_order: 1,
  },
  {
    stat_key: 'data-points',
    label: 'Data points',
    value: '~100',
    description:
      'Illustrative: VTrans is described as producing close to 100 data points. This figure comes from a ' +
      'secondary source and has not been confirmed.',
    illustrative: true,
    sort_order: 2,
  },
  {
    stat_key: 'modules',
    label: 'InteractVTrans modules',
    value: '2',
    description: 'MapExplorer for maps and downloads, and DataExplorer for interactive infographics.',
    illustrative: false,
    sort_order: 3,
  },
  {
    stat_key: 'megatrends',
    label: 'Megatrends',
    value: '4',
    description: 'Climate, technology, consumption and socio-demographics.',
    illustrative: false,
    sort_order: 4,
  },
  {
    stat_key: 'macrotrends',
    label: 'Macrotrends',
    value: '10',
    description:
      'Emerging patterns of change tracked under the four megatrends, each with high, medium and low ' +
      'scenarios.',
    illustrative: false,
    sort_order: 5,
  },
  {
    stat_key: 'register-items-2021',
    label: 'Risks and opportunities (2021 register)',
    value: '19',
    description: 'Items the 2021 Long-term Risk and Opportunity Register identified for monitoring.',
    illustrative: false,
    sort_order: 6,
  },
  {
    stat_key: 'vdot-districts',
    label: 'VDOT construction districts',
    value: '9',
    description: 'Mid-term needs, priorities and freight flows can be viewed statewide or for each district.',
    illustrative: false,
    sort_order: 7,
  },
  {
    stat_key: 'coss',
    label: 'Corridors of Statewide Significance',
    value: '12',
    description: 'Multimodal corridors that carry inter-regional and interstate travel.',
    illustrative: false,
    sort_order: 8,
  },
  {
    stat_key: 'regional-networks',
    label: 'Regional Networks',
    value: '15',
    description: 'Networks for travel within urbanized regions of 50,000 people or more, based on MPO areas.',
    illustrative: false,
    sort_order: 9,
  },
  {
    stat_key: 'needs-vintages',
    label: 'Mid-term needs releases',
    value: '3',
    description: 'The 2019, 2021 and 2023 Mid-term Needs are all available in MapExplorer.',
    illustrative: false,
    sort_order: 10,
  },
  {
    stat_key: 'flood-hazards',
    label: 'Flooding hazards mapped',
    value: '3',
    description:
      'Sea-level rise, storm surge and inland or riverine flooding, from the VTrans Vulnerability ' +
      'Assessment.',
    illustrative: false,
    sort_order: 11,
  },
  {
    stat_key: 'lrtp-mpos',
    label: 'MPO long-range plans mapped',
    value: '3',
    description:
      'Projects from the Hampton Roads TPO, New River Valley MPO and Richmond Regional TPO long-range plans.',
    illustrative: false,
    sort_order: 12,
  },
];

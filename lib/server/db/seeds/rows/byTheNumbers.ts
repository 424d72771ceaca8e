import type { ByTheNumbersRow } from '@/lib/server/db/tables';

/**
 * "VTrans by the Numbers" (CONTENT-FACTS §24). context_source marks figures that come from a
 * non-VTrans source. Labels are unique (the seeder keys on them).
 */
export const byTheNumbers: ByTheNumbersRow[] = [
  {
    value: '2004',
    label: 'Year of the first VTrans',
    detail:
      'VTrans2025, the first statewide multimodal plan, was completed in 2004, the year of the first ' +
      'VTrans survey.',
    context_source: false,
    sort_order: 1,
  },
  {
    value: '2002',
    label: 'Year OIPI was created',
    detail:
      'The Office of Intermodal Planning and Investment sits within the Office of the Secretary of ' +
      'Transportation.',
    context_source: false,
    sort_order: 2,
  },
  {
    value: '17',
    label: 'CTB members',
    detail: '14 citizen members appointed by the Governor plus 3 ex officio members.',
    context_source: true,
    sort_order: 3,
  },
  {
    value: '4',
    label: 'Focus areas',
    detail:
      'Vision; Mid-term Needs and Priorities; the Long-term Risk and Opportunity Register; and Strategic ' +
      'Actions.',
    context_source: false,
    sort_order: 4,
  },
  {
    value: '5',
    label: 'Goals',
    detail:
      'Economic competitiveness, accessible and connected places, safety for all users, proactive system ' +
      'management, and healthy communities with sustainable transportation.',
    context_source: false,
    sort_order: 5,
  },
  {
    value: '4 / 10',
    label: 'Megatrends and macrotrends',
    detail: 'Four megatrends and ten macrotrends are tracked in the Long-term Risk and Opportunity Register.',
    context_source: false,
    sort_order: 6,
  },
  {
    value: '19',
    label: 'Risks and opportunities to monitor',
    detail: 'Items listed in the 2021 Risk and Opportunity Register.',
    context_source: false,
    sort_order: 7,
  },
  {
    value: '12',
    label: 'Corridors of Statewide Significance',
    detail: 'Eleven named in 2009 and a twelfth added in 2011.',
    context_source: false,
    sort_order: 8,
  },
  {
    value: '15',
    label: 'Regional Networks',
    detail: 'Based on MPO areas covering urbanized areas of 50,000 people or more.',
    context_source: false,
    sort_order: 9,
  },
  {
    value: '9',
    label: 'VDOT construction districts',
    detail: 'Needs are prioritized statewide and within each district.',
    context_source: false,
    sort_order: 10,
  },
  {
    value: '16',
    label: 'Strategic Actions',
    detail: 'Adopted by the CTB in December 2021.',
    context_source: false,
    sort_order: 11,
  },
  {
    value: '50+',
    label: 'Datasets',
    detail: 'Used by SMART SCALE, VDOT Revenue Sharing and the Project Pipeline.',
    context_source: false,
    sort_order: 12,
  },
  {
    value: '4',
    label: 'GAP-TA components',
    detail: 'From planning in growth areas to multimodal planning outside urbanized areas.',
    context_source: false,
    sort_order: 13,
  },
  {
    value: '8',
    label: 'Jurisdictions assisted in FY22',
    detail: 'Selected for GAP Technical Assistance in March 2022.',
    context_source: false,
    sort_order: 14,
  },
  {
    value: '17,900',
    label: 'Directional miles exposed to inland flooding',
    detail:
      'Medium scenario; storm surge adds exposure on about 13,100 miles and sea-level rise on about 1,100.',
    context_source: false,
    sort_order: 15,
  },
  {
    value: '2.9M',
    label: 'TEUs through Virginia ports in 2020',
    detail: 'Twenty-foot equivalent units of container cargo.',
    context_source: false,
    sort_order: 16,
  },
  {
    value: '$869M',
    label: 'SMART SCALE Round 3 recommendations',
    detail: 'OIPI scored and recommended 134 projects worth about $869 million.',
    context_source: true,
    sort_order: 17,
  },
];

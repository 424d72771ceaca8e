import type { DidYouKnowRow } from '@/lib/server/db/tables';

/** "Did You Know" facts (CONTENT-FACTS §25 and §24), paraphrased, with where each came from. */
export const didYouKnow: DidYouKnowRow[] = [
  {
    fact: "Virginia's ports handled about 2.9 million TEUs (twenty-foot equivalent units) of cargo in 2020.",
    source: 'Virginia Port Authority, 2020 figure as cited on the VTrans home page',
    page_path: '/',
    sort_order: 1,
  },
  {
    fact: 'VTrans pinpoints needs such as easing congestion and making travel times more reliable.',
    source: 'VTrans About page',
    page_path: '/about/about-vtrans',
    sort_order: 2,
  },
  {
    fact:
      'The first VTrans public-opinion survey took place in 2004: a statistically valid phone survey for ' +
      'VTrans2025.',
    source: 'VTrans opinion survey page',
    page_path: '/vision/opinion-survey',
    sort_order: 3,
  },
  {
    fact: 'Virginia adopted its first statewide multimodal plan, VTrans2025, in 2004.',
    source: 'VTrans About page and past plans archive',
    page_path: '/archive/past-vtrans-plans',
    sort_order: 4,
  },
  {
    fact:
      'The Office of Intermodal Planning and Investment was created in 2002 within the Office of the ' +
      'Secretary of Transportation.',
    source: 'VTrans frequently asked questions',
    page_path: '/about/ctb-oipi-roles',
    sort_order: 5,
  },
  {
    fact:
      'The Commonwealth Transportation Board has 17 members: 14 citizens appointed by the Governor and 3 ' +
      'ex officio members.',
    source: 'Code of Virginia, Title 33.2, Chapter 2 (context source, not VTrans copy)',
    page_path: '/about/ctb-oipi-roles',
    sort_order: 6,
  },
  {
    fact:
      'Eleven Corridors of Statewide Significance were named in 2009 with VTrans2035; a twelfth was added ' +
      'on May 18, 2011.',
    source: 'VTrans travel markets page',
    page_path: '/mid-term-planning/travel-markets',
    sort_order: 7,
  },
  {
    fact:
      'In a medium scenario, inland and riverine flooding could affect about 17,900 directional miles of ' +
      'Virginia roads.',
    source: 'VTrans Vulnerability Assessment, as summarized on the climate megatrend page',
    page_path: '/long-term-planning/megatrend-climate',
    sort_order: 8,
  },
  {
    fact:
      'E-commerce could grow to as much as 31% of business-to-consumer sales, adding more heavy-vehicle ' +
      'travel.',
    source: 'VTrans consumption megatrend page (medium scenario, 2045)',
    page_path: '/long-term-planning/megatrend-consumption',
    sort_order: 9,
  },
  {
    fact:
      'Virginia can designate about 65 miles of critical urban freight corridors and 167 miles of critical ' +
      'rural ones.',
    source: 'VTrans Freight Element page',
    page_path: '/mid-term-planning/freight-plan',
    sort_order: 10,
  },
  {
    fact: 'VTrans2040 boiled more than 800 identified needs down to 170, grouped into three tiers.',
    source: 'Past VTrans plans archive',
    page_path: '/archive/past-vtrans-plans',
    sort_order: 11,
  },
];

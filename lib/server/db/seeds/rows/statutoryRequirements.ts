import type { StatutoryRequirementRow } from '@/lib/server/db/tables';

const TITLE_33_2_NOTE = 'Year shown is when Title 33.2 of the Code of Virginia took effect (2014).';
const REVIEW_YEAR_NOTE = 'Year shown is the year of the current requirements review.';

/**
 * The technical-memo table of /about/statutory-requirements (CONTENT-FACTS §5, §2, §3, §13, §33).
 * Citations are unique (the seeder keys on them).
 */
export const statutoryRequirements: StatutoryRequirementRow[] = [
  {
    year: 1968,
    level: 'federal',
    citation: '23 U.S.C. 135',
    title: 'Statewide and nonmetropolitan transportation planning',
    is_requirement: true,
    description:
      'Requires each state to carry out a continuing, cooperative and comprehensive statewide ' +
      'transportation ' +
      'planning process and to keep a long-range statewide transportation plan. VTrans is how Virginia ' +
      'meets ' +
      'this requirement.',
    url: 'https://www.law.cornell.edu/uscode/text/23/135',
    sort_order: 1,
  },
  {
    year: 2016,
    level: 'federal',
    citation: '23 CFR 450.216',
    title: 'Development and content of the long-range statewide transportation plan',
    is_requirement: true,
    description:
      'Federal rule describing what the long-range statewide plan must contain and how it is developed, ' +
      'including a forecast period of at least 20 years. Year shown is when the current section was issued.',
    url: 'https://www.ecfr.gov/current/title-23/chapter-I/subchapter-E/part-450/subpart-B/section-450.216',
    sort_order: 2,
  },
  {
    year: 2024,
    level: 'federal',
    citation: '49 U.S.C. 5304',
    title: 'Statewide and nonmetropolitan transportation planning (public transportation)',
    is_requirement: true,
    description:
      'The public transportation counterpart of 23 U.S.C. 135, so that transit is planned as part of the ' +
      `statewide multimodal plan. ${REVIEW_YEAR_NOTE}`,
    url: 'https://www.law.cornell.edu/uscode/text/49/5304',
    sort_order: 3,
  },
  {
    year: 2015,
    level: 'federal',
    citation: '49 U.S.C. 70202',
    title: 'State freight plans',
    is_requirement: true,
    description:
      'Calls on each state to develop a freight plan covering its freight needs and investments. The ' +
      'VTrans ' +
      "Freight Element, federally approved on August 25, 2022, is Virginia's state freight plan. Year " +
      'shown ' +
      'is when the FAST Act added this section.',
    url: 'https://www.law.cornell.edu/uscode/text/49/70202',
    sort_order: 4,
  },
  {
    year: 2015,
    level: 'federal',
    citation: '23 U.S.C. 167',
    title: 'National highway freight program',
    is_requirement: false,
    description:
      'Related provision: lets states designate Critical Urban and Rural Freight Corridors, which the ' +
      'Freight Element supports (about 65 urban and 167 rural miles for Virginia). Year shown is when the ' +
      'FAST Act added this section.',
    url: 'https://www.law.cornell.edu/uscode/text/23/167',
    sort_order: 5,
  },
  {
    year: 2014,
    level: 'state',
    citation: '§ 33.2-353',
    title: 'Statewide Transportation Plan',
    is_requirement: true,
    description:
      'OIPI assists the CTB in developing and updating the Statewide Transportation Plan at least every ' +
      'four ' +
      'years, with a horizon of at least 20 years. The plan must assess needs for Corridors of Statewide ' +
      'Significance, Regional Networks and improvements that promote Urban Development Areas, and must ' +
      "address safety on all public roads. The CTB also sends the plan's strategic actions to the Governor " +
      `and General Assembly. ${TITLE_33_2_NOTE}`,
    url: 'https://law.lis.virginia.gov/vacode/title33.2/chapter3/section33.2-353/',
    sort_order: 6,
  },
  {
    year: 2002,
    level: 'state',
    citation: '§ 2.2-229',
    title: 'Office of Intermodal Planning and Investment',
    is_requirement: true,
    description:
      'Sets out the role of OIPI, established in 2002 within the Office of the Secretary of ' +
      'Transportation. ' +
      'Its goals include transparency and accountability in programming funds, a multimodal system, ' +
      'innovation and best practice, and linking transportation with land use.',
    url: 'https://law.lis.virginia.gov/vacode/title2.2/chapter2/section2.2-229/',
    sort_order: 7,
  },
  {
    year: 2014,
    level: 'state',
    citation: '§ 33.2-214.1',
    title: 'Statewide prioritization process for project selection (SMART SCALE)',
    is_requirement: true,
    description:
      'Establishes the SMART SCALE process. To pass screening, a project must meet a need identified in ' +
      'VTrans. Year shown is when the process was enacted (House Bill 2).',
    url: 'https://law.lis.virginia.gov/vacode/title33.2/chapter2/section33.2-214.1/',
    sort_order: 8,
  },
  {
    year: 2014,
    level: 'state',
    citation: '§ 33.2-357',
    title: 'Revenue sharing program',
    is_requirement: true,
    description:
      'Governs VDOT Revenue Sharing. Projects that address a need identified in VTrans receive the second ' +
      `priority for funding. ${TITLE_33_2_NOTE}`,
    url: 'https://law.lis.virginia.gov/vacode/title33.2/chapter3/section33.2-357/',
    sort_order: 9,
  },
  {
    year: 2007,
    level: 'state',
    citation: '§ 15.2-2223.1',
    title: 'Urban development areas',
    is_requirement: false,
    description:
      'Lets a county, city or town designate Urban Development Areas in its comprehensive plan for about ' +
      '10 ' +
      'to 20 years of growth. VTrans treats UDAs as a travel market, and GAP-TA Component 1 supports ' +
      'planning in them. Year shown is when House Bill 3202 first required UDAs in high-growth localities.',
    url: 'https://law.lis.virginia.gov/vacode/title15.2/chapter22/section15.2-2223.1/',
    sort_order: 10,
  },
  {
    year: 1997,
    level: 'state',
    citation: '§ 15.2-2223',
    title: 'Comprehensive plan to be prepared and adopted',
    is_requirement: false,
    description:
      'Requires localities to prepare comprehensive plans. Localities that do so are among those eligible ' +
      'for ' +
      'GAP-TA Component 1. Year shown is when Title 15.2 of the Code of Virginia took effect.',
    url: 'https://law.lis.virginia.gov/vacode/title15.2/chapter22/section15.2-2223/',
    sort_order: 11,
  },
  {
    year: 2014,
    level: 'state',
    citation: '§ 33.2-319',
    title: 'Maintenance payments to cities and certain towns',
    is_requirement: false,
    description:
      'Provides street maintenance payments to localities that maintain their own roads. These localities ' +
      `are also referenced in GAP-TA Component 1 eligibility. ${TITLE_33_2_NOTE}`,
    url: 'https://law.lis.virginia.gov/vacode/title33.2/chapter3/section33.2-319/',
    sort_order: 12,
  },
];

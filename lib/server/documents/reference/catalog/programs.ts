import type { LibraryEntry, LibrarySection } from '@/lib/server/pdf/document';

/** The survey memo, the freight element, the implementation documents and the GAP-TA guidance. */
export const PROGRAM_DOCUMENTS: LibraryEntry[] = [
  {
    path: 'survey/2022-survey-method-technical-memo.pdf',
    year: 2022,
    title: '2022 VTrans Biennial Transportation Survey: Survey Method Technical Memo',
    subject: 'How the 2022 statewide survey of Virginians was sampled, fielded and scheduled.',
    tags: { topic: 'Survey', planCycle: '2022-2025', docType: 'Technical Memo' },
    sections: [
      {
        heading: 'Purpose',
        paragraphs: [
          'The survey helps shape the VTrans vision and follows how Virginians see macrotrends such as autonomous and electric vehicles and e-commerce. It continues a series that began in 2004, when a statistically valid telephone survey supported VTrans2025.',
        ],
      },
      {
        heading: 'Sample and fielding',
        bullets: [
          'Fielded by WBA Research for OIPI.',
          'Residential addresses drawn at random in each of the nine VDOT construction districts; adults aged 18 and over were eligible.',
          'Responses online in English, Spanish or Simplified Chinese with a unique six-character password, or by telephone through a toll-free scheduling line.',
          'About 20 minutes to complete; respondents were offered a $10 electronic gift card.',
          'Answers were kept confidential and used only for research.',
        ],
      },
      {
        heading: 'Timeline',
        paragraphs: [
          'The survey opened on July 8, 2022 and ran into October 2022. By September 26, 2022 responses were being processed, with a summary of results planned for later that fall.',
        ],
      },
    ],
  },
  {
    path: 'freight/vtrans-freight-element-2022.pdf',
    year: 2022,
    title: 'VTrans Freight Element (2022)',
    subject:
      "Virginia's state freight plan under 49 U.S.C. 70202, approved by the Federal Highway Administration on August 25, 2022.",
    issued: 'Federal approval: August 25, 2022',
    tags: { topic: 'Freight', planCycle: '2022-2025', docType: 'Plan' },
    sections: [
      {
        heading: 'What the Freight Element does',
        bullets: [
          'Meets the federal state-freight-plan requirement of 49 U.S.C. 70202.',
          'Supports the designation of Critical Urban and Rural Freight Corridors under 23 U.S.C. 167 - up to about 65 urban miles and 167 rural miles for Virginia.',
          'Identifies freight needs and recommends policy changes, including changes to the needs policy.',
          'Contains the Freight Investment Plan for National Highway Freight Program funds.',
          'Helps metropolitan planning organizations plan for freight.',
        ],
      },
      {
        heading: 'Freight in Virginia',
        paragraphs: [
          "Virginia's ports handled about 2.9 million TEUs in 2020. Trucks account for roughly 6% of vehicle miles traveled on the state's public roads, and Virginia has received about $28 million a year in National Highway Freight Program formula funds (FY2018-FY2023).",
          'Commodity flows are mapped by tonnage for the whole state and for each of the nine VDOT construction districts, with freight performance statistics in the DataExplorer.',
        ],
      },
      {
        heading: 'Earlier plan',
        paragraphs: ['This element succeeds the VTrans2040 Virginia Freight Element.'],
      },
    ],
  },
  {
    path: 'plans/vtrans-implementation-plan-2018.pdf',
    year: 2018,
    title: 'VTrans Implementation Plan (2018)',
    subject: 'The actions approved by the CTB in December 2018 to put VTrans2040 into practice.',
    issued: 'Approved by the CTB in December 2018',
    tags: { topic: 'Implementation', planCycle: 'VTrans2040', docType: 'Plan' },
    sections: [
      {
        heading: 'Context',
        paragraphs: [
          'VTrans2040 was completed in January 2018. It consolidated more than 800 needs into 170 across three tiers and tied planning to the screening of projects for funding. The Implementation Plan, approved in December 2018, set out the high-priority actions that would follow.',
        ],
      },
      {
        heading: 'High-priority actions',
        bullets: [
          'Assess the resiliency of the transportation system - carried out as the VTrans Vulnerability Assessment.',
          'Create a grant program for emerging trends.',
          'Offer training and technical assistance on performance-based planning - the roots of the GAP-TA program, which has supported localities since FY2021.',
        ],
      },
    ],
  },
  {
    path: 'plans/vtrans-strategic-actions-2021.pdf',
    year: 2021,
    title: 'VTrans Strategic Actions (2021)',
    subject:
      'Sixteen actions adopted by the CTB in December 2021 to respond to mid-term needs and long-term risks.',
    issued: 'Adopted by the CTB in December 2021',
    tags: { topic: 'Implementation', planCycle: '2019-2021', docType: 'Plan' },
    sections: [
      {
        heading: 'Where the actions come from',
        paragraphs: [
          'The Strategic Actions draw on the VTrans Vision, the Mid-term Needs and Priorities, the Long-term Risk & Opportunity Register and the Freight Element. State agencies, MPOs, planning district commissions and localities contributed. The sixteen actions are grouped around clarifying agency roles, linking planning with programming, consistency and transparency, coordinating transportation with land use, and multimodal and intermodal connections.',
        ],
      },
      {
        heading: 'How each action is described',
        paragraphs: [
          'Every action states its intent (tied back to a register item), the responsible entity, such as VDOT, and its status, such as underway. Two examples:',
        ],
        bullets: [
          'Action 1: gather right-of-way mapping, precipitation and roadway-elevation data so flooding risk on state and local roads can be measured (register item 2, unknown or unquantified flooding risk).',
          'Action 2: adopt data-driven policies so that flood risk is weighed in decisions.',
        ],
      },
      {
        heading: 'Follow-through',
        paragraphs: [
          'Under § 33.2-353 the CTB sends the actions to the Governor and the General Assembly. Agencies of the Transportation Secretariat carry them out, and OIPI reports progress to the Board every year.',
        ],
      },
    ],
  },
];

const GAP_TA_CORE: LibrarySection[] = [
  {
    heading: 'What GAP-TA offers',
    paragraphs: [
      'Growth and Accessibility Planning Technical Assistance gives localities expert, data-driven help with multimodal transportation planning instead of a cash grant. Applications are taken once a year. Each applicant may receive one type of award per cycle, and applicants that have not had technical assistance before are preferred.',
    ],
  },
  {
    heading: 'Four components',
    bullets: [
      'Multimodal planning in existing or planned Urban Development Areas or growth areas (§ 15.2-2223.1).',
      'Developing or evaluating strategies for emerging planning issues.',
      'Developing an accessibility planning process.',
      'Multimodal planning outside urbanized areas.',
    ],
  },
  {
    heading: 'Component 1 in detail',
    paragraphs: [
      'Cities, counties and towns that prepare comprehensive plans under § 15.2-2223 and maintain roads with payments under § 33.2-319 may apply. Work follows traditional neighborhood design: walkable street design, connected street and sidewalk networks, preserved natural areas, mixed-use neighborhoods with a range of housing including affordable homes, smaller setbacks, and narrower local streets with tighter turns.',
      'Expected results include designating growth areas where no UDA exists, a multimodal infrastructure plan, an inventory of sidewalks and bike lanes by direction, a comparison of existing, permitted and proposed floor area, and location-specific multimodal improvements.',
    ],
  },
];

function gapTaGuidance(fy: string, planCycle: string, timeline: LibrarySection): LibraryEntry {
  return {
    path: `gap-ta/gap-ta-program-guidance-${fy.toLowerCase()}.pdf`,
    // Each fiscal year's guidance is issued in the calendar year before it starts (FY25 guidance in 2024).
    year: 2000 + Number(fy.slice(2)) - 1,
    title: `GAP-TA Program Guidance ${fy}`,
    subject: `Eligibility, components and schedule of the ${fy} cycle of Growth and Accessibility Planning Technical Assistance.`,
    issued: `${fy} cycle`,
    tags: { topic: 'GAP-TA', planCycle, docType: 'Program Guidance' },
    sections: [...GAP_TA_CORE, timeline],
  };
}

/** GAP-TA program guidance, one document per fiscal-year cycle (CONTENT-FACTS §3). */
export const GAP_TA_DOCUMENTS: LibraryEntry[] = [
  gapTaGuidance('FY21', '2019-2021', {
    heading: 'FY21 schedule - the first cycle',
    bullets: [
      'Applications taken from November 18, 2020 to January 15, 2021.',
      'Evaluation finished January 29, 2021; applicants told of the results on February 5, 2021.',
      'Consultant requests for proposals in March 2021, with proposals due April 30, 2021.',
      'Task orders and kickoff meetings in May 2021, then quarterly check-ins.',
    ],
  }),
  gapTaGuidance('FY22', '2019-2021', {
    heading: 'FY22 cycle',
    paragraphs: [
      'Eight jurisdictions were selected to receive technical assistance in the FY22 cycle; the selection was announced on March 25, 2022.',
    ],
  }),
  gapTaGuidance('FY23', '2022-2025', {
    heading: 'FY23 schedule and how to apply',
    bullets: [
      'The application window opened in September 2022 and closed on Monday, October 31, 2022.',
      'Intake was complete by December 16, 2022; applicants were to hear the results in mid-January 2023.',
      'Apply through an online expression-of-interest form of about 10 to 20 questions that takes 15 to 30 minutes.',
      'Describe the expected outcomes (about 500 words) and the scope of work (about 1,000 words), and attach a letter of support and any maps or shapefiles. Several components may be requested in one application.',
    ],
  }),
  gapTaGuidance('FY25', '2022-2025', {
    heading: 'FY25 schedule',
    bullets: [
      'Applications accepted until November 1, 2024.',
      'Two information webinars on Webex: September 18, 2024 at 2 pm and October 2, 2024 at 10 am.',
      'Applications were under review in November 2024, with decisions expected in December 2024.',
      'Rounds are announced on the VTrans website and to subscribers of VTrans Updates.',
    ],
  }),
];

import type { LibraryEntry } from '@/lib/server/pdf/document';

/** Policy guides, technical guides and the assessment behind the mid-term and long-term plans. */
export const POLICY_DOCUMENTS: LibraryEntry[] = [
  {
    path: 'policy/vtrans-policy-guide-v6.pdf',
    year: 2022,
    title: 'VTrans Policy Guide (Version 6)',
    subject:
      'The Commonwealth Transportation Board policies for identifying and prioritizing mid-term needs and for the long-term Risk & Opportunity Register, gathered in one guide.',
    issued: 'Current edition',
    tags: { topic: 'Policy', planCycle: '2022-2025', docType: 'Policy Guide' },
    sections: [
      {
        heading: 'Purpose of this guide',
        paragraphs: [
          "VTrans is Virginia's statewide, multimodal, long-range transportation plan. The Office of Intermodal Planning and Investment (OIPI) prepares it on behalf of the Commonwealth Transportation Board (CTB). This guide brings the Board's VTrans policies together so that agencies, regions and localities read the same rules. A policy can only be changed by an action of the Board.",
          'Version 6 is the current edition and replaces every earlier version.',
        ],
      },
      {
        heading: 'Where to find each policy',
        bullets: [
          'Chapter 4 - identifying mid-term needs (policy adopted by the CTB in January 2020).',
          'Chapter 5 - prioritizing mid-term needs (policy adopted in March 2021).',
          'Chapter 6 - developing and monitoring the long-term Risk & Opportunity Register (policy adopted in December 2021).',
        ],
      },
      {
        heading: 'Mid-term needs in brief',
        paragraphs: [
          "Mid-term needs look roughly ten years ahead. They are identified for three travel markets - Corridors of Statewide Significance, Regional Networks and Urban Development Areas - and for safety on every public road, as Code of Virginia § 33.2-353 requires. Each of the Board's five goals is tracked through one or more performance measures, and stakeholders are consulted before a measure changes.",
          'Prioritization sorts needs into statewide groups (Corridors of Statewide Significance and safety) and construction-district groups (corridors, regional networks, safety, and access to Urban Development Areas and Industrial and Economic Development Areas). Within a group, needs are ranked by how severe they are and by how many people or vehicles they affect, and the ranking is then adjusted for influencing factors.',
        ],
      },
      {
        heading: 'Why the needs matter',
        bullets: [
          'A SMART SCALE application passes screening only if the project meets at least one VTrans need (§ 33.2-214.1).',
          'Projects that meet a VTrans need receive the second funding priority in VDOT Revenue Sharing (§ 33.2-357).',
          'Priority 1 locations steer corridor and facility studies by VDOT and DRPT and the Project Pipeline.',
        ],
      },
      {
        heading: 'The long-term register',
        paragraphs: [
          'Chapter 6 sets out a five-step process for the Risk & Opportunity Register. It follows four megatrends and ten macrotrends out to a 2045 forecast year, estimates their combined effect on the VTrans goals in Step 3, and is refreshed every year. The 2021 register named 19 risks and opportunities to watch.',
        ],
      },
    ],
  },
  {
    path: 'policy/vtrans-policy-guide-v3.pdf',
    year: 2020,
    title: 'VTrans Policy Guide (Version 3)',
    subject:
      'An earlier edition of the VTrans Policy Guide from the 2019 VTrans update, kept as a reference copy. Version 6 supersedes it.',
    issued: 'Superseded edition - kept for reference',
    tags: { topic: 'Policy', planCycle: '2019-2021', docType: 'Policy Guide' },
    sections: [
      {
        heading: 'Status of this edition',
        paragraphs: [
          'This edition records the policies that were in force during the 2019 update of VTrans. It is kept so readers can trace how the policies developed. For current rules, use Version 6 of the Policy Guide.',
        ],
      },
      {
        heading: 'Decisions of January 15, 2020',
        paragraphs: [
          'At its meeting of January 15, 2020 the Commonwealth Transportation Board unanimously approved the 2019 VTrans vision, goals, objectives and guiding principles, approved the method for identifying needs, and accepted the 2019 Mid-term Needs.',
        ],
        bullets: [
          'The vision was reaffirmed under the tagline "Good for Business, Good for Communities, Good to Go".',
          'Five goals: Economic Competitiveness and Prosperity; Accessible and Connected Places; Safety for All Users; Proactive System Management; Healthy Communities and Sustainable Transportation Communities.',
        ],
      },
      {
        heading: 'Guiding principles',
        paragraphs: ['The first guiding principles of the 2020 list asked the Commonwealth to:'],
        bullets: [
          'optimize the return on investment;',
          'ensure safety, security and resiliency;',
          'deliver programs efficiently;',
          'consider operational improvements and demand management first;',
          'ensure transparency and accountability, and promote performance management.',
        ],
      },
      {
        heading: 'What came next',
        paragraphs: [
          'The Board adopted the policy for prioritizing mid-term needs in March 2021, and the policy for the long-term Risk & Opportunity Register in December 2021. Both are described in later editions of this guide.',
        ],
      },
    ],
  },
  {
    path: 'policy/policies-and-statutory-requirements.pdf',
    year: 2022,
    title: 'VTrans Policies and Statutory Requirements',
    subject:
      'The federal and state laws that shape the statewide transportation plan, reviewed every two years.',
    tags: { topic: 'Policy', planCycle: '2022-2025', docType: 'Reference' },
    sections: [
      {
        heading: 'How the requirements are kept current',
        paragraphs: [
          "OIPI's Statewide Transportation Planning section reviews the laws that apply to VTrans every two years and records each provision with the year it was enacted, whether it imposes a requirement, and a short description.",
        ],
      },
      {
        heading: 'Federal requirements',
        bullets: [
          '23 U.S.C. 135 - statewide and nonmetropolitan transportation planning.',
          '23 CFR 450.216 - the long-range statewide transportation plan, with a forecast period of at least 20 years.',
          '49 U.S.C. 70202 - the state freight plan (met by the VTrans Freight Element).',
        ],
      },
      {
        heading: 'Code of Virginia',
        bullets: [
          '§ 33.2-353 - OIPI helps the CTB develop and update the Statewide Transportation Plan at least every four years, over a horizon of at least 20 years. The plan must assess needs for Corridors of Statewide Significance, Regional Networks and improvements that promote Urban Development Areas, and must address safety on all public roads.',
          '§ 2.2-229 - creates OIPI and sets its goals: transparent and accountable programming of funds, a multimodal system, innovation and best practice, and coordination of transportation with land use.',
          '§ 33.2-214.1 - the SMART SCALE process; a project must meet a VTrans need to be screened in.',
          '§ 33.2-357 - Revenue Sharing; projects meeting a VTrans need rank second for funding.',
          '§ 15.2-2223.1 - Urban Development Areas. Sections 15.2-2223 (comprehensive plans) and 33.2-319 (maintenance payments) define who may apply for GAP-TA support.',
        ],
      },
    ],
  },
  {
    path: 'mid-term/mid-term-needs-technical-guide-2019.pdf',
    year: 2019,
    title: 'VTrans Mid-term Needs Technical Guide (2019)',
    subject:
      'The method used to identify the 2019 VTrans Mid-term Needs. Kept for reference; the 2021 guide replaces it.',
    issued: 'Outdated - see the 2021 Technical Guide',
    tags: { topic: 'Mid-term', planCycle: '2019-2021', docType: 'Technical Guide' },
    sections: [
      {
        heading: 'About this guide',
        paragraphs: [
          'This guide explains how the 2019 Mid-term Needs were found. It is retained so earlier results can be understood, but it is out of date: the 2021 Technical Guide describes the method now in use.',
        ],
      },
      {
        heading: 'Method',
        paragraphs: [
          'Needs were identified for each travel market - Corridors of Statewide Significance, Regional Networks and Urban Development Areas - and for safety on all public roads. Each CTB goal was linked to performance measures, and a location was flagged where a measure fell short of its threshold. Typical needs include congestion mitigation and travel-time reliability.',
        ],
      },
      {
        heading: 'Engagement and acceptance',
        bullets: [
          'Summer 2019: regional workshops, such as the Crater and Southside session at Virginia State University in Petersburg on August 15, 2019.',
          'Fall 2019: CTB public meetings in all nine VDOT construction districts.',
          'The process identified several thousand miles of needs.',
          'January 15, 2020: the CTB accepted the 2019 Mid-term Needs and approved the identification method.',
        ],
      },
    ],
  },
  {
    path: 'mid-term/mid-term-needs-technical-guide-2021.pdf',
    year: 2021,
    title: 'VTrans Mid-term Needs Technical Guide (2021)',
    subject:
      'How VTrans identifies and prioritizes mid-term transportation needs, following the CTB policies of 2020 and 2021.',
    tags: { topic: 'Mid-term', planCycle: '2019-2021', docType: 'Technical Guide' },
    sections: [
      {
        heading: 'Scope',
        paragraphs: [
          'Mid-term needs cover about the next ten years. This guide applies two CTB policies: needs identification (January 2020) and needs prioritization (March 2021). Both treat capacity and safety needs with performance-based planning.',
        ],
      },
      {
        heading: 'Prioritization step by step',
        bullets: [
          'Group the needs by geography: statewide (Corridors of Statewide Significance plus safety) and by construction district (corridors, Regional Networks, safety, and access to Urban Development Areas and Industrial and Economic Development Areas).',
          'Rank each group by the severity of the need and its magnitude - the number of users or vehicles affected.',
          'Adjust the ranking for influencing factors. Locations with overlapping needs may be prioritized together.',
        ],
      },
      {
        heading: 'From need to project',
        paragraphs: [
          'Prioritizing does not remove any need the Board has accepted. OIPI, VDOT and DRPT develop solutions for Priority 1 and Priority 2 locations through a four-stage pipeline: prioritize needs, choose locations to study, study them and develop solutions, and feed the results into VDOT and DRPT funding programs such as SMART SCALE.',
        ],
      },
      {
        heading: 'Data releases',
        paragraphs: [
          'The 2021 Mid-term Needs were published as a map layer on January 21, 2022, and the 2023 Mid-term Needs followed in February 2024. Both can be downloaded from the InteractVTrans MapExplorer.',
        ],
      },
    ],
  },
  {
    path: 'long-term/long-term-risk-and-opportunity-register-technical-guide-v4.pdf',
    year: 2022,
    title:
      'Technical Guide: Development and Monitoring of the Long-term Risk & Opportunity Register (Version 4)',
    subject:
      'The method behind the VTrans Risk & Opportunity Register: four megatrends, ten macrotrends and a 2045 forecast year.',
    tags: { topic: 'Long-term', planCycle: '2022-2025', docType: 'Technical Guide' },
    sections: [
      {
        heading: 'What the register is for',
        paragraphs: [
          'The long-term plan looks about twenty years ahead, to 2045. Megatrends are broad forces that can transform travel; macrotrends are the emerging patterns of change within them. Both came from a review of the research literature. The CTB adopted the policy for the register in December 2021, and OIPI updates the register every year. The 2021 edition listed 19 risks and opportunities.',
        ],
      },
      {
        heading: 'Megatrends and macrotrends',
        bullets: [
          'Climate: (1) more flooding risk.',
          'Technology: (2) highly autonomous vehicles, (3) electric vehicles, (4) shared mobility.',
          'Consumption: (5) e-commerce, (6) automation of goods and services.',
          'Socio-demographics: (7) professional services, (8) workplace flexibility, (9) the 65+ age group, (10) shifts in population and employment.',
        ],
      },
      {
        heading: 'Method',
        paragraphs: [
          'The policy has five steps. Each macrotrend is given low, medium and high scenarios, and measures are defined for every VTrans goal. Step 3 combines the macrotrends to estimate their cumulative effect on the goals.',
        ],
      },
      {
        heading: 'Selected results (medium scenario unless noted)',
        bullets: [
          'Roadway exposure to flooding, each hazard counted on its own: about 1,100 directional miles from sea-level rise, 13,100 from storm surge and 17,900 from inland or riverine flooding.',
          'Highly autonomous vehicles, across scenarios: basic freeway capacity up 11% to 63%, fatal crashes down 14% to 51%, vehicle operating cost down 28% to 83%, travel demand up 12% to 41%.',
          'E-commerce could reach as much as 31% of business-to-consumer sales.',
          "Northern Virginia holds more than 60% of the state's professional and technical jobs.",
        ],
      },
    ],
  },
  {
    path: 'long-term/vtrans-vulnerability-assessment.pdf',
    year: 2021,
    title: 'VTrans Vulnerability Assessment',
    subject:
      "A screening-level look at how exposed Virginia's public roads, bridges and culverts are to flooding.",
    tags: { topic: 'Long-term', planCycle: '2019-2021', docType: 'Assessment' },
    sections: [
      {
        heading: 'Origin and scope',
        paragraphs: [
          'The VTrans Implementation Plan, approved by the CTB in December 2018, called for an assessment of resiliency. This study answers that call. It screens every public road and the VDOT bridges and culverts listed in the National Bridge Inventory for three hazards: sea-level rise, storm surge and inland or riverine flooding.',
          'It is meant to raise awareness, inform the VTrans Strategic Actions and show where data and research are missing. It is a screening study and does not make site-specific recommendations. An interactive weighting tool accompanies it.',
        ],
      },
      {
        heading: 'Terms used',
        bullets: [
          'Vulnerability combines exposure, sensitivity and adaptive capacity, following the FHWA framework.',
          'Resiliency is the ability to anticipate, prepare for, respond to and recover from extreme weather with little damage.',
        ],
      },
      {
        heading: 'Key figures',
        paragraphs: [
          'In the medium scenario, with each hazard counted separately, about 1,100 directional miles of roadway are exposed to sea-level rise, 13,100 to storm surge and 17,900 to inland flooding. The approach is to prepare rather than predict, using risk to set priorities.',
        ],
      },
    ],
  },
];

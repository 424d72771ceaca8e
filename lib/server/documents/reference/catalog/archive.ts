import type { LibraryEntry } from '@/lib/server/pdf/document';

/** Past VTrans plans (CONTENT-FACTS §31). */
export const ARCHIVE_DOCUMENTS: LibraryEntry[] = [
  {
    path: 'archive/vtrans2025.pdf',
    year: 2004,
    title: "VTrans2025: Virginia's Statewide Multimodal Long-Range Transportation Plan",
    subject: 'The first VTrans, completed in 2004 and approved by the CTB in November 2004.',
    issued: 'Approved by the CTB in November 2004',
    tags: { topic: 'Archive', planCycle: 'VTrans2025', docType: 'Plan' },
    sections: [
      {
        heading: 'The first statewide multimodal plan',
        paragraphs: [
          "VTrans2025 was the first plan to look at all of Virginia's transportation modes together. It was prepared in three phases by the agencies of the Transportation Secretariat - the Department of Aviation, the Department of Rail and Public Transportation, the Virginia Port Authority and the Virginia Department of Transportation - with about 40 public forums and focus groups along the way.",
        ],
      },
      {
        heading: 'The funding picture',
        paragraphs: [
          'The plan estimated transportation needs for 2005 to 2025 at more than $203 billion, against expected revenue of about $95 billion - a gap of more than $108 billion.',
        ],
      },
      {
        heading: 'Lasting contributions',
        bullets: [
          'The first VTrans public-opinion survey, a statistically valid telephone survey, was carried out for this plan in 2004.',
          'Its Multimodal Investment Networks were the forerunners of the Corridors of Statewide Significance.',
        ],
      },
    ],
  },
  {
    path: 'archive/vtrans2035.pdf',
    year: 2009,
    title: 'VTrans2035',
    subject:
      'The statewide plan accepted by the CTB in December 2009, which designated the Corridors of Statewide Significance.',
    issued: 'Accepted by the CTB in December 2009',
    tags: { topic: 'Archive', planCycle: 'VTrans2035', docType: 'Plan' },
    sections: [
      {
        heading: 'Corridors of Statewide Significance',
        paragraphs: [
          'VTrans2035 introduced the Corridors of Statewide Significance: multimodal, connective, high-volume corridors that carry travel between regions and states. Eleven corridors were designated on December 17, 2009 and a twelfth was added on May 18, 2011. They include:',
        ],
        bullets: [
          'Coastal (US 17), Crescent (I-81), East-West (I-64), Seminole (US 29) and Southside (US 58).',
          'US 220 (North Carolina to West Virginia), Eastern Shore, and Northern Virginia North-South.',
        ],
      },
      {
        heading: 'The 2013 update',
        paragraphs: [
          'An interim update, approved in February 2013 and revised in April 2013 to reflect HB 2313 and SB 1355, kept the 2035 horizon but moved VTrans to a performance-based planning framework.',
        ],
      },
    ],
  },
  {
    path: 'archive/vtrans2040-vision-plan.pdf',
    year: 2015,
    title: 'VTrans2040 Vision Plan',
    subject: 'The vision element of VTrans2040, the plan begun in spring 2014 and completed in January 2018.',
    issued: 'Vision and needs adopted December 2015',
    tags: { topic: 'Vision', planCycle: 'VTrans2040', docType: 'Plan' },
    sections: [
      {
        heading: 'Two parts',
        paragraphs: [
          'VTrans2040 had two parts: this Vision Plan and the VTrans Multimodal Transportation Plan. Work started in spring 2014; the vision and needs were adopted in December 2015, recommendations for 2025 followed in early 2018, and the plan was completed in January 2018.',
        ],
      },
      {
        heading: 'Highlights',
        bullets: [
          'More than 800 needs were consolidated into 170, arranged in three tiers.',
          'Planning was tied to the screening of projects for the funding process then known as HB2, now SMART SCALE.',
          'Companion documents included a Needs Assessment and the VTrans2040 Freight Element.',
          'Partner agencies: DOAV, DRPT, VDOT, DMV, the Virginia Port Authority, the Motor Vehicle Dealer Board and the Virginia Commercial Space Flight Authority.',
        ],
      },
    ],
  },
];

/** Newsletter issues. No archived issue exists, so these are illustrative (CONTENT-FACTS §32). */
export const NEWSLETTER_DOCUMENTS: LibraryEntry[] = [
  {
    path: 'newsletters/vtrans-updates-2022-spring.pdf',
    year: 2022,
    title: 'VTrans Updates - Spring 2022',
    subject: 'Illustrative newsletter issue summarizing VTrans news from January to March 2022.',
    illustrative: true,
    tags: { topic: 'Newsletter', planCycle: '2022-2025', docType: 'Newsletter' },
    sections: [
      {
        heading: '2021 Mid-term Needs are out',
        paragraphs: [
          'The 2021 Mid-term Needs were released on January 21, 2022 and can be explored and downloaded in the MapExplorer.',
        ],
      },
      {
        heading: 'A register that is refreshed every year',
        paragraphs: [
          'In December 2021 the CTB adopted the policy for the Long-term Risk & Opportunity Register, which will be updated annually, along with sixteen Strategic Actions. The megatrend pages have been refreshed to match.',
        ],
      },
      {
        heading: 'Eight jurisdictions join GAP-TA',
        paragraphs: [
          'On March 25, 2022 OIPI announced that eight jurisdictions would receive FY22 technical assistance.',
        ],
      },
    ],
  },
  {
    path: 'newsletters/vtrans-updates-2024-fall.pdf',
    year: 2024,
    title: 'VTrans Updates - Fall 2024',
    subject: 'Illustrative newsletter issue summarizing VTrans news from 2024.',
    illustrative: true,
    tags: { topic: 'Newsletter', planCycle: '2022-2025', docType: 'Newsletter' },
    sections: [
      {
        heading: 'New map layers',
        paragraphs: [
          'The 2023 Mid-term Needs layer became available on February 1, 2024. A layer of projects from MPO long-range transportation plans was also added, starting with the Hampton Roads TPO, the New River Valley MPO and the Richmond Regional TPO.',
        ],
      },
      {
        heading: 'FY25 GAP-TA',
        paragraphs: [
          'The FY25 application window stayed open until November 1, 2024, with information webinars on September 18 and October 2. Applications are now under review and decisions are expected in December 2024.',
        ],
      },
    ],
  },
  {
    path: 'newsletters/vtrans-updates-2025-spring.pdf',
    year: 2025,
    title: 'VTrans Updates - Spring 2025',
    subject: 'Illustrative newsletter issue summarizing VTrans news from spring 2025.',
    illustrative: true,
    tags: { topic: 'Newsletter', planCycle: '2022-2025', docType: 'Newsletter' },
    sections: [
      {
        heading: 'An updated vision',
        paragraphs: [
          'In April 2025 the VTrans vision was updated. It speaks of a best-in-class multimodal system, safe and reliable mobility, connecting people with commerce, economic growth and investment, environmental stewardship and quality of life.',
        ],
      },
      {
        heading: 'Next GAP-TA round',
        paragraphs: [
          'The FY26 GAP-TA application window opens on September 4, 2025. Subscribe to VTrans Updates to hear when it opens.',
        ],
      },
    ],
  },
];

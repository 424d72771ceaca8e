import type { ArticleRow } from '@/lib/server/db/tables';

/**
 * Title and intro (meta description) of every public content page of SPEC §2. Titles carry no
 * '| VTrans' suffix: the layout adds it. Copy is written from CONTENT-FACTS, in our own words.
 */
export const articles: ArticleRow[] = [
  // About
  {
    slug: 'about-vtrans',
    page_path: '/about/about-vtrans',
    title: 'About VTrans',
    intro:
      "VTrans is Virginia's statewide, multimodal long-range transportation plan. The Office of Intermodal " +
      'Planning and Investment (OIPI) prepares it for the Commonwealth Transportation Board. Learn what ' +
      'the ' +
      'plan does, the horizons it covers and why it matters.',
    updated_at: '2026-10-05T09:00:00-04:00',
  },
  {
    slug: 'gap-ta',
    page_path: '/about/gap-ta',
    title: 'Growth and Accessibility Planning Technical Assistance (GAP-TA)',
    intro:
      'GAP-TA gives Virginia localities hands-on, data-driven help with multimodal transportation planning ' +
      'instead of cash grants. See the four program components, who can apply, and when the yearly ' +
      'application window opens.',
    updated_at: '2026-09-01T09:00:00-04:00',
  },
  {
    slug: 'statutory-requirements',
    page_path: '/about/statutory-requirements',
    title: 'Policies and Statutory Requirements',
    intro:
      'The federal and state laws that shape VTrans, from 23 U.S.C. 135 to § 33.2-353 of the Code of ' +
      'Virginia. OIPI reviews these requirements every two years.',
    updated_at: '2026-06-15T09:00:00-04:00',
  },
  {
    slug: 'ctb-oipi-roles',
    page_path: '/about/ctb-oipi-roles',
    title: 'CTB and OIPI Roles',
    intro:
      'How the Commonwealth Transportation Board and the Office of Intermodal Planning and Investment work ' +
      'together: the Board sets the vision and allocates funds, while OIPI plans, prioritizes and tracks ' +
      'performance.',
    updated_at: '2026-08-03T09:00:00-04:00',
  },
  {
    slug: 'accessibility',
    page_path: '/about/accessibility',
    title: 'Accessibility',
    intro:
      'Our commitment to a website everyone can use, the accessibility standard we aim for (WCAG 2.1 AA), ' +
      'and ' +
      'how to ask for a document in another format.',
    updated_at: '2026-08-03T09:00:00-04:00',
  },
  {
    slug: 'language-assistance',
    page_path: '/about/language-assistance',
    title: 'Language Assistance',
    intro:
      'Free help in your language: which pages are translated, how to get an interpreter, and how to ask for a ' +
      'page or document in another language or format.',
    updated_at: '2026-12-07T09:00:00-05:00',
  },

  // GAP-TA
  {
    slug: 'application',
    page_path: '/gap-ta/application',
    title: 'GAP-TA Application',
    intro:
      'Apply for GAP Technical Assistance on this site: sign in with your work email, fill in the form over ' +
      'as many sittings as you need, mark your study area on the map, and follow your request to a decision.',
    updated_at: '2026-09-01T09:00:00-04:00',
  },

  // Vision
  {
    slug: 'our-vision',
    page_path: '/vision/our-vision',
    title: 'Our Vision',
    intro:
      "The VTrans vision sets the direction for Virginia's transportation future: a safe, reliable, " +
      'multimodal system that supports the economy, healthy communities and quality of life, guided by ' +
      'five ' +
      'goals.',
    updated_at: '2026-04-20T09:00:00-04:00',
  },
  {
    slug: 'strategic-actions',
    page_path: '/vision/strategic-actions',
    title: 'Strategic Actions',
    intro:
      'The 16 VTrans Strategic Actions, adopted by the CTB in December 2021, turn the plan into concrete ' +
      'steps for state agencies. See each action, its intent, who is responsible and its status.',
    updated_at: '2026-05-11T09:00:00-04:00',
  },
  {
    slug: 'opinion-survey',
    page_path: '/vision/opinion-survey',
    title: 'Biennial Transportation Survey',
    intro:
      'Since 2004, VTrans has asked Virginians what they think about transportation. Read about the 2022 ' +
      'VTrans Biennial Transportation Survey, how it worked and how the results shape the plan.',
    updated_at: '2026-03-09T09:00:00-05:00',
  },

  // Mid-term planning
  {
    slug: 'travel-markets',
    page_path: '/mid-term-planning/travel-markets',
    title: 'Travel Markets',
    intro:
      'VTrans looks at travel through three markets: Corridors of Statewide Significance, Regional ' +
      'Networks and Urban Development Areas, plus safety on every public road.',
    updated_at: '2026-05-11T09:00:00-04:00',
  },
  {
    slug: 'mid-term-needs-and-priorities',
    page_path: '/mid-term-planning/mid-term-needs-and-priorities',
    title: 'Mid-term Needs and Priorities',
    intro:
      "How VTrans identifies and ranks Virginia's transportation needs for roughly the next 10 years, and " +
      'why those needs matter for SMART SCALE, VDOT Revenue Sharing and the Project Pipeline.',
    updated_at: '2026-07-13T09:00:00-04:00',
  },
  {
    slug: 'freight-plan',
    page_path: '/mid-term-planning/freight-plan',
    title: 'Freight Element',
    intro:
      "The VTrans Freight Element is Virginia's state freight plan under 49 U.S.C. 70202, federally " +
      'approved on August 25, 2022. Explore freight needs, critical freight corridors and commodity flows.',
    updated_at: '2026-07-13T09:00:00-04:00',
  },

  // Long-term planning
  {
    slug: 'megatrend-climate',
    page_path: '/long-term-planning/megatrend-climate',
    title: 'Megatrend: Climate',
    intro:
      'Rising flood risk from sea-level rise, storm surge and inland flooding could affect thousands of ' +
      "directional miles of Virginia's roads. See what VTrans tracks and how it prepares.",
    updated_at: '2026-06-01T09:00:00-04:00',
  },
  {
    slug: 'megatrend-technology',
    page_path: '/long-term-planning/megatrend-technology',
    title: 'Megatrend: Technology',
    intro:
      'Autonomous vehicles, electric vehicles and shared mobility could reshape travel in Virginia by ' +
      '2045. ' +
      'Explore the drivers behind each trend and its possible effects on the transportation system.',
    updated_at: '2026-06-01T09:00:00-04:00',
  },
  {
    slug: 'megatrend-consumption',
    page_path: '/long-term-planning/megatrend-consumption',
    title: 'Megatrend: Consumption',
    intro:
      'Online shopping and the automation of goods and services are changing how things move. E-commerce ' +
      'could reach up to 31% of business-to-consumer sales, with more delivery trucks on the road.',
    updated_at: '2026-06-01T09:00:00-04:00',
  },
  {
    slug: 'megatrend-sociodemographic',
    page_path: '/long-term-planning/megatrend-sociodemographic',
    title: 'Megatrend: Socio-demographics',
    intro:
      'Growth in professional jobs, more flexible work, an older population and shifting growth patterns ' +
      'all ' +
      'change where and how Virginians travel. See the four socio-demographic trends VTrans monitors.',
    updated_at: '2026-06-01T09:00:00-04:00',
  },
  {
    slug: 'long-term-risk-register',
    page_path: '/long-term-planning/long-term-risk-register',
    title: 'Long-term Risk and Opportunity Register',
    intro:
      'The register tracks 4 megatrends and 10 macrotrends that could affect Virginia over the next 20 ' +
      'years. ' +
      'OIPI updates it every year under a policy the CTB adopted in December 2021.',
    updated_at: '2026-06-01T09:00:00-04:00',
  },

  // InteractVTrans
  {
    slug: 'about',
    page_path: '/interactvtrans/about',
    title: 'About InteractVTrans',
    intro:
      'InteractVTrans puts VTrans data in your hands. Use MapExplorer to query, print and download map ' +
      'layers, and DataExplorer for interactive charts and jurisdiction-level data.',
    updated_at: '2026-11-02T09:00:00-05:00',
  },
  {
    slug: 'available-datasets',
    page_path: '/interactvtrans/available-datasets',
    title: 'Available Datasets',
    intro:
      'Browse the VTrans datasets published on this site, from mid-term needs and priority locations to ' +
      'travel markets and flooding layers, with their source, vintage and download options.',
    updated_at: '2026-11-02T09:00:00-05:00',
  },
  {
    slug: 'submit',
    page_path: '/interactvtrans/submit',
    title: 'Submit Data and Comments',
    intro:
      'Share comments on VTrans map data, or, if you work for a locality or planning organization, submit ' +
      'spatial data such as Urban Development Areas for OIPI review.',
    updated_at: '2026-11-02T09:00:00-05:00',
  },
  {
    slug: 'tutorial-map-explorer',
    page_path: '/interactvtrans/tutorials/map-explorer',
    title: 'MapExplorer Tutorial',
    intro:
      'A step-by-step guide to MapExplorer: turn layers on and off, search for a place, query features, ' +
      'print a map, download data and leave a comment.',
    updated_at: '2026-11-02T09:00:00-05:00',
  },
  {
    slug: 'tutorial-data-explorer',
    page_path: '/interactvtrans/tutorials/data-explorer',
    title: 'DataExplorer Tutorial',
    intro:
      'Learn how to use DataExplorer: pick a topic, filter by district or jurisdiction, read the ' +
      'interactive ' +
      'charts and download the numbers behind them.',
    updated_at: '2026-11-02T09:00:00-05:00',
  },
  {
    slug: 'map-explorer-app',
    page_path: '/interactvtrans/map-explorer',
    title: 'MapExplorer',
    intro:
      'View VTrans needs, priority locations, travel markets and other layers on an interactive map of ' +
      'Virginia. On a phone the map comes first; the layers and tools are a tap away.',
    updated_at: '2026-11-16T09:00:00-05:00',
  },
  {
    slug: 'data-explorer-app',
    page_path: '/interactvtrans/data-explorer',
    title: 'DataExplorer',
    intro:
      'Interactive infographics for VTrans: mid-term needs by district, long-term trend scenarios and ' +
      'freight statistics, with jurisdiction-level downloads. Every chart has its table, on a phone too.',
    updated_at: '2026-11-16T09:00:00-05:00',
  },

  // Get involved
  {
    slug: 'meetings',
    page_path: '/get-involved/meetings',
    title: 'Meetings and Events',
    intro:
      'Upcoming and past VTrans and GAP-TA meetings, from regional workshops and CTB sessions to online ' +
      'information webinars.',
    updated_at: '2026-09-01T09:00:00-04:00',
  },
  {
    slug: 'program-updates',
    page_path: '/get-involved/program-updates',
    title: 'VTrans and GAP-TA Updates',
    intro:
      'The latest news from VTrans and the GAP-TA program: new data releases, application windows, survey ' +
      'results and decisions by the Commonwealth Transportation Board.',
    updated_at: '2026-09-01T09:00:00-04:00',
  },
  {
    slug: 'frequently-asked-questions',
    page_path: '/get-involved/frequently-asked-questions',
    title: 'Frequently Asked Questions',
    intro:
      'Answers to common questions about VTrans, OIPI, mid-term needs, the Six-Year Improvement Program ' +
      'and ' +
      'GAP Technical Assistance. Filter by category to find what you need.',
    updated_at: '2026-07-13T09:00:00-04:00',
  },
  {
    slug: 'contact-us',
    page_path: '/get-involved/contact-us',
    title: 'Contact Us',
    intro:
      'Get in touch with the VTrans team at the Office of Intermodal Planning and Investment in Richmond, ' +
      'or ' +
      'ask for a document in an accessible format.',
    updated_at: '2026-08-03T09:00:00-04:00',
  },

  // Resources
  {
    slug: 'documents-and-media',
    page_path: '/documents-and-media',
    title: 'Documents and Media',
    intro:
      'Find VTrans policy and technical guides, the Freight Element, the Vulnerability Assessment, GAP-TA ' +
      'program guidance, past plans and newsletters, all in one searchable library.',
    updated_at: '2026-10-05T09:00:00-04:00',
  },
  {
    slug: 'past-vtrans-plans',
    page_path: '/archive/past-vtrans-plans',
    title: 'Past VTrans Plans',
    intro:
      'Virginia has had a statewide transportation plan since VTrans2025 in 2004. Look back at VTrans2025, ' +
      'VTrans2035, VTrans2040 and the 2019 update.',
    updated_at: '2026-03-09T09:00:00-05:00',
  },
  {
    slug: 'past-newsletters',
    page_path: '/archive/past-newsletters',
    title: 'Past Newsletters',
    intro:
      'Catch up on earlier issues of VTrans Updates, the email newsletter about the plan and the GAP-TA ' +
      'program. Subscribe to get new issues in your inbox.',
    updated_at: '2026-11-16T09:00:00-05:00',
  },

  // Urban Development Areas
  {
    slug: 'about-udas',
    page_path: '/urban-development-areas/about-udas',
    title: 'About Urban Development Areas',
    intro:
      'Urban Development Areas (UDAs) are places a locality sets aside for 10 to 20 years of growth under ' +
      '§ 15.2-2223.1 of the Code of Virginia. Learn why they matter for transportation funding.',
    updated_at: '2026-11-16T09:00:00-05:00',
  },
  {
    slug: 'uda-designation-process',
    page_path: '/urban-development-areas/uda-designation-process',
    title: 'UDA Designation Process',
    intro:
      'The general steps a county, city or town follows to designate an Urban Development Area, and how ' +
      'GAP Technical Assistance can help along the way.',
    updated_at: '2026-11-16T09:00:00-05:00',
  },
];

/**
 * The page registry (SPEC §2): every route with its layout, section, frame options and metadata.
 * Article pages take title and description from their article record at request time.
 */

/** 'embed': no site frame at all, only the page's own content (a view made to sit in another site's iframe). */
export type Layout = 'redesign' | 'older' | 'embed';
export type Section = 'technical-assistance' | 'plan' | 'none';

export interface PageDefinition {
  route: string;
  layout: Layout;
  /** Article record slug: title and description come from it. */
  article?: string;
  /** Fallback / static title (without '| VTrans') and description. */
  title: string;
  description: string;
  keywords: string[];
  /** Tool, hidden-library, study-map and admin-spatial pages drop the footer (branding bar only). */
  footer: boolean;
  /** Hidden on search, library and authentication pages. */
  newsletter: boolean;
  /** Older layout's blue navigation bar (tool and admin pages). */
  toolBar: boolean;
  /** Never indexed, even on the production host (unlisted pages such as the hidden library). */
  unlisted: boolean;
}

export const PLAN_NAME = "VTrans: Virginia's Transportation Plan";
export const TITLE_SUFFIX = ' | VTrans';

/** Pages of the technical-assistance program (their logo is highlighted). */
export const TECHNICAL_ASSISTANCE_PAGES = ['/about/gap-ta', '/gap-ta/application', '/gap-ta/[gapid]'];

/** Pages of the plan itself. */
export const PLAN_PAGES = [
  '/about/about-vtrans',
  '/about/statutory-requirements',
  '/about/ctb-oipi-roles',
  '/vision/our-vision',
  '/vision/strategic-actions',
  '/vision/opinion-survey',
  '/mid-term-planning/travel-markets',
  '/mid-term-planning/mid-term-needs-and-priorities',
  '/mid-term-planning/freight-plan',
  '/long-term-planning/megatrend-climate',
  '/long-term-planning/megatrend-technology',
  '/long-term-planning/megatrend-consumption',
  '/long-term-planning/megatrend-sociodemographic',
  '/long-term-planning/long-term-risk-register',
];

/** The section of a route: decided by which page list holds it (SPEC §2). */
export function sectionFor(route: string): Section {
  if (TECHNICAL_ASSISTANCE_PAGES.includes(route)) return 'technical-assistance';
  if (PLAN_PAGES.includes(route)) return 'plan';
  return 'none';
}

type Row = [
  route: string,
  layout: Layout,
  article: string | null,
  title: string,
  keywords: string,
  flags?: string,
];

// flags: f = no footer, n = no newsletter, t = blue tool bar, u = unlisted (always noindex)
const ROWS: Row[] = [
  ['/', 'redesign', null, PLAN_NAME, 'VTrans, Virginia transportation plan, OIPI, CTB'],
  ['/about/about-vtrans', 'redesign', 'about-vtrans', 'About VTrans', 'VTrans, statewide plan, OIPI, CTB'],
  ['/about/gap-ta', 'redesign', 'gap-ta', 'About GAP-TA', 'GAP-TA, technical assistance, localities'],
  [
    '/about/statutory-requirements',
    'redesign',
    'statutory-requirements',
    'Statutory Requirements',
    'Code of Virginia, 23 U.S.C. 135',
  ],
  [
    '/about/ctb-oipi-roles',
    'redesign',
    'ctb-oipi-roles',
    'CTB and OIPI Roles',
    'Commonwealth Transportation Board, OIPI',
  ],
  ['/about/accessibility', 'redesign', 'accessibility', 'Accessibility', 'accessibility, WCAG, Section 508'],
  [
    '/about/language-assistance',
    'redesign',
    'language-assistance',
    'Language Assistance',
    'language assistance, translation, interpreter, Title VI, Spanish, Korean, Vietnamese, Chinese, Arabic',
  ],
  [
    '/gap-ta/application',
    'redesign',
    'application',
    'GAP-TA Application',
    'GAP-TA application, technical assistance',
  ],
  // A study's map page: the older layout with its navigation bar, so a visitor has a way back.
  ['/gap-ta/[gapid]', 'older', null, 'GAP-TA Study', 'GAP-TA study, map', 'ft'],
  ['/vision/our-vision', 'redesign', 'our-vision', 'Our Vision', 'VTrans vision, goals, guiding principles'],
  [
    '/vision/strategic-actions',
    'redesign',
    'strategic-actions',
    'Strategic Actions',
    'strategic actions, CTB',
  ],
  [
    '/vision/opinion-survey',
    'redesign',
    'opinion-survey',
    'Biennial Survey',
    'transportation survey, public opinion',
  ],
  [
    '/mid-term-planning/travel-markets',
    'redesign',
    'travel-markets',
    'Travel Markets',
    'CoSS, regional networks, UDA',
  ],
  [
    '/mid-term-planning/mid-term-needs-and-priorities',
    'redesign',
    'mid-term-needs-and-priorities',
    'Mid-term Needs and Priorities',
    'mid-term needs, priority locations, SMART SCALE',
  ],
  [
    '/mid-term-planning/freight-plan',
    'redesign',
    'freight-plan',
    'Freight Element',
    'freight plan, commodity flow',
  ],
  [
    '/long-term-planning/megatrend-climate',
    'redesign',
    'megatrend-climate',
    'Megatrend: Climate',
    'climate, flooding, resilience',
  ],
  [
    '/long-term-planning/megatrend-technology',
    'redesign',
    'megatrend-technology',
    'Megatrend: Technology',
    'autonomous vehicles, electric vehicles, shared mobility',
  ],
  [
    '/long-term-planning/megatrend-consumption',
    'redesign',
    'megatrend-consumption',
    'Megatrend: Consumption',
    'e-commerce, automation',
  ],
  [
    '/long-term-planning/megatrend-sociodemographic',
    'redesign',
    'megatrend-sociodemographic',
    'Megatrend: Socio-demographics',
    'population, employment, aging',
  ],
  [
    '/long-term-planning/long-term-risk-register',
    'redesign',
    'long-term-risk-register',
    'Risk and Opportunity Register',
    'risk register, megatrends, macrotrends',
  ],
  [
    '/interactvtrans/[activeTab]',
    'older',
    null,
    'InteractVTrans',
    'InteractVTrans, MapExplorer, DataExplorer',
    'ft',
  ],
  ['/interactvtrans/about', 'redesign', 'about', 'About InteractVTrans', 'InteractVTrans, data, maps'],
  [
    '/interactvtrans/map-explorer',
    'older',
    'map-explorer-app',
    'MapExplorer',
    'MapExplorer, map, layers',
    'ft',
  ],
  [
    '/interactvtrans/data-explorer',
    'older',
    'data-explorer-app',
    'DataExplorer',
    'DataExplorer, charts, data',
    'ft',
  ],
  // One Data Explorer view for another site's iframe: no frame, never indexed.
  [
    '/interactvtrans/data-explorer/embed',
    'embed',
    null,
    'DataExplorer view',
    'DataExplorer, chart, embed',
    'fnu',
  ],
  [
    '/interactvtrans/available-datasets',
    'redesign',
    'available-datasets',
    'Available Datasets',
    'datasets, download, GIS',
  ],
  ['/interactvtrans/submit', 'redesign', 'submit', 'Submit', 'submit data, comments'],
  [
    '/interactvtrans/tutorials/map-explorer',
    'redesign',
    'tutorial-map-explorer',
    'MapExplorer Tutorial',
    'MapExplorer tutorial, help',
  ],
  [
    '/interactvtrans/tutorials/data-explorer',
    'redesign',
    'tutorial-data-explorer',
    'DataExplorer Tutorial',
    'DataExplorer tutorial, help',
  ],
  ['/get-involved/meetings', 'redesign', 'meetings', 'Meetings', 'meetings, events, workshops'],
  ['/get-involved/meetings/meeting', 'redesign', null, 'Event', 'meeting, event'],
  [
    '/get-involved/program-updates',
    'redesign',
    'program-updates',
    'Program Updates',
    'updates, news, GAP-TA',
  ],
  ['/get-involved/program-updates/update', 'redesign', null, 'Program Update', 'update, news'],
  [
    '/get-involved/frequently-asked-questions',
    'redesign',
    'frequently-asked-questions',
    'FAQ',
    'frequently asked questions',
  ],
  ['/get-involved/contact-us', 'redesign', 'contact-us', 'Contact Us', 'contact, OIPI'],
  ['/get-involved', 'redesign', null, 'Get Involved', 'public comment, comment period, get involved'],
  [
    '/get-involved/comment-periods/[slug]',
    'redesign',
    null,
    'Comment Period',
    'public comment, comment period, draft',
  ],
  [
    '/get-involved/comment-periods/[slug]/what-we-heard',
    'redesign',
    null,
    'What We Heard',
    'public comment, what we heard, report',
  ],
  [
    '/get-involved/comment-periods/[slug]/your-answers',
    'redesign',
    null,
    'Your Answers About Yourself',
    'public comment, demographics',
    'u',
  ],
  ['/search', 'redesign', null, 'Search', 'search', 'n'],
  [
    '/documents-and-media',
    'redesign',
    'documents-and-media',
    'Documents and Media',
    'documents, reports, videos',
    'n',
  ],
  ['/hidden-library', 'older', null, 'Document Library', 'documents, library', 'fntu'],
  [
    '/archive/past-vtrans-plans',
    'redesign',
    'past-vtrans-plans',
    'Past VTrans Plans',
    'VTrans2040, VTrans2035, VTrans2025',
  ],
  [
    '/archive/past-newsletters',
    'redesign',
    'past-newsletters',
    'Past Newsletters',
    'newsletters, VTrans Updates',
  ],
  [
    '/urban-development-areas/about-udas',
    'redesign',
    'about-udas',
    'About Urban Development Areas',
    'urban development areas, UDA',
  ],
  [
    '/urban-development-areas/uda-designation-process',
    'redesign',
    'uda-designation-process',
    'UDA Designation Process',
    'UDA designation',
  ],
  ['/admin/spatial-data', 'older', null, 'Spatial Data', 'spatial data', 'ft'],
  ['/admin/spatial-data/intake', 'older', null, 'Spatial Data Intake', 'spatial data intake', 'ft'],
  ['/admin/spatial-data/review', 'older', null, 'Spatial Data Review', 'spatial data review', 'ft'],
  ['/admin/users', 'older', null, 'People and Access', 'people and access', 'ft'],
  ['/gap-ta/applications', 'older', null, 'GAP-TA Applications', 'GAP-TA application', 'ft'],
  ['/gap-ta/applications/application', 'older', null, 'GAP-TA Application', 'GAP-TA application', 'ft'],
  ['/admin/gap-ta', 'older', null, 'GAP-TA Review', 'GAP-TA review', 'ft'],
  ['/admin/gap-ta/application', 'older', null, 'GAP-TA Application Review', 'GAP-TA review', 'ft'],
  ['/newsletter/confirm', 'older', null, 'Confirm Your Subscription', 'newsletter, VTrans Updates', 'nu'],
  ['/newsletter/unsubscribe', 'older', null, 'Stop VTrans Updates', 'newsletter, unsubscribe', 'nu'],
  ['/admin/comments', 'older', null, 'Map Comments', 'map comments', 'ft'],
  ['/admin/comment-periods', 'older', null, 'Comment Periods', 'comment periods', 'ft'],
  ['/admin/content/documents', 'older', null, 'Documents Library', 'documents library', 'ft'],
  ['/admin/content/documents/document', 'older', null, 'Library Document', 'documents library', 'ft'],
  ['/admin/content', 'older', null, 'Site Content', 'site content, publishing', 'ft'],
  ['/admin/content/edit', 'older', null, 'Edit Content', 'site content, publishing', 'ft'],
  ['/admin/content/preview', 'older', null, 'Content Preview', 'site content, preview', 'ft'],
  ['/auth/signin', 'older', null, 'Sign In', 'sign in', 'n'],
  ['/auth/signout', 'older', null, 'Sign Out', 'sign out', 'n'],
  ['/auth/unauthenticated', 'older', null, 'Sign-in Required', 'sign in required', 'n'],
  ['/auth/verify-request', 'older', null, 'Check Your Email', 'verify', 'n'],
  ['/auth/verify-success', 'older', null, 'Signed In', 'verified', 'n'],
  ['/auth/error', 'older', null, 'Sign-in Problem', 'sign-in error', 'n'],
];

const DESCRIPTIONS: Record<string, string> = {
  '/': "VTrans is Virginia's statewide long-range, multimodal transportation plan, prepared for the Commonwealth Transportation Board by the Office of Intermodal Planning and Investment.",
  '/gap-ta/[gapid]': 'Map and summary of a Growth and Accessibility Planning Technical Assistance study.',
  '/interactvtrans/[activeTab]': 'InteractVTrans: maps, data and infographics behind VTrans.',
  '/get-involved/meetings/meeting': 'Details of a VTrans meeting or event.',
  '/get-involved/program-updates/update': 'A VTrans or GAP-TA program update.',
  '/search': 'Search VTrans web pages, documents and data.',
  '/get-involved':
    'Comment on drafts of the plan while they are open, see what is coming, and read what we heard after each period.',
  '/hidden-library': 'Every document in the VTrans library.',
};

/** Every route of SPEC §2, keyed by its Next.js route pattern. */
export const PAGES: Record<string, PageDefinition> = Object.fromEntries(
  ROWS.map(([route, layout, article, title, keywords, flags = '']) => [
    route,
    {
      route,
      layout,
      ...(article ? { article } : {}),
      title,
      description: DESCRIPTIONS[route] ?? `${title}: part of VTrans, Virginia's transportation plan.`,
      keywords: keywords.split(',').map((k) => k.trim()),
      footer: !flags.includes('f'),
      newsletter: !flags.includes('n') && !route.startsWith('/auth/'),
      toolBar: flags.includes('t'),
      unlisted: flags.includes('u') || route.startsWith('/admin') || route.startsWith('/auth/'),
    },
  ]),
);

/** The registry entry of a route pattern; throws for a route that is not in SPEC §2. */
export function pageDefinition(route: string): PageDefinition {
  const page = PAGES[route];
  if (!page) throw new Error(`Route ${route} is not in the page registry`);
  return page;
}

/** '<title> | VTrans' (the home page's title is the plan name alone). */
export function pageTitle(title: string): string {
  return title === PLAN_NAME || title.endsWith(TITLE_SUFFIX) ? title : `${title}${TITLE_SUFFIX}`;
}

/** The metadata and frame options every page's getServerSideProps returns (rendered by _app). */
export interface PageMeta {
  route: string;
  path: string;
  title: string;
  description: string | null;
  keywords: string[];
  canonical: string;
  noindex: boolean;
  layout: Layout;
  section: Section;
  footer: boolean;
  newsletter: boolean;
  toolBar: boolean;
  /** The page's language (a locale of the site: 'en', 'es'…) and its editions in every language (hreflang). */
  locale?: string;
  alternates?: Array<{ hrefLang: string; href: string }>;
}

/** Metadata of the statically built error pages (404, 500): redesigned frame, never indexed. */
export function errorPageMeta(title: string, path: string): PageMeta {
  return {
    route: path,
    path,
    title: pageTitle(title),
    description: null,
    keywords: [],
    canonical: path,
    noindex: true,
    layout: 'redesign',
    section: 'none',
    footer: true,
    newsletter: false,
    toolBar: false,
  };
}

/** Tabs of the InteractVTrans landing route /interactvtrans/{activeTab}. */
export const INTERACTVTRANS_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'map', label: 'MapExplorer' },
  { value: 'data', label: 'DataExplorer' },
  { value: 'datasets', label: 'Datasets' },
] as const;

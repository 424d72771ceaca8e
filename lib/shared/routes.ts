/**
 * Every address the site builds, in one place (relative paths; `absolute()` makes a full URL from SITE_URL).
 * Pages, feeds, the sitemap, search records, mails and share links all use these, so a route changes here once.
 */

/** A site origin (SITE_URL) and a path as one absolute URL, without a doubled slash. */
export const absolute = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/$/, '')}${path}`;

/** `path?k=v&…` with only populated values, each encoded with encodeURIComponent (a space is %20). */
const withQuery = (path: string, params: Record<string, string | number | null | undefined>): string => {
  const qs = Object.entries(params)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
};

export const ROUTES = {
  home: '/',
  updates: '/get-involved/program-updates',
  meetings: '/get-involved/meetings',
  documents: '/documents-and-media',
  search: '/search',
  mapExplorer: '/interactvtrans/map-explorer',
  dataExplorer: '/interactvtrans/data-explorer',
  /** One Data Explorer view without the site frame, for an iframe on another site. */
  dataExplorerEmbed: '/interactvtrans/data-explorer/embed',
  updatesFeed: '/updates.xml',
  documentsFeed: '/documents.xml',
  sitemap: '/sitemap.xml',
  signIn: '/auth/signin',
  adminComments: '/admin/comments',
  adminUsers: '/admin/users',
  adminContent: '/admin/content',
  spatialData: '/admin/spatial-data',
  faq: '/get-involved/frequently-asked-questions',
  contact: '/get-involved/contact-us',
  /** Free help in any language, and how to ask for a page or document in one (issue 55). */
  languageAssistance: '/about/language-assistance',
} as const;

/** One question on the FAQ page. */
export const faqPath = (id: string) => `${ROUTES.faq}#${encodeURIComponent(id)}`;

/** The staff area's start for a signed-in person: who they are and the areas their roles open. */
export const STAFF_AREA = '/auth/verify-success';

/** Staff publishing: a record's editor (no id: a new one) and its preview (a revision, else the current). */
export const contentEditPath = (kind: string, id: number | null = null) =>
  withQuery(`${ROUTES.adminContent}/edit`, { kind, id });
/** A new translation of a published record into a language (the "needs translation" list links it). */
export const newTranslationPath = (of: string, key: string, locale: string) =>
  withQuery(`${ROUTES.adminContent}/edit`, { kind: 'translation', of, key, locale });
export const contentPreviewPath = (kind: string, id: number, revision: number | null = null) =>
  withQuery(`${ROUTES.adminContent}/preview`, { kind, id, revision });

/** One program update's page, by its SPEC §2 key. */
export const updatePath = (key: string) => withQuery(`${ROUTES.updates}/update`, { id: key });

/** One page of the updates list (page 1 and 'all programs' are left out of the query). */
export const updatesListPath = (page: number, program: string | null) =>
  withQuery(ROUTES.updates, { program, page: page > 1 ? page : null });

/** One meeting's page, by its slug. */
export const meetingPath = (slug: string) => withQuery(`${ROUTES.meetings}/meeting`, { id: slug });

/** A GAP-TA study's map page. */
export const studyPath = (gapId: string) => `/gap-ta/${encodeURIComponent(gapId)}`;

/** GAP-TA applications: an applicant's list and one application; the staff queue and one review. */
export const GAP_TA_APPLICATIONS = '/gap-ta/applications';
export const GAP_TA_REVIEW = '/admin/gap-ta';
export const applicationPath = (id: string) => withQuery(`${GAP_TA_APPLICATIONS}/application`, { id });
export const applicationReviewPath = (id: string) => withQuery(`${GAP_TA_REVIEW}/application`, { id });

/** The search page for a query (the full search state is built by searchHref in lib/shared/searchParams). */
export const searchPath = (query: string) => withQuery(ROUTES.search, { search: query });

/** The Map Explorer: a saved view (?query=), a layer turned on (?layer=), or one of its features (&feature=). */
export const mapExplorerPath = (
  target: { query: string } | { layer: string; feature?: string } | null = null,
) => withQuery(ROUTES.mapExplorer, target ?? {});

/** One published comment on the Map Explorer (the link in the response email). */
export const commentPath = (id: number) => withQuery(ROUTES.mapExplorer, { comment: id });

/** A submission on the intake page (its submitter's view). */
export const intakePath = (submissionId: string) =>
  withQuery(`${ROUTES.spatialData}/intake`, { submission: submissionId });

/** The review queue, or one submission on the review page. */
export const reviewPath = (submissionId: string | null = null) =>
  withQuery(`${ROUTES.spatialData}/review`, { submission: submissionId });

/** The people page, optionally listing one status (e.g. the access requests waiting). */
export const adminUsersPath = (status: string | null = null) => withQuery(ROUTES.adminUsers, { status });

/** The Data Explorer, optionally on a saved view. */
export const dataExplorerPath = (query: string | null = null) => withQuery(ROUTES.dataExplorer, { query });

/** The page behind a mailing-list confirm or unsubscribe link. */
export const newsletterLinkPath = (action: 'confirm' | 'unsubscribe', token: string) =>
  withQuery(`/newsletter/${action}`, { token });

/** The editors' documents library, and one document there. */
export const ADMIN_DOCUMENTS = '/admin/content/documents';
export const adminDocumentPath = (path: string) => withQuery(`${ADMIN_DOCUMENTS}/document`, { path });

/**
 * Where the OGC API – Features service lives (ARCHITECTURE §3: machine-readable answers live under /api). Here,
 * not beside the OGC schemas: a page that names it (the catalog's "Connect your GIS") must not bring zod along.
 */
export const OGC_BASE_PATH = '/api/ogc';

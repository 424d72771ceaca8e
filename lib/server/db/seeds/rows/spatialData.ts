import type { Role } from '@/lib/shared/schemas/people';
import type { SpatialLayerRow, SubmissionRow, SubmissionStatusRow, UserRow } from '@/lib/server/db/tables';

/*
 * Illustrative seed for the staff spatial-data area (/admin/spatial-data). Every person,
 * organization and submission here is made up: emails use reserved example domains, and every
 * row is flagged illustrative.
 */

const U = {
  townPlanner: '6f1c2d1e-0000-4000-8000-000000000001',
  countyGis: '6f1c2d1e-0000-4000-8000-000000000002',
  reviewer: '6f1c2d1e-0000-4000-8000-000000000003',
  admin: '6f1c2d1e-0000-4000-8000-000000000004',
  gapApplicant: '6f1c2d1e-0000-4000-8000-000000000005',
  gapReviewer: '6f1c2d1e-0000-4000-8000-000000000006',
  editor: '6f1c2d1e-0000-4000-8000-000000000007',
} as const;

const S = {
  udaUpdate: '9a7b3c4d-0000-4000-8000-000000000101',
  growthAreas: '9a7b3c4d-0000-4000-8000-000000000102',
  lrtpProjects: '9a7b3c4d-0000-4000-8000-000000000103',
  bikePed: '9a7b3c4d-0000-4000-8000-000000000104',
  iedaSites: '9a7b3c4d-0000-4000-8000-000000000105',
  udaDraft: '9a7b3c4d-0000-4000-8000-000000000106',
} as const;

/** The organisations' names as the list of organisations has them (the rows carry the illustrative flag). */
const TOWN_ORG = 'Culpeper County';
const COUNTY_ORG = 'Fairfax County';

/** Layers that accept local submissions; published ones point at a layer_metadata key. */
export const spatialLayers: SpatialLayerRow[] = [
  {
    layer_id: 'urban-development-areas',
    layer_name: 'Urban Development Areas',
    description:
      'UDA boundaries designated in local comprehensive plans under § 15.2-2223.1. Approved updates are ' +
      'published to the statewide UDA layer.',
    geometry_type: 'polygon',
    accepts_submissions: true,
    published_layer_key: 'urban-development-areas',
    created_at: '2026-01-05T14:00:00.000Z',
  },
  {
    layer_id: 'growth-areas',
    layer_name: 'Growth Areas',
    description:
      'Locally designated growth areas for localities without a UDA, such as those designated with GAP-TA ' +
      'Component 1 help.',
    geometry_type: 'polygon',
    accepts_submissions: true,
    published_layer_key: 'growth-areas',
    created_at: '2026-01-05T14:00:00.000Z',
  },
  {
    layer_id: 'lrtp-projects',
    layer_name: 'MPO Long-Range Plan Projects',
    description:
      'Project alignments from MPO long-range transportation plans, submitted by the MPO or its staff.',
    geometry_type: 'line',
    accepts_submissions: true,
    published_layer_key: 'lrtp-projects',
    created_at: '2026-01-05T14:00:00.000Z',
  },
  {
    layer_id: 'local-bike-ped-network',
    layer_name: 'Local Bicycle and Pedestrian Network',
    description: 'Existing and planned sidewalks, bike lanes and trails maintained by localities.',
    geometry_type: 'line',
    accepts_submissions: true,
    published_layer_key: 'local-bike-ped-network',
    created_at: '2026-01-05T14:00:00.000Z',
  },
  {
    layer_id: 'iedas',
    layer_name: 'Industrial and Economic Development Areas',
    description: 'Industrial and economic development sites whose access is considered in mid-term needs.',
    geometry_type: 'polygon',
    accepts_submissions: true,
    published_layer_key: 'iedas',
    created_at: '2026-01-05T14:00:00.000Z',
  },
];

/** Illustrative staff and local users (reserved example domains only). */
export const demoUsers: UserRow[] = [
  {
    id: U.townPlanner,
    name: 'Illustrative Town Planner',
    email: 'planner@example.org',
    email_verified: '2026-01-06T15:10:00.000Z',
    image: null,
    organization: TOWN_ORG,
    illustrative: true,
    created_at: '2026-01-06T15:00:00.000Z',
    status: 'active',
    organization_id: 'locality-51047',
    access_reason: null,
    last_sign_in_at: null,
    updated_at: null,
  },
  {
    id: U.countyGis,
    name: 'Illustrative County GIS Analyst',
    email: 'gis@example.net',
    email_verified: '2026-01-07T13:20:00.000Z',
    image: null,
    organization: COUNTY_ORG,
    illustrative: true,
    created_at: '2026-01-07T13:15:00.000Z',
    status: 'active',
    organization_id: 'locality-51059',
    access_reason: null,
    last_sign_in_at: null,
    updated_at: null,
  },
  {
    id: U.reviewer,
    name: 'Illustrative OIPI Reviewer',
    email: 'reviewer@example.com',
    email_verified: '2026-01-05T14:05:00.000Z',
    image: null,
    organization: 'OIPI',
    illustrative: true,
    created_at: '2026-01-05T14:00:00.000Z',
    status: 'active',
    organization_id: null,
    access_reason: null,
    last_sign_in_at: null,
    updated_at: null,
  },
  {
    id: U.admin,
    name: 'Illustrative Site Administrator',
    email: 'admin@example.org',
    email_verified: '2026-01-05T14:02:00.000Z',
    image: null,
    organization: 'OIPI',
    illustrative: true,
    created_at: '2026-01-05T14:00:00.000Z',
    status: 'active',
    organization_id: null,
    access_reason: null,
    last_sign_in_at: null,
    updated_at: null,
  },
  // GAP-TA applications: a county planner who applies, and an OIPI GAP-TA reviewer.
  {
    id: U.gapApplicant,
    name: 'Illustrative Culpeper County Planning Director',
    email: 'applicant@example.org',
    email_verified: '2026-08-20T13:00:00.000Z',
    image: null,
    organization: TOWN_ORG,
    illustrative: true,
    created_at: '2026-08-20T12:55:00.000Z',
    status: 'active',
    organization_id: 'locality-51047',
    access_reason: null,
    last_sign_in_at: null,
    updated_at: null,
  },
  {
    id: U.gapReviewer,
    name: 'Illustrative OIPI GAP-TA Program Manager',
    email: 'gap-reviewer@example.com',
    email_verified: '2026-08-18T14:05:00.000Z',
    image: null,
    organization: 'OIPI',
    illustrative: true,
    created_at: '2026-08-18T14:00:00.000Z',
    status: 'active',
    organization_id: null,
    access_reason: null,
    last_sign_in_at: null,
    updated_at: null,
  },
  {
    id: U.editor,
    name: 'Illustrative OIPI Communications Editor',
    email: 'editor@example.com',
    email_verified: '2026-08-18T14:10:00.000Z',
    image: null,
    organization: 'OIPI',
    illustrative: true,
    created_at: '2026-08-18T14:08:00.000Z',
    status: 'active',
    organization_id: null,
    access_reason: null,
    last_sign_in_at: null,
    updated_at: null,
  },
];

export const demoRoles: Array<{ user_id: string; role: Role }> = [
  { user_id: U.gapApplicant, role: 'submitter' },
  { user_id: U.gapReviewer, role: 'gap-reviewer' },
  { user_id: U.editor, role: 'editor' },
  { user_id: U.townPlanner, role: 'submitter' },
  { user_id: U.countyGis, role: 'submitter' },
  { user_id: U.reviewer, role: 'reviewer' },
  { user_id: U.admin, role: 'reviewer' },
  { user_id: U.admin, role: 'admin' },
];

const bbox = (minX: number, minY: number, maxX: number, maxY: number): string =>
  JSON.stringify([minX, minY, maxX, maxY]);

/** One submission per status but approved (the seed holds no files a publish needs), across the layers and both submitters. */
export const demoSubmissions: SubmissionRow[] = [
  {
    submission_id: S.udaUpdate,
    layer_id: 'urban-development-areas',
    user_id: U.townPlanner,
    organization: TOWN_ORG,
    organization_id: 'locality-51047',
    title: 'Illustrative: Downtown UDA boundary update',
    description: 'Revised UDA boundary adopted with a comprehensive plan amendment (sample data).',
    file_name: 'downtown-uda-2026.zip',
    blob_path: `spatial-intake/${S.udaUpdate}/downtown-uda-2026.zip`,
    feature_count: 1,
    bbox: bbox(-78.91, 38.42, -78.84, 38.47),
    status: 'published',
    illustrative: true,
    created_at: '2026-02-02T14:00:00.000Z',
    updated_at: '2026-03-16T15:30:00.000Z',
    submitted_at: '2026-02-03T16:00:00.000Z',
  },
  {
    submission_id: S.growthAreas,
    layer_id: 'growth-areas',
    user_id: U.countyGis,
    organization: COUNTY_ORG,
    organization_id: 'locality-51059',
    title: 'Illustrative: County growth areas',
    description: 'Three growth areas from the draft comprehensive plan update (sample data).',
    file_name: 'county-growth-areas.zip',
    blob_path: `spatial-intake/${S.growthAreas}/county-growth-areas.zip`,
    feature_count: 3,
    bbox: bbox(-79.72, 37.18, -79.31, 37.46),
    // Waiting for review, not approved: the seed holds no file to publish, and an approved example offered a
    // Publish that could only fail.
    status: 'submitted',
    illustrative: true,
    created_at: '2026-04-06T13:00:00.000Z',
    updated_at: '2026-04-07T14:30:00.000Z',
    submitted_at: '2026-04-07T14:30:00.000Z',
  },
  {
    submission_id: S.lrtpProjects,
    layer_id: 'lrtp-projects',
    user_id: U.countyGis,
    organization: COUNTY_ORG,
    organization_id: 'locality-51059',
    title: 'Illustrative: Regional plan project alignments',
    description: 'Line features for projects in a regional long-range plan (sample data).',
    file_name: 'lrtp-alignments.geojson',
    blob_path: `spatial-intake/${S.lrtpProjects}/lrtp-alignments.geojson`,
    feature_count: 42,
    bbox: bbox(-77.65, 37.35, -77.25, 37.7),
    status: 'changes-requested',
    illustrative: true,
    created_at: '2026-06-08T14:00:00.000Z',
    updated_at: '2026-06-22T19:45:00.000Z',
    submitted_at: '2026-06-09T15:00:00.000Z',
  },
  {
    submission_id: S.bikePed,
    layer_id: 'local-bike-ped-network',
    user_id: U.townPlanner,
    organization: TOWN_ORG,
    organization_id: 'locality-51047',
    title: 'Illustrative: Sidewalk and bike lane inventory',
    description:
      'Existing sidewalks and bike lanes by direction, from a GAP-TA style inventory (sample data).',
    file_name: 'bike-ped-inventory.zip',
    blob_path: `spatial-intake/${S.bikePed}/bike-ped-inventory.zip`,
    feature_count: 318,
    bbox: bbox(-80.45, 37.2, -80.38, 37.25),
    status: 'in-review',
    illustrative: true,
    created_at: '2026-09-14T13:30:00.000Z',
    updated_at: '2026-09-21T14:00:00.000Z',
    submitted_at: '2026-09-15T17:00:00.000Z',
  },
  {
    submission_id: S.iedaSites,
    layer_id: 'iedas',
    user_id: U.countyGis,
    organization: COUNTY_ORG,
    organization_id: 'locality-51059',
    title: 'Illustrative: Industrial park boundaries',
    description: 'Boundaries of two industrial and economic development sites (sample data).',
    file_name: 'ieda-sites.zip',
    blob_path: `spatial-intake/${S.iedaSites}/ieda-sites.zip`,
    feature_count: 2,
    bbox: bbox(-79.6, 37.25, -79.45, 37.35),
    status: 'submitted',
    illustrative: true,
    created_at: '2026-10-26T12:00:00.000Z',
    updated_at: '2026-10-27T15:00:00.000Z',
    submitted_at: '2026-10-27T15:00:00.000Z',
  },
  {
    submission_id: S.udaDraft,
    layer_id: 'urban-development-areas',
    user_id: U.townPlanner,
    organization: TOWN_ORG,
    organization_id: 'locality-51047',
    title: 'Illustrative: New neighborhood UDA (draft)',
    description: 'Work in progress: a proposed UDA awaiting the final boundary file (sample data).',
    file_name: null,
    blob_path: null,
    feature_count: null,
    bbox: null,
    status: 'draft',
    illustrative: true,
    created_at: '2026-11-09T16:00:00.000Z',
    updated_at: '2026-11-09T16:00:00.000Z',
    submitted_at: null,
  },
];

const step = (
  submission_id: string,
  status: string,
  created_at: string,
  changed_by: string,
  note: string | null = null,
): SubmissionStatusRow => ({ submission_id, status, note, changed_by, created_at });

/** Status history of each submission, oldest first, ending in its current status. */
export const demoStatusRecords: SubmissionStatusRow[] = [
  step(S.udaUpdate, 'draft', '2026-02-02T14:00:00.000Z', U.townPlanner),
  step(S.udaUpdate, 'submitted', '2026-02-03T16:00:00.000Z', U.townPlanner),
  step(S.udaUpdate, 'in-review', '2026-02-09T14:00:00.000Z', U.reviewer),
  step(
    S.udaUpdate,
    'approved',
    '2026-03-02T15:00:00.000Z',
    U.reviewer,
    'Boundary matches the adopted plan map.',
  ),
  step(S.udaUpdate, 'published', '2026-03-16T15:30:00.000Z', U.admin, 'Added to the statewide UDA layer.'),

  step(S.growthAreas, 'draft', '2026-04-06T13:00:00.000Z', U.countyGis),
  step(S.growthAreas, 'submitted', '2026-04-07T14:30:00.000Z', U.countyGis),

  step(S.lrtpProjects, 'draft', '2026-06-08T14:00:00.000Z', U.countyGis),
  step(S.lrtpProjects, 'submitted', '2026-06-09T15:00:00.000Z', U.countyGis),
  step(S.lrtpProjects, 'in-review', '2026-06-15T13:30:00.000Z', U.reviewer),
  step(
    S.lrtpProjects,
    'changes-requested',
    '2026-06-22T19:45:00.000Z',
    U.reviewer,
    'Please add the plan project ID to each feature and fix two alignments that leave the road centerline.',
  ),

  step(S.bikePed, 'draft', '2026-09-14T13:30:00.000Z', U.townPlanner),
  step(S.bikePed, 'submitted', '2026-09-15T17:00:00.000Z', U.townPlanner),
  step(S.bikePed, 'in-review', '2026-09-21T14:00:00.000Z', U.reviewer),

  step(S.iedaSites, 'draft', '2026-10-26T12:00:00.000Z', U.countyGis),
  step(S.iedaSites, 'submitted', '2026-10-27T15:00:00.000Z', U.countyGis),

  step(S.udaDraft, 'draft', '2026-11-09T16:00:00.000Z', U.townPlanner),
];

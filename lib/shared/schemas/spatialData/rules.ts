/**
 * Spatial data: what the browser and the server share. Coordinate systems a submitter may
 * pick, upload formats, submission statuses with the next step for each, and the pre-flight finding shape.
 */

/** The coordinate systems offered when a file does not say its own (Virginia's usual ones). */
export const CRS_CHOICES = [
  { code: 'EPSG:4326', label: 'WGS 84, longitude/latitude (EPSG:4326)' },
  { code: 'EPSG:4269', label: 'NAD83, longitude/latitude (EPSG:4269)' },
  { code: 'EPSG:3857', label: 'Web Mercator (EPSG:3857)' },
  { code: 'EPSG:3968', label: 'NAD83 / Virginia Lambert, metres (EPSG:3968)' },
  { code: 'EPSG:2283', label: 'NAD83 / Virginia North, US feet (EPSG:2283)' },
  { code: 'EPSG:2284', label: 'NAD83 / Virginia South, US feet (EPSG:2284)' },
  { code: 'EPSG:26917', label: 'NAD83 / UTM zone 17N, metres (EPSG:26917)' },
  { code: 'EPSG:26918', label: 'NAD83 / UTM zone 18N, metres (EPSG:26918)' },
  { code: 'EPSG:32617', label: 'WGS 84 / UTM zone 17N, metres (EPSG:32617)' },
  { code: 'EPSG:32618', label: 'WGS 84 / UTM zone 18N, metres (EPSG:32618)' },
] as const;
export type CrsCode = (typeof CRS_CHOICES)[number]['code'];
export const CRS_CODES = CRS_CHOICES.map((c) => c.code) as unknown as readonly [CrsCode, ...CrsCode[]];

/** File types a submission accepts, for the file picker and the page's instructions. */
export const ACCEPTED_EXTENSIONS = ['.zip', '.geojson', '.json', '.kml', '.kmz', '.gpkg', '.csv'] as const;

export type IntakeGeometry = 'point' | 'line' | 'polygon';
const GEOMETRY_PLURAL: Record<IntakeGeometry, string> = {
  point: 'points',
  line: 'lines',
  polygon: 'polygons',
};

/**
 * The file types that fit a layer: a CSV with latitude and longitude holds points, so it is
 * offered only for point layers; the other formats carry any geometry.
 */
export const extensionsFor = (geometry: IntakeGeometry): string[] =>
  ACCEPTED_EXTENSIONS.filter((e) => e !== '.csv' || geometry === 'point');

/** The sentence naming the formats that fit a layer, for the upload form. */
export const formatsSentence = (geometry: IntakeGeometry): string =>
  geometry === 'point'
    ? 'A zipped shapefile (.shp, .shx, .dbf with its .prj and .cpg), GeoJSON, a GeoPackage, KML or KMZ, or a CSV with latitude and longitude columns'
    : `This layer holds ${GEOMETRY_PLURAL[geometry]}: a zipped shapefile (.shp, .shx, .dbf with its .prj and .cpg), GeoJSON, a GeoPackage, KML or KMZ (a CSV with latitude and longitude holds only points, so it does not fit)`;

/** Why a CSV is refused for a layer that does not hold points, said before anything is read. */
export const csvMisfit = (geometry: IntakeGeometry): string =>
  `A CSV with latitude and longitude holds points, and this layer holds ${GEOMETRY_PLURAL[geometry]}. Export the ${GEOMETRY_PLURAL[geometry]} from your GIS software as a zipped shapefile, GeoJSON, a GeoPackage or KML, and upload that.`;

export const SUBMISSION_STATUSES = [
  'draft',
  'submitted',
  'in-review',
  'changes-requested',
  'approved',
  'rejected',
  'published',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  'in-review': 'In review',
  'changes-requested': 'Changes requested',
  approved: 'Approved',
  rejected: 'Rejected',
  published: 'Published',
};

/** What happens next, from the submitter's side. */
export const NEXT_STEP: Record<SubmissionStatus, string> = {
  draft: 'Upload a file, check the pre-flight report, then submit for review.',
  submitted: 'Waiting for an OIPI reviewer to start the review.',
  'in-review': 'An OIPI reviewer is checking it.',
  'changes-requested': 'Read the reviewer’s note, then upload a corrected version and submit again.',
  // Not "will publish": a publish that was rolled back leaves a submission approved too.
  approved: 'Approved: OIPI decides when to publish it to the Map Explorer (its history shows each step).',
  rejected: 'Not accepted. Read the reviewer’s note; start a new submission if needed.',
  published: 'Published on the Map Explorer.',
};

/** Reviewer actions and the statuses each may start from. */
export const REVIEW_ACTIONS = {
  'in-review': ['submitted'],
  'changes-requested': ['submitted', 'in-review'],
  approved: ['in-review'],
  rejected: ['submitted', 'in-review'],
  published: ['approved'],
} as const satisfies Partial<Record<SubmissionStatus, readonly SubmissionStatus[]>>;
export type ReviewAction = keyof typeof REVIEW_ACTIONS;

export const ACTION_LABELS: Record<ReviewAction, string> = {
  'in-review': 'Start review',
  'changes-requested': 'Request changes',
  approved: 'Approve',
  rejected: 'Reject',
  published: 'Publish to the Map Explorer',
};

/** Statuses in which the submitter may still change the submission (upload, edit, submit). */
export const EDITABLE: readonly SubmissionStatus[] = ['draft', 'changes-requested'];

/** Days a submission may wait in the queue (submitted or in review) before it is marked overdue. */
export const OVERDUE_DAYS = 14;

export type FindingLevel = 'error' | 'warning' | 'info';
export type FindingTopic =
  'crs' | 'encoding' | 'geometry-type' | 'invalid-geometry' | 'extent' | 'fields' | 'count';

/** One line of the pre-flight report: what was found, and what to do about it. */
export interface Finding {
  topic: FindingTopic;
  level: FindingLevel;
  message: string;
  action: string | null;
  /** 1-based numbers of the features concerned (at most 20). */
  features?: number[];
}

/** Tracking number people quote: VT-SD-<year>-<submission row id, 5 digits>. */
export const trackingNumber = (rowId: number, createdAt: string) =>
  `VT-SD-${createdAt.slice(0, 4)}-${String(rowId).padStart(5, '0')}`;

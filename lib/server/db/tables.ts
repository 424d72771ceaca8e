/**
 * Row types of the tables created by the migrations. Dates are ISO strings on the way in
 * ('YYYY-MM-DD' for date columns, full ISO for datetime columns); repositories normalise what
 * each driver gives back (SQL Server returns Date objects, SQLite returns strings / 0-1).
 */
export interface ArticleRow {
  slug: string;
  page_path: string;
  title: string;
  intro: string;
  updated_at: string;
}

export interface UpdateRow {
  update_key: string;
  date: string;
  title: string;
  intro: string;
  body: string;
  program: 'vtrans' | 'gap-ta';
  link_href: string | null;
  link_label: string | null;
}

export interface AnnouncementRow {
  id: number;
  date: string;
  title: string;
  message: string;
  link_href: string | null;
  link_label: string | null;
}

export interface EventRow {
  slug: string;
  title: string;
  description: string;
  event_type: 'workshop' | 'public-meeting' | 'webinar' | 'board-workshop';
  starts_at: string;
  ends_at: string | null;
  location_name: string | null;
  address: string | null;
  is_virtual: boolean;
  link_href: string | null;
  illustrative: boolean;
  /** JSON [{label, href}]; set by the seeder from eventMaterials.ts. */
  materials?: string | null;
}

export interface StatutoryRequirementRow {
  year: number;
  level: 'federal' | 'state';
  citation: string;
  title: string;
  is_requirement: boolean;
  description: string;
  url: string | null;
  sort_order: number;
}

export interface StatisticRow {
  stat_key: string;
  label: string;
  value: string;
  description: string;
  illustrative: boolean;
  sort_order: number;
}

export interface VersionRow {
  module: 'map-explorer' | 'data-explorer';
  version: string;
  released_on: string;
  notes: string;
}

export interface DidYouKnowRow {
  fact: string;
  source: string | null;
  page_path: string | null;
  sort_order: number;
}

export interface StrategicActionRow {
  action_number: number;
  title: string;
  description: string;
  intent: string;
  risk_item_number: number | null;
  responsible_entity: string;
  status: string;
  theme: string;
  illustrative: boolean;
}

export interface SurveyTimelineRow {
  date: string;
  title: string;
  description: string;
  sort_order: number;
}

export interface GapTaStudyRow {
  gap_id: string;
  title: string;
  locality: string;
  locality_type: 'county' | 'city' | 'town' | 'region';
  district: string;
  fiscal_year: number;
  component: 1 | 2 | 3 | 4;
  status: 'completed' | 'underway' | 'starting';
  summary: string;
  latitude: number;
  longitude: number;
  illustrative: boolean;
}

export interface LayerMetadataRow {
  layer_key: string;
  name: string;
  category: string;
  description: string;
  geometry_type: 'point' | 'line' | 'polygon';
  source: string;
  vintage: string;
  downloadable: boolean;
  updated_on: string;
  /** JSON list of the layer's fields ({ name, type, label }); filled by the layer-features seed. */
  fields?: string | null;
}

export interface LtrorRow {
  megatrend_number: number;
  megatrend: string;
  macrotrend_number: number;
  macrotrend: string;
  drivers: string;
  summary: string;
  key_figures: string; // JSON [{label, value}]
  page_path: string;
}

export interface ByTheNumbersRow {
  value: string;
  label: string;
  detail: string;
  context_source: boolean;
  sort_order: number;
}

export interface WhatsNewRow {
  date: string;
  title: string;
  description: string;
  href: string | null;
}

export interface CommodityFlowRow {
  scale: 'statewide' | 'district';
  origin: string;
  direction: 'inbound' | 'outbound' | 'within';
  partner: string;
  commodity: string;
  mode: string;
  year: number;
  tons: number;
  value: number;
  ton_miles: number;
  illustrative: boolean;
}

export interface UserRow {
  id: string;
  name: string | null;
  email: string;
  email_verified: string | null;
  image: string | null;
  organization: string | null;
  illustrative: boolean;
  created_at: string;
  /** invited | requested | active | deactivated (ARCHITECTURE §5). */
  status: string;
  /** lib/shared/organizations.ts id of a submitter's locality, planning district or MPO. */
  organization_id: string | null;
  /** What a person wrote when they asked for access. */
  access_reason: string | null;
  last_sign_in_at: string | null;
  updated_at: string | null;
  /** Copied into the session JWT at sign-in; sign-out and deactivation add one, ending older sessions (default 0). */
  session_version?: number;
}

export interface UserAuditRow {
  id: number;
  user_id: string;
  actor_id: string | null;
  actor_label: string;
  action: string;
  /** JSON object of what changed. */
  details: string | null;
  created_at: string;
}

export interface SpatialLayerRow {
  layer_id: string;
  layer_name: string;
  description: string;
  geometry_type: 'point' | 'line' | 'polygon';
  accepts_submissions: boolean;
  published_layer_key: string | null;
  created_at: string;
}

export interface SubmissionRow {
  submission_id: string;
  layer_id: string;
  user_id: string;
  organization: string;
  /** The submitter's organisation key (migration 023); null on rows made before it. */
  organization_id?: string | null;
  title: string;
  description: string;
  file_name: string | null;
  blob_path: string | null;
  feature_count: number | null;
  bbox: string | null;
  status: string;
  illustrative: boolean;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

export interface SubmissionStatusRow {
  submission_id: string;
  status: string;
  note: string | null;
  changed_by: string | null;
  created_at: string;
}

export interface DocumentRow {
  path: string;
  title: string;
  content_type: string;
  size: number;
  topic: string;
  plan_cycle: string;
  doc_type: string;
  accessible: boolean;
  updated_at: string;
}

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  organization: string | null;
  topic: 'plan' | 'gap-ta' | 'data' | 'accessibility' | 'meetings' | 'media' | 'other';
  subject: string;
  message: string;
  page_path: string | null;
  created_at: string;
}

export interface SearchMissRow {
  id: number;
  /** The normalised query (lower case, single spaces), at most 200 characters. */
  query: string;
  count: number;
  last_seen: string;
}

/** A fixed-window rate-limit counter (migration 016). */
export interface RateLimitRow {
  key: string;
  window_start: number;
  expires_at: number;
  points: number;
}

export interface NewsletterSubscriberRow {
  id: number;
  /** Trimmed and lower-cased, so both engines treat one address as one row. */
  email: string;
  first_name: string;
  last_name: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  unsubscribe_token: string;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

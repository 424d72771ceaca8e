/** Business constants and limits of SPEC §9 (and the few the architecture adds). */

export const NEWSLETTER_UPDATES_PER_YEAR = { min: 4, max: 6 } as const;
export const SEARCH_THROTTLE_MS = 500;
export const ALERT_AUTO_HIDE_MS = 6000;
export const TRANSLATION_FIRST_ATTEMPT_MS = 50;
export const TRANSLATION_RETRY_MS = 100;
export const TRANSLATION_MAX_RETRIES = 5;
export const LANGUAGE_MENU_MAX_HEIGHT = '70vh';
export const PAGE_MAX_WIDTH = 1600;
export const CONTENT_MAX_WIDTH = 1340;
export const NAV_BAR_HEIGHT = 50;
export const PLAN_LOGO_SIZE = { width: 248.8, height: 105 } as const;
export const PROGRAM_LOGO_SIZE = { width: 270, height: 105 } as const;
export const DATE_FORMAT = 'MM/DD/YYYY';

/** Product documents are served under this path (SPEC §9). */
export const RESOURCES_PREFIX = '/resources/';

/** Largest saved interactive-query state accepted, in bytes of JSON. */
export const INTERACTIVE_QUERY_MAX_BYTES = 64 * 1024;

/** Commodity-flow dimensions (FAF5-shaped; CONTENT-FACTS §13). */
export const FREIGHT_SCALES = ['statewide', 'district'] as const;
export const FREIGHT_DIRECTIONS = ['inbound', 'outbound', 'within'] as const;
export const FREIGHT_METRICS = ['tons', 'value', 'ton-miles'] as const;
export const FREIGHT_MODES = ['truck', 'rail', 'water', 'air', 'multiple', 'pipeline', 'other'] as const;

/** The nine VDOT construction districts. */
export const VDOT_DISTRICTS = [
  'Bristol',
  'Culpeper',
  'Fredericksburg',
  'Hampton Roads',
  'Lynchburg',
  'Northern Virginia',
  'Richmond',
  'Salem',
  'Staunton',
] as const;

/** Extra scroll distance past the banner before the header becomes fixed (SPEC §2: value ours). */
export const HEADER_FIXED_OFFSET = 20;

/** Header links (SPEC §3 Header link: href, label). */
export const ADMINISTERED_BY = {
  text: 'VTrans and the GAP Technical Assistance Program are administered by the',
  link: { href: 'https://oipi.virginia.gov/', label: 'Office of Intermodal Planning and Investment' },
} as const;

export const HEADER_LINKS: ReadonlyArray<{ href: string; label: string }> = [
  { href: 'https://www.transportation.virginia.gov/', label: 'Secretary of Transportation' },
  { href: 'https://www.ctb.virginia.gov/', label: 'Commonwealth Transportation Board' },
  { href: 'https://www.virginia.gov/', label: 'Virginia.gov' },
];

export const SOCIAL_LINKS: ReadonlyArray<{ href: string; label: string }> = [
  { href: 'https://www.facebook.com/VirginiaDOT', label: 'Virginia DOT on Facebook' },
  { href: 'https://www.youtube.com/user/VDOTWebmaster', label: 'Virginia DOT on YouTube' },
];

/**
 * The layers the Map Explorer opens with when the address names none: the network VTrans plans
 * for (Corridors of Statewide Significance) and the latest priority locations on it. A shared link or a
 * feature link opens on its own layers instead.
 */
export const DEFAULT_MAP_LAYERS = ['coss-roadway-components', 'priority-locations-2023'] as const;

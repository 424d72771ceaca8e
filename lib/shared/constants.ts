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

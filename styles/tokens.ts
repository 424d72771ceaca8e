/**
 * The design tokens: the only place colours, type scale and breakpoints live (SPEC §9, CONVENTIONS 7).
 * Plain data with no MUI import, so the site frame (styled with CSS modules) can use them
 * without bringing MUI's styling runtime to the browser. styles/theme.ts builds MUI's theme from them for
 * the pages that use MUI's widgets; `rootCss()` gives the same values to CSS as custom properties
 * (`var(--vt-primary)`, `var(--vt-h1-size)` …), written into every page's <head> by pages/_document.tsx.
 */
import { CONTENT_MAX_WIDTH, NAV_BAR_HEIGHT, PAGE_MAX_WIDTH } from '@/lib/shared/constants';

export const palette = {
  primary: '#01467a',
  secondary: '#18BDB9',
  text: '#1b1b1b',
  muted: '#4a4a4a',
  surface: '#f4f7fa',
  white: '#ffffff',
  /** Logos of the section you are not in (SPEC §2: colours switch by section). */
  inactiveLogo: '#5a6470',
  /** Older layout banner and the blue tool bar. */
  banner: '#0b2e4f',
  toolBar: '#1a5a96',
  footer: '#0b2e4f',
  /** MUI's warning colour (alerts), kept. */
  warning: '#ed6c02',
  /** Warning text ("Check:" in the pre-flight report): 6.6:1 on white (MUI's warning.dark is 3.8:1). */
  warningText: '#a13d00',
  /** A contained button under the pointer (MUI's primary.dark for this primary). */
  primaryDark: '#003155',
  /** Message boxes (MUI's standard Alert tints): background and text per severity, each ≥ 7:1. */
  infoBg: '#e5f6fd',
  infoInk: '#014361',
  successBg: '#edf7ed',
  successInk: '#1e4620',
  warningBg: '#fff4e5',
  warningInk: '#663c00',
  errorBg: '#fdeded',
  errorInk: '#5f2120',
  /** Borders of outlined controls and dividers. */
  border: '#c4c4c4',
} as const;

/** The PDFs the site makes (lib/server/pdf/tagged.ts): ink, secondary text, rules and paper, each ≥ 4.5:1 where text. */
export const printColours = {
  ink: '#212121',
  muted: '#595959',
  rule: '#8a8a8a',
  paper: '#ffffff',
} as const;

/** Map Explorer basemap styles drawn from the real boundaries, and the colours of its layers. */
export const mapColours = {
  /** The printed map page (PDF): text, scale bar and north arrow, and the paper behind them. */
  print: { ink: '#1b1b1b', paper: '#ffffff' },
  /** Place and county names on each basemap style: text and the halo around it. */
  labels: {
    light: { text: '#1b1b1b', halo: '#ffffff' },
    dark: { text: '#f4f7fa', halo: '#10161d' },
    'high-contrast': { text: '#ffff00', halo: '#000000' },
  },
  basemaps: {
    light: {
      background: '#dfe9f2',
      neighbour: '#f1f1ee',
      locality: '#ffffff',
      line: '#9aa5b1',
      state: '#4a4a4a',
    },
    dark: {
      background: '#10161d',
      neighbour: '#222a33',
      locality: '#2f3a46',
      line: '#5f6e7d',
      state: '#c9d3dd',
    },
    'high-contrast': {
      background: '#000000',
      neighbour: '#000000',
      locality: '#000000',
      line: '#ffffff',
      state: '#ffff00',
    },
  },
  /**
   * One colour per layer (25 layers): hues about 115° apart from one layer to the next, each with a relative
   * luminance of about 0.25, which gives at least 3:1 contrast (WCAG 1.4.11) against the light, dark and
   * high-contrast basemaps alike (white, #2f3a46 and black fills). Shapes and dash patterns (layerStyles.ts)
   * tell layers of similar hue apart.
   */
  layers: [
    '#f54a4a',
    '#169f08',
    '#6680f7',
    '#f54575',
    '#3e9c08',
    '#2f88f4',
    '#f53aa0',
    '#639708',
    '#0a92c6',
    '#f324ce',
    '#849008',
    '#089898',
    '#e232f4',
    '#a28609',
    '#089b73',
    '#be5af6',
    '#cb730b',
    '#089d4c',
    '#9f6cf7',
    '#f35115',
    '#089f24',
    '#8377f8',
    // Three more for the submitted layers, in hues the list above leaves free.
    '#b2811f',
    '#1f96ad',
    '#df49d2',
  ],
  /**
   * The two years of a year comparison: orange left of the divide, blue right of it (apart for
   * every kind of colour blindness, each 3:1 against the three basemaps like the layer palette); a dash
   * pattern and marker shape tell them apart as well (compareStyle in layerStyles.ts).
   */
  compare: { from: '#cb730b', to: '#2f88f4' },
  /**
   * A selected feature's highlight: bright amber, which stands out on every basemap and over every layer
   * colour (the SDK's default, a faint cyan, is hard to see on the light basemap).
   */
  highlight: '#ffb000',
  /** Public map comments: waiting for an answer, answered, and the point being placed. */
  comments: { open: '#6d28d9', answered: '#047857', placing: '#111827' },
} as const;

/** Secondary text size: the 'small' variant, and chart axis labels (SVG text outside Typography). */
export const SMALL_TEXT = '14px';

/** The site's focus indicator: a white ring inside a near-black one, at least 3:1 against any background. */
export const FOCUS_RING = {
  outline: `2px solid ${palette.white}`,
  outlineOffset: '1px',
  boxShadow: `0 0 0 5px ${palette.text}`,
} as const;

/**
 * Focus on a field in an outlined box whose label sits on its border (MUI's outlined fields): the box's border
 * itself, thick and near-black, which leaves the label's notch open. The site's outer ring, drawn around the
 * field, crossed the label ("Break down by" was hidden under it).
 */
export const FIELD_FOCUS_BORDER = `3px solid ${palette.text}`;

/** Widths where layouts change (MUI's defaults, kept): CSS modules use these in `@media` (a test checks). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const FONT_FAMILY = '"Noto Sans", "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

interface TypeStep {
  /** Size from the `md` breakpoint up, in px. */
  size: number;
  /** Size below `md` (phones), in px; the same when absent. */
  phone?: number;
  weight: number;
  lineHeight: number;
  /** In em, as MUI's defaults set them for h1–h3 and body1. */
  letterSpacing?: number;
}

/**
 * The type scale: h1–h3, body1 and the site's own variants (use these, never an ad-hoc font size). Line
 * heights and letter spacing of h1–h3 and body1 are MUI's defaults, so pages look the same in either styling.
 */
export const TYPE_SCALE = {
  h1: { size: 36, phone: 30, weight: 700, lineHeight: 1.167, letterSpacing: -0.01562 },
  h2: { size: 28, phone: 24, weight: 700, lineHeight: 1.2, letterSpacing: -0.00833 },
  h3: { size: 22, weight: 600, lineHeight: 1.167, letterSpacing: 0 },
  body1: { size: 18, phone: 15, weight: 400, lineHeight: 1.5, letterSpacing: 0.00938 },
  /** The introduction under a page title. */
  lead: { size: 20, phone: 17, weight: 400, lineHeight: 1.5 },
  /** A heading inside a panel or page section, smaller than h2. */
  panelTitle: { size: 22, weight: 700, lineHeight: 1.3 },
  /** The title of a card (update, meeting, best bet, legend). */
  cardTitle: { size: 20, weight: 700, lineHeight: 1.3 },
  /** The title of an item in a list (search result, drawer heading). */
  itemTitle: { size: 18, weight: 700, lineHeight: 1.35 },
  /** A big figure (home page numbers). */
  figure: { size: 32, weight: 700, lineHeight: 1.2 },
  /** Text of the site's chrome: navigation, footer, banners, tool panels. */
  ui: { size: 16, weight: 400, lineHeight: 1.5 },
  /** Secondary text: header links, notes, legends. */
  small: { size: parseInt(SMALL_TEXT, 10), weight: 400, lineHeight: 1.45 },
} as const satisfies Record<string, TypeStep>;

export type TypeVariant = keyof typeof TYPE_SCALE;

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The tokens as CSS custom properties on :root: `--vt-<colour>` for every palette colour, and per type step
 * `--vt-<step>-size`, `-weight`, `-line-height` and `-letter-spacing`, with the phone sizes below `md`.
 */
export function rootCss(): string {
  const colours = Object.entries(palette).map(([name, value]) => `--vt-${kebab(name)}:${value}`);
  const type = Object.entries(TYPE_SCALE as Record<string, TypeStep>).flatMap(([name, s]) => [
    `--vt-${kebab(name)}-size:${s.size}px`,
    `--vt-${kebab(name)}-weight:${s.weight}`,
    `--vt-${kebab(name)}-line-height:${s.lineHeight}`,
    `--vt-${kebab(name)}-letter-spacing:${s.letterSpacing ?? 0}em`,
  ]);
  const layout = [
    `--vt-content-max-width:${CONTENT_MAX_WIDTH}px`,
    `--vt-page-max-width:${PAGE_MAX_WIDTH}px`,
    `--vt-nav-bar-height:${NAV_BAR_HEIGHT}px`,
  ];
  const phone = Object.entries(TYPE_SCALE as Record<string, TypeStep>)
    .filter(([, s]) => s.phone !== undefined)
    .map(([name, s]) => `--vt-${kebab(name)}-size:${s.phone}px`);
  return (
    `:root{${[...colours, ...type, ...layout, `--vt-font:${FONT_FAMILY}`].join(';')}}` +
    `@media (max-width:${BREAKPOINTS.md - 0.05}px){:root{${phone.join(';')}}}`
  );
}

import { createTheme } from '@mui/material/styles';

/** The only place colours, type scale and breakpoints live (SPEC §9, CONVENTIONS 7). */
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
} as const;

/** Map Explorer basemap styles drawn from the real boundaries (issue 11), and the colours of its layers. */
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
   * One colour per layer (22 layers): hues about 115° apart from one layer to the next, each with a relative
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
  ],
  highlight: '#00e5ff',
  /** Public map comments: waiting for an answer, answered, and the point being placed. */
  comments: { open: '#6d28d9', answered: '#047857', placing: '#111827' },
} as const;

/** Secondary text size: the 'small' variant, and chart axis labels (SVG text outside Typography). */
export const SMALL_TEXT = '14px';

/** The site's own type variants besides h1–h3 and body1 (use these, never an ad-hoc fontSize). */
interface SiteTypeVariants {
  /** The introduction under a page title. */
  lead: React.CSSProperties;
  /** A heading inside a panel or page section, smaller than h2. */
  panelTitle: React.CSSProperties;
  /** The title of a card (update, meeting, best bet, legend). */
  cardTitle: React.CSSProperties;
  /** The title of an item in a list (search result, drawer heading). */
  itemTitle: React.CSSProperties;
  /** A big figure (home page numbers). */
  figure: React.CSSProperties;
  /** Text of the site's chrome: navigation, footer, banners, tool panels. */
  ui: React.CSSProperties;
  /** Secondary text: header links, notes, legends. */
  small: React.CSSProperties;
}

declare module '@mui/material/styles' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TypographyVariants extends SiteTypeVariants {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TypographyVariantsOptions extends Partial<SiteTypeVariants> {}
  interface Palette {
    footer: Palette['primary'];
    banner: Palette['primary'];
    toolBar: Palette['primary'];
  }
  interface PaletteOptions {
    footer?: PaletteOptions['primary'];
    banner?: PaletteOptions['primary'];
    toolBar?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    lead: true;
    panelTitle: true;
    cardTitle: true;
    itemTitle: true;
    figure: true;
    ui: true;
    small: true;
  }
}

const base = createTheme({
  palette: {
    primary: { main: palette.primary },
    secondary: { main: palette.secondary, contrastText: palette.text },
    text: { primary: palette.text, secondary: palette.muted },
    warning: { main: palette.warning, dark: palette.warningText },
    background: { default: palette.white, paper: palette.white },
    footer: { main: palette.footer, contrastText: palette.white },
    banner: { main: palette.banner, contrastText: palette.white },
    toolBar: { main: palette.toolBar, contrastText: palette.white },
  },
  typography: {
    fontFamily: '"Noto Sans", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
});

/** The site's focus indicator: a white ring inside a near-black one, at least 3:1 against any background. */
export const FOCUS_RING = {
  outline: `2px solid ${palette.white}`,
  outlineOffset: '1px',
  boxShadow: `0 0 0 5px ${palette.text}`,
} as const;

const theme = createTheme(base, {
  typography: {
    h1: { fontSize: '36px', fontWeight: 700, [base.breakpoints.down('md')]: { fontSize: '30px' } },
    h2: { fontSize: '28px', fontWeight: 700, [base.breakpoints.down('md')]: { fontSize: '24px' } },
    h3: { fontSize: '22px', fontWeight: 600 },
    body1: { fontSize: '18px', [base.breakpoints.down('md')]: { fontSize: '15px' } },
    lead: { fontSize: '20px', lineHeight: 1.5, [base.breakpoints.down('md')]: { fontSize: '17px' } },
    panelTitle: { fontSize: '22px', fontWeight: 700, lineHeight: 1.3 },
    cardTitle: { fontSize: '20px', fontWeight: 700, lineHeight: 1.3 },
    itemTitle: { fontSize: '18px', fontWeight: 700, lineHeight: 1.35 },
    figure: { fontSize: '32px', fontWeight: 700, lineHeight: 1.2 },
    ui: { fontSize: '16px', lineHeight: 1.5 },
    small: { fontSize: SMALL_TEXT, lineHeight: 1.45 },
  },
  components: {
    MuiTypography: {
      defaultProps: {
        variantMapping: {
          lead: 'p',
          panelTitle: 'h2',
          cardTitle: 'h3',
          itemTitle: 'h3',
          figure: 'p',
          ui: 'p',
          small: 'p',
        },
      },
    },
    /*
     * One visible focus ring everywhere (WCAG 2.4.7, 2.4.11): a white inner and a near-black outer ring, so it
     * shows on white pages, blue banners and the dark basemap alike. MUI's focus ripple (a faint pulse) is off;
     * controls whose real focus is on a hidden input (checkbox, radio, switch) or a slider thumb show the ring
     * on what is visible (MUI marks it .Mui-focusVisible).
     */
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible, .Mui-focusVisible:not(.MuiInputBase-root)': FOCUS_RING,
        '.MuiSlider-thumb.Mui-focusVisible': { ...FOCUS_RING, outlineOffset: 0 },
        'input[type="checkbox"]:focus-visible, input[type="radio"]:focus-visible': {
          outline: 'none',
          boxShadow: 'none',
        },
      },
    },
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiButton: { defaultProps: { disableElevation: true, disableFocusRipple: true } },
    MuiIconButton: { defaultProps: { disableFocusRipple: true } },
    MuiButtonBase: { defaultProps: { focusRipple: false } },
  },
});

export default theme;

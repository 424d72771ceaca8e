import { createTheme } from '@mui/material/styles';

import { FIELD_FOCUS_BORDER, FOCUS_RING, FONT_FAMILY, palette, TYPE_SCALE, type TypeVariant } from './tokens';

/** MUI's theme, built from the tokens in styles/tokens.ts, for the pages that use MUI's widgets (withMui). */
export { FOCUS_RING, mapColours, palette, printColours, SMALL_TEXT } from './tokens';

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
    fontFamily: FONT_FAMILY,
  },
});

const theme = createTheme(base, {
  typography: Object.fromEntries(
    (Object.keys(TYPE_SCALE) as TypeVariant[]).map((name) => {
      const s: { size: number; phone?: number; weight: number; lineHeight: number } = TYPE_SCALE[name];
      return [
        name,
        {
          fontSize: `${s.size}px`,
          fontWeight: s.weight,
          lineHeight: s.lineHeight,
          ...(s.phone ? { [base.breakpoints.down('md')]: { fontSize: `${s.phone}px` } } : {}),
        },
      ];
    }),
  ),
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
        // An outlined field shows focus on its own border (the outer ring covered the label on it).
        '.MuiOutlinedInput-input:focus-visible': { outline: 'none', boxShadow: 'none' },
        '.MuiOutlinedInput-root:has(.MuiOutlinedInput-input:focus-visible) .MuiOutlinedInput-notchedOutline':
          {
            border: FIELD_FOCUS_BORDER,
          },
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

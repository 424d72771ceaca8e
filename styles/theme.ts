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
} as const;

declare module '@mui/material/styles' {
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

const base = createTheme({
  palette: {
    primary: { main: palette.primary },
    secondary: { main: palette.secondary, contrastText: palette.text },
    text: { primary: palette.text, secondary: palette.muted },
    background: { default: palette.white, paper: palette.white },
    footer: { main: palette.footer, contrastText: palette.white },
    banner: { main: palette.banner, contrastText: palette.white },
    toolBar: { main: palette.toolBar, contrastText: palette.white },
  },
  typography: {
    fontFamily: '"Noto Sans", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
});

const theme = createTheme(base, {
  typography: {
    h1: { fontSize: '36px', fontWeight: 700, [base.breakpoints.down('md')]: { fontSize: '30px' } },
    h2: { fontSize: '28px', fontWeight: 700, [base.breakpoints.down('md')]: { fontSize: '24px' } },
    h3: { fontSize: '22px', fontWeight: 600 },
    body1: { fontSize: '18px', [base.breakpoints.down('md')]: { fontSize: '15px' } },
  },
  components: {
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});

export default theme;

import type { Theme } from '@mui/material/styles';

/** Bar colours per layout: the redesign uses the primary colour, the older layout its blue tool bar. */
export const BAR_COLOURS = {
  redesign: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  older: { bgcolor: 'toolBar.main', color: 'toolBar.contrastText' },
} as const;

/** Resolves a palette token such as 'secondary.main' to its colour, or undefined when unknown. */
function resolveToken(theme: Theme, token: string): string | undefined {
  const [key, shade = 'main'] = token.split('.');
  const entry = (theme.palette as unknown as Record<string, Record<string, unknown> | undefined>)[key];
  const value = entry?.[shade];
  return typeof value === 'string' ? value : undefined;
}

/** sx for a top-level item with its own background token: that background and a readable text colour. */
export function itemBackground(token: string | undefined) {
  return (theme: Theme) => {
    const colour = token ? resolveToken(theme, token) : undefined;
    return colour ? { bgcolor: colour, color: theme.palette.getContrastText(colour) } : {};
  };
}

/** The shared look of a top-level bar button (trigger or plain link). */
export const barButtonSx = {
  height: '100%',
  px: 2,
  borderRadius: 0,
  color: 'inherit',
  typography: 'ui',
  fontWeight: 600,
  textTransform: 'none',
  whiteSpace: 'nowrap',
  // An underline made of the text colour marks hover and the open menu on any bar background.
  '&:hover, &[aria-expanded="true"]': { boxShadow: 'inset 0 -4px 0 currentColor' },
  '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: -3 },
} as const;

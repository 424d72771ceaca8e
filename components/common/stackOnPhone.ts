import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A table that becomes one block per row on a phone: the header row is hidden (still read by screen readers)
 * and each cell says its column (`data-label`), so nothing scrolls sideways at 390 px.
 */
export const STACK_ON_PHONE: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      display: 'block',
      whiteSpace: 'nowrap',
    },
    '& tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 },
    '& td, & tbody th': { display: 'block', border: 0, py: 0.25, px: 0, overflowWrap: 'anywhere' },
    '& td[data-label]::before': { content: 'attr(data-label) ": "', fontWeight: 700 },
  },
});

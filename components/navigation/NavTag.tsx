import Box from '@mui/material/Box';
import { TAG_BADGE_WIDTH, type NavigationItem } from '@/lib/shared/navigation';

const TEXT = { new: 'New', updated: 'Updated' } as const;

/** The small 'New' / 'Updated' badge shown next to a navigation item; screen readers read it too. */
export function NavTag({ tag }: { tag: NonNullable<NavigationItem['tag']> }) {
  return (
    <Box
      component="span"
      aria-hidden={false}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: TAG_BADGE_WIDTH[tag],
        ml: 1,
        py: '1px',
        borderRadius: 1,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: 1.5,
        textAlign: 'center',
        textTransform: 'none',
      }}
    >
      {/* The leading space keeps the label and the tag apart in the accessible name. */}
      {` ${TEXT[tag]}`}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { SECONDARY_LINKS, type NavigationItem } from '@/lib/shared/navigation';

/** The small inline list of quick links (Updates | FAQs | Meetings | Contact Us) above the main bar. */
export function SecondaryLinks({ links = SECONDARY_LINKS }: { links?: NavigationItem[] }) {
  return (
    <Box component="nav" aria-label="Quick links">
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          m: 0,
          p: 0,
          listStyle: 'none',
          typography: 'small',
          // A thin rule in the text colour separates the links without adding text for screen readers.
          '& > li + li': { borderLeft: 1, borderColor: 'currentColor', ml: 1.5, pl: 1.5 },
        }}
      >
        {links
          .filter((link) => link.href)
          .map((link) => (
            <Box component="li" key={link.href} sx={{ lineHeight: 1.2 }}>
              <Link
                component={NextLink}
                href={link.href ?? '/'}
                prefetch={false}
                color="inherit"
                underline="hover"
              >
                {link.label}
              </Link>
            </Box>
          ))}
      </Box>
    </Box>
  );
}

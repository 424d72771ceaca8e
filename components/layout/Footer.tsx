import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { ExternalLink } from '@/components/common/ExternalLink';
import { CONTENT_MAX_WIDTH, SOCIAL_LINKS } from '@/lib/shared/constants';

const FOOTER_LINKS = [
  { href: '/get-involved/frequently-asked-questions', label: 'FAQs' },
  { href: '/get-involved/program-updates', label: 'Updates' },
  { href: '/about/accessibility', label: 'Accessibility' },
  { href: '/get-involved/contact-us', label: 'Contact Us' },
];

const linkSx = { color: 'common.white', fontWeight: 700 } as const;

/** Site footer: links, social links, the current year and the Section 508 accessible-formats notice. */
export function Footer({ accessibilityPhone }: { accessibilityPhone: string | null }) {
  return (
    <Box component="footer" sx={{ bgcolor: 'footer.main', color: 'common.white', mt: 6 }}>
      <Box sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: 2, py: 4 }}>
        <Box component="nav" aria-label="Footer">
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, listStyle: 'none', p: 0, m: 0 }}
          >
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <Link component={NextLink} href={l.href} prefetch={false} sx={linkSx}>
                  {l.label}
                </Link>
              </li>
            ))}
            {SOCIAL_LINKS.map((l) => (
              <li key={l.href}>
                <ExternalLink href={l.href} sx={linkSx}>
                  {l.label}
                </ExternalLink>
              </li>
            ))}
          </Box>
        </Box>
        <Typography component="p" variant="ui" sx={{ mt: 3 }}>
          Section 508: documents on this site are available in accessible formats on request.{' '}
          {accessibilityPhone ? (
            <>
              Call{' '}
              <Link href={`tel:${accessibilityPhone.replace(/[^\d+]/g, '')}`} sx={linkSx}>
                {accessibilityPhone}
              </Link>{' '}
              or{' '}
            </>
          ) : null}
          <Link component={NextLink} href="/get-involved/contact-us" prefetch={false} sx={linkSx}>
            {accessibilityPhone ? 'write to us' : 'Contact us'}
          </Link>
          .
        </Typography>
        <Typography component="p" variant="small" sx={{ mt: 2 }}>
          © {new Date().getFullYear()} Commonwealth of Virginia. VTrans is prepared for the Commonwealth
          Transportation Board by the Office of Intermodal Planning and Investment.
        </Typography>
      </Box>
    </Box>
  );
}

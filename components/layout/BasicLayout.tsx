import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { CONTENT_MAX_WIDTH } from '@/lib/shared/constants';

/** A plain frame (skip link, header, main, footer) used until the full site shell lands (issue 3). */
export function BasicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 16, top: 16, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        Skip to main content
      </Link>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
        <Container sx={{ maxWidth: CONTENT_MAX_WIDTH }}>
          <Link component={NextLink} href="/" color="inherit" underline="none">
            <Typography component="span" sx={{ fontWeight: 700, fontSize: 24 }}>
              VTrans
            </Typography>
            <Typography component="span" sx={{ ml: 1 }}>
              Virginia&apos;s Transportation Plan
            </Typography>
          </Link>
        </Container>
      </Box>
      <Box component="main" id="main-content" tabIndex={-1}>
        <Container sx={{ maxWidth: CONTENT_MAX_WIDTH, py: 4 }}>{children}</Container>
      </Box>
      <Box component="footer" sx={{ bgcolor: 'grey.100', py: 3 }}>
        <Container sx={{ maxWidth: CONTENT_MAX_WIDTH }}>
          <Typography variant="body2">
            VTrans is prepared for the Commonwealth Transportation Board by the Office of Intermodal Planning
            and Investment. © {new Date().getFullYear()} Commonwealth of Virginia.
          </Typography>
        </Container>
      </Box>
    </>
  );
}

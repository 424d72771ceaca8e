import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GetStaticProps } from 'next';
import NextLink from 'next/link';
import { errorPageMeta } from '@/lib/shared/pages';
import { DEFAULT_SITE_CONFIG } from '@/lib/shared/site';

export default function NotFound() {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        We can&apos;t find that page
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The address may be mistyped, or the page may have moved when the site was redesigned. Try the search
        box above, or start again from the home page.
      </Typography>
      <Link component={NextLink} href="/">
        Go to the VTrans home page
      </Link>
    </>
  );
}

export const getStaticProps: GetStaticProps = async () => ({
  props: { meta: errorPageMeta('Page not found', '/404'), site: DEFAULT_SITE_CONFIG, announcement: null },
});

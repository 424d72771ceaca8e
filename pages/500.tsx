import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GetStaticProps } from 'next';
import NextLink from 'next/link';
import { errorPageMeta } from '@/lib/shared/pageRegistry';
import { DEFAULT_SITE_CONFIG } from '@/lib/shared/site';
import { withMui } from '@/lib/client/withMui';

function ServerError() {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Something went wrong on our side
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The page could not be loaded just now. Please try again in a few minutes; if it keeps happening, let
        us know through the contact page.
      </Typography>
      <Link component={NextLink} href="/">
        Go to the VTrans home page
      </Link>
    </>
  );
}

export const getStaticProps: GetStaticProps = async () => ({
  props: {
    meta: errorPageMeta('Something went wrong', '/500'),
    site: DEFAULT_SITE_CONFIG,
    announcement: null,
  },
});

export default withMui(ServerError);

import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import NextLink from 'next/link';
import { BasicLayout } from '@/components/layout/BasicLayout';

export default function ServerError() {
  return (
    <BasicLayout>
      <Head>
        <title>Something went wrong | VTrans</title>
        <meta name="robots" content="noindex" />
      </Head>
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
    </BasicLayout>
  );
}

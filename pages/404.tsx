import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import NextLink from 'next/link';
import { BasicLayout } from '@/components/layout/BasicLayout';

export default function NotFound() {
  return (
    <BasicLayout>
      <Head>
        <title>Page not found | VTrans</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Typography variant="h1" gutterBottom>
        We can&apos;t find that page
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The address may be mistyped, or the page may have moved when the site was redesigned.
      </Typography>
      <Link component={NextLink} href="/">
        Go to the VTrans home page
      </Link>
    </BasicLayout>
  );
}

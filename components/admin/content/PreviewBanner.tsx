import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { contentEditPath } from '@/lib/shared/routes';

interface Props {
  kind: string;
  recordId: number;
  revision: number;
  currentRevision: number;
  publishedRevision: number | null;
}

/** The mark on every preview: this is not the public page, which revision it is, and the way back. */
export function PreviewBanner({ kind, recordId, revision, currentRevision, publishedRevision }: Props) {
  const which =
    revision === publishedRevision
      ? `revision ${revision}, the published one`
      : `revision ${revision}${revision === currentRevision ? ', the latest' : ''}, not published`;
  return (
    // The site's primary blue with white (10:1), not MUI's filled info colour (3.7:1 with white).
    <Alert
      severity="info"
      variant="filled"
      role="note"
      sx={{ mb: 3, bgcolor: 'primary.main', color: 'common.white', '& .MuiAlert-icon': { color: 'inherit' } }}
      data-testid="preview-banner"
    >
      <AlertTitle component="p" sx={{ fontWeight: 700 }}>
        Preview: {which}
      </AlertTitle>
      This is how the public page will look. Only signed-in editors can see this preview; search engines and
      caches never keep it.{' '}
      <Link
        component={NextLink}
        href={contentEditPath(kind, recordId)}
        color="inherit"
        sx={{ fontWeight: 700 }}
      >
        Back to the editor
      </Link>
    </Alert>
  );
}

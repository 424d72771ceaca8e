import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { usDateToIso } from '@/lib/shared/dates';
import type { Update } from '@/lib/shared/schemas/updates';

/** One program update, or a clear message when the link points to none. */
export function UpdateDetail({ update }: { update: Update | null }) {
  const back = (
    <Link component={NextLink} href="/get-involved/program-updates">
      All VTrans and GAP-TA updates
    </Link>
  );
  if (!update) {
    return (
      <>
        <Typography variant="h1" gutterBottom>
          Update not found
        </Typography>
        <Typography sx={{ mb: 2 }}>
          This update link does not match any update. It may have been mistyped.
        </Typography>
        {back}
      </>
    );
  }
  return (
    <article>
      {back}
      <Typography variant="h1" sx={{ mt: 2 }} gutterBottom>
        {update.Title}
      </Typography>
      <Typography sx={{ fontWeight: 700, mb: 2 }}>
        <time dateTime={usDateToIso(update.Date)}>{update.Date}</time>
      </Typography>
      {update.Body.split('\n\n').map((p) => (
        <Typography key={p.slice(0, 40)} sx={{ mb: 2, maxWidth: 900 }}>
          {p}
        </Typography>
      ))}
      {update.Link && (
        <Link component={NextLink} href={update.Link.href}>
          {update.Link.label}
        </Link>
      )}
    </article>
  );
}

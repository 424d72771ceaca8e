import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { usDateToIso } from '@/lib/shared/dates';
import type { Update } from '@/lib/shared/schemas/updates';
import { DetailFrame } from '@/components/common/DetailFrame';

/** One program update, or a clear message when the link points to none. */
export function UpdateDetail({ update }: { update: Update | null }) {
  return (
    <DetailFrame
      back={{ href: '/get-involved/program-updates', label: 'All VTrans and GAP-TA updates' }}
      title={update?.Title ?? null}
      notFound={{
        heading: 'Update not found',
        text: 'This update link does not match any update. It may have been mistyped.',
      }}
    >
      {update && (
        <>
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
        </>
      )}
    </DetailFrame>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { usDateToIso } from '@/lib/shared/dates';
import type { Update } from '@/lib/shared/schemas/updates';
import { DetailFrame } from '@/components/common/DetailFrame';
import { Markdown } from '@/components/articles/Markdown';
import type { MdTree } from '@/lib/shared/markdown';

/** What the page shows (built on the server: lib/server/services/updates.ts). */
export interface UpdateDetailData {
  update: Update;
  body: MdTree;
  related: Array<{ href: string; label: string }>;
}

/** One program update (its body is Markdown), or a clear message when the link points to none. */
export function UpdateDetail({ data }: { data: UpdateDetailData | null }) {
  const update = data?.update ?? null;
  return (
    <DetailFrame
      back={{ href: '/get-involved/program-updates', label: 'All VTrans and GAP-TA updates' }}
      title={update?.Title ?? null}
      notFound={{
        heading: 'Update not found',
        text: 'This update link does not match any update. It may have been mistyped.',
      }}
    >
      {data && update && (
        <>
          <Typography sx={{ fontWeight: 700, mb: 2 }}>
            <time dateTime={usDateToIso(update.Date)}>{update.Date}</time>
          </Typography>
          <Box sx={{ maxWidth: 900 }}>
            <Markdown tree={data.body} />
          </Box>
          {update.Link && (
            <Link component={NextLink} href={update.Link.href}>
              {update.Link.label}
            </Link>
          )}
          {data.related.length > 0 && (
            <Box component="nav" aria-labelledby="update-related" sx={{ mt: 3 }}>
              <Typography id="update-related" component="h2" variant="panelTitle" gutterBottom>
                Related pages
              </Typography>
              <Box component="ul" sx={{ m: 0 }}>
                {data.related.map((r) => (
                  <li key={r.href}>
                    <Link component={NextLink} href={r.href}>
                      {r.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </>
      )}
    </DetailFrame>
  );
}

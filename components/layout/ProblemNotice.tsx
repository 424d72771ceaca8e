import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';

/** What page() passes when a page's loader refused the address (HttpError 4xx): status and a message to act on. */
export interface PageProblem {
  status: number;
  message: string;
}

const HEADINGS: Record<number, string> = {
  400: 'We could not read that address',
  404: "We can't find that page",
};

/**
 * The 404 page and every page that refused its address: a heading, what was wrong (when known), and the way on.
 * `back` is a page that does exist nearby (e.g. the first page of a list).
 */
export function ProblemNotice({
  status = 404,
  message = null,
  back = null,
}: {
  status?: number;
  message?: string | null;
  back?: { href: string; label: string } | null;
}) {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {HEADINGS[status] ?? HEADINGS[404]}
      </Typography>
      {message && (
        <Typography role="alert" sx={{ mb: 2 }}>
          {message}
        </Typography>
      )}
      <Typography sx={{ mb: 2 }}>
        The address may be mistyped, or the page may have moved when the site was redesigned. Try the search
        box above, or start again from the home page.
      </Typography>
      {back && (
        <Typography sx={{ mb: 1 }}>
          <Link component={NextLink} href={back.href}>
            {back.label}
          </Link>
        </Typography>
      )}
      <Link component={NextLink} href="/">
        Go to the VTrans home page
      </Link>
    </>
  );
}

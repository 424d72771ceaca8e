import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

interface Props {
  back: { href: string; label: string };
  /** The item's title, or null when the link matched nothing. */
  title: string | null;
  notFound: { heading: string; text: string };
  children?: ReactNode;
}

/** A detail page (one meeting, one update): a link back to the list, then the item or a not-found message. */
export function DetailFrame({ back, title, notFound, children }: Props) {
  const backLink = (
    <Link component={NextLink} href={back.href}>
      {back.label}
    </Link>
  );
  if (title === null) {
    return (
      <>
        <Typography variant="h1" gutterBottom>
          {notFound.heading}
        </Typography>
        <Typography sx={{ mb: 2 }}>{notFound.text}</Typography>
        {backLink}
      </>
    );
  }
  return (
    <article>
      {backLink}
      <Typography variant="h1" sx={{ mt: 2 }} gutterBottom>
        {title}
      </Typography>
      {children}
    </article>
  );
}

import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import { visuallyHidden } from '@mui/utils';

/** A link to another site: opens in a new tab and tells screen-reader users so. */
export function ExternalLink({ href, children, ...rest }: LinkProps & { href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
    </Link>
  );
}

import Link from '@mui/material/Link';

/** First focusable element of every page; lands on <main id="main-content">. */
export function SkipLink() {
  return (
    <Link
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 2000,
        bgcolor: 'background.paper',
        color: 'primary.main',
        p: 1.5,
        fontWeight: 700,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}

import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { ExternalLink } from '@/components/common/ExternalLink';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const external = (href: string) => /^https?:\/\//.test(href);

/** Headings inside page copy start at h2 (the page's h1 is its article Title). */
const components: Components = {
  h1: ({ children }) => (
    <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 1.5 }}>
      {children}
    </Typography>
  ),
  h2: ({ children, id }) => (
    <Typography variant="h2" id={id} sx={{ mt: 4, mb: 1.5 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => <Typography sx={{ mb: 2, maxWidth: 900 }}>{children}</Typography>,
  a: ({ href = '', children }) =>
    external(href) ? (
      <ExternalLink href={href}>{children}</ExternalLink>
    ) : (
      <Link component={NextLink} href={href}>
        {children}
      </Link>
    ),
  ul: ({ children }) => (
    <Typography component="ul" sx={{ mb: 2, maxWidth: 900, pl: 3 }}>
      {children}
    </Typography>
  ),
  ol: ({ children }) => (
    <Typography component="ol" sx={{ mb: 2, maxWidth: 900, pl: 3 }}>
      {children}
    </Typography>
  ),
  li: ({ children }) => <li style={{ marginBottom: 6 }}>{children}</li>,
  table: ({ children }) => (
    <TableContainer sx={{ mb: 3, maxWidth: 1000, overflowX: 'auto' }}>
      <Table size="small">{children}</Table>
    </TableContainer>
  ),
  thead: ({ children }) => <TableHead>{children}</TableHead>,
  tbody: ({ children }) => <TableBody>{children}</TableBody>,
  tr: ({ children }) => <TableRow>{children}</TableRow>,
  th: ({ children }) => (
    <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
      {children}
    </TableCell>
  ),
  td: ({ children }) => <TableCell>{children}</TableCell>,
};

/** Renders page copy written in Markdown (content/), with MUI typography; raw HTML is never rendered. */
export function Markdown({ source }: { source: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
      {source}
    </ReactMarkdown>
  );
}

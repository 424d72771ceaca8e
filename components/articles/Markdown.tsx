import Box from '@mui/material/Box';
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
import { createElement, type ReactNode } from 'react';
import type { MdNode, MdTree } from '@/lib/shared/markdown';

const external = (href: string) => /^https?:\/\//.test(href);

/** Headings inside page copy start at h2 (the page's h1 is its article Title). */
interface ElementProps {
  children?: ReactNode;
  href?: string;
  id?: string;
  src?: string;
  alt?: string;
}

const components: Record<string, (props: ElementProps) => ReactNode> = {
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
  // Pictures in copy (tutorial screenshots) fit the column, keep their proportions and load when near.
  img: ({ src = '', alt = '' }) => (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      sx={{
        display: 'block',
        maxWidth: '100%',
        height: 'auto',
        mt: 1,
        mb: 3,
        border: 1,
        borderColor: 'divider',
      }}
    />
  ),
};

function renderNodes(nodes: MdNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    const children = node.c ? renderNodes(node.c) : undefined;
    const Component = components[node.t];
    if (Component)
      return (
        <Component key={i} {...(node.p as ElementProps)}>
          {children}
        </Component>
      );
    return createElement(node.t, { key: i, ...node.p }, children);
  });
}

/**
 * Renders page copy written in Markdown (content/), with MUI typography. The Markdown is parsed on the
 * server (lib/server/markdown.ts, raw HTML dropped there); the browser only maps the tree to components.
 */
export function Markdown({ tree }: { tree: MdTree }) {
  return <>{renderNodes(tree)}</>;
}

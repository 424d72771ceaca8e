import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';

const size = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.ceil(bytes / 1000)} KB`;

/** A plain list of library documents with type, size and tags (links open through the ADA notice). */
export function DocumentList({ heading, docs }: { heading: string; docs: LibraryDocument[] }) {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {heading}
      </Typography>
      <Box component="ul" sx={{ pl: 2 }}>
        {docs.map((d) => (
          <Box component="li" key={d.path} sx={{ mb: 1.5 }}>
            <Link href={d.href}>{d.title}</Link>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({d.contentType === 'application/pdf' ? 'PDF' : 'File'}, {size(d.size)}) · {d.tags.topic} ·{' '}
              {d.tags.docType} · {d.tags.planCycle}
              {d.accessible ? '' : ' · accessible version on request'}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

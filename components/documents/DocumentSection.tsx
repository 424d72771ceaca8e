import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';
import { DocumentResultList } from './DocumentResult';

interface Props {
  heading: string;
  docs: readonly LibraryDocument[];
  /** Shown instead of the list when there are no documents. */
  emptyText: string;
}

/** A headed section of library documents, with the same result rows as the library. */
export function DocumentSection({ heading, docs, emptyText }: Props) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" gutterBottom>
        {heading}
      </Typography>
      {docs.length ? <DocumentResultList docs={docs} /> : <Typography>{emptyText}</Typography>}
    </Box>
  );
}

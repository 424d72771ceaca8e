import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { isoToUsDate } from '@/lib/shared/dates';
import { fileSizeLabel, fileTypeLabel, TAG_GROUPS } from '@/lib/shared/library';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';

/** 'Accessible PDF' for allow-listed files; otherwise an accessible version is offered on request. */
export function AccessibilityMarker({ doc }: { doc: LibraryDocument }) {
  const accessible = doc.accessible;
  const Icon = accessible ? AccessibilityNewIcon : MailOutlinedIcon;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 700,
        color: accessible ? 'success.dark' : 'text.secondary',
      }}
    >
      <Icon fontSize="small" aria-hidden />
      {accessible ? `Accessible ${fileTypeLabel(doc.contentType)}` : 'Accessible version on request'}
    </Typography>
  );
}

/**
 * One library document: title link (a plain '/resources/…' anchor, so the ADA notice opens for files that
 * are not marked accessible), file type and size, the year issued (when an editor gave one), date, tags and
 * the accessibility marker.
 */
export function DocumentResult({ doc }: { doc: LibraryDocument }) {
  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography component="h3" variant="itemTitle" sx={{ mb: 0.5 }}>
        <Link href={doc.href}>{doc.title}</Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {fileTypeLabel(doc.contentType)}, {fileSizeLabel(doc.size)}
        {doc.year !== null && ` · Issued ${doc.year}`} · Updated{' '}
        <time dateTime={doc.lastModified}>{isoToUsDate(doc.lastModified)}</time>
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {TAG_GROUPS.map(({ key, label }) =>
          doc.tags[key] ? (
            <Chip
              key={key}
              size="small"
              variant="outlined"
              label={
                <>
                  <Box component="span" sx={visuallyHidden}>
                    {label}:{' '}
                  </Box>
                  {doc.tags[key]}
                </>
              }
            />
          ) : null,
        )}
        <AccessibilityMarker doc={doc} />
      </Stack>
    </Box>
  );
}

/** A list of document results (used by the library, the archive pages and the GAP-TA application page). */
export function DocumentResultList({ docs }: { docs: readonly LibraryDocument[] }) {
  return (
    <Box component="ul" sx={{ p: 0, m: 0 }}>
      {docs.map((doc) => (
        <DocumentResult key={doc.path} doc={doc} />
      ))}
    </Box>
  );
}

import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ExternalLink } from '@/components/common/ExternalLink';
import type { LibraryLink } from '@/lib/shared/schemas/documents';

/** External pages listed with the library; each opens in a new tab and says so to screen readers. */
export function RelatedWebsites({ links }: { links: readonly LibraryLink[] }) {
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} variant="h2" gutterBottom>
        Related websites
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {links.map((l) => (
          <Box component="li" key={l.url} sx={{ listStyle: 'none', py: 1.5 }}>
            <ExternalLink
              href={l.url}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
            >
              {l.title}
              <OpenInNewIcon fontSize="small" aria-hidden />
            </ExternalLink>
            <Typography variant="body2" color="text.secondary">
              {l.description}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

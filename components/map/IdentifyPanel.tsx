import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { IdentifyHit } from './MapCanvas';

interface Props {
  hits: IdentifyHit[];
  onClose: () => void;
}

const HIDDEN = new Set(['__OBJECTID', 'OBJECTID', 'ObjectID']);

/** What lies under the crosshair or the click: takes focus when it opens and gives it back on Escape. */
export function IdentifyPanel({ hits, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [hits]);
  return (
    <Paper
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby="identify-heading"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      elevation={4}
      sx={{ p: 2, maxHeight: { xs: '45vh', md: '60vh' }, overflowY: 'auto', outline: 'none' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography id="identify-heading" variant="h2" sx={{ fontSize: 18 }}>
          {hits.length === 0 ? 'Nothing here' : `${hits.length} feature${hits.length === 1 ? '' : 's'} here`}
        </Typography>
        <Button onClick={onClose} size="small">
          Close
        </Button>
      </Box>
      {hits.map((h, i) => (
        <Box key={i} sx={{ mt: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{h.layer}</Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}>
            {Object.entries(h.attributes)
              .filter(([k]) => !HIDDEN.has(k))
              .map(([k, v]) => (
                <Box key={k} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontWeight: 600 }}>
                    {k}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {String(v ?? '')}
                  </Box>
                </Box>
              ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

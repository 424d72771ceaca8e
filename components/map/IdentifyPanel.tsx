import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { IdentifyHit } from './MapCanvas';
import { count } from '@/lib/shared/count';

interface Props {
  hits: IdentifyHit[];
  /** The layers' field labels (a hit names its layer by title). */
  metadata: LayerMetadata[];
  onClose: () => void;
}

const HIDDEN = new Set(['__OBJECTID', 'OBJECTID', 'ObjectID', 'illustrative']);
const SYSTEM_LABELS: Record<string, string> = { feature_id: 'Feature ID', name: 'Name' };

/** The basemap's boundary layers: their fields in words (not "fips 51", "city 0"). */
const BOUNDARY_ROWS: Record<string, (a: Record<string, unknown>) => Array<[string, string]>> = {
  'Counties and cities': (a) => [
    ['Name', String(a.name ?? '')],
    ['Type', a.city === 1 || a.city === '1' ? 'Independent city' : 'County'],
    ['FIPS code', String(a.fips ?? '')],
  ],
  States: (a) => [['Name', String(a.name ?? '')]],
  Virginia: (a) => [['Name', String(a.name ?? '')]],
};

/** A hit's rows as label and value: a boundary in words, a layer's feature with its field labels. */
export function identifyRows(hit: IdentifyHit, metadata: LayerMetadata[]): Array<[string, string]> {
  const boundary = BOUNDARY_ROWS[hit.layer];
  if (boundary) return boundary(hit.attributes);
  const fields = metadata.find((m) => m.name === hit.layer)?.fields ?? [];
  const label = (k: string) => fields.find((f) => f.name === k)?.label ?? SYSTEM_LABELS[k] ?? k;
  return Object.entries(hit.attributes)
    .filter(([k]) => !HIDDEN.has(k))
    .map(([k, v]) => [label(k), String(v ?? '')]);
}

/** What lies under the crosshair or the click: takes focus when it opens and gives it back on Escape. */
export function IdentifyPanel({ hits, metadata, onClose }: Props) {
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
        <Typography id="identify-heading" variant="itemTitle" component="h2">
          {hits.length === 0 ? 'Nothing here' : `${count(hits.length, 'feature')} here`}
        </Typography>
        <Button onClick={onClose} size="small">
          Close
        </Button>
      </Box>
      {hits.map((h, i) => (
        <Box key={i} sx={{ mt: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{h.layer}</Typography>
          {(h.attributes.illustrative === true || h.attributes.illustrative === 1) && (
            <Typography variant="small" component="p" sx={{ fontStyle: 'italic' }}>
              Illustrative data, not official.
            </Typography>
          )}
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}>
            {identifyRows(h, metadata).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontWeight: 600 }}>
                  {label}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

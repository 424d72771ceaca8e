import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapLayerFilters } from '@/lib/shared/schemas/mapExplorerState';

const SWATCH = {
  point: { width: 12, height: 12, borderRadius: '50%' },
  line: { width: 18, height: 4, borderRadius: 0 },
  polygon: { width: 14, height: 14, borderRadius: 0.5, bgcolor: 'transparent', border: 2 },
} as const;

/** The legend: each layer that is on, its symbol, whether it is filtered and whether it is illustrative. */
export function Legend({
  layers,
  colours,
  filters,
}: {
  layers: LayerMetadata[];
  colours: Record<string, string>;
  filters: Record<string, MapLayerFilters>;
}) {
  return (
    <Box component="section" aria-labelledby="legend-heading" sx={{ mb: 2 }}>
      <Typography id="legend-heading" variant="h2" sx={{ fontSize: 20, mb: 0.5 }}>
        Legend
      </Typography>
      {layers.length === 0 ? (
        <Typography sx={{ fontSize: 14 }}>Counties and cities (basemap). Turn on layers below.</Typography>
      ) : (
        <Box component="ul" aria-label="Layers on the map" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {layers.map((l) => {
            const filtered = Object.values(filters[l.key] ?? {}).some((v) => v.length > 0);
            const shape = SWATCH[l.geometryType];
            return (
              <Box
                component="li"
                key={l.key}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14, mb: 0.5 }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{ flexShrink: 0, bgcolor: colours[l.key], borderColor: colours[l.key], ...shape }}
                />
                <span>
                  {l.name}
                  {filtered && ' (filtered)'}
                  {l.illustrativeCount > 0 && ' (illustrative)'}
                </span>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapLayerFilters } from '@/lib/shared/schemas/mapExplorerState';
import { cssHatch, cssLineStyle, type LayerStyle } from './layerStyles';

const SWATCH = {
  point: { width: 12, height: 12, borderRadius: '50%' },
  line: { width: 18, height: 4, borderRadius: 0 },
  polygon: { width: 16, height: 16, borderRadius: 0.5, border: 2 },
} as const;

/** The swatch's shape and pattern for a layer's symbol (marker shape, dash, outline). */
function swatch(geometry: keyof typeof SWATCH, colour: string, style: LayerStyle | undefined) {
  if (!style) return SWATCH[geometry];
  if (geometry === 'line')
    return {
      width: 18,
      height: 0,
      bgcolor: 'transparent',
      borderTop: `3px ${cssLineStyle(style.line)} ${colour}`,
    };
  if (geometry === 'polygon')
    return {
      ...SWATCH.polygon,
      bgcolor: 'transparent',
      backgroundImage: cssHatch(style.fill, colour),
      borderStyle: cssLineStyle(style.line),
    };
  const shapes: Record<LayerStyle['marker'], object> = {
    circle: SWATCH.point,
    square: { width: 11, height: 11, borderRadius: 0 },
    diamond: { width: 10, height: 10, transform: 'rotate(45deg)', mx: '1px' },
    triangle: { width: 12, height: 12, clipPath: 'polygon(50% 0, 100% 100%, 0 100%)' },
    x: {
      width: 12,
      height: 12,
      clipPath:
        'polygon(20% 0, 50% 30%, 80% 0, 100% 20%, 70% 50%, 100% 80%, 80% 100%, 50% 70%, 20% 100%, 0 80%, 30% 50%, 0 20%)',
    },
    cross: {
      width: 12,
      height: 12,
      clipPath:
        'polygon(35% 0, 65% 0, 65% 35%, 100% 35%, 100% 65%, 65% 65%, 65% 100%, 35% 100%, 35% 65%, 0 65%, 0 35%, 35% 35%)',
    },
  };
  return shapes[style.marker];
}

/** The legend: each layer that is on, its symbol, whether it is filtered and whether it is illustrative. */
export function Legend({
  layers,
  colours,
  styles = {},
  filters,
}: {
  layers: LayerMetadata[];
  colours: Record<string, string>;
  /** Each layer's symbol (shape, dash); a plain swatch when missing. */
  styles?: Record<string, LayerStyle>;
  filters: Record<string, MapLayerFilters>;
}) {
  return (
    <Box component="section" aria-labelledby="legend-heading" sx={{ mb: 2 }}>
      <Typography id="legend-heading" variant="cardTitle" component="h2" sx={{ mb: 0.5 }}>
        Legend
      </Typography>
      {layers.length === 0 ? (
        <Typography variant="small" component="p">
          Counties and cities (basemap). Turn on layers below.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Layers on the map" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {layers.map((l) => {
            const filtered = Object.values(filters[l.key] ?? {}).some((v) => v.length > 0);
            const shape = swatch(l.geometryType, colours[l.key]!, styles[l.key]);
            return (
              <Box
                component="li"
                key={l.key}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'small', mb: 0.5 }}
              >
                <Box
                  component="span"
                  aria-hidden
                  data-testid={`swatch-${l.key}`}
                  // The colour after the shape: a shape's `border` shorthand would reset it to the text colour.
                  sx={{ flexShrink: 0, bgcolor: colours[l.key], ...shape, borderColor: colours[l.key] }}
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

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SpatialLayer } from '@/lib/shared/schemas/spatialData';

const TYPE_TEXT = { string: 'text', integer: 'whole number', double: 'number' } as const;

/** What a layer takes: geometry type and expected fields, said in words. */
export function LayerRequirements({ layer }: { layer: SpatialLayer }) {
  return (
    <Box data-testid="layer-requirements">
      <Typography>{layer.description}</Typography>
      <Typography>
        Geometry: <strong>{layer.geometryType === 'line' ? 'lines' : `${layer.geometryType}s`}</strong>.
        Expected fields:{' '}
        {layer.expectedFields.map((f, i) => (
          <span key={f.name}>
            {i > 0 && ', '}
            <strong>{f.name}</strong> ({f.label}, {TYPE_TEXT[f.type]})
          </span>
        ))}
        .
      </Typography>
    </Box>
  );
}

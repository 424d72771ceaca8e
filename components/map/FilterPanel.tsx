import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApiQuery } from '@/components/common/useApiQuery';
import { getFieldValues } from '@/lib/client/map';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapLayerFilters } from '@/lib/shared/schemas/mapExplorerState';
import { useFirstDraw } from './firstDraw';

const fetchValues = ({ layerKey }: { layerKey: string }) => getFieldValues(layerKey);

interface Props {
  layer: LayerMetadata;
  filters: MapLayerFilters;
  onChange: (filters: MapLayerFilters) => void;
}

/** Attribute filters of one layer: a multi-choice list per few-valued field; map and table follow them. */
export function FilterPanel({ layer, filters, onChange }: Props) {
  // The choices are asked for once the map has drawn (firstDraw.ts).
  const result = useApiQuery(fetchValues, { layerKey: layer.key }, 0, null, !useFirstDraw().started);
  const values = result.data;
  const error = result.error;
  const fields = layer.fields.filter((f) => values?.[f.name]);
  const active = Object.values(filters).some((v) => v.length > 0);
  return (
    <Box component="section" aria-labelledby="filters-heading" sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id="filters-heading" variant="ui" component="h3" sx={{ fontWeight: 700 }}>
          Filter {layer.name}
        </Typography>
        {active && (
          <Button size="small" onClick={() => onChange({})}>
            Clear filters
          </Button>
        )}
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {values && fields.length === 0 && (
        <Typography variant="small" component="p">
          This layer has no fields with a short list of values to filter by.
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(240px, 1fr))' },
        }}
      >
        {fields.map((f) => (
          <Autocomplete
            key={f.name}
            multiple
            size="small"
            options={values![f.name]!}
            value={filters[f.name] ?? []}
            onChange={(_e, v) => onChange({ ...filters, [f.name]: v })}
            renderInput={(params) => <TextField {...params} label={f.label} />}
          />
        ))}
      </Box>
    </Box>
  );
}

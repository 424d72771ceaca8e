import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { MAP_BASEMAPS, type MapBasemap, type MapLayerFilters } from '@/lib/shared/schemas/mapExplorerState';
import { LayerPanel } from './LayerPanel';
import { Legend } from './Legend';
import type { OperationalLayer } from './operationalLayers';

const BASEMAP_LABELS: Record<MapBasemap, string> = {
  light: 'Light',
  dark: 'Dark',
  'high-contrast': 'High contrast',
};

interface Props {
  basemap: MapBasemap;
  onBasemap: (b: MapBasemap) => void;
  metadata: LayerMetadata[];
  visible: LayerMetadata[];
  layers: OperationalLayer[];
  colours: Record<string, string>;
  filters: Record<string, MapLayerFilters>;
  errors: Record<string, string>;
  onChange: React.ComponentProps<typeof LayerPanel>['onChange'];
}

/** The Map Explorer's side panel (a bottom sheet on phones): basemap, legend and the layer panel. */
export function MapSidebar({
  basemap,
  onBasemap,
  metadata,
  visible,
  layers,
  colours,
  filters,
  errors,
  onChange,
}: Props) {
  return (
    <Box sx={{ p: 2, overflowY: 'auto', height: '100%' }}>
      <TextField
        select
        label="Basemap"
        value={basemap}
        onChange={(e) => onBasemap(e.target.value as MapBasemap)}
        fullWidth
        size="small"
        sx={{ mb: 2 }}
      >
        {MAP_BASEMAPS.map((b) => (
          <MenuItem key={b} value={b}>
            {BASEMAP_LABELS[b]}
          </MenuItem>
        ))}
      </TextField>
      <Legend
        layers={visible}
        colours={colours}
        styles={Object.fromEntries(layers.flatMap((l) => (l.style ? [[l.key, l.style]] : [])))}
        filters={filters}
      />
      <LayerPanel metadata={metadata} states={layers} colours={colours} errors={errors} onChange={onChange} />
    </Box>
  );
}

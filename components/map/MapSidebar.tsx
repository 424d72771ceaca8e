import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { MAP_BASEMAPS, type MapBasemap, type MapLayerFilters } from '@/lib/shared/schemas/mapExplorerState';
import { basemapHasRoads, basemapHolds } from './basemap';
import { LayerPanel } from './LayerPanel';
import { Legend } from './Legend';
import type { OperationalLayer } from './operationalLayers';

const BASEMAP_LABELS: Record<MapBasemap, string> = {
  light: 'Light',
  dark: 'Dark',
  'high-contrast': 'High contrast',
};

/** The plan's layer that draws the state's main routes: the reference lines of a basemap without roads. */
export const MAIN_ROUTES_LAYER = 'coss-roadway-components';

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
  /** A phone's bottom sheet or a touch screen: hints for a finger, not for keys. */
  touch: boolean;
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
  touch,
}: Props) {
  const roads = basemapHasRoads();
  const mainRoutes = metadata.some((m) => m.key === MAIN_ROUTES_LAYER)
    ? layers.find((l) => l.key === MAIN_ROUTES_LAYER)
    : undefined;
  return (
    <Box sx={{ p: 2, overflowY: 'auto', height: '100%' }}>
      <TextField
        select
        label="Basemap"
        value={basemap}
        onChange={(e) => onBasemap(e.target.value as MapBasemap)}
        fullWidth
        size="small"
        helperText={basemapHolds()}
        sx={{ mb: roads ? 2 : 1 }}
      >
        {MAP_BASEMAPS.map((b) => (
          <MenuItem key={b} value={b}>
            {BASEMAP_LABELS[b]}
          </MenuItem>
        ))}
      </TextField>
      {!roads && (
        // In place of roads, the plan's own corridors as reference lines, turned on or off from here too.
        <FormControlLabel
          sx={{ mb: 1 }}
          control={
            <Checkbox
              size="small"
              checked={mainRoutes?.visible ?? false}
              onChange={(e) => onChange(MAIN_ROUTES_LAYER, { visible: e.target.checked })}
            />
          }
          label="Main routes (Corridors of Statewide Significance)"
        />
      )}
      <Legend
        layers={visible}
        colours={colours}
        styles={Object.fromEntries(layers.flatMap((l) => (l.style ? [[l.key, l.style]] : [])))}
        filters={filters}
      />
      <LayerPanel
        metadata={metadata}
        states={layers}
        colours={colours}
        errors={errors}
        onChange={onChange}
        touch={touch}
      />
    </Box>
  );
}

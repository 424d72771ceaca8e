import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type {
  MapExtent,
  MapLayerFilters,
  MapSelection,
  MapTableState,
} from '@/lib/shared/schemas/mapExplorerState';
import { AttributeTable } from './AttributeTable';
import { FilterPanel } from './FilterPanel';
import { useStartOnEntry } from './firstDraw';
import { toAttributeFilters } from './mapFilters';

interface Props {
  visible: LayerMetadata[];
  tableLayer: LayerMetadata | null;
  onTableLayer: (key: string) => void;
  filters: Record<string, MapLayerFilters>;
  onFilters: (key: string, f: MapLayerFilters) => void;
  extent: MapExtent;
  selection: MapSelection | null;
  onSelect: (layerKey: string, id: string) => void;
  /** The table's sort and view switch (the layer is tableLayer). */
  view: Omit<MapTableState, 'layerKey'>;
  onView: (view: Omit<MapTableState, 'layerKey'>) => void;
  /** Said above the table (which year it lists while two are compared), or null. */
  note?: string | null;
}

/** "Attribute table and filters": the layer listed (a choice when several are on), its filters and table. */
export function TableSection({
  visible,
  tableLayer,
  onTableLayer,
  filters,
  onFilters,
  extent,
  selection,
  onSelect,
  view,
  onView,
  note = null,
}: Props) {
  const entry = useStartOnEntry();
  return (
    <Box component="section" aria-labelledby="data-heading" sx={{ mt: 1 }} {...entry}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="data-heading" variant="cardTitle" component="h2">
          Attribute table and filters
        </Typography>
        {visible.length > 1 && tableLayer && (
          <TextField
            select
            size="small"
            label="Layer in the table"
            value={tableLayer.key}
            onChange={(e) => onTableLayer(e.target.value)}
            sx={{ minWidth: 260 }}
          >
            {visible.map((m) => (
              <MenuItem key={m.key} value={m.key}>
                {m.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {note && (
        <Typography variant="ui" component="p" data-testid="table-note" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      {tableLayer ? (
        <>
          <FilterPanel
            layer={tableLayer}
            filters={filters[tableLayer.key] ?? {}}
            onChange={(f) => onFilters(tableLayer.key, f)}
          />
          <AttributeTable
            layer={tableLayer}
            filters={toAttributeFilters(filters[tableLayer.key])}
            extent={extent}
            selectedIds={selection?.layerKey === tableLayer.key ? selection.ids : []}
            onSelect={(id) => onSelect(tableLayer.key, id)}
            sort={view.sort}
            onSort={(sort) => onView({ ...view, sort })}
            inView={view.inView}
            onInView={(inView) => onView({ ...view, inView })}
          />
        </>
      ) : (
        <Typography>Turn on a layer to list its features here, filter them and download them.</Typography>
      )}
    </Box>
  );
}

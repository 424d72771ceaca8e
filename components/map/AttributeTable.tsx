import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { useApiQuery } from '@/components/common/useApiQuery';
import { getFeatures } from '@/lib/client/map';
import { useFirstDraw } from './firstDraw';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { AttributeFilter, LayerField } from '@/lib/shared/schemas/layers';
import type { MapExtent, MapTableSort } from '@/lib/shared/schemas/mapExplorerState';
import { DownloadMenu } from './DownloadMenu';

const PAGE_SIZES = [25, 50, 100];

/** A page of a layer's features, with the layer it belongs to. */
const fetchPage = async ({
  layerKey,
  ...query
}: { layerKey: string } & Parameters<typeof getFeatures>[1]) => ({
  layerKey,
  page: await getFeatures(layerKey, query),
});

interface Props {
  layer: LayerMetadata;
  filters: AttributeFilter[];
  /** The map's current extent (used when the table is limited to the view). */
  extent: MapExtent;
  selectedIds: string[];
  /** A row was chosen: highlight the feature on the map and zoom to it. */
  onSelect: (id: string) => void;
  /** The sort and "Only features in the current view", kept by the workspace so a share link carries them. */
  sort: MapTableSort | null;
  onSort: (sort: MapTableSort | null) => void;
  inView: boolean;
  onInView: (on: boolean) => void;
}

/**
 * The table's columns: every feature's name first, then the layer's fields. A layer whose own fields include
 * `name` (the UDAs label it "UDA") keeps its label in that first column instead of showing the name twice.
 */
export function tableColumns(fields: LayerField[]): LayerField[] {
  const own = fields.find((f) => f.name === 'name');
  return [own ?? { name: 'name', label: 'Name', type: 'string' }, ...fields.filter((f) => f !== own)];
}

/**
 * The attribute table of one layer: the rows the filters select (optionally only those in view), sortable,
 * paged on the server; choosing a row selects the feature on the map, and a feature chosen on the map is
 * marked here. The selection can be downloaded.
 */
export function AttributeTable({
  layer,
  filters,
  extent,
  selectedIds,
  onSelect,
  sort: chosenSort,
  onSort,
  inView,
  onInView,
}: Props) {
  const columns = tableColumns(layer.fields);
  // A sort chosen on another layer's column does not apply to this one.
  const sort = chosenSort && columns.some((c) => c.name === chosenSort.field) ? chosenSort : null;
  // The page goes back to the first whenever the layer, the filters or the view switch change.
  const resetKey = JSON.stringify([layer.key, filters, inView]);
  const [paging, setPaging] = useState({ resetKey, page: 0 });
  const page = paging.resetKey === resetKey ? paging.page : 0;
  const setPage = (p: number) => setPaging({ resetKey, page: p });
  const [size, setSize] = useState(25);
  // A selection of several features (by area) lists only them, until the person turns that off.
  const selectionKey = selectedIds.join(',');
  const [onlySelection, setOnlySelection] = useState({ key: '', on: false });
  const onlySelected =
    selectedIds.length > 1 && (onlySelection.key === selectionKey ? onlySelection.on : true);
  const bbox = inView
    ? ([extent.xmin, extent.ymin, extent.xmax, extent.ymax] as [number, number, number, number])
    : undefined;
  // The first page is asked for once the map has drawn (firstDraw.ts).
  const { started } = useFirstDraw();
  const result = useApiQuery(
    fetchPage,
    {
      layerKey: layer.key,
      filter: filters,
      bbox,
      ids: onlySelected ? selectedIds : undefined,
      limit: size,
      offset: page * size,
      sort: sort ? `${sort.desc ? '-' : ''}${sort.field}` : undefined,
    },
    0,
    null,
    !started,
  );
  // While the next page loads, the rows shown stay; but never another layer's rows under this layer's name (a
  // click on one would select a feature of the layer the table no longer shows).
  const data = result.data?.layerKey === layer.key ? result.data.page : null;
  const error = result.error;

  const caption = `${layer.name}: attribute table`;
  const total = data?.numberMatched ?? 0;
  return (
    <Box component="section" aria-labelledby="table-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="table-heading" variant="itemTitle" component="h2">
          {layer.name}
        </Typography>
        {layer.illustrativeCount > 0 && <IllustrativeChip label="Illustrative data, not official" />}
        <Typography variant="small" component="p" role="status">
          {data ? `${total.toLocaleString('en-US')} ${total === 1 ? 'feature' : 'features'}` : 'Loading…'}
        </Typography>
        <FormControlLabel
          control={<Switch checked={inView} onChange={(e) => onInView(e.target.checked)} />}
          label="Only features in the current view"
        />
        {selectedIds.length > 1 && (
          <FormControlLabel
            control={
              <Switch
                checked={onlySelected}
                onChange={(e) => setOnlySelection({ key: selectionKey, on: e.target.checked })}
              />
            }
            label={`Only the selected features (${selectedIds.length})`}
          />
        )}
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
          <DownloadMenu layer={layer} query={{ filter: filters, bbox }} label="Download these rows" />
          {selectedIds.length > 0 && (
            <DownloadMenu
              layer={layer}
              query={{ ids: selectedIds }}
              label={`Download selection (${selectedIds.length})`}
            />
          )}
        </Box>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider' }}>
        <Table size="small" stickyHeader aria-label={caption}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.name}
                  sortDirection={sort?.field === c.name ? (sort.desc ? 'desc' : 'asc') : false}
                  align={c.type === 'string' ? 'left' : 'right'}
                >
                  <TableSortLabel
                    active={sort?.field === c.name}
                    direction={sort?.field === c.name && sort.desc ? 'desc' : 'asc'}
                    onClick={() =>
                      onSort(
                        sort?.field === c.name
                          ? { field: c.name, desc: !sort.desc }
                          : { field: c.name, desc: false },
                      )
                    }
                  >
                    {c.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.features.map((f) => {
              const id = String(f.id);
              const selected = selectedIds.includes(id);
              return (
                <TableRow
                  key={id}
                  hover
                  selected={selected}
                  aria-selected={selected}
                  tabIndex={0}
                  onClick={() => onSelect(id)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      onSelect(id);
                    }
                  }}
                  sx={{ cursor: 'pointer', '&:focus-visible': { outline: '2px solid', outlineOffset: -2 } }}
                >
                  {columns.map((c) => (
                    <TableCell key={c.name} align={c.type === 'string' ? 'left' : 'right'}>
                      {String(f.properties?.[c.name] ?? '')}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
            {data && data.features.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  No features match. Clear a filter or turn off “Only features in the current view”.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page, Math.max(0, Math.ceil(total / size) - 1))}
        onPageChange={(_e, p) => setPage(p)}
        rowsPerPage={size}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
}

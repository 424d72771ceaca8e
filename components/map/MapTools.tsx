import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Polygon as GeoJsonPolygon, MultiPolygon } from 'geojson';
import { useEffect, useRef, useState } from 'react';
import { initializeExtractJob } from '@/lib/client/extract';
import { getFeatures } from '@/lib/client/map';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { AreaPicker, areaChoices, boundaryOf, type PickedArea } from './AreaPicker';
import { ExtractDialog } from './ExtractDialog';
import type { MapHandle } from './MapCanvas';
import { extentOf } from './mapFilters';
import { featuresInArea, MAX_SELECTION } from './selectByArea';
import { fromGeoJsonArea, Sketcher, type SketchTool } from './sketch';
import type Polygon from '@arcgis/core/geometry/Polygon';

interface Props {
  handle: React.RefObject<MapHandle | null>;
  /** The layer listed in the table: the one a selection picks from. */
  tableLayer: LayerMetadata | null;
  visibleKeys: string[];
  onSelectIds: (layerKey: string, ids: string[]) => void;
  /** The table's filters by layer, in words too (an extract takes them). */
  filtered?: React.ComponentProps<typeof ExtractDialog>['filtered'];
}

const km = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: n < 10 ? 2 : 1 })}`;

/** Select by rectangle, polygon or area; measure distance and area; extract data for an area. */
export function MapTools({ handle, tableLayer, visibleKeys, onSelectIds, filtered }: Props) {
  const sketcher = useRef<Sketcher | null>(null);
  const getSketcher = () => (sketcher.current ??= new Sketcher(handle.current!.view()));
  useEffect(() => () => sketcher.current?.destroy(), []);
  const [menu, setMenu] = useState<{ kind: 'select' | 'measure'; anchor: HTMLElement } | null>(null);
  const [message, setMessage] = useState('');
  const [picking, setPicking] = useState(false);
  const [choices, setChoices] = useState<PickedArea[]>([]);
  const [picked, setPicked] = useState<PickedArea | null>(null);
  const [extract, setExtract] = useState(false);

  const selectIn = async (area: Polygon, label: string) => {
    if (!tableLayer)
      return setMessage('Turn on a layer first: a selection picks features of the layer in the table.');
    const { ids, total } = await featuresInArea(handle.current!.view(), tableLayer.key, area);
    onSelectIds(tableLayer.key, ids);
    setMessage(
      total > ids.length
        ? `${total.toLocaleString('en-US')} features of ${tableLayer.name} lie in ${label}; the first ${MAX_SELECTION} are selected.`
        : `${ids.length.toLocaleString('en-US')} ${ids.length === 1 ? 'feature' : 'features'} of ${tableLayer.name} selected in ${label}.`,
    );
  };
  const run = async (tool: SketchTool, kind: 'select' | 'measure') => {
    setMenu(null);
    setMessage('Getting the drawing tool ready…');
    const sketch = await getSketcher().draw(tool, () =>
      setMessage(
        kind === 'measure' && tool === 'polyline'
          ? 'Click points on the map; double-click to finish.'
          : 'Draw on the map; Escape cancels.',
      ),
    );
    if (!sketch) return setMessage('Drawing cancelled.');
    if (kind === 'measure') {
      return setMessage(
        tool === 'polyline'
          ? `Distance: ${km(sketch.km)} km (${km(sketch.km / 1.609344)} mi).`
          : `Area: ${km(sketch.sqKm)} km² (${km(sketch.sqKm / 2.589988)} sq mi); perimeter ${km(sketch.km)} km.`,
      );
    }
    await selectIn(sketch.geometry as Polygon, tool === 'rectangle' ? 'the rectangle' : 'the polygon');
  };
  const openPicker = () => {
    setMenu(null);
    setPicking(true);
    initializeExtractJob().then(
      (o) => setChoices(areaChoices(o)),
      (e: unknown) => setMessage(String(e)),
    );
  };
  const selectPicked = async () => {
    if (!picked) return;
    setPicking(false);
    const b = boundaryOf(picked);
    const page = await getFeatures(b.layerKey, { ids: [b.id] });
    const geometry = page.features[0]?.geometry as GeoJsonPolygon | MultiPolygon | undefined;
    if (!geometry) return setMessage(`The boundary of ${picked.label} could not be found.`);
    const area = fromGeoJsonArea(geometry);
    getSketcher().show(area);
    handle.current?.goTo(extentOf(geometry));
    await selectIn(area, picked.label);
  };
  const fail = (e: unknown) => setMessage(`That did not work: ${e instanceof Error ? e.message : String(e)}`);

  return (
    <>
      <Button variant="outlined" onClick={(e) => setMenu({ kind: 'select', anchor: e.currentTarget })}>
        Select
      </Button>
      <Button variant="outlined" onClick={(e) => setMenu({ kind: 'measure', anchor: e.currentTarget })}>
        Measure
      </Button>
      <Button variant="outlined" onClick={() => setExtract(true)}>
        Extract data for an area
      </Button>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {menu?.kind === 'select' && [
          <MenuItem key="r" onClick={() => void run('rectangle', 'select').catch(fail)}>
            By rectangle (draw on the map)
          </MenuItem>,
          <MenuItem key="p" onClick={() => void run('polygon', 'select').catch(fail)}>
            By polygon (draw on the map)
          </MenuItem>,
          <MenuItem key="a" onClick={openPicker}>
            By county, city or district…
          </MenuItem>,
        ]}
        {menu?.kind === 'measure' && [
          <MenuItem key="d" onClick={() => void run('polyline', 'measure').catch(fail)}>
            Distance
          </MenuItem>,
          <MenuItem key="a" onClick={() => void run('polygon', 'measure').catch(fail)}>
            Area
          </MenuItem>,
        ]}
      </Menu>
      <Box sx={{ flexBasis: '100%' }}>
        <Typography variant="ui" component="p" role="status" aria-live="polite" data-testid="map-tool-status">
          {message}
        </Typography>
      </Box>
      <Dialog
        open={picking}
        onClose={() => setPicking(false)}
        aria-labelledby="select-area-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="select-area-title">Select by county, city or district</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            {tableLayer
              ? `Selects the features of ${tableLayer.name} in the area.`
              : 'Turn on a layer first.'}
          </Typography>
          <AreaPicker
            label="County, city or district"
            choices={choices}
            value={picked}
            onChange={setPicked}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPicking(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!picked || !tableLayer}
            onClick={() => void selectPicked().catch(fail)}
          >
            Select
          </Button>
        </DialogActions>
      </Dialog>
      <ExtractDialog
        open={extract}
        onClose={() => setExtract(false)}
        sketcher={getSketcher}
        visibleKeys={visibleKeys}
        filtered={filtered}
        onStatus={setMessage}
      />
    </>
  );
}

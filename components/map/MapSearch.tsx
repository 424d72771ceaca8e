import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Geometry, MultiPolygon, Polygon } from 'geojson';
import { useEffect, useState } from 'react';
import { getFeatures } from '@/lib/client/map';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapExtent } from '@/lib/shared/schemas/mapExplorerState';
import { extentOf, parseCoordinates } from './mapFilters';

export interface SearchResult {
  label: string;
  group: string;
  extent: MapExtent;
  /** Set when the result is a feature of an operational layer (it is then selected). */
  feature?: { layerKey: string; id: string };
  /** A county, city or district found in the gazetteer: its area, outlined on the map. */
  area?: Polygon | MultiPolygon;
}

const GAZETTEER = [
  { key: 'virginia-localities', group: 'Counties and cities', limit: 6 },
  { key: 'vdot-districts', group: 'VDOT districts', limit: 3 },
];

/**
 * Search the map: the 133 counties and cities, the nine districts, the features of the layers that are on
 * (ids and names), and coordinates ("38.88, -77.10").
 */
export function MapSearch({ visible, onGo }: { visible: LayerMetadata[]; onGo: (r: SearchResult) => void }) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ key: string; options: SearchResult[] }>({ key: '', options: [] });
  const visibleKeys = visible.map((l) => l.key).join(',');
  const q = text.trim();
  const coords = parseCoordinates(q);
  const searchKey = `${q}|${visibleKeys}`;
  const wantsSearch = !coords && q.length >= 2;
  const loading = wantsSearch && found.key !== searchKey;
  const options: SearchResult[] = coords
    ? [
        {
          label: `Go to ${coords.latitude}, ${coords.longitude}`,
          group: 'Coordinates',
          extent: {
            xmin: coords.longitude - 0.05,
            ymin: coords.latitude - 0.05,
            xmax: coords.longitude + 0.05,
            ymax: coords.latitude + 0.05,
          },
        },
      ]
    : wantsSearch && found.key === searchKey
      ? found.options
      : [];
  useEffect(() => {
    if (!wantsSearch) return;
    let live = true;
    const timer = setTimeout(() => {
      const sources = [
        ...GAZETTEER,
        ...visible
          .filter((l) => !GAZETTEER.some((g) => g.key === l.key))
          .map((l) => ({ key: l.key, group: l.name, limit: 5 })),
      ];
      void Promise.all(
        sources.map((s) =>
          getFeatures(s.key, { q, limit: s.limit, fields: [] })
            .then((page) =>
              page.features.map((f): SearchResult => ({
                label: String(f.properties?.name ?? f.id),
                group: s.group,
                extent: extentOf(f.geometry as Geometry),
                feature: GAZETTEER.some((g) => g.key === s.key)
                  ? undefined
                  : { layerKey: s.key, id: String(f.id) },
                area:
                  GAZETTEER.some((g) => g.key === s.key) &&
                  (f.geometry?.type === 'Polygon' || f.geometry?.type === 'MultiPolygon')
                    ? (f.geometry as Polygon | MultiPolygon)
                    : undefined,
              })),
            )
            .catch(() => [] as SearchResult[]),
        ),
      ).then((lists) => live && setFound({ key: searchKey, options: lists.flat() }));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `searchKey` stands for the text and the visible layers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey]);

  return (
    <Autocomplete
      size="small"
      options={options}
      groupBy={(o) => o.group}
      getOptionLabel={(o) => o.label}
      filterOptions={(o) => o}
      loading={loading}
      noOptionsText={q.length < 2 ? 'Type a place, a feature id or coordinates' : 'Nothing found'}
      onInputChange={(_e, v) => setText(v)}
      onChange={(_e, v) => v && onGo(v)}
      isOptionEqualToValue={(a, b) => a.label === b.label && a.group === b.group}
      renderInput={(params) => <TextField {...params} label="Search places, features or coordinates" />}
      sx={{ minWidth: 280, flex: 1, maxWidth: 520 }}
    />
  );
}

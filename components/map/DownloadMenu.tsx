import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { featuresPath, type FeatureFormat } from '@/lib/shared/schemas/layers';

const FORMATS: Array<[FeatureFormat, string]> = [
  ['csv', 'CSV (spreadsheet)'],
  ['geojson', 'GeoJSON'],
  ['kml', 'KML (Google Earth)'],
  ['shapefile', 'Shapefile (zip)'],
  ['gpkg', 'GeoPackage (QGIS, ArcGIS Pro)'],
];

/** A menu of download links for exactly what `query` selects, in each format the features API writes. */
export function DownloadMenu({
  layer,
  query,
  label = 'Download',
}: {
  layer: LayerMetadata;
  query: Parameters<typeof featuresPath>[1];
  label?: string;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  if (!layer.downloadable) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {FORMATS.map(([format, name]) => (
          <MenuItem
            key={format}
            component="a"
            href={featuresPath(layer.key, { ...query, format })}
            download={`${layer.key}.${format === 'shapefile' ? 'zip' : format}`}
            onClick={() => setAnchor(null)}
          >
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

/**
 * How to connect GIS software to the OGC API – Features service, for one dataset (its collection id): the
 * address to paste and the menu path in QGIS and ArcGIS Pro. Collapsed by default.
 */
export function OgcServiceHelp({
  service,
  collection,
  title,
}: {
  service: string;
  collection: string;
  title: string;
}) {
  return (
    <Box component="details" sx={{ mt: 1 }}>
      <summary>
        Add this to QGIS or ArcGIS Pro
        <Box component="span" sx={visuallyHidden}>
          : {title}
        </Box>
      </summary>
      <Typography sx={{ mt: 1 }}>
        Connect once and the layer stays current: every layer is published as an OGC API – Features service at{' '}
        <Link href={`${service}?f=html`} sx={{ wordBreak: 'break-all' }}>
          <code>{service}</code>
        </Link>
        ; this dataset is the collection <code>{collection}</code>.
      </Typography>
      <Box component="ul" sx={{ mt: 1 }}>
        <li>
          QGIS: Layer › Add Layer › Add WFS / OGC API – Features Layer › New; paste the address, Connect, pick{' '}
          <code>{collection}</code> and Add.
        </li>
        <li>
          ArcGIS Pro: Insert › Connections › Server › New OGC API Server; paste the address, then drag{' '}
          <code>{collection}</code> from the Catalog pane onto the map.
        </li>
        <li>
          GDAL:{' '}
          <code>
            ogr2ogr out.gpkg OAPIF:{service} {collection}
          </code>
        </li>
      </Box>
    </Box>
  );
}

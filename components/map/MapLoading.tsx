import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MAP_FRAME_SX, MapPicture, useMapPicture } from './MapPicture';

/**
 * What the Map Explorer shows while its code and data load: on the default view, the workspace's frame with the
 * picture of the map where the map will be (the layer panel's place left empty); otherwise a placeholder.
 * Server-rendered with the page, so the picture is in the first HTML.
 */
export function MapLoading() {
  const picture = useMapPicture();
  if (!picture)
    return <Skeleton variant="rectangular" height={520} role="img" aria-label="Loading the map" />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40 }}>
        <Typography variant="h2" component="h1">
          MapExplorer
        </Typography>
      </Box>
      <Box sx={MAP_FRAME_SX}>
        <Box
          sx={{
            width: 320,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            display: { xs: 'none', sm: 'block' },
          }}
        />
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
          <MapPicture info={picture} />
        </Box>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ExtractOptions } from '@/lib/shared/schemas/extract';
import { AreaPicker, areaChoices } from '../AreaPicker';
import type { AreaMode, useExtractArea } from './useExtract';

type Props = Omit<ReturnType<typeof useExtractArea>, 'area' | 'drawing'> & { options: ExtractOptions | null };

/** The extract's area: a county, city or district from a type-ahead list, or a polygon drawn on the map. */
export function ExtractArea({ mode, setMode, picked, setPicked, drawn, draw, options }: Props) {
  return (
    <>
      <FormLabel id="extract-area-label">Area</FormLabel>
      <RadioGroup
        row
        aria-labelledby="extract-area-label"
        value={mode}
        onChange={(e) => setMode(e.target.value as AreaMode)}
      >
        <FormControlLabel value="pick" control={<Radio />} label="A county, city or district" />
        <FormControlLabel value="draw" control={<Radio />} label="Draw an area on the map" />
      </RadioGroup>
      {mode === 'pick' && options && (
        <AreaPicker
          label="County, city or district"
          choices={areaChoices(options)}
          value={picked}
          onChange={setPicked}
        />
      )}
      {mode === 'draw' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void draw()}>
            {drawn ? 'Draw again' : 'Draw on the map'}
          </Button>
          <Typography>
            {drawn
              ? `Drawn area: ${Math.round(drawn.sqKm).toLocaleString('en-US')} km².`
              : 'Click the corners on the map, double-click to finish, Escape to cancel.'}
          </Typography>
        </Box>
      )}
    </>
  );
}

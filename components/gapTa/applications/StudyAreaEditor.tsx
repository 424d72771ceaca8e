import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useSubmit } from '@/components/common/useSubmit';
import type { Corner } from '@/components/map/StudyAreaMap';
import { setStudyArea, uploadApplicationFile } from '@/lib/client/gapTa';
import {
  MAX_DRAWN_VERTICES,
  STUDY_AREA_SOURCE_LABELS,
  type StudyAreaSource,
} from '@/lib/shared/schemas/gapTaApplications/rules';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import { FormMessage } from '@/components/common/FormMessage';
import { count } from '@/lib/shared/count';

const StudyAreaMap = dynamic(() => import('@/components/map/StudyAreaMap'), {
  ssr: false,
  loading: () => <Typography>Loading the map…</Typography>,
});

export interface LocalityOption {
  fips: string;
  name: string;
  bbox: number[];
}

/**
 * The study area: counties and cities picked from a list, a shape drawn on the map (with the keyboard too:
 * arrows move the map, Enter places a corner at the crosshair), or a file read by the spatial-data pre-flight.
 */
export function StudyAreaEditor({
  app,
  localities,
  onSaved,
}: {
  app: Application;
  localities: LocalityOption[];
  onSaved: (a: Application) => void;
}) {
  const [mode, setMode] = useState<StudyAreaSource>(app.studyArea?.source ?? 'localities');
  const [picked, setPicked] = useState<LocalityOption[]>(
    localities.filter((l) => app.studyArea?.localities.includes(l.name)),
  );
  const [corners, setCorners] = useState<Corner[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const { busy, message, run } = useSubmit();
  const area = app.studyArea;
  const save = (work: () => Promise<Application>, done: string) =>
    run(async () => {
      onSaved(await work());
      return done;
    }, 'The study area could not be saved. Try again.');

  return (
    <Stack spacing={2}>
      <Typography>
        {area
          ? `Saved: ${STUDY_AREA_SOURCE_LABELS[area.source].toLowerCase()}${area.localities.length ? ` (${area.localities.join(', ')})` : ''}${area.fileName ? ` (${area.fileName})` : ''}.`
          : 'No study area yet.'}
      </Typography>
      <RadioGroup
        aria-label="How to set the study area"
        row
        value={mode}
        onChange={(e) => setMode(e.target.value as StudyAreaSource)}
      >
        {(Object.keys(STUDY_AREA_SOURCE_LABELS) as StudyAreaSource[]).map((s) => (
          <FormControlLabel key={s} value={s} control={<Radio />} label={STUDY_AREA_SOURCE_LABELS[s]} />
        ))}
      </RadioGroup>
      {mode === 'localities' && (
        <Stack spacing={1} direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Autocomplete
            multiple
            options={localities}
            value={picked}
            onChange={(_e, v) => setPicked(v)}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.fips === b.fips}
            sx={{ flex: 1 }}
            renderInput={(params) => <TextField {...params} label="Counties and cities in the study area" />}
          />
          <Button
            variant="outlined"
            disabled={busy || picked.length === 0}
            onClick={() =>
              save(
                () => setStudyArea(app.id, { source: 'localities', fips: picked.map((p) => p.fips) }),
                'Study area saved: the counties and cities you picked.',
              )
            }
          >
            Use these counties and cities
          </Button>
        </Stack>
      )}
      {mode === 'drawn' && (
        <Stack spacing={1}>
          <Typography id="draw-help">
            Move the map so the crosshair sits on a corner of the area and press Enter (or click the map) to
            place it; go around the area in one direction. With the map focused, the arrow keys move it and +
            and - zoom. At most {MAX_DRAWN_VERTICES} corners.
          </Typography>
          <StudyAreaMap
            area={area?.geometry ?? null}
            bbox={area?.bbox ?? localityBbox(localities, app)}
            drawing={{
              corners,
              onAdd: (c) => setCorners((cs) => (cs.length < MAX_DRAWN_VERTICES ? [...cs, c] : cs)),
            }}
            label="Map for drawing the study area"
            describedBy="draw-help"
          />
          <Typography role="status" aria-live="polite" data-testid="corner-count">
            {corners.length === 0
              ? 'No corners placed yet.'
              : `${count(corners.length, 'corner')} placed; the last at ${corners[corners.length - 1]!.join(', ')}.`}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              disabled={corners.length === 0}
              onClick={() => setCorners((cs) => cs.slice(0, -1))}
            >
              Undo the last corner
            </Button>
            <Button variant="outlined" disabled={corners.length === 0} onClick={() => setCorners([])}>
              Start the shape again
            </Button>
            <Button
              variant="contained"
              disabled={busy || corners.length < 3}
              onClick={async () => {
                const ok = await save(
                  () => setStudyArea(app.id, { source: 'drawn', corners }),
                  'Study area saved: the shape you drew.',
                );
                if (ok) setCorners([]);
              }}
            >
              Use this shape
            </Button>
          </Stack>
        </Stack>
      )}
      {mode === 'file' && (
        <Stack spacing={1}>
          <Typography id="area-file-help">
            A zipped shapefile, GeoJSON, GeoPackage or KML/KMZ of polygons. It is checked as spatial-data
            uploads are (coordinate system, valid shapes, inside Virginia); anything to fix is explained.
          </Typography>
          <label htmlFor="study-area-file">Study area file</label>
          <input
            id="study-area-file"
            type="file"
            accept=".zip,.geojson,.json,.gpkg,.kml,.kmz"
            aria-describedby="area-file-help"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <div>
            <Button
              variant="contained"
              disabled={busy || !file}
              onClick={() =>
                save(
                  () => uploadApplicationFile(app.id, 'study-area-file', file!),
                  `Study area saved from ${file!.name}.`,
                )
              }
            >
              Upload and check the file
            </Button>
          </div>
        </Stack>
      )}
      <FormMessage message={message} />
      {area && mode !== 'drawn' && (
        <StudyAreaMap
          area={area.geometry}
          bbox={area.bbox}
          label="Map of the saved study area"
          describedBy="study-area-heading"
        />
      )}
    </Stack>
  );
}

/** Where to open the drawing map: the saved area, else the applicant's county or city. */
const localityBbox = (localities: LocalityOption[], app: Application): number[] | null =>
  localities.find((l) => `locality-${l.fips}` === app.organizationId)?.bbox ?? null;

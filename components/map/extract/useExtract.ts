import { useEffect, useState } from 'react';
import { useApiQuery } from '@/components/common/useApiQuery';
import { getExtractJob, initializeExtractJob, startExtractJob } from '@/lib/client/extract';
import { errorText } from '@/lib/client/request';
import type { ExtractJob, ExtractJobInput } from '@/lib/shared/schemas/extract';
import type { PickedArea } from '../AreaPicker';
import { toGeoJsonPolygon, type Sketch, type Sketcher } from '../sketch';

const loadOptions = ({ opened }: { opened: number }) =>
  opened > 0 ? initializeExtractJob() : Promise.resolve(null);

/**
 * The extract's limits and choices, read when the dialog first opens (not with the map page), and read
 * again on a later opening if that failed (a success is remembered by the client, so it is not fetched twice).
 */
export function useExtractOptions(open: boolean) {
  const [opened, setOpened] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpened((n) => n + 1);
  }
  return useApiQuery(loadOptions, { opened }, 0);
}

export type AreaMode = 'pick' | 'draw';

/** The area of the extract: a county, city or district picked from the list, or a polygon drawn on the map. */
export function useExtractArea(sketcher: () => Sketcher, onStatus: (message: string) => void = () => {}) {
  const [mode, setMode] = useState<AreaMode>('pick');
  const [picked, setPicked] = useState<PickedArea | null>(null);
  const [drawn, setDrawn] = useState<Sketch | null>(null);
  const [drawing, setDrawing] = useState(false);
  // While the dialog is hidden for the drawing, the map tools' status line says what to do (as for Select and
  // Measure): first that the tool is loading, then how to draw; the dialog says what was drawn.
  const draw = async () => {
    setDrawing(true);
    onStatus('Getting the drawing tool ready…');
    try {
      const sketch = await sketcher().draw('polygon', () =>
        onStatus('Draw the area on the map: click each corner, double-click the last; Escape cancels.'),
      );
      setDrawn(sketch);
      onStatus(sketch ? '' : 'Drawing cancelled.');
    } finally {
      setDrawing(false);
    }
  };
  const area: ExtractJobInput['area'] | null =
    mode === 'draw'
      ? drawn && drawn.geometry.type === 'polygon'
        ? { kind: 'polygon', geometry: toGeoJsonPolygon(drawn.geometry) }
        : null
      : picked &&
        (picked.kind === 'locality'
          ? { kind: 'locality', fips: picked.fips }
          : { kind: 'district', name: picked.name as never });
  return { mode, setMode, picked, setPicked, drawn, drawing, draw, area };
}

/** Starts a job and follows it (once a second) until it has finished; `error` says why it could not. */
export function useExtractJob() {
  const [job, setJob] = useState<ExtractJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const jobId = job && (job.status === 'queued' || job.status === 'running') ? job.id : null;
  useEffect(() => {
    if (!jobId) return;
    const timer = setInterval(() => {
      getExtractJob(jobId).then(setJob, (e: unknown) =>
        setError(errorText(e, 'The status of the extract could not be read.')),
      );
    }, 1000);
    return () => clearInterval(timer);
  }, [jobId]);
  const start = async (input: ExtractJobInput) => {
    setError(null);
    try {
      setJob(await startExtractJob(input));
    } catch (e) {
      setError(errorText(e, 'The extract could not be started.'));
    }
  };
  return { job, error, setError, start, running: jobId !== null };
}

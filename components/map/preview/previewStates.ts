import { mapColours, palette } from '@/styles/theme';

/** How the preview map colours each feature (kept apart from the map so the legend needs no ArcGIS code). */
export const PREVIEW_STATES = {
  added: { label: 'New (not published yet)', colour: mapColours.layers[1] },
  changed: { label: 'Changed (replaces a published feature of the same name)', colour: mapColours.layers[0] },
  unchanged: { label: 'Unchanged', colour: mapColours.layers[2] },
  published: { label: 'Published now, removed or changed by this version (dashed)', colour: palette.muted },
} as const;
export type PreviewState = keyof typeof PREVIEW_STATES;

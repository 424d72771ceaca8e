import { mapColours, palette } from '@/styles/theme';

/** How the preview map colours each feature (kept apart from the map so the legend needs no ArcGIS code). */
export const PREVIEW_STATES = {
  added: { label: 'New (no earlier feature of its name)', colour: mapColours.layers[1] },
  changed: { label: 'Changed (differs from the earlier feature of its name)', colour: mapColours.layers[0] },
  unchanged: { label: 'Unchanged', colour: mapColours.layers[2] },
  published: { label: 'Earlier feature, removed or changed by this version (dashed)', colour: palette.muted },
} as const;
export type PreviewState = keyof typeof PREVIEW_STATES;

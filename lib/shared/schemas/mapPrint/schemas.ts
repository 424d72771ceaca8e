import '../zodConfig';
import { z } from 'zod';
import { MapExplorerState } from '../mapExplorerState';

/** Longest PNG data URL a print may send (about 6 MB of PNG: a 4K screen's map). */
export const MAX_PRINT_IMAGE_CHARS = 8_000_000;

/** One legend line: the layer, its colour, its data vintage, whether it is illustrative and filtered. */
export const PrintLegendItem = z
  .object({
    name: z.string().min(1).max(200),
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    vintage: z.string().max(100).optional(),
    illustrative: z.boolean().optional(),
    filtered: z.boolean().optional(),
  })
  .strict();
export type PrintLegendItem = z.infer<typeof PrintLegendItem>;

/** POST /api/map-explorer/print: what the printed map page shows, made into a tagged PDF on the server. */
export const MapPrintRequest = z
  .object({
    title: z.string().min(1).max(200),
    /** The map as drawn (labels included), a PNG data URL. */
    image: z
      .string()
      .max(
        MAX_PRINT_IMAGE_CHARS,
        'The map image is too large to print. Make the window smaller and try again.',
      )
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'The map image must be a PNG.'),
    legend: z.array(PrintLegendItem).max(100),
    /** Ground distance across the drawn map, west to east through its centre, in metres. */
    groundWidthMetres: z.number().positive().max(50_000_000),
    date: z.string().min(1).max(40),
    note: z.string().max(1000),
    state: MapExplorerState,
  })
  .strict();
export type MapPrintRequest = z.infer<typeof MapPrintRequest>;

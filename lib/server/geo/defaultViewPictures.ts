import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FeatureCollection } from 'geojson';
import type { MapExtent } from '@/lib/shared/schemas/mapExplorerState';
import {
  describeMapPicture,
  renderMapPicture,
  type PictureColours,
  type PictureInput,
  type PictureLayer,
} from './mapPicture';

/**
 * The Map Explorer's default view drawn in both sizes with its alternative text (./mapPicture.ts), from the
 * basemap files on disk and the default layers' features as the features API's GeoJSON bytes. Its cost grows
 * with the layers' data, so it is a task of the worker pool (lib/server/workers/tasks.ts `mapPictures`): the
 * parse, the projection and the SVG all happen here, on a pool thread.
 */

export interface MapPictureAnswer {
  svg: string;
  etag: string;
}

export interface MapPictures {
  wide: MapPictureAnswer;
  narrow: MapPictureAnswer;
  /**
   * What both pictures show, in words: the view, the basemap, each layer, and the places named on both (the
   * narrow picture names fewer: its names would overlap).
   */
  alt: string;
}

/** What the drawing needs, as plain data that crosses to a thread as one copy. */
export interface DefaultViewInput {
  /** The folder of the basemap's GeoJSON files (public/basemap). */
  basemapDir: string;
  extent: MapExtent;
  widths: { wide: number; narrow: number };
  colours: PictureColours;
  labelTiers: number[];
  /** Each default layer as the map draws it, its features the features API's GeoJSON answer (UTF-8). */
  layers: Array<Omit<PictureLayer, 'features'> & { features: Uint8Array }>;
}

const BASEMAP_FILES = ['localities', 'water', 'states', 'places'] as const;

const parse = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as FeatureCollection;

const answer = (svg: string): MapPictureAnswer => ({
  svg,
  etag: `"${createHash('sha1').update(svg).digest('base64url')}"`,
});

/** Both pictures of the default view and their alternative text. */
export async function drawDefaultView(input: DefaultViewInput): Promise<MapPictures> {
  const [localities, water, states, places] = await Promise.all(
    BASEMAP_FILES.map(async (name) => parse(await readFile(path.join(input.basemapDir, `${name}.geojson`)))),
  );
  const layers: PictureLayer[] = input.layers.map((l) => ({ ...l, features: parse(l.features) }));
  const common: Omit<PictureInput, 'width'> = {
    localities: localities!,
    water: water!,
    states: states!,
    places: places!,
    extent: input.extent,
    colours: input.colours,
    labelTiers: input.labelTiers,
    layers,
  };
  const wide = renderMapPicture({ ...common, width: input.widths.wide });
  const narrow = renderMapPicture({ ...common, width: input.widths.narrow });
  return {
    wide: answer(wide.svg),
    narrow: answer(narrow.svg),
    alt: describeMapPicture(
      layers,
      wide.named.filter((n) => narrow.named.includes(n)),
    ),
  };
}

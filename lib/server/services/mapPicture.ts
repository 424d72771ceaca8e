import path from 'node:path';
import type { DefaultViewInput, MapPictures } from '@/lib/server/geo/defaultViewPictures';
import { log } from '@/lib/server/log';
import { runTask } from '@/lib/server/workers/pool';
import { DEFAULT_MAP_LAYERS } from '@/lib/shared/constants';
import { HttpError } from '@/lib/shared/errors';
import { layerStyle } from '@/lib/shared/layerStyles';
import type { PictureSize } from '@/lib/shared/schemas/layers';
import { STATEWIDE_SCALE } from '@/lib/shared/schemas/layers';
import { VIRGINIA_EXTENT } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/tokens';
import { layerFeatures, listLayerMetadata } from './layers';

export type { MapPictureAnswer, MapPictures } from '@/lib/server/geo/defaultViewPictures';

/**
 * The Map Explorer's default view as a picture: what the live map shows first (Virginia's extent,
 * the light basemap, the default layers), drawn on the server from the basemap files the site ships
 * (public/basemap, written by scripts/copy-arcgis-assets.mjs) and the default layers' features, in two sizes:
 * `wide` for the map area beside the layer panel (about 960 px) and `narrow` for a phone (about 370 px), each
 * with its alternative text. Made on first request and again only when a default layer's data changes (the
 * features answers' ETags are part of the key). The drawing grows with the layers' data, so it runs in the
 * worker pool with a budget (lib/server/geo/defaultViewPictures.ts); this thread only gathers its inputs.
 */
export const PICTURE_WIDTHS = { wide: 960, narrow: 370 } as const satisfies Record<PictureSize, number>;

const BASEMAP_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', 'basemap');
/** The live map's place names at statewide zoom: tier 1 only (LABEL_SCALES in components/map/basemapStyle.ts). */
const STATEWIDE_LABEL_TIERS = [1];

/**
 * Budget of one drawing, and the most it waits for a thread: the seeded layers draw in under half a second,
 * and a thread started for it (the pool ends idle ones) takes a few seconds more on a busy two-core machine. A
 * picture that takes longer has missed the first seconds it is for, and the page asking for it
 * (getServerSideProps waits for its alternative text) should not wait longer.
 */
const PICTURE_BUDGET_MS = 20_000;
/** Seconds a browser is told to wait before asking for a picture that could not be drawn. */
const PICTURE_RETRY_S = 60;
const PICTURE_UNAVAILABLE =
  "The map's picture could not be drawn just now; the interactive map loads without it. Please try again in a minute.";

/** The pictures made for the current key (never a failed or partial drawing). */
let made: { key: string; pictures: MapPictures } | null = null;
/** The drawing under way: concurrent first requests wait for this one instead of starting their own. */
let drawing: { key: string; pictures: Promise<MapPictures> } | null = null;

/**
 * The default view's pictures in both sizes, with their alternative text. A drawing that fails or runs over
 * its budget is a 503 with Retry-After (nothing is kept: the next request draws again).
 */
export async function mapExplorerPictures(): Promise<MapPictures> {
  const metadata = await listLayerMetadata();
  const defaults = DEFAULT_MAP_LAYERS.flatMap((key) => {
    const index = metadata.findIndex((m) => m.key === key);
    return index < 0 ? [] : [{ meta: metadata[index]!, index }];
  });
  // The features as the statewide map reads them (generalised), from the features API's kept answers.
  const answers = await Promise.all(
    defaults.map(({ meta }) =>
      layerFeatures(
        { layerKey: meta.key, format: 'geojson', scale: STATEWIDE_SCALE, offset: 0, filter: [] },
        { acceptsGzip: false },
      ),
    ),
  );
  const key = JSON.stringify([defaults.map((d) => d.index), answers.map((a) => a.etag)]);
  if (made?.key === key) return made.pictures;
  if (drawing?.key !== key) {
    const light = mapColours.basemaps.light;
    drawing = {
      key,
      pictures: draw(key, {
        basemapDir: BASEMAP_DIR,
        extent: VIRGINIA_EXTENT,
        widths: PICTURE_WIDTHS,
        colours: {
          ...light,
          labelText: mapColours.labels.light.text,
          labelHalo: mapColours.labels.light.halo,
        },
        labelTiers: STATEWIDE_LABEL_TIERS,
        layers: defaults.map(({ meta, index }, i) => ({
          name: meta.name,
          geometryType: meta.geometryType,
          style: layerStyle(index),
          features: answers[i]!.body!,
        })),
      }),
    };
  }
  return drawing.pictures;
}

/** One drawing in the pool: kept when it succeeds, a 503 when it fails or is stopped at its budget. */
async function draw(key: string, input: DefaultViewInput): Promise<MapPictures> {
  try {
    const pictures = await runTask('mapPictures', input, {
      budgetMs: PICTURE_BUDGET_MS,
      waitMs: PICTURE_BUDGET_MS,
      tooComplex: PICTURE_UNAVAILABLE,
    });
    made = { key, pictures };
    return pictures;
  } catch (err) {
    log.warn({ err }, "the Map Explorer's picture was not drawn");
    const unavailable = new HttpError(503, PICTURE_UNAVAILABLE);
    unavailable.retryAfter = PICTURE_RETRY_S;
    throw unavailable;
  } finally {
    if (drawing?.key === key) drawing = null;
  }
}

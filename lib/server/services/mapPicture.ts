import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FeatureCollection } from 'geojson';
import { describeMapPicture, renderMapPicture, type PictureLayer } from '@/lib/server/geo/mapPicture';
import { DEFAULT_MAP_LAYERS } from '@/lib/shared/constants';
import { layerStyle } from '@/lib/shared/layerStyles';
import { STATEWIDE_SCALE } from '@/lib/shared/schemas/layers';
import { VIRGINIA_EXTENT } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/tokens';
import { layerFeatures, listLayerMetadata } from './layers';

/**
 * The Map Explorer's default view as a picture: what the live map shows first (Virginia's extent,
 * the light basemap, the default layers), drawn on the server from the basemap files the site ships
 * (public/basemap, written by scripts/copy-arcgis-assets.mjs) and the default layers' features, in two sizes:
 * `wide` for the map area beside the layer panel (about 960 px) and `narrow` for a phone (about 370 px), each
 * with its alternative text. Made on first request and again only when a default layer's data changes (the
 * features answers' ETags are part of the key).
 */
export const PICTURE_WIDTHS = { wide: 960, narrow: 370 } as const;
export type PictureSize = keyof typeof PICTURE_WIDTHS;

const BASEMAP_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', 'basemap');
/** The live map's place names at statewide zoom: tier 1 only (LABEL_SCALES in components/map/basemapStyle.ts). */
const STATEWIDE_LABEL_TIERS = [1];

let basemapFiles: Promise<Record<'localities' | 'water' | 'states' | 'places', FeatureCollection>> | null =
  null;
function readBasemap() {
  basemapFiles ??= (async () => {
    const read = async (name: string) =>
      JSON.parse(await readFile(path.join(BASEMAP_DIR, `${name}.geojson`), 'utf8')) as FeatureCollection;
    const [localities, water, states, places] = await Promise.all(
      ['localities', 'water', 'states', 'places'].map(read),
    );
    return { localities: localities!, water: water!, states: states!, places: places! };
  })().catch((err: unknown) => {
    basemapFiles = null;
    throw err;
  });
  return basemapFiles;
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

export interface MapPictureAnswer {
  svg: string;
  etag: string;
}

let made: { key: string; pictures: MapPictures } | null = null;

/** The default view's pictures in both sizes, with their alternative text. */
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
  const layers: PictureLayer[] = defaults.map(({ meta, index }, i) => ({
    name: meta.name,
    geometryType: meta.geometryType,
    style: layerStyle(index),
    features: JSON.parse(answers[i]!.body!.toString('utf8')) as FeatureCollection,
  }));
  const basemap = await readBasemap();
  const light = mapColours.basemaps.light;
  const draw = (size: PictureSize) =>
    renderMapPicture({
      ...basemap,
      extent: VIRGINIA_EXTENT,
      width: PICTURE_WIDTHS[size],
      colours: { ...light, labelText: mapColours.labels.light.text, labelHalo: mapColours.labels.light.halo },
      labelTiers: STATEWIDE_LABEL_TIERS,
      layers,
    });
  const [wide, narrow] = [draw('wide'), draw('narrow')];
  const answer = (svg: string) => ({
    svg,
    etag: `"${createHash('sha1').update(svg).digest('base64url')}"`,
  });
  const pictures = {
    wide: answer(wide.svg),
    narrow: answer(narrow.svg),
    alt: describeMapPicture(
      layers,
      wide.named.filter((n) => narrow.named.includes(n)),
    ),
  };
  made = { key, pictures };
  return pictures;
}

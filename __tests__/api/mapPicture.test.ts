/**
 * @jest-environment node
 *
 * GET /api/map-explorer/picture and the Map Explorer page's picture: drawn in the worker pool (not on the request
 * thread), one drawing for concurrent first requests, and a drawing that fails or runs over its budget is a 503
 * with Retry-After that is not kept, while the page still loads (without the picture).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FeatureCollection, LineString } from 'geojson';
import type { GetServerSidePropsContext } from 'next';
import * as health from '@/pages/api/health';
import * as picture from '@/pages/api/map-explorer/picture';
import { getServerSideProps } from '@/pages/interactvtrans/map-explorer';
import { db } from '@/lib/server/db/knex';
import { describeMapPicture, renderMapPicture } from '@/lib/server/geo/mapPicture';
import { insertFeatureRows, toFeatureRow } from '@/lib/server/repositories/layers';
import { layerFeatures, listLayerMetadata } from '@/lib/server/services/layers';
import { mapExplorerPictures, PICTURE_WIDTHS, type MapPictures } from '@/lib/server/services/mapPicture';
import { runTask } from '@/lib/server/workers/pool';
import { DEFAULT_MAP_LAYERS } from '@/lib/shared/constants';
import { layerStyle } from '@/lib/shared/layerStyles';
import { STATEWIDE_SCALE } from '@/lib/shared/schemas/layers';
import { VIRGINIA_EXTENT } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/tokens';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';
import { whileAnswering } from '../helpers/whileAnswering';

// The pool as it is, its tasks counted (and, where a test says so, one of them made to fail).
jest.mock('@/lib/server/workers/pool', () => {
  const actual = jest.requireActual<typeof import('@/lib/server/workers/pool')>('@/lib/server/workers/pool');
  return { ...actual, runTask: jest.fn(actual.runTask) };
});
const realRunTask =
  jest.requireActual<typeof import('@/lib/server/workers/pool')>('@/lib/server/workers/pool').runTask;
const counted = runTask as jest.MockedFunction<typeof runTask>;
/** How many pictures the pool was asked to draw. */
const drawings = () => counted.mock.calls.filter(([name]) => name === 'mapPictures').length;

const LAYER = DEFAULT_MAP_LAYERS[0];
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
}, 120_000);
afterAll(() => cleanup());

/** The statewide features of a default layer, as the features API answers the map. */
async function statewide(layerKey: string): Promise<FeatureCollection> {
  const answer = await layerFeatures(
    { layerKey, format: 'geojson', scale: STATEWIDE_SCALE, offset: 0, filter: [] },
    { acceptsGzip: false },
  );
  return JSON.parse(answer.body!.toString('utf8')) as FeatureCollection;
}

/** The default view drawn here, on this thread, with renderMapPicture and describeMapPicture themselves. */
async function drawnHere() {
  const metadata = await listLayerMetadata();
  const basemap = async (name: string) =>
    JSON.parse(
      await readFile(path.join(process.cwd(), 'public', 'basemap', `${name}.geojson`), 'utf8'),
    ) as FeatureCollection;
  const layers = await Promise.all(
    DEFAULT_MAP_LAYERS.map(async (key) => {
      const index = metadata.findIndex((m) => m.key === key);
      const meta = metadata[index]!;
      const features = await statewide(key);
      return { name: meta.name, geometryType: meta.geometryType, style: layerStyle(index), features };
    }),
  );
  const light = mapColours.basemaps.light;
  const input = {
    localities: await basemap('localities'),
    water: await basemap('water'),
    states: await basemap('states'),
    places: await basemap('places'),
    extent: VIRGINIA_EXTENT,
    colours: { ...light, labelText: mapColours.labels.light.text, labelHalo: mapColours.labels.light.halo },
    labelTiers: [1],
    layers,
  };
  const wide = renderMapPicture({ ...input, width: PICTURE_WIDTHS.wide });
  const narrow = renderMapPicture({ ...input, width: PICTURE_WIDTHS.narrow });
  const alt = describeMapPicture(
    layers,
    wide.named.filter((n) => narrow.named.includes(n)),
  );
  return { wide: wide.svg, narrow: narrow.svg, alt };
}

/** A line of `vertices` vertices zigzagging across Virginia, each turn wider than the statewide generalisation. */
function zigzag(row: number, vertices: number): LineString {
  const coordinates = Array.from({ length: vertices }, (_, i) => [
    Math.round((-83 + (i * 8) / vertices) * 1000) / 1000,
    Math.round((36.7 + (row % 250) * 0.01 + (i % 2) * 0.05) * 1000) / 1000,
  ]);
  return { type: 'LineString', coordinates };
}

/** Adds `count` lines to the default layer (a publish of new data): the pictures' key changes. */
async function addLines(count: number, vertices: number, prefix: string) {
  await insertFeatureRows(
    await db(),
    Array.from({ length: count }, (_, n) =>
      toFeatureRow(LAYER, {
        id: `${prefix}-${n}`,
        name: `Added by the test ${n}`,
        geometry: zigzag(n, vertices),
        properties: {},
        illustrative: true,
      }),
    ),
  );
}

const pageContext = () =>
  ({
    req: { headers: { host: 'localhost:3000' } },
    res: { statusCode: 200, setHeader: () => undefined },
    resolvedUrl: '/interactvtrans/map-explorer',
    query: {},
    params: {},
  }) as unknown as GetServerSidePropsContext;
const pagePicture = async () =>
  ((await getServerSideProps(pageContext())) as { props: { picture: { alt: string } | null } }).props.picture;

describe('the Map Explorer picture', () => {
  it('is drawn once in the worker pool for concurrent first requests, as the direct render draws it', async () => {
    const [first, second, wide, narrow, page] = await Promise.all([
      mapExplorerPictures(),
      mapExplorerPictures(),
      callApi(picture, { query: { size: 'wide' } }),
      callApi(picture, { query: { size: 'narrow' } }),
      pagePicture(),
    ]);
    expect(drawings()).toBe(1);
    expect(second).toBe(first);
    const here = await drawnHere();
    expect(first.wide.svg).toBe(here.wide);
    expect(first.narrow.svg).toBe(here.narrow);
    expect(first.alt).toBe(here.alt);
    expect(first.alt).toMatch(
      /^Map of Virginia's counties .* showing CoSS Roadway Components \(\d+ features/,
    );
    expect(page).toEqual({ alt: here.alt });
    expect(wide.status).toBe(200);
    expect(wide.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(wide.text).toBe(here.wide);
    expect(wide.headers.get('etag')).toBe(first.wide.etag);
    expect(narrow.text).toBe(here.narrow);
    // Kept: asked again, nothing is drawn again and the browser's copy is still good.
    const again = await callApi(picture, { headers: { 'if-none-match': first.wide.etag } });
    expect(again.status).toBe(304);
    expect(drawings()).toBe(1);
  }, 60_000);

  it('a drawing stopped at its budget, or failing, is a 503 with Retry-After, not kept; the page loads without it', async () => {
    const before: MapPictures = await mapExplorerPictures();
    await addLines(1, 20, 'budget');
    const drawn = drawings();
    // The pool's own budget stops the thread (a budget of 1 ms stops any drawing).
    counted.mockImplementationOnce((name, input, options) =>
      realRunTask(name, input, { ...options, budgetMs: 1 }),
    );
    const stopped = await callApi(picture);
    expect(stopped.status).toBe(503);
    expect(stopped.headers.get('retry-after')).toBe('60');
    expect(stopped.headers.get('cache-control')).toBe('no-store');
    expect(stopped.json).toEqual({
      error: {
        code: 'unavailable',
        message:
          "The map's picture could not be drawn just now; the interactive map loads without it. Please try again in a minute.",
      },
    });
    // Any other failure of the drawing: the page still loads, with the live map and no picture in front.
    counted.mockImplementationOnce(() => Promise.reject(new Error('the worker thread ended')));
    expect(await pagePicture()).toBeNull();
    expect(drawings()).toBe(drawn + 2);
    // Nothing was kept of either: the next request draws again, the new data included.
    const next = await callApi(picture);
    expect(next.status).toBe(200);
    expect(drawings()).toBe(drawn + 3);
    const after = await mapExplorerPictures();
    expect(next.text).toBe(after.wide.svg);
    expect(after.wide.svg).not.toBe(before.wide.svg);
    expect(after.alt).toBe((await drawnHere()).alt);
  }, 60_000);
});

describe('the site keeps answering while a large picture is drawn', () => {
  it('answers /api/health while the pool draws 300,000 vertices of a default layer', async () => {
    await addLines(1_000, 300, 'large');
    // The features API's answer is made (and kept) first: what is left is the picture's own drawing.
    expect((await statewide(LAYER)).features.length).toBeGreaterThan(1_000);
    const drawn = drawings();
    // Answers are counted from the moment the drawing is handed over. Drawn on this thread, only two or three
    // come back (while it reads the basemap files); in the pool, dozens.
    let drawing = false;
    counted.mockImplementationOnce((...task) => {
      drawing = true;
      return realRunTask(...task);
    });
    const { result, asked } = await whileAnswering(
      health,
      () => callApi(picture),
      () => drawing,
    );
    expect(result.status).toBe(200);
    expect(result.text).toMatch(/^<svg /);
    expect(drawings()).toBe(drawn + 1);
    expect(asked).toBeGreaterThanOrEqual(10);
  }, 60_000);
});

import type { Geometry } from 'geojson';
import { expect, type Page } from './fixtures';

/** A small square in Culpeper County (WGS84), inside the county a submitter of locality-51047 may submit for. */
export const CULPEPER_SQUARE: Geometry = {
  type: 'Polygon',
  coordinates: [
    [
      [-78.0, 38.47],
      [-77.99, 38.47],
      [-77.99, 38.48],
      [-78.0, 38.48],
      [-78.0, 38.47],
    ],
  ],
};

/**
 * Through the API as the signed-in submitter on `page`: a draft to the layer, one GeoJSON feature uploaded as
 * its file, and the draft submitted for review. Resolves with the submission's id.
 */
export async function submitFeature(
  page: Page,
  layerID: string,
  title: string,
  geometry: Geometry,
  properties: Record<string, unknown>,
): Promise<string> {
  const draft = await page.request.post('/api/spatial-data/submission', {
    data: { layerID, title, description: 'Made by a test.' },
  });
  expect(draft.status()).toBe(201);
  const { submissionID } = (await draft.json()) as { submissionID: string };
  const up = await page.request.put(
    `/api/spatial-data/submission/file?submissionID=${submissionID}&fileName=${layerID}.geojson`,
    {
      data: Buffer.from(
        JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry, properties }] }),
      ),
      headers: { 'content-type': 'application/octet-stream' },
    },
  );
  expect(up.status()).toBe(200);
  await page.request.put('/api/spatial-data/submission', { data: { submissionID, submit: true } });
  return submissionID;
}

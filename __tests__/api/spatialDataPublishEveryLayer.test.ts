/** @jest-environment node */
import type { Feature, FeatureCollection } from 'geojson';
import * as features from '@/pages/api/map-explorer/layers/[layerKey]/features';
import * as submission from '@/pages/api/spatial-data/submission';
import * as file from '@/pages/api/spatial-data/submission/file';
import * as status from '@/pages/api/spatial-data/submission/status';
import { listDatasets } from '@/lib/server/services/catalog';
import { listOpenLayers } from '@/lib/server/services/spatialData/layers';
import type { SpatialLayer, SubmissionDetail } from '@/lib/shared/schemas/spatialData';
import { callApi } from '../helpers/apiMock';
import { runJobWorker } from '../helpers/jobWorker';
import { DEMO, sessionCookie } from '../helpers/session';
import { geojson, square } from '../helpers/spatialFixtures';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
let stopWorker: () => Promise<void>;
let planner: { cookie: string };
let reviewer: { cookie: string };
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
  stopWorker = runJobWorker();
  [planner, reviewer] = await Promise.all([sessionCookie(DEMO.submitter), sessionCookie(DEMO.reviewer)]);
}, 60_000);
afterAll(async () => {
  await stopWorker();
  await cleanup();
});

/** Two features in Culpeper County with the geometry and every field the layer asks for. */
function featuresFor(l: SpatialLayer): Feature[] {
  return [0, 1].map((i) => {
    const [x, y] = [-78.0 + i * 0.01, 38.47];
    const geometry =
      l.geometryType === 'point'
        ? { type: 'Point' as const, coordinates: [x, y] }
        : l.geometryType === 'line'
          ? {
              type: 'LineString' as const,
              coordinates: [
                [x, y],
                [x + 0.005, y + 0.004],
              ],
            }
          : square(x, y, 0.002);
    const properties: Record<string, string | number> = {};
    for (const f of l.expectedFields)
      properties[f.name] = f.type === 'string' ? `Culpeper ${f.name} ${i}` : 2030;
    properties.name = `Culpeper ${l.layerID} ${i + 1}`;
    return { type: 'Feature', geometry, properties };
  });
}

describe('every layer a county submits to can be published', () => {
  it('the new layers hold only illustrative features until a locality publishes, and say so', async () => {
    const catalog = await listDatasets();
    for (const key of ['growth-areas', 'local-bike-ped-network', 'lrtp-projects']) {
      const d = catalog.find((x) => x.key === key)!;
      expect(d.recordCount).toBeGreaterThan(0);
      expect(d.illustrativeCount).toBe(d.recordCount);
      expect(d.description).toMatch(/illustrative/);
    }
  });

  it('each open layer is a Map Explorer layer with a catalog entry, and an approved submission publishes to it', async () => {
    const open: SpatialLayer[] = await listOpenLayers();
    expect(open.map((l) => l.layerID).sort()).toEqual([
      'growth-areas',
      'iedas',
      'local-bike-ped-network',
      'lrtp-projects',
      'urban-development-areas',
    ]);
    const catalog = await listDatasets();
    for (const l of open) {
      // The layer exists on the map, in the catalog, under the name the intake shows.
      expect([l.layerID, l.publishedLayerKey]).toEqual([l.layerID, expect.any(String)]);
      const entry = catalog.find((d) => d.key === l.publishedLayerKey);
      expect([l.layerID, entry?.title.startsWith(l.layerName), entry?.kind]).toEqual([
        l.layerID,
        true,
        'Map layer',
      ]);

      const draft = await callApi(submission, {
        method: 'POST',
        headers: planner,
        body: { layerID: l.layerID, title: `Culpeper ${l.layerName}`, description: 'Made by a test.' },
      });
      expect(draft.status).toBe(201);
      const id = (draft.json as SubmissionDetail).submissionID;
      const up = await callApi(file, {
        method: 'PUT',
        headers: planner,
        query: { submissionID: id, fileName: `${l.layerID}.geojson` },
        body: geojson(featuresFor(l)),
      });
      expect([l.layerID, up.status]).toEqual([l.layerID, 200]);
      await callApi(submission, {
        method: 'PUT',
        headers: planner,
        body: { submissionID: id, submit: true },
      });
      for (const s of ['in-review', 'approved', 'published']) {
        const res = await callApi(status, {
          method: 'POST',
          headers: reviewer,
          body: { submissionID: id, status: s },
        });
        expect([l.layerID, s, res.status, res.text.includes('error') ? res.text : '']).toEqual([
          l.layerID,
          s,
          201,
          '',
        ]);
      }
      const served = await callApi(features, {
        params: { layerKey: l.publishedLayerKey! },
        query: { q: `Culpeper ${l.layerID}` },
      });
      const names = (JSON.parse(served.text) as FeatureCollection).features.map((f) => f.properties?.name);
      expect(names.sort()).toEqual([`Culpeper ${l.layerID} 1`, `Culpeper ${l.layerID} 2`]);
    }
  }, 120_000);
});

import { organizationArea } from '@/lib/server/geo/intake/area';
import type { Knex } from 'knex';
import { db } from '@/lib/server/db/knex';
import { num } from '@/lib/server/db/normalize';
import { env } from '@/lib/server/env';
import { placement } from '@/lib/server/geo/intake/area';
import { ringSelfIntersects } from '@/lib/server/geo/intake/checks';
import { acceptedExtension } from '@/lib/server/geo/intake/formats';
import { bboxOf, virginiaLocalities } from '@/lib/server/geo/virginia';
import { gapTaApplicationQueries as q } from '@/lib/server/repositories/gapTaApplications';
import { FILE_TASK_BUDGET_MS, runTask } from '@/lib/server/workers/pool';
import { MAX_AREA_VERTICES } from '@/lib/shared/schemas/gapTaApplications/rules';
import { HttpError } from '@/lib/shared/errors';
import type { Application, StudyArea, StudyAreaInput } from '@/lib/shared/schemas/gapTaApplications';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { now } from './access';
import { getApplication, ownEditable, addEvent } from './applications';

type Row = Record<string, unknown>;

/**
 * An application's study area: counties and cities picked, a shape drawn on the map, or a file checked by the
 * spatial-data pre-flight in the worker pool.
 */

async function storeStudyArea(user: SessionUser, k: Knex, row: Row, area: StudyArea, id: string) {
  await k.transaction(async (trx) => {
    await q.updateApplication(trx, num(row.id), { study_area: JSON.stringify(area), updated_at: now() });
    await addEvent(trx, row, user, 'study-area', {
      note:
        area.source === 'file'
          ? `Uploaded ${area.fileName}`
          : area.source === 'localities'
            ? area.localities.join(', ')
            : 'Drawn on the map',
    });
  });
  return getApplication(user, id);
}

const box = (coords: unknown) => bboxOf(coords).map((x) => Math.round(x * 1e6) / 1e6) as StudyArea['bbox'];

/** PUT /api/gap-ta/applications/{id}/study-area: counties and cities picked, or a shape drawn on the map. */
export async function setStudyArea(
  user: SessionUser,
  id: string,
  input: StudyAreaInput,
): Promise<Application> {
  const k = await db();
  const row = await ownEditable(user, id, k);
  if (input.source === 'localities') {
    const all = virginiaLocalities();
    const picked = [...new Set(input.fips)].map((f) => {
      const l = all.find((x) => x.fips === f);
      if (!l) throw new HttpError(400, `Invalid 'fips': ${f} is not a Virginia county or city`, 'fips');
      return l;
    });
    const coordinates = picked.flatMap((l) =>
      l.geometry.type === 'Polygon' ? [l.geometry.coordinates] : l.geometry.coordinates,
    );
    return storeStudyArea(
      user,
      k,
      row,
      {
        source: 'localities',
        geometry: { type: 'MultiPolygon', coordinates },
        localities: picked.map((l) => l.name),
        fileName: null,
        bbox: box(coordinates),
        report: [],
      },
      id,
    );
  }
  const ring = input.corners.map(([x, y]) => [Math.round(x * 1e6) / 1e6, Math.round(y * 1e6) / 1e6]);
  const [fx, fy] = ring[0];
  const [lx, ly] = ring[ring.length - 1];
  if (fx !== lx || fy !== ly) ring.push([fx, fy]);
  if (new Set(ring.map((p) => p.join(','))).size < 3) {
    throw new HttpError(422, 'The shape needs at least three different corners.', 'corners');
  }
  if (ringSelfIntersects(ring)) {
    throw new HttpError(
      422,
      'The shape crosses itself. Undo corners back to where it crossed and draw around the area in one direction.',
      'corners',
    );
  }
  const geometry = { type: 'Polygon' as const, coordinates: [ring] };
  if (placement(geometry, { name: 'Virginia', fips: null }) === 'outside') {
    throw new HttpError(
      422,
      'The shape lies outside Virginia. Move the map to your locality and draw again.',
      'corners',
    );
  }
  return storeStudyArea(
    user,
    k,
    row,
    {
      source: 'drawn',
      geometry,
      localities: [],
      fileName: null,
      bbox: box(geometry.coordinates),
      report: [],
    },
    id,
  );
}

const AREA_TOO_COMPLEX =
  'This file is too large or complex to check within a minute. Simplify the study area (fewer vertices) and upload again.';

/**
 * PUT /api/gap-ta/applications/{id}/study-area-file: a shapefile, GeoJSON, GeoPackage or KML of the study area,
 * read and checked by the spatial-data pre-flight in the worker pool (off the request thread). A file whose
 * report has a "Fix" finding, or that holds no polygons, is refused with the report's sentences.
 */
export async function uploadStudyArea(
  user: SessionUser,
  input: { id: string; fileName: string; bytes: Buffer },
): Promise<Application> {
  const k = await db();
  const row = await ownEditable(user, input.id, k);
  acceptedExtension(input.fileName);
  if (/\.csv$/i.test(input.fileName)) {
    throw new HttpError(
      422,
      'A CSV holds points, and a study area is an area: upload a zipped shapefile, GeoJSON, GeoPackage or KML of polygons.',
      'file',
    );
  }
  const out = await runTask(
    'studyArea',
    {
      bytes: input.bytes,
      fileName: input.fileName,
      maxFeatures: env().INTAKE_MAX_FEATURES,
      maxVertices: MAX_AREA_VERTICES,
      area: organizationArea(String(row.organization_id)),
    },
    { budgetMs: FILE_TASK_BUDGET_MS, tooComplex: AREA_TOO_COMPLEX },
  );
  if (out.blocking || out.geometry.coordinates.length === 0) {
    const fixes = out.findings.filter((f) => f.level === 'error');
    const lines =
      fixes.length > 0
        ? fixes.map((f) => `${f.message}${f.action ? ` ${f.action}` : ''}`)
        : ['The file holds no polygons.'];
    throw new HttpError(422, `'${input.fileName}' did not pass the checks: ${lines.join(' ')}`, 'file');
  }
  return storeStudyArea(
    user,
    k,
    row,
    {
      source: 'file',
      geometry: out.geometry,
      localities: [],
      fileName: input.fileName.slice(0, 260),
      bbox: box(out.geometry.coordinates),
      report: out.findings.map((f) => ({ level: f.level, message: f.message, action: f.action })),
    },
    input.id,
  );
}

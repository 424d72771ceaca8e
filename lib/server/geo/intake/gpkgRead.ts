import path from 'node:path';
import type { RawLayer } from './formats';
import { readGeoPackage } from './gpkg';
import { CHILD_DIR, runInChild } from './killable';

/**
 * An uploaded GeoPackage is read in a child process killed at GPKG_READ_BUDGET_MS (./killable.ts): the reader
 * (./gpkg.ts) refuses views, virtual tables and computed columns and copies rows out under caps, and the
 * budget stops whatever SQLite's C code still does past that, which terminating a pool thread cannot.
 */
export const GPKG_READ_SCRIPT = path.join(CHILD_DIR, 'gpkg-read.js');

/** A minute, the budget of one person's file in the pool. */
export const GPKG_READ_BUDGET_MS = 60_000;

export const GPKG_TOO_SLOW =
  'The GeoPackage could not be read within a minute. Export the layer again from your GIS software as a plain GeoPackage table, or split it by area and submit each part.';

export function readGeoPackageKillable(
  bytes: Buffer,
  options: Parameters<typeof readGeoPackage>[1],
  budgetMs = GPKG_READ_BUDGET_MS,
): Promise<RawLayer> {
  const { layer, maxFeatures, maxValueBytes, purpose } = options;
  return runInChild<RawLayer>(
    GPKG_READ_SCRIPT,
    { bytes, options: { layer, maxFeatures, maxValueBytes, purpose } },
    { budgetMs, tooSlow: GPKG_TOO_SLOW },
  );
}

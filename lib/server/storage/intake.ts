import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { dataPath, env } from '@/lib/server/env';

/**
 * Private storage for spatial-data uploads (issue 13 §4): a folder of its own, outside the document
 * library, so nothing here is ever served under /resources, listed in the library or feeds, or indexed by
 * search. Paths are made here from the submission id and version only; nothing of the uploaded file name is
 * used in them. Files are written under a temporary name and renamed, so readers never see half a file.
 */
export const intakeRoot = () =>
  path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().INTAKE_DIR ?? dataPath('intake'));

const SAFE = /^[0-9a-f-]{36}\/v\d{1,4}\/(original\.(zip|geojson|json|kml|kmz|csv)|features\.geojson)$/;

function resolve(relative: string): string {
  if (!SAFE.test(relative)) throw new Error(`Not an intake storage path: ${relative}`);
  return path.join(intakeRoot(), relative);
}

export const versionPaths = (submissionId: string, version: number, extension: string) => ({
  original: `${submissionId}/v${version}/original.${extension}`,
  features: `${submissionId}/v${version}/features.geojson`,
});

export async function writeIntakeFile(relative: string, data: Buffer | string): Promise<void> {
  const file = resolve(relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(tmp, data, { flag: 'wx' });
  try {
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

export const readIntakeFile = (relative: string) => fs.readFile(resolve(relative));

/** Removes files written for a version whose database rows did not commit. */
export async function removeIntakeFiles(relatives: string[]): Promise<void> {
  await Promise.all(relatives.map((r) => fs.rm(resolve(r), { force: true })));
  const dirs = new Set(relatives.map((r) => path.dirname(resolve(r))));
  for (const d of dirs) await fs.rmdir(d).catch(() => {});
}

import { getStorage } from './index';

/**
 * Spatial-data uploads in the one storage module: the local folder by default, Azure Blob when
 * configured, so a file uploaded through one instance is there when a reviewer opens it on another. They are
 * private data (`intake/…` under the store's private prefix): never served under /resources, listed in the
 * library or feeds, or indexed by search. Paths are made here from the submission id and version only;
 * nothing of the uploaded file name is used in them. The local store writes under a temporary name and
 * renames, Azure commits a blob whole, so readers never see half a file.
 */
const EXTENSION = '(zip|geojson|json|kml|kmz|csv|gpkg)';
const SAFE = new RegExp(
  `^[0-9a-f-]{36}\\/(v\\d{1,4}\\/(original\\.${EXTENSION}|features\\.geojson)|incoming\\/[0-9a-f-]{36}\\.${EXTENSION})$`,
);

function key(relative: string): string {
  if (!SAFE.test(relative)) throw new Error(`Not a spatial-data storage path: ${relative}`);
  return `intake/${relative}`;
}

/** Where an upload waits for its pre-flight job (removed once the job has taken or refused it). */
export const incomingPath = (submissionId: string, token: string, extension: string) =>
  `${submissionId}/incoming/${token}.${extension}`;

export const versionPaths = (submissionId: string, version: number, extension: string) => ({
  original: `${submissionId}/v${version}/original.${extension}`,
  features: `${submissionId}/v${version}/features.geojson`,
});

export async function writeSubmissionFile(relative: string, data: Buffer | string): Promise<void> {
  const type = relative.endsWith('.geojson') ? 'application/geo+json' : 'application/octet-stream';
  await getStorage().putPrivate(key(relative), typeof data === 'string' ? Buffer.from(data) : data, type);
}

export async function readSubmissionFile(relative: string): Promise<Buffer> {
  const data = await findSubmissionFile(relative);
  if (!data) throw new Error(`The stored spatial-data file ${relative} is missing.`);
  return data;
}

/** The file, or null when it is not stored; a storage that cannot answer throws (the caller may try again). */
export async function findSubmissionFile(relative: string): Promise<Buffer | null> {
  return getStorage().getPrivate(key(relative));
}

/** Removes files written for a version whose database rows did not commit, or pruned versions' files. */
export async function removeSubmissionFiles(relatives: string[]): Promise<void> {
  await Promise.all(relatives.map((r) => getStorage().deletePrivate(key(r))));
}

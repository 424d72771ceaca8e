/**
 * The child process that reads an uploaded GeoPackage (./gpkgRead.ts starts it, killed at its budget).
 * scripts/build-workers.mjs bundles it into .next/server-entry/workers/gpkg-read.js.
 */
import { readGeoPackage } from './gpkg';
import { serveOnce } from './killable.child';

serveOnce((input: { bytes: Uint8Array; options: Parameters<typeof readGeoPackage>[1] }) =>
  readGeoPackage(
    Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength),
    input.options,
  ),
);

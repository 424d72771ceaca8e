/**
 * The worker-thread entry of the pool (lib/server/workers/pool.ts). scripts/build-workers.mjs bundles it with
 * esbuild into .next/server-entry/workers/geo.js (`npm run build`, `npm run dev` and jest run it), because a
 * worker thread loads a file from disk and the app's own code is bundled by Next.
 */
// shpjs's build expects a browser's `self`.
(globalThis as { self?: unknown }).self ??= globalThis;

export {
  analyse,
  applicationCopy,
  extract,
  markdown,
  mapPictures,
  mapPrint,
  packets,
  pdfAccessibility,
  pdfDecodeGate,
  studyArea,
  write,
} from './tasks';

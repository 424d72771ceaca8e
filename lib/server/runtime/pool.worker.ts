/**
 * The worker-thread entry of the pool (lib/server/workers/pool.ts), and the one list of its tasks (each defined in
 * lib/server/workers/tasks.ts, whose exports type `runTask`'s names and inputs; a test checks this list is all of
 * them). scripts/build-workers.mjs bundles it with
 * esbuild into .next/server-entry/workers/geo.js (`npm run build`, `npm run dev` and jest run it), because a
 * worker thread loads a file from disk and the app's own code is bundled by Next. Each task tells the pool when
 * it starts (./started.ts), so its budget counts the work, not the wait for a thread.
 */
import { signalsStart } from '@/lib/server/workers/started';
import * as tasks from '@/lib/server/workers/tasks';

// shpjs's build expects a browser's `self`.
(globalThis as { self?: unknown }).self ??= globalThis;

export const analyse = signalsStart(tasks.analyse);
export const applicationCopy = signalsStart(tasks.applicationCopy);
export const extract = signalsStart(tasks.extract);
export const markdown = signalsStart(tasks.markdown);
export const mapPictures = signalsStart(tasks.mapPictures);
export const mapPrint = signalsStart(tasks.mapPrint);
export const packets = signalsStart(tasks.packets);
export const pdfAccessibility = signalsStart(tasks.pdfAccessibility);
export const pdfDecodeGate = signalsStart(tasks.pdfDecodeGate);
export const studyArea = signalsStart(tasks.studyArea);
export const taggedPdf = signalsStart(tasks.taggedPdf);
export const themes = signalsStart(tasks.themes);
export const write = signalsStart(tasks.write);

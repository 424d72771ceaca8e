import { Worker } from 'node:worker_threads';
import { PDF_TOO_COMPLEX } from '@/lib/server/documents/pdfAccessibility';
import { FILE_TASK_BUDGET_MS, runTask } from '@/lib/server/workers/pool';

/**
 * PDF text extraction with pdfjs-dist (legacy build) in a worker thread. The worker loads pdfjs with
 * Node's own ESM loader (resolved from the app folder at run time), so neither the Next.js bundler
 * nor jest's CommonJS module system has to load the ESM-only package, and parsing never blocks the
 * event loop. The worker stops itself after a short idle time.
 */
/** Limits on what one PDF may cost to index: bigger files are skipped, longer ones cut, slow ones stopped. */
export const PDF_LIMITS = { maxBytes: 50 * 1024 * 1024, timeoutMs: 30_000 };
const MAX_PAGES = 2_000;

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
let pdfjs;
const load = () => {
  pdfjs ??= import(
    pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs', { paths: [process.cwd()] })).href
  );
  return pdfjs;
};
parentPort.on('message', async ({ id, data }) => {
  try {
    const lib = await load();
    const doc = await lib.getDocument({ data, isEvalSupported: false, verbosity: 0, disableFontFace: true })
      .promise;
    const pages = [];
    for (let n = 1; n <= Math.min(doc.numPages, ${MAX_PAGES}); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\\n' : ' ') : '')).join(''));
      page.cleanup();
    }
    await doc.destroy();
    parentPort.postMessage({ id, pages });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
`;

const IDLE_MS = 1_000;

interface Reply {
  id: number;
  pages?: string[];
  error?: string;
}

interface Pending {
  resolve: (pages: string[]) => void;
  reject: (err: Error) => void;
}

/** One worker and the jobs sent to it: a worker that stops fails its own jobs, never a later worker's. */
interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

let current: Slot | null = null;
let nextId = 1;
let idleTimer: NodeJS.Timeout | null = null;

function failAll(slot: Slot, err: Error) {
  for (const p of slot.pending.values()) p.reject(err);
  slot.pending.clear();
}

/** Stop a worker: it takes no new job from this moment, though `terminate` finishes later. */
function retire(slot: Slot) {
  if (current === slot) current = null;
  void slot.worker.terminate();
}

function getSlot(): Slot {
  if (current) return current;
  const w = new Worker(WORKER_SOURCE, { eval: true });
  w.unref();
  const slot: Slot = { worker: w, pending: new Map() };
  w.on('message', (reply: Reply) => {
    const job = slot.pending.get(reply.id);
    if (!job) return;
    slot.pending.delete(reply.id);
    if (reply.error !== undefined) job.reject(new Error(`PDF text extraction failed: ${reply.error}`));
    else job.resolve(reply.pages ?? []);
    if (slot.pending.size === 0 && current === slot) scheduleStop();
  });
  w.on('error', (err) => {
    if (current === slot) current = null;
    failAll(slot, err);
  });
  w.on('exit', () => {
    if (current === slot) current = null;
    failAll(slot, new Error('The PDF text worker stopped.'));
  });
  current = slot;
  return slot;
}

/** What the idle timer does: retire the current worker if it has nothing to do. */
export function stopIdlePdfWorker(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (current && current.pending.size === 0) retire(current);
}

function scheduleStop() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(stopIdlePdfWorker, IDLE_MS);
  idleTimer.unref();
}

/** Repeated page furniture (running title, footer, 'Page n of m') is not content: drop it. */
function withoutFurniture(pages: string[]): string[] {
  const lines = pages.map((p) =>
    p
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
  const seen = new Map<string, number>();
  for (const page of lines) for (const l of new Set(page)) seen.set(l, (seen.get(l) ?? 0) + 1);
  const repeated = (l: string) => pages.length > 2 && (seen.get(l) ?? 0) >= pages.length - 1;
  return lines.map((page) =>
    page
      .filter((l) => !repeated(l) && !/^page \d+ of \d+$/i.test(l))
      .join('\n')
      .replace(/\n/g, ' '),
  );
}

/**
 * The text of each page of a PDF (index 0 = page 1); furniture repeated on every page removed.
 * Refuses files over `limits.maxBytes`; past `limits.timeoutMs` the worker is stopped and this rejects.
 */
export async function extractPdfPages(
  buffer: Buffer | Uint8Array,
  limits: { maxBytes: number; timeoutMs: number } = PDF_LIMITS,
): Promise<string[]> {
  if (buffer.byteLength > limits.maxBytes) {
    throw new Error(`PDF text extraction skipped: ${buffer.byteLength} bytes is over ${limits.maxBytes}.`);
  }
  // pdfjs decodes streams without a bound: a file whose streams inflate past the pre-flight's bound (a
  // decompression bomb) is refused here, in the worker pool, before pdfjs is given it.
  await runTask(
    'pdfDecodeGate',
    { bytes: new Uint8Array(buffer) },
    { budgetMs: FILE_TASK_BUDGET_MS, tooComplex: PDF_TOO_COMPLEX },
  ).catch((err: unknown) => {
    throw new Error(`PDF text extraction skipped: ${err instanceof Error ? err.message : String(err)}`);
  });
  const slot = getSlot();
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const id = nextId++;
  const data = new Uint8Array(buffer); // a copy: the worker takes ownership of what it is sent
  let timer: NodeJS.Timeout | undefined;
  const pages = await new Promise<string[]>((resolve, reject) => {
    slot.pending.set(id, { resolve, reject });
    timer = setTimeout(() => {
      slot.pending.delete(id);
      reject(new Error(`PDF text extraction stopped after ${limits.timeoutMs} ms.`));
      retire(slot); // a runaway parse cannot be interrupted any other way
    }, limits.timeoutMs);
    slot.worker.postMessage({ id, data }, [data.buffer]);
  }).finally(() => clearTimeout(timer));
  return withoutFurniture(pages);
}

const cache = new Map<string, Promise<string[]>>();

/** extractPdfPages, memoised per path + lastModified (a failed extraction is retried next time). */
export function cachedPdfPages(
  path: string,
  lastModified: string,
  load: () => Promise<Buffer | Uint8Array>,
): Promise<string[]> {
  const key = `${path}|${lastModified}`;
  let hit = cache.get(key);
  if (!hit) {
    for (const k of cache.keys()) if (k.startsWith(`${path}|`)) cache.delete(k); // older versions
    hit = load()
      .then(extractPdfPages)
      .catch((err: unknown) => {
        cache.delete(key);
        throw err;
      });
    cache.set(key, hit);
  }
  return hit;
}

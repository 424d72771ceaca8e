/**
 * The worker-thread pool (ARCHITECTURE §9). The request thread only parses, authorises, reads
 * and answers; work whose cost grows with the input runs here, in at most `POOL_THREADS` threads (one core is
 * left to the request thread where there are more than two), each task with a time budget and each thread
 * with a heap limit. A task over its budget is stopped (its thread is terminated and replaced) and the person
 * gets the task's own sentence; a thread that runs out of memory is replaced the same way. While a task runs,
 * the site keeps answering: nothing here blocks the event loop.
 *
 * The tasks live in ./tasks.ts and are called by name, typed like the jobs: `runTask('applicationCopy', input, …)`
 * with a name ./tasks.ts does not export, or an input its task does not take, does not compile. The threads run
 * the bundle scripts/build-workers.mjs makes of lib/server/runtime/pool.worker.ts, the one list of the tasks.
 * piscina (the pool Fastify's and Node's own contributors keep) queues, cancels and replaces threads.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { log } from '@/lib/server/log';
import { HttpError } from '@/lib/shared/errors';
import { STARTED_PORT } from './started';
import type { TaskAnswer } from './answer';
import type * as tasks from './tasks';

const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;

/** Threads: one per core beyond the request thread's, at least one and at most two on a two-core machine. */
export const POOL_THREADS = Math.max(1, Math.min(cores, Math.max(2, cores - 1)));
/** Heap limit of each thread (MB): an upload of the 100 MB cap parses within it. */
export const THREAD_HEAP_MB = 1536;
/** Tasks waiting beyond the running ones; more get a 503 "busy, try again". */
export const MAX_QUEUE = 32;

/** Where the bundled worker is (built by `npm run build`, `npm run dev` and jest's global setup). */
export const WORKER_FILE = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  '.next',
  'server-entry',
  'workers',
  'geo.js',
);

const holder = globalThis as typeof globalThis & { __vtransPool?: Piscina };

function pool(): Piscina {
  if (holder.__vtransPool) return holder.__vtransPool;
  if (!existsSync(WORKER_FILE)) {
    throw new Error(`The worker bundle ${WORKER_FILE} is missing: run \`node scripts/build-workers.mjs\`.`);
  }
  holder.__vtransPool = new Piscina({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: POOL_THREADS,
    idleTimeout: 30_000,
    maxQueue: MAX_QUEUE,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  // A thread that dies with no task of its own (out of memory after its task was stopped at the budget) is
  // reported by Piscina as an 'error' event; unheard, that event would end the whole process.
  holder.__vtransPool.on('error', (err: unknown) =>
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'worker thread ended outside a task'),
  );
  return holder.__vtransPool;
}

/**
 * The budget of one person's file in the pool (an upload's check, a study area, a PDF copy or check, a layer
 * download): a minute of work, counted from when a thread starts it. The messages that go with it say "within
 * a minute".
 */
export const FILE_TASK_BUDGET_MS = 60_000;

/**
 * How long a task may wait for a thread before the person is told the site is busy (503, try again): the wait
 * is bounded apart from the budget, which counts only the work.
 */
export const QUEUE_WAIT_MS = 2 * FILE_TASK_BUDGET_MS;

export interface TaskOptions {
  /**
   * Milliseconds the task may work, counted from when a thread starts it (not while it waits for a thread: a
   * one-line preview queued behind two extracts is not "too complex").
   */
  budgetMs: number;
  /** What the person is told when the task runs over its budget or out of memory (a 422). */
  tooComplex: string;
  /** Messages the task posts (progress) arrive here. */
  onMessage?: (message: unknown) => void;
  /** The most it may wait for a thread (QUEUE_WAIT_MS by default); then a 503 "busy, try again". */
  waitMs?: number;
}

const busy = () => {
  const err = new HttpError(
    503,
    'The site is busy processing other files and extracts. Please try again in a minute.',
  );
  err.retryAfter = 60;
  return err;
};

const isAbort = (err: unknown) =>
  err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError');

type Tasks = typeof tasks;
/** The name of a task of the pool: every function ./tasks.ts exports (it exports no other function). */
export type TaskName = {
  [K in keyof Tasks]: Tasks[K] extends (input: never) => Promise<TaskAnswer<unknown>> ? K : never;
}[keyof Tasks];
/** What a task takes (its progress port is the pool's to give: see TaskOptions.onMessage). */
export type TaskInput<N extends TaskName> = Omit<Parameters<Tasks[N]>[0], 'port'>;
/** What a task answers. */
export type TaskOutput<N extends TaskName> =
  Awaited<ReturnType<Tasks[N]>> extends TaskAnswer<infer O> ? O : never;

/**
 * Runs a task of ./tasks.ts in the pool. Resolves with its result; a refusal becomes the HttpError it was;
 * over budget or out of memory → 422 with `tooComplex`; a full queue, or a wait for a thread past `waitMs` → 503.
 */
export function runTask<N extends TaskName>(
  name: N,
  input: TaskInput<N>,
  options: TaskOptions,
): Promise<TaskOutput<N>> {
  return runIn<TaskOutput<N>>(pool(), name, input, options);
}

/**
 * runTask on a given pool, by any name (tests give a pool of stand-in tasks). The budget's clock starts when a thread starts the
 * task (the worker entry's tasks signal it, ./started.ts); until then only the wait bound runs.
 */
export async function runIn<T>(
  piscina: Piscina,
  name: string,
  input: object,
  options: TaskOptions,
): Promise<T> {
  const controller = new AbortController();
  let started = false;
  let timer = setTimeout(() => controller.abort(), options.waitMs ?? QUEUE_WAIT_MS);
  const start = new MessageChannel();
  start.port1.once('message', () => {
    started = true;
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), options.budgetMs);
  });
  start.port1.unref();
  let port: MessagePort | undefined;
  let task: object = { ...input, [STARTED_PORT]: start.port2 };
  const transferList: Array<MessagePort> = [start.port2];
  if (options.onMessage) {
    const channel = new MessageChannel();
    port = channel.port1;
    port.on('message', options.onMessage);
    task = { ...task, port: channel.port2 };
    transferList.push(channel.port2);
  }
  try {
    const answer = (await piscina.run(task, {
      name,
      signal: controller.signal,
      transferList: transferList as never,
    })) as TaskAnswer<T>;
    if ('refused' in answer) {
      const err = new HttpError(answer.refused.status, answer.refused.message, answer.refused.field);
      if (answer.refused.choices) err.choices = answer.refused.choices;
      throw err;
    }
    return answer.ok;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // Stopped before a thread took it: the site was busy, the task itself may be fine.
    if (controller.signal.aborted && !started) throw busy();
    if (controller.signal.aborted || isAbort(err)) throw new HttpError(422, options.tooComplex);
    const code = (err as { code?: string }).code;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') throw new HttpError(422, options.tooComplex);
    // A parser that recursed past the thread's stack (remark on 20,000 nested quotes): the input, not a bug.
    if (err instanceof RangeError && /call stack size/i.test(err.message))
      throw new HttpError(422, options.tooComplex);
    if (err instanceof Error && /queue is at limit/i.test(err.message)) throw busy();
    throw err;
  } finally {
    clearTimeout(timer);
    start.port1.close();
    port?.close();
  }
}

/** Stops the pool's threads (tests, shutdown). */
export async function closePool(): Promise<void> {
  const p = holder.__vtransPool;
  holder.__vtransPool = undefined;
  await p?.close({ force: true });
}

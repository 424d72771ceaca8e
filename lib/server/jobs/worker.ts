import {
  claim,
  failTry,
  JobFailure,
  QUEUE_DEFAULTS,
  releaseAll,
  renew,
  succeed,
  workerName,
  type QueueOptions,
} from './queue';
import { log } from '@/lib/server/log';
import type { JobRecord } from '@/lib/server/repositories/jobs';

/**
 * A worker: claims jobs of the kinds it has handlers for, runs each (their CPU part goes to the worker-thread
 * pool), renews the lease while a job runs, and settles it. `npm start` runs one inside the web process;
 * `npm run worker` runs one alone. One line per job goes to the log: kind, id, outcome, duration.
 */
/** Runs a job; what it returns (JSON-safe) is kept with the job for whoever waits on it. */
export type JobHandler = (payload: unknown, job: JobRecord) => Promise<unknown>;

export interface WorkerOptions extends Partial<QueueOptions> {
  /** Jobs run at once (their CPU work shares the pool). */
  concurrency?: number;
  /** How often an idle worker looks for work (ms); poke() looks at once. */
  pollMs?: number;
  role?: string;
  log?: (line: Record<string, unknown>) => void;
}

export class JobWorker {
  readonly owner: string;
  private readonly handlers: Map<string, JobHandler>;
  private readonly options: QueueOptions;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly log: (line: Record<string, unknown>) => void;
  private running = new Set<Promise<void>>();
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> | null = null;

  constructor(handlers: Record<string, JobHandler>, options: WorkerOptions = {}) {
    this.handlers = new Map(Object.entries(handlers));
    this.options = { ...QUEUE_DEFAULTS, ...options };
    this.concurrency = options.concurrency ?? 1;
    this.pollMs = options.pollMs ?? 500;
    this.owner = workerName(options.role ?? 'worker');
    this.log =
      options.log ??
      (({ level, msg, ...rest }) => log[(level as 'info' | 'warn' | 'error') ?? 'info'](rest, String(msg)));
  }

  start(): this {
    if (!this.stopped) return this;
    this.stopped = false;
    this.schedule(0);
    return this;
  }

  /** Looks for work now (after an enqueue in this process). */
  poke(): void {
    if (!this.stopped) this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.look(), ms);
    this.timer.unref();
  }

  private look(): Promise<void> {
    this.looking ??= this.fill().finally(() => {
      this.looking = null;
      if (!this.stopped) this.schedule(this.pollMs);
    });
    return this.looking;
  }

  /** Claims jobs until the worker is full or the queue has none for it. */
  private async fill(): Promise<void> {
    while (!this.stopped && this.running.size < this.concurrency) {
      let job: JobRecord | null;
      try {
        job = await claim(this.owner, [...this.handlers.keys()], this.options);
      } catch (err) {
        this.log({ level: 'error', msg: 'job claim failed', error: String(err) });
        return;
      }
      if (!job) return;
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        if (!this.stopped) this.schedule(0);
      });
      this.running.add(run);
    }
  }

  private async run(job: JobRecord): Promise<void> {
    const started = performance.now();
    const renewer = setInterval(
      () => {
        void renew(job.id, this.owner, this.options).catch(() => undefined);
      },
      Math.max(50, Math.floor(this.options.leaseMs / 3)),
    );
    renewer.unref();
    const line = { msg: 'job', kind: job.kind, job: job.id, attempt: job.attempts, worker: this.owner };
    try {
      const result = await this.handlers.get(job.kind)!(job.payload, job);
      await succeed(job.id, this.owner, result);
      this.log({ level: 'info', ...line, outcome: 'succeeded', ms: Math.round(performance.now() - started) });
    } catch (err) {
      const outcome = await failTry(job, this.owner, err, this.options).catch(() => 'unsettled');
      this.log({
        level: outcome === 'retry' ? 'warn' : 'error',
        ...line,
        outcome,
        ms: Math.round(performance.now() - started),
        error: err instanceof JobFailure ? err.message : String(err),
      });
    } finally {
      clearInterval(renewer);
    }
  }

  /** Runs every due job of its kinds until none is left (tests; a one-off drain). */
  async drain(): Promise<void> {
    const wasStopped = this.stopped;
    this.stopped = false;
    try {
      for (;;) {
        await this.look();
        if (this.running.size === 0) break; // nothing claimed and nothing running: no due job is left
        await Promise.race(this.running);
      }
    } finally {
      this.stopped = wasStopped;
      if (this.stopped && this.timer) {
        clearTimeout(this.timer); // no poll left behind by a drain
        this.timer = null;
      }
    }
  }

  /**
   * Stops taking jobs; waits up to `graceMs` for running ones, then puts what is still running back in the
   * queue (its try not counted) for another worker.
   */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running]),
      new Promise<void>((r) => (timer = setTimeout(r, graceMs))),
    ]);
    clearTimeout(timer);
    if (this.running.size > 0) {
      const released = await releaseAll(this.owner);
      this.log({ level: 'warn', msg: 'released running jobs at shutdown', worker: this.owner, released });
    }
  }
}

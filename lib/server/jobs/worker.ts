import {
  claim,
  EXHAUSTED_ERROR,
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
import { jobRegistry, LANE_CONCURRENCY, LANES, type JobDefinition, type Lane } from './define';

/**
 * A worker: claims jobs of the kinds it is given, lane by lane, each lane with its own number of jobs at once
 * (an extract never waits behind an upload's pre-flight), runs each (their CPU part goes to the
 * worker-thread pool), renews the lease while a job runs, and settles it. The payload is parsed with the
 * kind's schema first; one that does not parse fails the job at once. `npm start` runs one inside the web
 * process; `npm run worker` runs one alone. One line per job goes to the log: kind, lane, id, outcome,
 * duration.
 */
export interface WorkerOptions extends Partial<QueueOptions> {
  /** Jobs of each lane run at once (their CPU work shares the pool); LANE_CONCURRENCY by default. */
  lanes?: Partial<Record<Lane, number>>;
  /** How often an idle worker looks for work (ms); poke() looks at once. */
  pollMs?: number;
  role?: string;
  log?: (line: Record<string, unknown>) => void;
}

export class JobWorker {
  readonly owner: string;
  private readonly definitions: ReadonlyMap<string, JobDefinition>;
  private readonly lanes: Array<{ lane: Lane; kinds: string[]; limit: number; running: Set<Promise<void>> }>;
  private readonly options: QueueOptions;
  private readonly pollMs: number;
  private readonly log: (line: Record<string, unknown>) => void;
  private running = new Set<Promise<void>>();
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> | null = null;

  constructor(definitions: readonly JobDefinition[], options: WorkerOptions = {}) {
    this.definitions = jobRegistry(definitions);
    this.lanes = LANES.map((lane) => ({
      lane,
      kinds: definitions.filter((d) => d.lane === lane).map((d) => d.kind),
      limit: options.lanes?.[lane] ?? LANE_CONCURRENCY[lane],
      running: new Set<Promise<void>>(),
    })).filter((l) => l.kinds.length > 0 && l.limit > 0);
    this.options = { ...QUEUE_DEFAULTS, ...options };
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

  /** Claims jobs, lane by lane, until each lane is full or the queue has none for it. */
  private async fill(): Promise<void> {
    for (const lane of this.lanes) {
      while (!this.stopped && lane.running.size < lane.limit) {
        let job: JobRecord | null;
        try {
          job = await claim(this.owner, lane.kinds, this.options);
        } catch (err) {
          this.log({ level: 'error', msg: 'job claim failed', lane: lane.lane, error: String(err) });
          return;
        }
        if (!job) break;
        const run = this.run(job).finally(() => {
          this.running.delete(run);
          lane.running.delete(run);
          if (!this.stopped) this.schedule(0);
        });
        this.running.add(run);
        lane.running.add(run);
      }
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
    const definition = this.definitions.get(job.kind)!;
    const line = {
      msg: 'job',
      kind: job.kind,
      lane: definition.lane,
      job: job.id,
      attempt: job.attempts,
      worker: this.owner,
    };
    try {
      const payload = definition.payload.safeParse(job.payload);
      if (!payload.success) {
        throw new JobFailure(
          `The '${job.kind}' job's payload does not match its kind: ${payload.error.message}`,
        );
      }
      if (job.attempts > job.maxAttempts) {
        // Taken over past its last attempt: every try so far ended its process. It is not run again.
        await definition.exhausted?.(payload.data);
        throw new JobFailure(EXHAUSTED_ERROR);
      }
      const result = await definition.run(payload.data, job);
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

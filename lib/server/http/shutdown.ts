/**
 * Shutdown with a hard deadline (ARCHITECTURE §10). On SIGTERM or SIGINT the server drains: it goes on answering
 * (the readiness probe with 503, so a load balancer sees it leave, and every answer closes its connection, an
 * idle kept-alive one after its next answer rather than at once) while
 * the job worker lets running jobs finish for a grace period and then puts their leases back, and for at least
 * LISTEN_WHILE_DRAINING_MS; then it stops taking connections, the pool and the database close, and the process
 * exits 0. If anything is still busy at the deadline
 * — a worker thread inside a native call (a SQLite query) cannot be terminated, and `process.exit` itself
 * would wait for it — the process kills itself (SIGKILL, exit status 137). The deadline is kept by a watchdog
 * thread with its own event loop, so it holds even while the main thread is blocked.
 */
import type http from 'node:http';
import { Worker } from 'node:worker_threads';

/** From the signal to the process's end, whatever a thread is doing. Below Kubernetes' default 30 s grace. */
export const SHUTDOWN_DEADLINE_MS = 25_000;
/** How long running jobs may finish before their leases go back to the queue. */
export const JOBS_GRACE_MS = 15_000;
/**
 * How long a draining server at least goes on answering before it stops listening: long enough for a load
 * balancer's readiness probe to be answered 503 (a refused connection reads as a crash, not a drain).
 */
export const LISTEN_WHILE_DRAINING_MS = 5_000;

export interface ShutdownParts {
  /** The HTTP server, if any (`npm run worker` has none). */
  server?: http.Server;
  /** Stops the job worker: running jobs get `graceMs`, then what still runs is released to the queue. */
  stopJobs?: (graceMs: number) => Promise<void>;
  closePool?: () => Promise<void>;
  closeDb?: () => Promise<void>;
  /** Called at once (the readiness probe answers 503 from then on, and answers close their connection). */
  onDraining?: () => void;
  log: { info(msg: string): void; warn(msg: string): void };
  deadlineMs?: number;
  jobsGraceMs?: number;
  /** The least time the server goes on answering once draining (LISTEN_WHILE_DRAINING_MS by default). */
  listenMs?: number;
  /** Ends the process (process.exit by default). */
  exit?: (code: number) => void;
}

/** How long the pool may take to stop its threads before one is taken to be stuck in native code. */
export const POOL_CLOSE_MS = 3_000;

/** Kills this process at `ms` from now from a thread of its own, unless the process has ended first. */
export function armWatchdog(ms: number): Worker {
  const watchdog = new Worker(
    `setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${Math.max(0, Math.floor(ms))});`,
    { eval: true },
  );
  watchdog.unref(); // never what keeps the process alive
  return watchdog;
}

/** Resolves true when `p` settles within `ms`, false when the time ran out first. */
async function within(p: Promise<unknown> | undefined, ms: number): Promise<boolean> {
  if (!p) return true;
  let timer: NodeJS.Timeout | undefined;
  const settled = p.then(
    () => true,
    () => true,
  );
  const late = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), Math.max(0, ms))));
  const answer = await Promise.race([settled, late]);
  clearTimeout(timer);
  return answer;
}

const hardExit = () => process.kill(process.pid, 'SIGKILL');
const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));

/** Drains and ends the process once; the returned function is what a signal handler calls. */
export function shutdownHandler(parts: ShutdownParts): (signal: string) => Promise<void> {
  const deadline = parts.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  const grace = Math.min(parts.jobsGraceMs ?? JOBS_GRACE_MS, deadline * 0.6);
  const exit = parts.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  return async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const left = () => deadline - (Date.now() - started) - 250; // a margin for the steps after
    armWatchdog(deadline);
    parts.onDraining?.();
    const { server } = parts;
    // Kept-alive connections stay open: each closes after its next answer (onDraining's flag sends
    // `Connection: close`). Closing the idle ones now raced the client reusing one (a load balancer's probe on
    // its pooled connection), and the probe got a reset, which reads as a crash, instead of the 503.
    parts.log.info(`${signal}: draining (exit within ${deadline / 1000} s)`);
    // Still listening: the probe is answered 503 while the jobs finish, and for at least `listen`.
    const listen = Math.min(parts.listenMs ?? LISTEN_WHILE_DRAINING_MS, deadline * 0.6);
    await within(Promise.all([parts.stopJobs?.(grace), server && delay(listen)]), left());
    const closed = server ? new Promise<void>((r) => server.close(() => r())) : undefined;
    if (server) parts.log.info('stopped listening');
    server?.closeIdleConnections();
    await within(closed, Math.min(left(), 10_000));
    server?.closeAllConnections();
    // Stopping an idle or JavaScript-busy thread takes milliseconds; one that has not stopped in 3 s never will.
    if (!(await within(parts.closePool?.(), Math.min(left(), POOL_CLOSE_MS)))) {
      // A thread is still inside a native call: process.exit would wait for it. The leases are back already.
      parts.log.warn('a worker thread is still busy after the jobs were released: exiting now (SIGKILL)');
      hardExit();
      return;
    }
    await within(parts.closeDb?.(), left());
    parts.log.info(`stopped in ${Date.now() - started} ms`);
    exit(0);
  };
}

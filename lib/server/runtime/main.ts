/**
 * `npm run worker`: a job worker alone, for scale-out. It claims queued jobs from the shared
 * database like the worker inside each web instance, runs their CPU part in its own worker-thread pool, and on
 * SIGTERM or SIGINT stops taking jobs, lets running ones finish for up to 15 s, puts the rest back in the queue,
 * closes its pool and database connections, and has ended within 25 s whatever a thread does
 * (http/shutdown.ts). scripts/build-workers.mjs bundles it to .next/server-entry/jobs.js.
 */
import { closeDb, db } from '@/lib/server/db/knex';
import { log } from '@/lib/server/log';
import { shutdownHandler } from '@/lib/server/http/shutdown';
import { closePool } from '@/lib/server/workers/pool';
import './caches'; // which change empties which cache, for the jobs' own writes
import { jobWorker } from './jobs';

async function main(): Promise<void> {
  await db();
  const worker = jobWorker({ role: 'worker' }).start();
  log.info({ worker: worker.owner }, 'worker ready');
  const stop = shutdownHandler({
    stopJobs: (graceMs) => worker.stop(graceMs),
    closePool,
    closeDb,
    log: { info: (msg) => log.info({ worker: worker.owner }, msg), warn: (msg) => log.warn(msg) },
  });
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  log.fatal({ err }, 'the job worker could not start');
  process.exit(1);
});

/**
 * `npm run worker`: a job worker alone, for scale-out (issue 23 §2). It claims queued jobs from the shared
 * database like the worker inside each web instance, runs their CPU part in its own worker-thread pool, and on
 * SIGTERM or SIGINT stops taking jobs, lets running ones finish for up to 20 s, puts the rest back in the queue
 * and closes its pool and database connections. scripts/build-workers.mjs bundles it to
 * .next/server-entry/jobs.js.
 */
import { closeDb, db } from '@/lib/server/db/knex';
import { log } from '@/lib/server/log';
import { closePool } from '@/lib/server/workers/pool';
import { jobWorker } from './index';

async function main(): Promise<void> {
  await db();
  const worker = jobWorker({ role: 'worker', concurrency: 2 }).start();
  log.info({ worker: worker.owner }, 'worker ready');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ worker: worker.owner }, `${signal}: stopping`);
    await worker.stop(20_000);
    await closePool();
    await closeDb();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

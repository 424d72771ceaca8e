/** Runs once when the Next.js server starts: migrate and seed an empty database before the first request. */
export async function register() {
  // NEXT_RUNTIME is set by Next.js itself (not configuration), so it is read here rather than in env.ts.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { db } = await import('@/lib/server/db/knex');
  const started = Date.now();
  await db();
  console.log(`[vtrans] database ready in ${Date.now() - started} ms`);
  // The job queue's worker in this process (web + worker, the embedded default), unless RUN_JOBS=false.
  const { env } = await import('@/lib/server/env');
  // Caches follow writes made on other instances.
  const { followChanges } = await import('@/lib/server/runtime/caches');
  await followChanges();
  if (env().RUN_JOBS) {
    const { jobWorker } = await import('@/lib/server/runtime/jobs');
    jobWorker({ role: 'web' }).start();
  }
}

/** Runs once when the Next.js server starts: migrate and seed an empty database before the first request. */
export async function register() {
  // NEXT_RUNTIME is set by Next.js itself (not configuration), so it is read here rather than in env.ts.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { db } = await import('@/lib/server/db/knex');
  const started = Date.now();
  await db();
  console.log(`[vtrans] database ready in ${Date.now() - started} ms`);
  // Extract jobs: mark those a previous process left running as failed, run queued ones, clean old outputs.
  const { kickRunner } = await import('@/lib/server/services/extract');
  void kickRunner();
}

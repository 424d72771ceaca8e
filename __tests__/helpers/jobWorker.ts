import { jobWorker } from '@/lib/server/runtime/jobs';

/**
 * Runs this process's job worker for the test file, as `npm start` does, so requests that wait on a job
 * (an upload's pre-flight) are answered by it. Call in beforeAll; await the returned stop in afterAll.
 */
export function runJobWorker(): () => Promise<void> {
  const worker = jobWorker({ pollMs: 50 }).start();
  return () => worker.stop(30_000);
}

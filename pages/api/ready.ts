import { apiHandler, withStatus } from '@/lib/server/http/apiHandler';
import { readiness } from '@/lib/server/services/health';

/**
 * GET /api/ready: 200 when this instance can serve (database reachable and migrated, storage reachable, not
 * shutting down), else 503 with each check's state (a load balancer's readiness probe). Never cached.
 */
export default apiHandler({
  GET: async () => {
    const r = await readiness();
    return withStatus(
      r.ready ? 200 : 503,
      { status: r.ready ? 'ready' : 'not ready', checks: r.checks },
      {
        'Cache-Control': 'no-store',
      },
    );
  },
});

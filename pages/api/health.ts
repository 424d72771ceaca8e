import { apiHandler } from '@/lib/server/http/apiHandler';

/** GET /api/health: the process is alive and answering (a load balancer's liveness probe). */
export default apiHandler({ GET: () => ({ status: 'alive' }) });

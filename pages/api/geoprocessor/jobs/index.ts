import { apiHandler, parseBody, withStatus } from '@/lib/server/http/apiHandler';
import { clientKey, limitByKey } from '@/lib/server/http/rateLimit';
import * as extract from '@/lib/server/services/extract';
import { EXTRACT_LIMITS, ExtractJobInput, extractJobPath } from '@/lib/shared/schemas/extract';

// apiHandler reads the body (jsonBody) so that every body error answers in the one JSON error shape.
export const config = { api: { bodyParser: false } };

/** Starts an extract job (202 Accepted + Location of its status); limited per client per hour. */
export default apiHandler(
  {
    POST: async (req) => {
      const input = parseBody(ExtractJobInput, req);
      const refund = await limitByKey(
        'extract-job',
        clientKey(req),
        EXTRACT_LIMITS.jobsPerClientPerHour,
        3600,
      );
      try {
        const job = await extract.createExtractJob(input, clientKey(req));
        return withStatus(202, job, { Location: extractJobPath(job.id) });
      } catch (err) {
        await refund(); // a refused job does not count
        throw err;
      }
    },
  },
  { jsonBody: { maxBytes: 256 * 1024 } },
);

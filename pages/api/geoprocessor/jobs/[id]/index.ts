import { apiHandler } from '@/lib/server/http/apiHandler';
import * as extract from '@/lib/server/services/extract';
import { notFound } from '@/lib/shared/errors';
import { ExtractJobId } from '@/lib/shared/schemas/extract';

/** An extract job's status and progress (the id is a path segment: a malformed one is a 404 too). */
export default apiHandler({
  GET: (req) => {
    const id = ExtractJobId.safeParse(req.query.id);
    if (!id.success) throw notFound('There is no extract job with this id.');
    return extract.getExtractJob(id.data);
  },
});

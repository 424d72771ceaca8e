import type { NextApiRequest } from 'next';
import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ApplicationIdParam, StudyAreaInput } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

const body = (req: NextApiRequest) => req.body as unknown;

/** PUT: the study area as counties and cities picked ({source:'localities',fips}) or drawn ({source:'drawn',corners}). */
export default apiHandler(
  {
    PUT: (req, _res, { user }) =>
      gapTaApplications.setStudyArea(
        user,
        parseQuery(ApplicationIdParam, req).id,
        StudyAreaInput.parse(body(req)),
      ),
  },
  { auth: ['submitter'], jsonBody: { maxBytes: 64 * 1024 } },
);

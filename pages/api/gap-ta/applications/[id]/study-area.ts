import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ApplicationIdParam, StudyAreaInput } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

/** PUT: the study area as counties and cities picked ({source:'localities',fips}) or drawn ({source:'drawn',corners}). */
export default apiHandler(
  {
    PUT: (req, _res, { user }) =>
      gapTaApplications.setStudyArea(
        user,
        parseQuery(ApplicationIdParam, req).id,
        parseBody(StudyAreaInput, req),
      ),
  },
  { auth: ['submitter'], jsonBody: { maxBytes: 64 * 1024 } },
);

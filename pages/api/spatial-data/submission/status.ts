import { apiHandler, parseBody, withStatus } from '@/lib/server/http/apiHandler';
import * as spatialData from '@/lib/server/services/spatialData';
import { RollbackBody, StatusBody } from '@/lib/shared/schemas/spatialData';

export const config = { api: { bodyParser: false } };

/**
 * Reviewers' actions, each writing a status record with who, when and the note. POST: start review, request
 * changes (note required, mailed), approve, reject (note required), publish. PUT: roll the publish back.
 */
export default apiHandler(
  {
    POST: async (req, _res, { user }) =>
      withStatus(201, await spatialData.reviewAction(user, parseBody(StatusBody, req))),
    PUT: (req, _res, { user }) => spatialData.rollBack(user, parseBody(RollbackBody, req)),
  },
  { auth: ['reviewer'], jsonBody: { maxBytes: 16 * 1024 } },
);

import { apiHandler, parseBody, parseQuery, withStatus } from '@/lib/server/http/apiHandler';
import * as spatialData from '@/lib/server/services/spatialData';
import {
  CreateSubmissionBody,
  SubmissionQuery,
  UpdateSubmissionBody,
} from '@/lib/shared/schemas/spatialData';

export const config = { api: { bodyParser: false } };

/**
 * GET: one submission (its versions, pre-flight reports, status history, publications) for its organisation
 * or a reviewer. POST: a new draft (201). PUT: edit a draft's words or submit it for review.
 */
export default apiHandler(
  {
    GET: (req, _res, { user }) =>
      spatialData.getSubmission(user, parseQuery(SubmissionQuery, req).submissionID),
    // Submitters only: the service refuses other roles (403).
    POST: async (req, _res, { user }) =>
      withStatus(201, await spatialData.createDraft(user, parseBody(CreateSubmissionBody, req))),
    PUT: (req, _res, { user }) => spatialData.updateDraft(user, parseBody(UpdateSubmissionBody, req)),
  },
  { auth: 'signed-in', jsonBody: { maxBytes: 16 * 1024 } },
);

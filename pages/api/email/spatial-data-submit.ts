import { spatialDataMailRoute } from '@/lib/server/http/spatialDataMailRoute';
import * as spatialData from '@/lib/server/services/spatialData';

export const config = { api: { bodyParser: false } };

/** POST /api/email/spatial-data-submit {submissionID}: mails the reviewers and gives the submitter a receipt. */
export default spatialDataMailRoute(spatialData.mailSubmitted);

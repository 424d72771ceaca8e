import { spatialDataMailRoute } from '@/lib/server/http/spatialDataMailRoute';
import * as spatialData from '@/lib/server/services/spatialData';

export const config = { api: { bodyParser: false } };

/** POST /api/email/spatial-data-create {submissionID}: mails the submitter that their draft is saved. */
export default spatialDataMailRoute(spatialData.mailDraftCreated);

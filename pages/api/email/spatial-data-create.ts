import { intakeMailRoute } from '@/lib/server/http/intakeMailRoute';
import * as intake from '@/lib/server/services/intake';

export const config = { api: { bodyParser: false } };

/** POST /api/email/spatial-data-create {submissionID}: mails the submitter that their draft is saved. */
export default intakeMailRoute(intake.mailDraftCreated);

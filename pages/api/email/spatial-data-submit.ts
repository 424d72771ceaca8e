import { intakeMailRoute } from '@/lib/server/http/intakeMailRoute';
import * as intake from '@/lib/server/services/intake';

export const config = { api: { bodyParser: false } };

/** POST /api/email/spatial-data-submit {submissionID}: mails the reviewers and gives the submitter a receipt. */
export default intakeMailRoute(intake.mailSubmitted);

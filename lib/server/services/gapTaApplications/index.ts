/**
 * GAP-TA applications on the site. `access.ts` (who may see or change an application, the row →
 * Application mapping), `cycles.ts` (the cycles: the public list, staff opening and changing one),
 * `applications.ts` (the applicant's draft, the form, submit, clarification answers, withdrawal),
 * `studyArea.ts` (the study area: picked, drawn or a checked file), `letter.ts` (the letter of support),
 * `review.ts` (the staff queue, scores, actions, the award that makes a study, the CSV export, the PDF copy),
 * `record.ts` (staff's record beyond the form: clarifications, the decision, points per criterion, for the CSV and
 * the packets), `mail.ts` (each step's mail) and `pdf.ts` (the PDF copy of the answers).
 */
export { createCycle, currentCycles, listCycles, updateCycle } from './cycles';
export {
  answerClarification,
  createApplication,
  getApplication,
  myApplications,
  saveApplication,
  submitApplication,
  withdrawApplication,
} from './applications';
export { setStudyArea, uploadStudyArea } from './studyArea';
export { LETTER_MAX_BYTES, readLetter, uploadLetter } from './letter';
export { attachClarificationFile, readClarificationFile, removeClarificationFile } from './clarificationFile';
export {
  applicationPdfFor,
  exportCycle,
  exportPackets,
  reviewAction,
  reviewQueue,
  scoreApplication,
} from './review';
export { applicantLocality } from './access';

/**
 * GAP-TA applications on the site. `access.ts` (who may see or change an application, the row →
 * Application mapping), `applications.ts` (cycles; the applicant's draft, study area, letter, submit and
 * clarification answers), `review.ts` (the staff queue, scores, actions, the award that makes a study, the
 * CSV export, the PDF copy), `mail.ts` (each step's mail) and `pdf.ts` (the PDF copy of the answers).
 */
export {
  answerClarification,
  createApplication,
  createCycle,
  currentCycles,
  getApplication,
  LETTER_MAX_BYTES,
  listCycles,
  myApplications,
  readLetter,
  saveApplication,
  setStudyArea,
  submitApplication,
  updateCycle,
  uploadLetter,
  uploadStudyArea,
  withdrawApplication,
} from './applications';
export {
  applicationPdfFor,
  exportCycle,
  exportPackets,
  reviewAction,
  reviewQueue,
  scoreApplication,
} from './review';
export { applicantLocality, isStaff } from './access';

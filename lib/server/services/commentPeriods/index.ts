/**
 * Public comment periods on the plan (issue 57): what staff do (periods.ts: create, edit, the opening and
 * closing jobs, the report, themes), what the public reads (reading.ts: the periods, a draft's sections, the
 * notice on the affected pages), a person's comment and its receipt, moderation (posting.ts), "What we heard"
 * and its downloads (report.ts). mapPeriod.ts ties a map comment to the period open on the map. Only what pages
 * and API routes use is exported here.
 */
export { addTheme, createPeriod, listStaffPeriods, saveReport, staffPeriod, updatePeriod } from './periods';
export {
  draftSections,
  listPublicPeriods,
  periodNoticesFor,
  publicPeriod,
  type PeriodNotice,
} from './reading';
export { moderatePeriodComment, staffPeriodComments, submitPeriodComment } from './posting';
export { filterComments, periodCsv, periodGeoJson, periodPdf, periodReport } from './report';
export { suggestPeriodThemes } from './themes';
export { deleteDemographics, hasDemographics, INVALID_TOKEN, saveDemographics } from './demographics';
export { limitPeriodComment, localeOf, periodWords } from './words';
export { flagPeriodComment } from './flags';

/** Seed rows (CONTENT-FACTS), one module per table or data set, loaded by seeds/index.ts. */
export { announcements } from './announcements';
export { articles } from './articles';
export { byTheNumbers } from './byTheNumbers';
export { commentTemplates } from './commentTemplates';
export { didYouKnow } from './didYouKnow';
export { eventMaterials } from './eventMaterials';
export { events } from './events';
export { gapTaStudies } from './gapTaStudies';
export { layerMetadata } from './layerMetadata';
export { ltror } from './ltror';
export { demoRoles, demoStatusRecords, demoSubmissions, demoUsers, spatialLayers } from './spatialData';
export { statistics } from './statistics';
export { statutoryRequirements } from './statutoryRequirements';
export { strategicActions } from './strategicActions';
export { surveyTimeline } from './surveyTimeline';
export { updates } from './updates';
export { versions } from './versions';
export { whatsNew } from './whatsNew';

import type { Knex } from 'knex';
import * as content from './20261121_001_content';
import * as freight from './20261121_002_freight';
import * as accounts from './20261121_003_accounts';
import * as spatial from './20261121_004_spatial_and_feedback';
import * as contact from './20261122_005_contact_messages';
import * as eventMaterials from './20261122_006_event_materials';
import * as searchMisses from './20261122_007_search_misses';
import * as people from './20261122_010_people';
import * as rateLimits from './20261122_016_rate_limits';
import * as verificationTokenKey from './20261122_017_verification_token_key';
import * as layerFeatures from './20261122_020_layer_features';
import * as extractJobs from './20261123_021_extract_jobs';
import * as commentModeration from './20261123_022_comment_moderation';
import * as spatialIntake from './20261123_023_spatial_intake';
import * as newsletter from './20261123_025_newsletter';
import * as sessionVersion from './20261124_026_session_version';
import * as commentFlagGuards from './20261124_027_comment_flag_guards';
import * as uploadPruning from './20261124_029_upload_pruning';
import * as jobs from './20261124_030_jobs';
import * as jobResults from './20261124_031_job_results';
import * as gapTaApplications from './20261124_032_gap_ta_applications';
import * as editorRole from './20261125_033_editor_role';
import * as contentWorkflow from './20261125_034_content_workflow';
import * as documentLibrary from './20261125_035_document_library';
import * as jobGroups from './20261127_037_job_groups';
import * as extractFilters from './20261128_038_extract_filters';
import * as documentReview from './20261129_039_document_review';
import * as jobFairness from './20261207_040_job_fairness';
import * as contentTranslations from './20261207_041_content_translations';
import * as commentPeriods from './20261207_044_comment_periods';
import * as periodDemographics from './20261207_045_period_demographics';
import * as periodCommentFlags from './20261207_046_period_comment_flags';
import * as clarificationFiles from './20261207_047_clarification_files';

interface Migration {
  up: (knex: Knex) => Promise<void>;
  down: (knex: Knex) => Promise<void>;
}

/** Every migration in order. Imported statically so they work inside the Next.js bundle and under tsx. */
export const migrations: ReadonlyArray<readonly [string, Migration]> = [
  ['20261121_001_content', content],
  ['20261121_002_freight', freight],
  ['20261121_003_accounts', accounts],
  ['20261121_004_spatial_and_feedback', spatial],
  ['20261122_005_contact_messages', contact],
  ['20261122_006_event_materials', eventMaterials],
  ['20261122_007_search_misses', searchMisses],
  ['20261122_010_people', people],
  ['20261122_016_rate_limits', rateLimits],
  ['20261122_017_verification_token_key', verificationTokenKey],
  ['20261122_020_layer_features', layerFeatures],
  ['20261123_021_extract_jobs', extractJobs],
  ['20261123_022_comment_moderation', commentModeration],
  ['20261123_023_spatial_intake', spatialIntake],
  ['20261123_025_newsletter', newsletter],
  ['20261124_026_session_version', sessionVersion],
  ['20261124_027_comment_flag_guards', commentFlagGuards],
  ['20261124_029_upload_pruning', uploadPruning],
  ['20261124_030_jobs', jobs],
  ['20261124_031_job_results', jobResults],
  ['20261124_032_gap_ta_applications', gapTaApplications],
  ['20261125_033_editor_role', editorRole],
  ['20261125_034_content_workflow', contentWorkflow],
  ['20261125_035_document_library', documentLibrary],
  ['20261127_037_job_groups', jobGroups],
  ['20261128_038_extract_filters', extractFilters],
  ['20261129_039_document_review', documentReview],
  ['20261207_040_job_fairness', jobFairness],
  ['20261207_041_content_translations', contentTranslations],
  ['20261207_044_comment_periods', commentPeriods],
  ['20261207_045_period_demographics', periodDemographics],
  ['20261207_046_period_comment_flags', periodCommentFlags],
  ['20261207_047_clarification_files', clarificationFiles],
];

/** A Knex migration source over the static list above. */
export const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: async () => [...migrations],
  getMigrationName: (m) => m[0],
  getMigration: async (m) => m[1],
};

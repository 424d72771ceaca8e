import type { SpatialLayer, SubmissionDetail } from '@/lib/shared/schemas/spatialData';
import { DraftSubmission } from './DraftSubmission';
import { NewDraftForm } from './NewDraftForm';

/** The intake page's body: a new draft form, or one submission's upload, report, preview and submit. */
export function SubmissionWizard({
  layers,
  detail,
  maxUploadMb,
}: {
  layers: SpatialLayer[];
  detail: SubmissionDetail | null;
  maxUploadMb: number;
}) {
  return detail ? (
    <DraftSubmission key={detail.submissionID} initial={detail} maxUploadMb={maxUploadMb} />
  ) : (
    <NewDraftForm layers={layers} />
  );
}

import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { letterHref, pdfHref } from '@/lib/client/gapTa';
import {
  questionsInFormOrder,
  STUDY_AREA_SOURCE_LABELS,
  wordCount,
} from '@/lib/shared/schemas/gapTaApplications/rules';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';

const StudyAreaMap = dynamic(() => import('@/components/map/StudyAreaMap'), {
  ssr: false,
  loading: () => <Typography>Loading the map…</Typography>,
});

/** A sent application's answers, study area (on the map), letter and PDF copy, read-only. */
export function AnswersView({ app }: { app: Application }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h2">Answers</Typography>
      <dl>
        <dt>Agency</dt>
        <dd>{app.agencyName}</dd>
        <dt>Contact</dt>
        <dd>
          {app.contactName}
          {app.contactTitle ? `, ${app.contactTitle}` : ''} ({app.contactEmail}, {app.contactPhone})
        </dd>
        <dt>Study title</dt>
        <dd>{app.title}</dd>
        <dt>Prior GAP-TA assistance</dt>
        <dd>{app.priorAssistance ?? 'not answered'}</dd>
      </dl>
      {questionsInFormOrder(app.component.questions).map((q) => (
        <section key={q.key} aria-labelledby={`answer-${q.key}`}>
          <Typography variant="itemTitle" id={`answer-${q.key}`}>
            {q.label} ({wordCount(app.answers[q.key])} of {q.wordLimit} words)
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{app.answers[q.key] || '(no answer)'}</Typography>
        </section>
      ))}
      <section aria-labelledby="study-area-heading">
        <Typography variant="itemTitle" id="study-area-heading">
          Study area
        </Typography>
        {app.studyArea ? (
          <>
            <Typography>
              {STUDY_AREA_SOURCE_LABELS[app.studyArea.source]}
              {app.studyArea.localities.length > 0 ? `: ${app.studyArea.localities.join(', ')}` : ''}
              {app.studyArea.fileName ? `: ${app.studyArea.fileName}` : ''}.
            </Typography>
            <StudyAreaMap
              area={app.studyArea.geometry}
              bbox={app.studyArea.bbox}
              label="Map of the study area"
              describedBy="study-area-heading"
            />
          </>
        ) : (
          <Typography>Not set.</Typography>
        )}
      </section>
      <Typography>
        Files:{' '}
        {app.letter ? (
          <>
            <Link href={letterHref(app.id)}>letter of support ({app.letter.fileName}, PDF)</Link> and{' '}
          </>
        ) : (
          'no letter of support; '
        )}
        <Link href={pdfHref(app.id)}>the PDF copy of the application</Link>.
      </Typography>
    </Stack>
  );
}

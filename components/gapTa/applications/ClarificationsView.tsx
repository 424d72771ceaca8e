import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clarificationFileHref } from '@/lib/client/gapTa';
import { virginiaDateTime } from '@/lib/shared/dates';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import { clarificationsOf } from '@/lib/shared/schemas/gapTaApplications/record';

/**
 * Each question OIPI asked and the applicant's answer, with the PDF sent with it, near the top of the review page
 * (the answer was only in the history at the foot of a 5,000-px page).
 */
export function ClarificationsView({ app }: { app: Application }) {
  const asked = clarificationsOf(app);
  if (asked.length === 0) return null;
  return (
    <Stack component="section" spacing={1} aria-labelledby="clarifications-heading">
      <Typography variant="h2" id="clarifications-heading">
        Clarification
      </Typography>
      {asked.map((c, i) => (
        <dl key={i}>
          <dt>OIPI asked, {virginiaDateTime(c.askedAt)}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{c.question}</dd>
          <dt>{c.answeredAt ? `The applicant answered, ${virginiaDateTime(c.answeredAt)}` : 'The answer'}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{c.answer ?? 'Not answered yet.'}</dd>
          {c.file && (
            <>
              <dt>Sent with the answer</dt>
              <dd>
                <Link href={clarificationFileHref(app.id, c.file.event)}>{c.file.fileName} (PDF)</Link>
              </dd>
            </>
          )}
        </dl>
      ))}
    </Stack>
  );
}

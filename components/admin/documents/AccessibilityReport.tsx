import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { virginiaDateTime } from '@/lib/shared/dates';
import {
  findingStatus,
  PDF_CHECK_LABELS,
  PDF_FINDING_STATUS_LABELS,
  type DocumentCheck,
  type PdfFindingStatus,
} from '@/lib/shared/schemas/documents/editing';

const COLOUR: Record<PdfFindingStatus, string> = {
  passes: 'success.dark',
  fails: 'error.main',
  'not-applicable': 'text.secondary',
};

/**
 * The PDF accessibility pre-flight in plain words: each check, whether it passes, fails or had nothing to check
 * (not applicable, never shown as passing), what was found
 * and what to do in the authoring tool. While the check runs it says so (a status region, so it is announced).
 */
export function AccessibilityReport({ check }: { check: DocumentCheck }) {
  const report = check.report;
  const failing = report?.findings.filter((f) => !f.ok) ?? [];
  return (
    <Box component="section" aria-labelledby="check-heading">
      <Typography variant="h2" id="check-heading" sx={{ mb: 1 }}>
        Accessibility check
      </Typography>
      <Typography role="status" data-testid="check-summary" sx={{ mb: 1 }}>
        {check.status === 'pending'
          ? 'Checking the PDF: this takes a few seconds. The report appears here.'
          : check.status === 'failed'
            ? `The check could not finish. ${check.error ?? ''}`
            : failing.length === 0
              ? `The PDF passes every check of PDF/UA-1 a machine can make (${report?.pages} ${report?.pages === 1 ? 'page' : 'pages'}). You can mark it accessible once you have looked at what a machine cannot judge: a sensible reading order, contrast, and alternative text that says what each picture shows.`
              : `${failing.length} of ${report?.findings.length} checks fail: fix them in the original document, export the PDF again and replace the file. Until it passes, visitors see the ADA notice before it opens, whether or not it is marked accessible.`}
      </Typography>
      {report && (
        <List dense disablePadding data-testid="check-report">
          {report.findings.map((f) => (
            <ListItem key={f.id} disableGutters sx={{ display: 'block', py: 0.5 }}>
              <Typography component="span" sx={{ fontWeight: 700, color: COLOUR[findingStatus(f)], mr: 1 }}>
                {PDF_FINDING_STATUS_LABELS[findingStatus(f)]}: {PDF_CHECK_LABELS[f.id] ?? f.id}.
              </Typography>{' '}
              <Typography component="span">{f.message}</Typography>
              {f.fix && (
                <Typography component="span" sx={{ display: 'block', pl: 2 }}>
                  What to do: {f.fix}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {check.checkedAt && (
        <Typography variant="small" component="p" sx={{ mt: 1 }}>
          Checked {virginiaDateTime(check.checkedAt)}.
        </Typography>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { virginiaDateTime } from '@/lib/shared/dates';
import {
  findingStatus,
  PDF_CHECK_LABELS,
  PDF_CHECKPOINTS,
  PDF_FINDING_STATUS_LABELS,
  PDF_GUIDANCE,
  type DocumentCheck,
  type PdfFinding,
  type PdfFindingStatus,
} from '@/lib/shared/schemas/documents/editing';

const COLOUR: Record<PdfFindingStatus, string> = {
  passes: 'success.dark',
  fails: 'error.main',
  'not-applicable': 'text.secondary',
};

/** The summary sentence: running, could not finish, passes, or how many checks fail. */
function summary(check: DocumentCheck, failing: number): string {
  const report = check.report;
  if (check.status === 'pending')
    return 'Checking the PDF: this takes a few seconds. The report appears here.';
  if (check.status === 'failed') return `The check could not finish. ${check.error ?? ''}`;
  if (failing === 0) {
    return `The PDF passes every check of PDF/UA-1 a machine can make (${report?.pages} ${report?.pages === 1 ? 'page' : 'pages'}): visitors see “passes the automated PDF/UA checks”. A machine cannot judge a sensible reading order, contrast, or whether alternative text says what each picture shows: look at those, then record your review below.`;
  }
  return `${failing} of ${report?.findings.length} checks fail: fix them in the original document, export the PDF again and replace the file. Until it passes, visitors see the ADA notice before it opens. You can still publish it.`;
}

/** One finding: its status, what was found, on which pages, and what to do with links to the tools' guidance. */
function Finding({ f }: { f: PdfFinding }) {
  const status = findingStatus(f);
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 0.5 }} data-testid={`finding-${f.id}`}>
      <Typography component="span" sx={{ fontWeight: 700, color: COLOUR[status], mr: 1 }}>
        {PDF_FINDING_STATUS_LABELS[status]}: {PDF_CHECK_LABELS[f.id] ?? f.id}.
      </Typography>{' '}
      <Typography component="span">{f.message}</Typography>
      {f.pages && f.pages.length > 0 && (
        <Typography component="span">
          {' '}
          {f.pages.length === 1 ? 'Page' : 'Pages'} {f.pages.join(', ')}.
        </Typography>
      )}
      {f.fix && (
        <Typography component="span" sx={{ display: 'block', pl: 2 }}>
          What to do: {f.fix}
        </Typography>
      )}
      {status === 'fails' && (
        <Typography component="span" sx={{ display: 'block', pl: 2 }}>
          Guidance:{' '}
          {PDF_GUIDANCE.map((g, i) => (
            <span key={g.tool}>
              {i > 0 && ', '}
              <Link href={g.href} target="_blank" rel="noopener" title={g.title}>
                {g.tool} (opens in a new tab)
              </Link>
            </span>
          ))}
        </Typography>
      )}
    </ListItem>
  );
}

/**
 * The PDF accessibility pre-flight in plain words, grouped by the Matterhorn Protocol's checkpoints: each check,
 * whether it passes, fails or had nothing to check (not applicable, never shown as passing), what was found, on
 * which pages when the check says, what to do in the authoring tool and the published guidance for Word, InDesign
 * and Acrobat. Failing checkpoints come first. While the check runs it says so (a status region, so it is
 * announced).
 */
export function AccessibilityReport({ check }: { check: DocumentCheck }) {
  const report = check.report;
  const failing = report?.findings.filter((f) => !f.ok) ?? [];
  const groups = PDF_CHECKPOINTS.map((cp) => ({
    ...cp,
    findings: report?.findings.filter((f) => cp.ids.includes(f.id)) ?? [],
  }))
    .filter((g) => g.findings.length > 0)
    .sort((a, b) => Number(a.findings.every((f) => f.ok)) - Number(b.findings.every((f) => f.ok)));
  return (
    <Box component="section" aria-labelledby="check-heading">
      <Typography variant="h2" id="check-heading" sx={{ mb: 1 }}>
        Accessibility check
      </Typography>
      <Typography role="status" data-testid="check-summary" sx={{ mb: 1 }}>
        {summary(check, failing.length)}
      </Typography>
      {report && (
        <Box data-testid="check-report">
          {groups.map((g) => (
            <Box component="section" key={g.number} aria-labelledby={`checkpoint-${g.number}`} sx={{ mb: 1 }}>
              <Typography component="h3" variant="panelTitle" id={`checkpoint-${g.number}`}>
                Checkpoint {g.number}: {g.title}
              </Typography>
              <List dense disablePadding>
                {g.findings.map((f) => (
                  <Finding key={f.id} f={f} />
                ))}
              </List>
            </Box>
          ))}
        </Box>
      )}
      {check.checkedAt && (
        <Typography variant="small" component="p" sx={{ mt: 1 }}>
          Checked {virginiaDateTime(check.checkedAt)}
          {report?.version ? ` by version ${report.version} of the checks` : ''}.
        </Typography>
      )}
    </Box>
  );
}

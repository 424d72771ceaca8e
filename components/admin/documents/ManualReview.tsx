import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { virginiaDateTime } from '@/lib/shared/dates';
import { accessibilityLabel } from '@/lib/shared/schemas/documents/rules';
import type { ManagedDocument } from '@/lib/shared/schemas/documents/editing';

/**
 * What visitors are told about the document's accessibility (the label and the ADA notice follow the check's
 * verdict and recorded reviews, never a flag), and the form that records a person's review of this file: what
 * they checked; who and when come from the session and the clock.
 */
export function ManualReview({
  doc,
  busy,
  onRecord,
  notice,
}: {
  doc: ManagedDocument;
  busy: boolean;
  onRecord: (what: string) => void;
  /** The outcome of the last record, shown under the button. */
  notice: ReactNode;
}) {
  const [what, setWhat] = useState('');
  const { shown, label, details } = accessibilityLabel(doc.accessibility);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onRecord(what);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-labelledby="review-heading" noValidate>
      <Typography variant="h2" id="review-heading">
        What visitors are told
      </Typography>
      <Alert severity={shown ? 'success' : 'warning'} role="note" data-testid="public-label">
        <strong>{label}.</strong> {details.join(' ')}{' '}
        {shown
          ? 'Visitors open it without the ADA notice.'
          : 'Visitors see the ADA notice, with an offer of an accessible version, before it opens.'}
      </Alert>
      {doc.review && (
        <Typography data-testid="review-record">
          Checked by a person: {doc.review.by}, {virginiaDateTime(doc.review.at)}. {doc.review.what}
        </Typography>
      )}
      <Typography>
        A machine cannot judge everything: a sensible reading order, contrast, and alternative text that says
        what each picture shows. When you have checked the current file yourself (e.g. with a screen reader),
        record what you checked: visitors see “checked by a person” with the date and your words, and for a
        file that is not a PDF it is what lets them open it without the ADA notice. Replacing the file clears
        it.
      </Typography>
      <TextField
        id="review-what"
        label="What you checked"
        value={what}
        onChange={(e) => setWhat(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Box>
        <Button type="submit" variant="outlined" disabled={busy || what.trim().length === 0}>
          Record my review
        </Button>
      </Box>
      {notice}
    </Stack>
  );
}

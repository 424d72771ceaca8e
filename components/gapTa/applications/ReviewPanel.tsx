import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import table from '@/components/ui/table.module.css';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSubmit } from '@/components/common/useSubmit';
import { reviewAction } from '@/lib/client/gapTa';
import { CLOSED, type ReviewAction } from '@/lib/shared/schemas/gapTaApplications/rules';
import { FormMessage } from '@/components/common/FormMessage';
import { DecisionDialog } from './DecisionDialog';
import { ScoreForm, type ReviewProps } from './ScoreForm';
import { WrittenAction } from './WrittenAction';

const DECISIONS: Array<{ action: ReviewAction; label: string }> = [
  { action: 'award', label: 'Award technical assistance' },
  { action: 'waitlist', label: 'Put on the waiting list' },
  { action: 'decline', label: 'Decline' },
];

/** Staff's side of one application: every reviewer's scores and the average, this reviewer's score, actions. */
export function ReviewPanel({ app, me, onChange }: ReviewProps) {
  const rubric = app.component.rubric;
  const [question, setQuestion] = useState('');
  // Nothing chosen at first: a decision is made on purpose, never by leaving a default.
  const [decision, setDecision] = useState<ReviewAction | null>(null);
  const [letter, setLetter] = useState('');
  // The decision is confirmed in a dialog (not the browser's confirm box, which says nothing of the letter).
  const [confirming, setConfirming] = useState(false);
  const acting = useSubmit();
  const scores = app.scores ?? [];
  const average = scores.length
    ? Math.round((scores.reduce((s, x) => s + x.total, 0) / scores.length) * 10) / 10
    : null;
  const decided = CLOSED.includes(app.status);
  const max = rubric.reduce((s, c) => s + c.max, 0);
  const act = (action: ReviewAction, note: string, done: string) =>
    acting.run(async () => {
      onChange(await reviewAction(app.id, { action, note }));
      return done;
    }, 'The action could not be recorded. Try again.');

  return (
    <Stack spacing={3}>
      <section aria-labelledby="scores-heading">
        <Typography variant="h2" id="scores-heading">
          Scores
        </Typography>
        {scores.length === 0 ? (
          <Typography>No reviewer has scored it yet.</Typography>
        ) : (
          <Table size="small" data-testid="scores-table" className={table.stack}>
            <caption>
              Each reviewer’s points per criterion (of {max}); average total {average}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Reviewer
                </TableCell>
                {rubric.map((c) => (
                  <TableCell key={c.key} component="th" scope="col">
                    {c.label} (of {c.max})
                  </TableCell>
                ))}
                <TableCell component="th" scope="col">
                  Total
                </TableCell>
                <TableCell component="th" scope="col">
                  Comment
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {scores.map((s) => (
                <TableRow key={s.reviewerId}>
                  <TableCell component="th" scope="row">
                    {s.reviewer}
                  </TableCell>
                  {rubric.map((c) => (
                    <TableCell key={c.key} data-label={`${c.label} (of ${c.max})`}>
                      {s.points[c.key]}
                    </TableCell>
                  ))}
                  <TableCell data-label="Total">{s.total}</TableCell>
                  <TableCell data-label="Comment">{s.comment}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      {!decided && <ScoreForm app={app} me={me} onChange={onChange} />}
      {!decided && (
        <Stack component="section" spacing={2} aria-labelledby="actions-heading">
          <Typography variant="h2" id="actions-heading">
            Next step
          </Typography>
          {app.status === 'submitted' && (
            <div>
              <Button
                variant="outlined"
                disabled={acting.busy}
                onClick={() => act('start-review', '', 'The review has started.')}
              >
                Start the review
              </Button>
            </div>
          )}
          {(app.status === 'submitted' || app.status === 'under-review') && (
            <>
              <WrittenAction
                id="clarification-question"
                label="Question for the applicant (mailed to them)"
                rows={3}
                value={question}
                onChange={setQuestion}
                variant="outlined"
                busy={acting.busy}
                action="Ask for clarification"
                onAction={() =>
                  void act('request-clarification', question, 'The question was mailed to the applicant.')
                }
              />
            </>
          )}
          <FormControl>
            <FormLabel id="decision-label">Decision</FormLabel>
            {scores.length === 0 && (
              <Typography variant="small" component="p" data-testid="decision-needs-scores">
                A decision can be recorded once at least one reviewer has scored the application.
              </Typography>
            )}
            <RadioGroup
              aria-labelledby="decision-label"
              value={decision ?? ''}
              onChange={(e) => setDecision(e.target.value as ReviewAction)}
            >
              {DECISIONS.filter((d) => !(d.action === 'waitlist' && app.status === 'waitlisted')).map((d) => (
                <FormControlLabel key={d.action} value={d.action} control={<Radio />} label={d.label} />
              ))}
            </RadioGroup>
          </FormControl>
          <WrittenAction
            id="decision-letter"
            label="Decision letter (mailed to the applicant)"
            rows={5}
            value={letter}
            onChange={setLetter}
            busy={acting.busy}
            blocked={decision === null || scores.length === 0}
            action="Record the decision and mail the letter"
            onAction={() => decision && setConfirming(true)}
          />
          {decision && (
            <DecisionDialog
              open={confirming}
              label={DECISIONS.find((d) => d.action === decision)!.label}
              award={decision === 'award'}
              busy={acting.busy}
              onCancel={() => setConfirming(false)}
              onConfirm={() => {
                setConfirming(false);
                const label = DECISIONS.find((d) => d.action === decision)!.label;
                void act(
                  decision,
                  letter,
                  `Decision recorded: ${label.toLowerCase()}. The letter was mailed.`,
                );
              }}
            />
          )}
        </Stack>
      )}
      <FormMessage message={acting.message} />
    </Stack>
  );
}

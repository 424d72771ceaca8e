import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormMessage } from '@/components/common/FormMessage';
import { useSubmit } from '@/components/common/useSubmit';
import { saveScore } from '@/lib/client/gapTa';
import type { RubricCriterion } from '@/lib/shared/schemas/gapTaApplications/rules';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import { WrittenAction } from './WrittenAction';

/** What staff's parts of an application page take: the application, who is signed in, and its next state. */
export interface ReviewProps {
  app: Application;
  me: string;
  onChange: (a: Application) => void;
}

/** What is wrong with the points typed for a criterion, in a sentence; null when they are fine or empty. */
export function pointsProblem(c: RubricCriterion, value: string): string | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > c.max)
    return `“${c.label}” is worth at most ${c.max} points: give a whole number from 0 to ${c.max}.`;
  return null;
}

/**
 * This reviewer's score: points per criterion within its maximum (a wrong number is said in a sentence next to
 * its field, which is marked invalid and takes the focus on save), and a comment for the other reviewers.
 */
export function ScoreForm({ app, me, onChange }: ReviewProps) {
  const rubric = app.component.rubric;
  const mine = app.scores?.find((s) => s.reviewerId === me);
  const [points, setPoints] = useState<Record<string, string>>(() =>
    Object.fromEntries(rubric.map((c) => [c.key, mine ? String(mine.points[c.key] ?? '') : ''])),
  );
  const [comment, setComment] = useState(mine?.comment ?? '');
  const scoring = useSubmit();
  const save = () => {
    const wrong = rubric.find((c) => pointsProblem(c, points[c.key] ?? ''));
    if (wrong) return document.getElementById(`score-${wrong.key}`)?.focus();
    void scoring.run(async () => {
      const body = {
        points: Object.fromEntries(rubric.map((c) => [c.key, Number(points[c.key])])),
        comment,
      };
      onChange(await saveScore(app.id, body));
      return 'Your score is saved.';
    }, 'Your score could not be saved. Try again.');
  };
  return (
    <Stack component="section" spacing={2} aria-labelledby="my-score-heading">
      <Typography variant="h2" id="my-score-heading">
        Your score
      </Typography>
      {rubric.map((c) => {
        const problem = pointsProblem(c, points[c.key] ?? '');
        // The criterion is a label of its own above the field: as the field's floating label it was cut
        // to one line ("Advances UDA or growth-area planning and…").
        return (
          <Stack key={c.key} spacing={0.5} sx={{ maxWidth: 420 }}>
            <Typography component="label" htmlFor={`score-${c.key}`} variant="ui">
              {c.label} (0 to {c.max})
            </Typography>
            <TextField
              id={`score-${c.key}`}
              type="number"
              size="small"
              slotProps={{ htmlInput: { min: 0, max: c.max, step: 1 } }}
              value={points[c.key] ?? ''}
              onChange={(e) => setPoints((p) => ({ ...p, [c.key]: e.target.value }))}
              error={problem !== null}
              helperText={problem ?? ' '}
            />
          </Stack>
        );
      })}
      <WrittenAction
        id="score-comment"
        label="Comment for other reviewers"
        rows={2}
        value={comment}
        onChange={setComment}
        optional
        busy={scoring.busy}
        blocked={rubric.some((c) => (points[c.key] ?? '') === '')}
        action="Save my score"
        onAction={save}
      />
      <FormMessage message={scoring.message} />
    </Stack>
  );
}

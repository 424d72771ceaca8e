import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';

/**
 * "Publish at a time" for any record of the publishing workflow: a Virginia wall-clock time, a
 * Schedule button, and — while a publish is scheduled — what is scheduled and a way to cancel it. The
 * caller runs the steps (they differ only in which API they call and what they say afterwards).
 */
export function ScheduleForm({
  inputId,
  label,
  initialAt = '',
  disabled,
  isScheduled,
  scheduledNote = null,
  onSchedule,
  onCancel,
}: {
  inputId: string;
  label: string;
  /** The time the field starts with (a `datetime-local` value), or empty. */
  initialAt?: string;
  /** True while another step runs, or while unsaved changes would make the schedule publish old text. */
  disabled: boolean;
  /** Whether a publish is scheduled now (then it can be cancelled). */
  isScheduled: boolean;
  /** What is scheduled, said beside the cancel button (when the page does not say it elsewhere). */
  scheduledNote?: ReactNode;
  onSchedule: (at: string) => void;
  onCancel: () => void;
}) {
  const [at, setAt] = useState(initialAt);
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
      aria-label="Schedule publishing"
      onSubmit={(e) => {
        e.preventDefault();
        onSchedule(at);
      }}
    >
      <TextField
        id={inputId}
        type="datetime-local"
        label={label}
        value={at}
        onChange={(e) => setAt(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="outlined" disabled={disabled || at === ''}>
        Schedule
      </Button>
      {isScheduled && (
        <>
          {scheduledNote}
          <Button disabled={disabled} onClick={onCancel}>
            Cancel the schedule
          </Button>
        </>
      )}
    </Stack>
  );
}

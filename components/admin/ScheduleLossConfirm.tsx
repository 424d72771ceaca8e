import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { virginiaDateTime } from '@/lib/shared/dates';
import type { ScheduledPublish } from '@/lib/shared/schemas/people';

interface Props {
  email: string;
  schedules: ScheduledPublish[];
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** The scheduled publishes a change would cancel, as a list. */
export function ScheduleList({ schedules }: { schedules: ScheduledPublish[] }) {
  return (
    <ul>
      {schedules.map((s) => (
        <li key={`${s.kind}-${s.id}`}>
          “{s.title}” ({s.kind}), to publish at {virginiaDateTime(s.at)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The confirmation step before an account change that cancels someone's scheduled publishes: it names them,
 * says the person will be told by email, and takes the focus so a keyboard or screen-reader user meets it.
 */
export function ScheduleLossConfirm({ email, schedules, busy, onConfirm, onBack }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const n = schedules.length;
  return (
    <Alert severity="warning" ref={ref} tabIndex={-1} aria-labelledby="schedule-loss-title">
      <strong id="schedule-loss-title">
        This change cancels {n === 1 ? 'a scheduled publish' : `${n} scheduled publishes`} by {email}
      </strong>
      <ScheduleList schedules={schedules} />
      They will no longer be allowed to publish, so {n === 1 ? 'it' : 'they'} will not be published. {email}{' '}
      will be told by email, and the cancellation is recorded in each item’s history.
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained" color="warning" disabled={busy} onClick={onConfirm}>
          Cancel {n === 1 ? 'it' : 'them'} and save
        </Button>
        <Button disabled={busy} onClick={onBack}>
          Go back
        </Button>
      </Stack>
    </Alert>
  );
}

import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

/**
 * A multi-line answer and the button that sends it (a clarification question or answer, a score's comment, a
 * decision letter). The button waits while `busy`, and while the text is empty unless `optional`.
 */
export function WrittenAction({
  id,
  label,
  rows,
  value,
  onChange,
  action,
  onAction,
  busy,
  blocked = false,
  optional = false,
  variant = 'contained',
}: {
  id: string;
  label: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  action: string;
  onAction: () => void;
  busy: boolean;
  /** Another reason the button waits (e.g. a score not filled in). */
  blocked?: boolean;
  optional?: boolean;
  variant?: 'contained' | 'outlined';
}) {
  return (
    <>
      <TextField
        id={id}
        label={label}
        multiline
        minRows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <div>
        <Button
          variant={variant}
          disabled={busy || blocked || (!optional && value.trim() === '')}
          onClick={onAction}
        >
          {action}
        </Button>
      </div>
    </>
  );
}

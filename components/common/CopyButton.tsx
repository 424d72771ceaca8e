import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/**
 * A Copy button that says what happened beside it (Copy gave no "Copied"): "Copied." once the
 * clipboard took the text, or how to copy by hand when it did not (no clipboard, permission refused).
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setSaid('Copied.');
    } catch {
      setSaid('Could not copy: select the text above and press Ctrl+C (⌘C on a Mac).');
    }
  };
  return (
    <>
      <Typography role="status" aria-live="polite" variant="body2" sx={{ mr: 'auto', pl: 2 }}>
        {said}
      </Typography>
      <Button onClick={() => void copy()}>{label}</Button>
    </>
  );
}

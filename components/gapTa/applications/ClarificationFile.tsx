import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormMessage } from '@/components/common/FormMessage';
import { useSubmit } from '@/components/common/useSubmit';
import { removeClarificationFile, uploadApplicationFile } from '@/lib/client/gapTa';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import { LETTER_MAX_MB } from '@/lib/shared/schemas/gapTaApplications/rules';

/** A file's size in words: "840 KB", "2.4 MB". */
export const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * A PDF to send with the answer to OIPI's question (a revised map, a council's letter): attached before the
 * answer is sent, replaced by another, or taken off; it goes with the answer.
 */
export function ClarificationFile({
  app,
  onChange,
}: {
  app: Application;
  onChange: (a: Application) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const { busy, message, run } = useSubmit();
  const attached = app.clarificationFile ?? null;
  return (
    <Stack spacing={1}>
      <Typography id="clarification-file-help">
        You may send a PDF with your answer (at most {LETTER_MAX_MB} MB), for example a revised map or a
        letter. It goes to OIPI with the answer.
      </Typography>
      {attached && (
        <Typography data-testid="clarification-attached">
          Attached to your answer: {attached.fileName} ({sizeText(attached.size)}).{' '}
          <Link
            component="button"
            type="button"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                onChange(await removeClarificationFile(app.id));
                return `${attached.fileName} was taken off the answer.`;
              }, 'The file could not be taken off. Try again.')
            }
          >
            Take it off
          </Link>
        </Typography>
      )}
      <label htmlFor="clarification-file">
        {attached ? 'Another PDF instead' : 'PDF to send with the answer (optional)'}
      </label>
      <input
        id="clarification-file"
        type="file"
        accept="application/pdf,.pdf"
        aria-describedby="clarification-file-help"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <div>
        <Button
          variant="outlined"
          disabled={busy || !file}
          onClick={() =>
            void run(async () => {
              onChange(await uploadApplicationFile(app.id, 'clarification-file', file!));
              return `${file!.name} is attached: it is sent with your answer.`;
            }, 'The file could not be attached. Try again.')
          }
        >
          Attach the PDF
        </Button>
      </div>
      <FormMessage message={message} />
    </Stack>
  );
}

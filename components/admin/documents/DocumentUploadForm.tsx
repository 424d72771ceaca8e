import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { uploadDocument } from '@/lib/client/documentLibrary';
import { errorText } from '@/lib/client/request';
import { adminDocumentPath } from '@/lib/shared/routes';
import { DocumentMetadataFields, type MetadataDraft } from './DocumentMetadataFields';

const ACCEPT = '.pdf,.docx,.xlsx,.pptx,.png,.jpg,.jpeg,.gif,.webp,.zip';

/** A new document as a draft: the file and its metadata; then its page opens (with the PDF check). */
export function DocumentUploadForm({ maxUploadMb }: { maxUploadMb: number }) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [meta, setMeta] = useState<MetadataDraft>({
    title: '',
    collection: 'library',
    year: String(new Date().getFullYear()),
    topic: '',
    planCycle: '',
    docType: '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!file) return setError('Choose the file to upload.');
    if (file.size > maxUploadMb * 1024 * 1024) {
      return setError(`The file is larger than ${maxUploadMb} MB, the most one upload may be.`);
    }
    setBusy(true);
    try {
      const { document } = await uploadDocument(file, { ...meta, year: Number(meta.year) });
      await router.push(adminDocumentPath(document.path));
    } catch (err) {
      setError(errorText(err, 'The file could not be uploaded. Try again.'));
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={send} aria-labelledby="upload-heading" noValidate>
      <Typography variant="h2" id="upload-heading">
        Upload a document
      </Typography>
      <Typography>
        PDFs, Word, Excel and PowerPoint files, images (PNG, JPEG, GIF, WebP) and zip archives, at most{' '}
        {maxUploadMb} MB. The site reads what the file really is and names it itself. A new document starts as
        a draft; a PDF is checked for accessibility before you publish it.
      </Typography>
      <Box>
        <label htmlFor="document-file">
          <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
            File (required)
          </Typography>
        </label>
        <input
          id="document-file"
          type="file"
          accept={ACCEPT}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            if (chosen && !meta.title) {
              setMeta({ ...meta, title: chosen.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ') });
            }
          }}
        />
      </Box>
      <DocumentMetadataFields value={meta} onChange={setMeta} idPrefix="upload" />
      {busy && <LinearProgress aria-label="Uploading" />}
      <Box role="alert">{error && <Alert severity="error">{error}</Alert>}</Box>
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          Upload as a draft
        </Button>
      </Box>
    </Stack>
  );
}

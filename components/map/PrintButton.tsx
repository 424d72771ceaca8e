import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { buildMapPdf, type PrintContent } from './printPdf';

/** "Print to PDF": lays out the map page and downloads it as vtrans-map.pdf. */
export function PrintButton({ getContent }: { getContent: () => Promise<PrintContent> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const print = async () => {
    setBusy(true);
    try {
      const bytes = await buildMapPdf(await getContent());
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: 'vtrans-map.pdf' });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setError('The map could not be printed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => void print()} disabled={busy}>
        {busy ? 'Preparing PDF…' : 'Print to PDF'}
      </Button>
      <Snackbar open={!!error} onClose={() => setError(null)} message={error} autoHideDuration={6000} />
    </>
  );
}

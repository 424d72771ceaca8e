import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { printMapPdf } from '@/lib/client/map';
import { errorText } from '@/lib/client/request';
import type { MapPrintRequest } from '@/lib/shared/schemas/mapPrint';

/** "Print to PDF": the server lays out the map page as a tagged PDF, downloaded as vtrans-map.pdf. */
export function PrintButton({ getContent }: { getContent: () => Promise<MapPrintRequest> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const print = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await printMapPdf(await getContent()));
      const a = Object.assign(document.createElement('a'), { href: url, download: 'vtrans-map.pdf' });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError(errorText(e, 'The map could not be printed. Please try again.'));
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

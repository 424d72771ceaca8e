import { useCallback, useState } from 'react';
import { errorText } from '@/lib/client/request';

/** What a submit said: a success to confirm (ok) or a failure to show in an alert. */
export interface SubmitMessage {
  ok: boolean;
  text: string;
}

/**
 * The busy/try/catch of a form or an action button. `run(work, fallback)` marks the form busy, clears the
 * last message, and runs `work`: a string it resolves with becomes the success message; a failure becomes
 * the error message (`errorText(e, fallback)`). It resolves true when the work succeeded.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SubmitMessage | null>(null);
  const run = useCallback(async (work: () => Promise<string | void>, fallback: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const text = await work();
      if (text) setMessage({ ok: true, text });
      return true;
    } catch (e) {
      setMessage({ ok: false, text: errorText(e, fallback) });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  const error = message && !message.ok ? message.text : null;
  return { busy, message, error, run, setMessage };
}

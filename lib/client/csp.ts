import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { z } from 'zod';

// What the browser needs to run under the site's Content-Security-Policy (no 'unsafe-eval'):
// zod probes for eval with `Function('')` before its first object parse, which the CSP reports.
if (typeof window !== 'undefined') z.config({ jitless: true });

let cache: EmotionCache | undefined;

/**
 * The browser's Emotion cache, carrying the page's CSP nonce (read from Next's nonced scripts) so the
 * <style> tags Emotion inserts are allowed; undefined on the server (_document passes its own cache).
 */
export function browserEmotionCache(): EmotionCache | undefined {
  if (typeof document === 'undefined') return undefined;
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  cache ??= createEmotionCache({ key: 'mui', nonce });
  return cache;
}

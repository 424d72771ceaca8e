import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';

// zod's CSP setting (no eval probe) lives in lib/shared/schemas/zodConfig.ts, imported by every schema
// module: the site frame itself does not load zod (31 KB compressed).

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

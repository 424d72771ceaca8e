/**
 * The name of the function the early-events script (lib/server/http/earlyEvents.tsx) leaves on `window`:
 * `pages/_app.tsx` calls it once the page is live, and the clicks and submits held until then are done.
 */
export const EARLY_LIVE_HOOK = '__vtransLive';

declare global {
  interface Window {
    [EARLY_LIVE_HOOK]?: () => void;
  }
}

/** Does the actions held before the page was live (no-op when the script is absent, as in jest). */
export function earlyActionsNowLive(): void {
  window[EARLY_LIVE_HOOK]?.();
}

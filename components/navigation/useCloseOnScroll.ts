import { useEffect } from 'react';

/** Calls `close` on the first window scroll while `open` is true (SPEC §2: menus close on scroll). */
export function useCloseOnScroll(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return undefined;
    window.addEventListener('scroll', close, { passive: true });
    return () => window.removeEventListener('scroll', close);
  }, [open, close]);
}

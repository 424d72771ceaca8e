import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/**
 * The Map Explorer's own work waits for the map's first draw (issue 58): the attribute table's first page, the
 * filter choices and the published comments are asked for once the map has drawn and been painted, so the layers
 * and the basemap have the connection and the main thread to themselves until then. A person who goes to one of those panels first
 * (focus or a press inside it) starts it at once; and a map that cannot draw (its view failed: no WebGL) starts it
 * too, as does, at the last, FIRST_DRAW_FALLBACK_MS without a draw (longer than a first draw takes on a loaded
 * test machine, so a test never sees the work start before the draw).
 */
export interface FirstDraw {
  /** Whether the page's own work may start. */
  started: boolean;
  /** Starts it now (the person went to a panel before the map had drawn). */
  start: () => void;
}

/** Outside the Map Explorer (a component used on its own, a test) the work starts at once. */
export const FirstDrawContext = createContext<FirstDraw>({ started: true, start: () => undefined });

/** Whether the page's own work may start, and the way to start it early (see FirstDraw). */
export const useFirstDraw = () => useContext(FirstDrawContext);

/** How long the page's work waits for a first draw that does not come (a map that failed to draw). */
export const FIRST_DRAW_FALLBACK_MS = 90_000;

/** The workspace's FirstDraw: started by the map's first draw (`drawn`), by `start`, or by the fallback. */
export function useFirstDrawState(drawn: boolean): FirstDraw {
  const [early, setEarly] = useState(false);
  // The work starts once the drawn map has been painted (a frame, then a task): started in the render that reveals
  // the map, the panels' first renders held the revealed map off the screen for as long as they took.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!drawn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn]);
  const started = painted || early;
  useEffect(() => {
    if (started) return;
    const timer = setTimeout(() => setEarly(true), FIRST_DRAW_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [started]);
  const start = useCallback(() => setEarly(true), []);
  return { started, start };
}

/** Props for a panel's outer element: going into it (focus, a press) starts the page's work. */
export function useStartOnEntry() {
  const { started, start } = useFirstDraw();
  return started ? {} : { onFocusCapture: start, onPointerDownCapture: start };
}

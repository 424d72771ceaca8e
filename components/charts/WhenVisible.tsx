import { useEffect, useRef, useState, type ReactNode } from 'react';
import css from './charts.module.css';

/** How far ahead of the viewport a chart starts loading, so it is usually drawn by the time it is seen. */
const AHEAD = '200px 0px';

/**
 * Shows `placeholder` until its box comes near the viewport, then `children` for good. A chart
 * passed as children is a next/dynamic component, so its code (recharts) is fetched the first time it
 * renders: only when someone scrolls to it, never with the page. The box fills its parent, whose height is
 * reserved, so nothing moves. Where IntersectionObserver is missing, the children show right after the first render.
 */
export function WhenVisible({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      const next = setTimeout(() => setSeen(true));
      return () => clearTimeout(next);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <div ref={ref} className={css.fill}>
      {seen ? children : placeholder}
    </div>
  );
}

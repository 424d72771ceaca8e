import { useEffect, useState, type RefObject } from 'react';
import { HEADER_FIXED_OFFSET } from '@/lib/shared/constants';

/** True once the page has scrolled past the element's height plus HEADER_FIXED_OFFSET (SPEC §2). */
export function useFixedAfterScroll(banner: RefObject<HTMLElement | null>): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const update = () => {
      const height = banner.current?.offsetHeight ?? 0;
      setFixed(window.scrollY > height + HEADER_FIXED_OFFSET);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [banner]);
  return fixed;
}

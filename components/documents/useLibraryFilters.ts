import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { DEFAULT_FILTERS, libraryQuery, type LibraryFilters } from '@/lib/shared/schemas/documents/rules';

/**
 * The library's filter state, mirrored into the URL query (?q=&topic=&cycle=&type=&sort=) with a shallow
 * router.replace so the address can be shared without adding a history entry per keystroke.
 */
export function useLibraryFilters(initial: LibraryFilters) {
  const router = useRouter();
  const [filters, setFilters] = useState<LibraryFilters>(initial);

  const update = useCallback(
    (next: LibraryFilters) => {
      setFilters(next);
      void router.replace({ pathname: router.pathname, query: libraryQuery(next) }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );

  const clear = useCallback(() => update({ ...DEFAULT_FILTERS, sort: filters.sort }), [update, filters.sort]);

  return { filters, update, clear };
}

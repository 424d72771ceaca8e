import { useEffect, useRef, useState } from 'react';

/** What useApiQuery gives back: the latest answer (kept while the next one loads), its error, and whether it is current. */
export interface ApiQueryState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
}

interface Settled<T> {
  key: string;
  data: T | null;
  error: string | null;
}

/**
 * Calls a lib/client function whenever its query (compared by value) or `attempt` changes. Answers
 * to superseded queries are ignored, so a slow earlier response never overwrites a later one.
 * `initial` is an answer the server already rendered: it is shown at once and not fetched again. While `paused`
 * nothing is asked for (it stays loading): the Map Explorer's panels wait for the map's first draw.
 */
export function useApiQuery<Q extends object, T>(
  fetcher: (query: Q) => Promise<T>,
  query: Q,
  attempt: number,
  initial?: { query: Q; data: T } | null,
  paused = false,
): ApiQueryState<T> {
  const json = JSON.stringify(query);
  const key = `${attempt}:${json}`;
  const [settled, setSettled] = useState<Settled<T> | null>(() =>
    initial ? { key: `0:${JSON.stringify(initial.query)}`, data: initial.data, error: null } : null,
  );
  // The server's answer stands until the query moves on; coming back to it later fetches afresh.
  const seeded = useRef(initial ? `0:${JSON.stringify(initial.query)}` : null);

  useEffect(() => {
    if (seeded.current === key || paused) return;
    seeded.current = null;
    let current = true;
    fetcher(JSON.parse(json) as Q).then(
      (data) => current && setSettled({ key, data, error: null }),
      (err: unknown) =>
        current &&
        setSettled((prev) => ({
          key,
          data: prev?.data ?? null,
          error: err instanceof Error ? err.message : 'Request failed',
        })),
    );
    return () => {
      current = false;
    };
  }, [fetcher, json, key, paused]);

  const loading = settled?.key !== key;
  return { data: settled?.data ?? null, error: loading ? null : (settled?.error ?? null), loading };
}

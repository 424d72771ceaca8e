import { useEffect, useState } from 'react';
import { getInteractiveQuery } from '@/lib/client/api';
import { InteractiveQueryId } from '@/lib/shared/schemas/interactiveQuery';
import { type MapExplorerState, migrateMapExplorerState } from '@/lib/shared/schemas/mapExplorerState';

/** Where restoring a shared view stands: still loading, or done with a state to apply and/or a notice to show. */
export type SharedView =
  { status: 'loading' } | { status: 'done'; state: MapExplorerState | null; notice: string | null };

const UNKNOWN =
  'This shared map link was not found. It may have been mistyped; the default view is shown instead.';

/** Loads the view saved under ?query=<id> (once the data vintage is known); null id → the default view at once. */
export function useSharedView(queryId: string | null, vintage: string | null): SharedView {
  const [view, setView] = useState<SharedView>(
    queryId ? { status: 'loading' } : { status: 'done', state: null, notice: null },
  );
  useEffect(() => {
    if (!queryId || !vintage) return;
    let current = true;
    const done = (state: MapExplorerState | null, notice: string | null) =>
      current && setView({ status: 'done', state, notice });
    if (!InteractiveQueryId.safeParse(queryId).success) {
      done(null, UNKNOWN);
      return;
    }
    getInteractiveQuery(queryId).then(
      (saved) => {
        if (!saved || saved.tool !== 'map-explorer') return done(null, UNKNOWN);
        const r = migrateMapExplorerState(saved.state, vintage);
        if (!r.ok) return done(null, `${r.message} The default view is shown instead.`);
        done(r.state, r.vintageChanged ? 'The map data has been updated since this link was shared.' : null);
      },
      (e: unknown) => done(null, e instanceof Error ? e.message : UNKNOWN),
    );
    return () => {
      current = false;
    };
  }, [queryId, vintage]);
  return view;
}

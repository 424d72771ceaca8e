import { z } from 'zod';
import './zodConfig';
import { INTERACTIVE_QUERY_MAX_BYTES } from '../constants';
import { DataExplorerState } from './dataExplorer';

/** A saved Map/Data Explorer state; the state object is the tool's own (SPEC: fields not shown). */
export const InteractiveQueryInput = z
  .object({
    tool: z.enum(['map-explorer', 'data-explorer'], { error: "must be 'map-explorer' or 'data-explorer'" }),
    state: z.record(z.string(), z.unknown(), { error: 'must be a JSON object' }),
  })
  .strict()
  .refine((v) => JSON.stringify(v.state).length <= INTERACTIVE_QUERY_MAX_BYTES, {
    path: ['state'],
    message: `must be at most ${INTERACTIVE_QUERY_MAX_BYTES / 1024} KB of JSON`,
  })
  // Data Explorer states are checked here (Map Explorer states are checked when a link is opened, so links
  // saved before this check keep working).
  .refine((v) => v.tool !== 'data-explorer' || DataExplorerState.safeParse(v.state).success, {
    path: ['state'],
    message: 'must be a Data Explorer state: { schemaVersion: 1, dataVintage, choices }',
  });
export type InteractiveQueryInput = z.infer<typeof InteractiveQueryInput>;

export const InteractiveQueryId = z.uuid({ error: 'must be a saved query id (a UUID)' });

export const InteractiveQuery = z.object({
  id: z.string(),
  tool: z.enum(['map-explorer', 'data-explorer']),
  state: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type InteractiveQuery = z.infer<typeof InteractiveQuery>;

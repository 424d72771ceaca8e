import { z } from 'zod';
import './zodConfig';
import { INTERACTIVE_QUERY_MAX_BYTES } from '../constants';

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

import type { z } from 'zod';
import type { JobRecord } from '@/lib/server/repositories/jobs';

/**
 * A kind of job, defined once beside its service (ARCHITECTURE §10; cal.com's task list is the
 * model): its name, its lane, a zod schema for its payload, its attempts and what runs it. `enqueueJob` takes
 * the definition, so a misspelled kind or a wrong payload does not compile, and the payload is parsed again
 * when a worker claims the job. This file imports no service; the list of every job is assembled at the top,
 * in ./index.ts (the worker's entry).
 */

/**
 * Lanes, each with its own concurrency on each instance, so a short job never waits behind a long one:
 * `public` (extracts someone waits for on the page, receipts and every mail to a person), `uploads` (a
 * submitter's pre-flight: slow, CPU-bound, and one submitter's run one at a time), `staff` (the slow checks staff
 * cause: a library PDF's check, its text for search) and `scheduled` (work due at a moment: a scheduled publish,
 * the comment digest). The two lanes of checks hold nothing else, so a publish, a digest, a receipt or a mail never
 * waits behind a check: an editor's library uploads, each checked for up to ~90 s, made a scheduled publish in
 * the staff lane start minutes late, and a mail queued there waited the same.
 */
export const LANES = ['public', 'uploads', 'staff', 'scheduled'] as const;
export type Lane = (typeof LANES)[number];

/**
 * Jobs of each lane one instance runs at once. With two pool threads (a two-core server) an upload never holds
 * more than one, so an extract always finds a thread.
 */
export const LANE_CONCURRENCY: Record<Lane, number> = { public: 2, uploads: 1, staff: 1, scheduled: 1 };

export interface JobDefinition<K extends string = string, S extends z.ZodType = z.ZodType> {
  readonly kind: K;
  readonly lane: Lane;
  readonly payload: S;
  /** Tries, a takeover after the process died counted as one. */
  readonly maxAttempts: number;
  /** Jobs with the same group run one at a time (e.g. one submitter's uploads); null for none. */
  group?(payload: z.output<S>): string | null;
  /**
   * How many jobs one group may have queued or running at once; enqueueing one more is refused with a 429 and
   * the sentence `refusal(waiting)` says (how many wait, and to try again when one finishes).
   */
  readonly groupLimit?: { readonly max: number; refusal(waiting: number): string };
  /**
   * Called when the job is given up without running: it was taken over past its last attempt (its process
   * died while it ran, every time). Marks whatever the job was doing as failed for the people who wait.
   */
  exhausted?(payload: z.output<S>): Promise<void>;
  /** Runs the job (method syntax, so definitions of different payloads share one list). */
  run(payload: z.output<S>, job: JobRecord): Promise<unknown>;
}

/** Defines a kind of job; the result is what `enqueueJob` and the worker's registry take. */
export function defineJob<const K extends string, S extends z.ZodType>(
  definition: JobDefinition<K, S>,
): JobDefinition<K, S> {
  if (definition.maxAttempts < 1)
    throw new Error(`Job '${definition.kind}': maxAttempts must be at least 1.`);
  if (definition.groupLimit && (!definition.group || definition.groupLimit.max < 1))
    throw new Error(`Job '${definition.kind}': a groupLimit needs a group and a max of at least 1.`);
  return Object.freeze({ ...definition });
}

/** A registry's job definitions by kind; two definitions of one kind are a mistake caught at start. */
export function jobRegistry(definitions: readonly JobDefinition[]): ReadonlyMap<string, JobDefinition> {
  const byKind = new Map<string, JobDefinition>();
  for (const d of definitions) {
    if (byKind.has(d.kind)) throw new Error(`Two jobs are defined with the kind '${d.kind}'.`);
    byKind.set(d.kind, d);
  }
  return byKind;
}

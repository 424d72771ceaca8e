import type { Knex } from 'knex';
import type { z } from 'zod';
import type { JobDefinition } from './define';
import { HttpError } from '@/lib/shared/errors';
import { enqueue, waitingInGroup } from './queue';

/**
 * Queues a job of a defined kind. Low in the stack: services import this and their own
 * definition, never the registry, so the queue and the services do not import each other. The payload is
 * checked against the kind's schema here (a wrong one is a bug: it throws before anything is written) and
 * again when a worker claims the job. A worker in this process (if running) looks at once, others on their
 * next poll.
 */
export async function enqueueJob<K extends string, S extends z.ZodType>(
  definition: JobDefinition<K, S>,
  payload: z.input<S>,
  options: { delayMs?: number; runAt?: number; once?: boolean; trx?: Knex.Transaction } = {},
): Promise<number> {
  const parsed = definition.payload.safeParse(payload);
  if (!parsed.success) {
    throw new Error(
      `The '${definition.kind}' job was queued with a payload its schema refuses: ${parsed.error.issues
        .map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`)
        .join('; ')}`,
    );
  }
  const group = definition.group?.(parsed.data) ?? null;
  await requireRoomInGroup(definition, group, options.trx);
  const id = await enqueue(definition.kind, parsed.data, {
    ...options,
    maxAttempts: definition.maxAttempts,
    group,
  });
  if (options.delayMs || options.runAt !== undefined) return id; // later: the workers' polls find it
  // In a transaction, the worker is told once it commits: before, the row is not there to claim.
  if (options.trx) void options.trx.executionPromise.then(poke, () => undefined);
  else poke();
  return id;
}

const holder = globalThis as typeof globalThis & { __vtransJobWorker?: { poke(): void } };
const poke = () => holder.__vtransJobWorker?.poke();

/**
 * Refuses (429, with the definition's sentence) a job whose group already has its limit of jobs queued or
 * running. enqueueJob asks it; a service asks it first too when it would store a file before queueing, so a
 * refused upload leaves nothing behind. Two requests at the same instant may both pass: the limit is a bound
 * on one person's share of a lane, not an exact count.
 */
export async function requireRoomInGroup<S extends z.ZodType>(
  definition: Pick<JobDefinition<string, S>, 'groupLimit'>,
  group: string | null,
  trx?: Knex | null,
): Promise<void> {
  const limit = definition.groupLimit;
  if (!limit || !group) return;
  const waiting = await waitingInGroup(group, trx);
  if (waiting < limit.max) return;
  const busy = new HttpError(429, limit.refusal(waiting));
  busy.retryAfter = 60;
  throw busy;
}

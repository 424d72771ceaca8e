import type { Knex } from 'knex';
import type { ZodType } from 'zod';
import type { ChangeScope } from '@/lib/server/changes';
import { HttpError, notFound } from '@/lib/shared/errors';
import type { Role } from '@/lib/shared/schemas/people';

/**
 * The kinds of record the publishing workflow knows: each registers itself once (kinds.ts; library documents in
 * services/documents/workflow.ts), and every step finds its kind here by name.
 */

/** What a kind of record tells the workflow about itself. */
export interface ContentKind<F extends Record<string, unknown>> {
  /** Its name in addresses and rows ('update', 'event', 'announcement', 'document'). */
  kind: string;
  /** How people call one, in sentences ('program update'). */
  label: string;
  /** The role that edits it (admins hold every role). */
  role: Role;
  /** Which caches change when it is published (lib/server/changes.ts). */
  scope: ChangeScope;
  /** Parses and checks the editor's fields: a zod schema whose issues become a 400 naming the field. */
  fields: ZodType<F>;
  /** Field names in the order the diff shows them. */
  fieldOrder: readonly string[];
  title(fields: F): string;
  /** Rules beyond the schema (Markdown, links, dates that depend on each other); throw badRequest. */
  check?(fields: F, k: Knex): Promise<void> | void;
  /** Writes the public row for these fields (inside the workflow's transaction) and returns its key. */
  publish(trx: Knex.Transaction, fields: F, publicKey: string | null): Promise<string>;
  /** Removes the public row (or retires it) so no public page, feed or index shows it. */
  withdraw(trx: Knex.Transaction, publicKey: string): Promise<void>;
  /** The public rows as fields, for adopting rows that exist without a record (the seeds). */
  adopt(k: Knex): Promise<Array<{ key: string; fields: F }>>;
  /** The public address of a published record (lists give no fields: answer from the key alone if you can). */
  publicPath(key: string, fields: Partial<F>): string;
  /**
   * Set for a kind with a workflow of its own (library documents): the sentence the generic
   * admin routes answer when asked to create, save, publish, unpublish or restore one. Reading, comparing
   * and scheduling what that workflow saved stay open to them.
   */
  ownWorkflow?: string;
}

export type AnyKind = ContentKind<Record<string, unknown>>;
const registry = new Map<string, AnyKind>();

/** Registers a kind (once per process; registering the same name again replaces it). */
export function registerContentKind<F extends Record<string, unknown>>(kind: ContentKind<F>): void {
  registry.set(kind.kind, kind as unknown as AnyKind);
}

/** The registered kind, or a 404 naming the kinds there are. */
export function contentKind(name: string): AnyKind {
  const kind = registry.get(name);
  if (!kind) throw notFound(`There is no kind of content called "${name}".`);
  return kind;
}

export const contentKinds = (): AnyKind[] => [...registry.values()];

/** The registered kind, or undefined (the scheduled job answers its own failure). */
export const registeredKind = (name: string): AnyKind | undefined => registry.get(name);

/**
 * The kind, for a change made through the generic routes `/api/admin/content/{kind}`: a kind with its own
 * workflow is refused (403 with its sentence), so one door changes each kind.
 */
export function genericWrite(name: string): string {
  const own = contentKind(name).ownWorkflow;
  if (own) throw new HttpError(403, own);
  return name;
}

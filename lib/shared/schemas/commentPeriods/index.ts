/**
 * Public comment periods on the plan (issue 57): everything the browser and the server share.
 *
 * - rules.ts: zod-free: a period's state on a clock (Virginia time, DST), the refusal sentences, the addresses
 * - schemas.ts: the zod schemas of what staff and the public send, and the shapes of what they read
 *
 * Browser code that must stay free of zod imports rules.ts directly.
 */
export * from './rules';
export * from './schemas';

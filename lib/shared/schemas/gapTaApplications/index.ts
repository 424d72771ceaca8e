/**
 * GAP-TA applications: everything the browser and the server share about it, in one folder:
 *
 * - schemas.ts: the zod schemas and their types: the API's bodies and queries (application, save, study area, score, review action, cycle) and the shapes the pages get
 * - rules.ts: zod-free: the components with their questions, word limits and rubric, the statuses, word counts and section completeness (what the form and the server share)
 * - record.ts: zod-free: reading an application's record (its clarifications, decision and reviewers' scores), for
 *   the review and the PDF copy; import it by its path
 *
 * Import from this folder, except in browser code that must stay free of zod (it would cost a page's
 * JavaScript ~25 KB): that imports rules.ts directly, whose imports of schemas.ts are types only.
 */
export * from './schemas';
export * from './rules';

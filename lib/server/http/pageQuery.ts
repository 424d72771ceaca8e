import type { ZodType } from 'zod';
import { HttpError } from '@/lib/shared/errors';
import type { RawQuery } from '@/lib/shared/queryParams';

/**
 * Parses a page's query (getServerSideProps' ctx.query) with its zod schema. The first problem becomes an
 * HttpError naming its parameter and carrying the schema's message (400 unless `status` says otherwise,
 * with `back` as the way on), which page() shows as the status and the page's notice.
 */
export function parsePageQuery<T>(
  schema: ZodType<T>,
  query: RawQuery,
  { status = 400, back }: { status?: number; back?: HttpError['back'] } = {},
): T {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const err = new HttpError(
    status,
    issue?.message ?? 'This address is not one the site knows.',
    issue?.path.length ? String(issue.path[0]) : undefined,
  );
  if (back) err.back = back;
  throw err;
}

import { USER_ID, log, logPath } from '@/lib/server/log';
import type { NextApiRequest, NextApiResponse } from 'next';
import { ZodError, type ZodType } from 'zod';
import { requireUser, type AuthRule } from '@/lib/server/auth/session';
import { readJsonBody, isJsonContentType } from '@/lib/server/http/body';
import { isSameOriginRequest } from '@/lib/server/http/origin';
import { refundRequest } from '@/lib/server/http/rateLimit';
import { HttpError, type ErrorBody } from '@/lib/shared/errors';
import type { SessionUser } from '@/lib/shared/schemas/people';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a handler gets besides req/res: the signed-in user on guarded routes, null on public ones. */
export interface RouteContext<U extends SessionUser | null> {
  user: U;
}

/** A route handler returns a JSON value (sent with 200) or the result of withStatus(). */
export type RouteHandler<U extends SessionUser | null = null> = (
  req: NextApiRequest,
  res: NextApiResponse,
  ctx: RouteContext<U>,
) => unknown;

export interface HandlerOptions {
  /** Cache-Control for successful GET answers (public data; ignored on guarded routes, which are never cached). */
  cacheControl?: string;
  /**
   * Read the JSON body here (the route must export `config = { api: { bodyParser: false } }`), so bad
   * JSON, too-deep nesting and oversized bodies answer in the one error shape.
   */
  jsonBody?: { maxBytes: number };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hasBody = (req: NextApiRequest) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const RESPONSE = Symbol('response');

/** Wraps a result so the handler can pick the status code (e.g. 201 Created). */
export function withStatus(status: number, body: unknown, headers?: Record<string, string>) {
  return { [RESPONSE]: true, status, body, headers };
}

function isExplicit(v: unknown): v is { status: number; body: unknown; headers?: Record<string, string> } {
  return typeof v === 'object' && v !== null && RESPONSE in v;
}

/** Formats the first zod issue as a message a person can act on, naming the field. */
export function zodToHttpError(err: ZodError): HttpError {
  const issue = err.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const message = field ? `Invalid '${field}': ${issue?.message}` : (issue?.message ?? 'Invalid input');
  return new HttpError(400, message, field);
}

/** Parses req.query with a zod schema; a bad value becomes a 400 naming the field. */
export function parseQuery<T>(schema: ZodType<T>, req: NextApiRequest): T {
  return schema.parse(req.query);
}

/** Parses a JSON body with a zod schema (415 unless the Content-Type is exactly JSON). */
export function parseBody<T>(schema: ZodType<T>, req: NextApiRequest): T {
  if (!isJsonContentType(req.headers['content-type'])) {
    throw new HttpError(415, "Send the body as JSON with 'Content-Type: application/json'.");
  }
  return schema.parse(req.body);
}

/** Statuses of requests rejected as invalid: they give back the rate-limit point they used. */
const INVALID = new Set([400, 415, 422]);

/** Sends the one error shape (with Retry-After when the error says how long to wait). */
export function sendError(res: NextApiResponse, err: HttpError) {
  const body: ErrorBody = err.toBody();
  if (err.retryAfter !== undefined) res.setHeader('Retry-After', String(err.retryAfter));
  res.status(err.status).setHeader('Cache-Control', 'no-store').json(body);
}

/**
 * The one API wrapper (CONVENTIONS 4): a method map, 405 with Allow for anything else,
 * zod errors → 400, HttpError → its status, anything else → 500 with a generic message.
 * With `auth` it is also the one guard (ARCHITECTURE §5): no session → 401, wrong role → 403, and the
 * handler receives the signed-in user.
 * State-changing methods from another site (Origin / Sec-Fetch-Site) are refused with 403.
 */
export function apiHandler(
  handlers: Partial<Record<Method, RouteHandler>>,
  options?: HandlerOptions & { auth?: undefined },
): (req: NextApiRequest, res: NextApiResponse) => Promise<void>;
export function apiHandler(
  handlers: Partial<Record<Method, RouteHandler<SessionUser>>>,
  options: HandlerOptions & { auth: AuthRule },
): (req: NextApiRequest, res: NextApiResponse) => Promise<void>;
export function apiHandler(
  handlers: Partial<Record<Method, RouteHandler<SessionUser> | RouteHandler>>,
  options: HandlerOptions & { auth?: AuthRule } = {},
) {
  const allowed = Object.keys(handlers) as Method[];
  if (allowed.includes('GET')) allowed.push('HEAD' as Method);
  const allow = allowed.join(', ');

  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    const method = (req.method === 'HEAD' ? 'GET' : req.method) as Method;
    const fn = handlers[method];
    if (!fn) {
      res.setHeader('Allow', allow);
      return sendError(res, new HttpError(405, `Method ${req.method} is not allowed here. Use ${allow}.`));
    }
    try {
      if (STATE_CHANGING.has(method) && !isSameOriginRequest(req)) {
        throw new HttpError(403, 'This request came from another site, so it was refused.');
      }
      const user = options.auth ? await requireUser(req, options.auth) : null;
      if (user) (res as unknown as Record<symbol, string>)[USER_ID] = user.id; // for the request log
      if (options.auth) res.setHeader('Cache-Control', 'private, no-store');
      if (options.jsonBody && STATE_CHANGING.has(method)) {
        req.body = hasBody(req) ? await readJsonBody(req, options.jsonBody.maxBytes) : undefined;
      }
      const result = await (fn as RouteHandler<SessionUser | null>)(req, res, { user });
      if (res.headersSent) return;
      if (isExplicit(result)) {
        for (const [k, v] of Object.entries(result.headers ?? {})) res.setHeader(k, v);
        return res.status(result.status).json(result.body);
      }
      if (method === 'GET' && !options.auth)
        res.setHeader('Cache-Control', options.cacheControl ?? 'no-store');
      return res.status(200).json(result);
    } catch (caught) {
      const err = caught instanceof ZodError ? zodToHttpError(caught) : caught;
      if (err instanceof HttpError && INVALID.has(err.status)) await refundRequest(req).catch(() => {});
      if (err instanceof HttpError) {
        if (err.status >= 500) log.error({ err, method: req.method, path: logPath(req.url) }, 'API error');
        return sendError(res, err);
      }
      log.error({ err, method: req.method, path: logPath(req.url) }, 'API error');
      return sendError(res, new HttpError(500, 'Something went wrong on our side. Please try again later.'));
    }
  };
}

/** Cache-Control for public read endpoints: short CDN cache, serve stale while refreshing. */
export const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * Sends a file as a download (200): its type, an attachment name (characters other than letters, digits, dot,
 * dash and underscore become '_', so a stored name cannot break the header), its length, and nosniff.
 */
export function sendDownload(
  res: NextApiResponse,
  file: { contentType: string; fileName: string; body: Buffer },
): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]+/g, '_')}"`);
  res.setHeader('Content-Length', String(file.body.length));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).end(file.body);
}

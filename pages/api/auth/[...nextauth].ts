import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { authOptions } from '@/lib/server/auth/options';
import { sendError } from '@/lib/server/http/apiHandler';
import { clientKey, limitByKey } from '@/lib/server/http/rateLimit';
import { HttpError } from '@/lib/shared/errors';

/** Magic-link requests: 30 an hour per client address (an office shares one), 5 an hour per email address. */
async function limitSignInRequests(req: NextApiRequest) {
  const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
  if (!email || typeof req.body?.csrfToken !== 'string') return; // next-auth refuses it: it costs nothing
  await limitByKey('magic-link-client', clientKey(req), 30, 3600);
  await limitByKey('magic-link-email', email.slice(0, 320), 5, 3600);
}

/**
 * next-auth's own routes (/api/auth/signin, callback, signout, csrf, session …). next-auth checks its CSRF
 * token on every POST; this wrapper adds the sign-in rate limits and answers them in the one error shape.
 */
export default async function auth(req: NextApiRequest, res: NextApiResponse) {
  const action = ([] as string[]).concat(req.query.nextauth ?? []).join('/');
  if (req.method === 'POST' && action === 'signin/email') {
    try {
      await limitSignInRequests(req);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return sendError(res, err);
    }
  }
  return NextAuth(req, res, authOptions());
}

import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { authOptions } from '@/lib/server/auth/options';
import { clientKey, limitByKey } from '@/lib/server/http/rateLimit';
import { HttpError } from '@/lib/shared/errors';

/** Magic-link requests: 10 an hour per client address, 5 an hour per email address. */
async function limitSignInRequests(req: NextApiRequest) {
  const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
  await limitByKey('magic-link-client', clientKey(req), 10, 3600);
  if (email) await limitByKey('magic-link-email', email.slice(0, 320), 5, 3600);
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
      res.setHeader('Cache-Control', 'no-store');
      return res.status(err.status).json(err.toBody());
    }
  }
  return NextAuth(req, res, authOptions());
}

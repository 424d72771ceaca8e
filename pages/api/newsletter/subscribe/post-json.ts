import type { NextApiRequest, NextApiResponse } from 'next';
import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { isSameOriginRequest } from '@/lib/server/http/origin';
import { limitByClient, refundRequest } from '@/lib/server/http/rateLimit';
import * as newsletter from '@/lib/server/services/newsletter';
import { HttpError } from '@/lib/shared/errors';
import { JsonpSubscribeQuery } from '@/lib/shared/schemas/newsletter';
import { log } from '@/lib/server/log';

const GENERIC = 'Something went wrong on our side. Please try again later.';

/** Answers the way the provider does: a script calling the page's callback with {result, msg}. */
function reply(res: NextApiResponse, callback: string, result: 'success' | 'error', msg: string) {
  res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  // '/**/' keeps the answer from starting with a name a plugin could read as another file type.
  res.status(200).send(`/**/${callback}(${JSON.stringify({ result, msg })});`);
}

/**
 * GET /api/newsletter/subscribe/post-json: the embedded mailing list's JSONP subscribe endpoint (the same
 * protocol as the provider's, SPEC §7). Errors come back as {result: 'error', msg} with status 200, because a
 * page cannot read the status of a script; only a bad callback name is a plain 400.
 */
export default apiHandler({
  GET: async (req: NextApiRequest, res: NextApiResponse) => {
    const { c, FNAME, LNAME, EMAIL } = parseQuery(JsonpSubscribeQuery, req);
    try {
      if (!isSameOriginRequest(req)) {
        throw new HttpError(403, 'Please sign up from the VTrans website.');
      }
      await limitByClient('newsletter', req);
      const msg = await newsletter.requestSubscription({ fName: FNAME, lName: LNAME, email: EMAIL });
      reply(res, c, 'success', msg);
    } catch (err) {
      if (!(err instanceof HttpError)) log.error({ err }, 'newsletter: subscribe failed');
      if (err instanceof HttpError && err.status === 400) await refundRequest(req).catch(() => {});
      reply(res, c, 'error', err instanceof HttpError && err.status < 500 ? err.message : GENERIC);
    }
  },
});

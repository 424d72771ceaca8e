import { toJsonpUrl, type SignupValues } from '@/lib/shared/schemas/newsletter/rules';
import { request } from './request';

/** The provider's answer: result is 'success' or anything else (read as 'error'), msg may hold HTML. */
export interface SubscribeReply {
  result: 'success' | 'error';
  msg: string;
}

export const SUBSCRIBE_TIMEOUT_MESSAGE = 'The mailing-list service did not answer. Please try again later.';
export const SUBSCRIBE_DEFAULT_TIMEOUT_MS = 10_000;
const UNREADABLE_REPLY = 'The mailing-list service sent an answer we could not read. Please try again later.';

function readReply(data: unknown): SubscribeReply {
  const reply = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const msg = typeof reply.msg === 'string' ? reply.msg : '';
  if (reply.result === 'success') return { result: 'success', msg: msg || 'Thank you for subscribing!' };
  return { result: 'error', msg: msg || UNREADABLE_REPLY };
}

/**
 * Subscribes one person by a cross-origin JSONP GET to the provider (SPEC §7; Mailchimp's callback
 * parameter is 'c'). Resolves with the provider's {result, msg}; rejects on a transport error or timeout.
 */
export function subscribe(
  subscribeUrl: string,
  values: SignupValues,
  { timeoutMs = SUBSCRIBE_DEFAULT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<SubscribeReply> {
  return new Promise((resolve, reject) => {
    const url = toJsonpUrl(subscribeUrl, values, window.location.href);
    let settled = false;
    let cancel = () => {};
    // Our own timer (jsonp's is off) so the timeout carries a message a person can act on; it also covers
    // fetching jsonp itself, which comes with the first subscribe, not with every page.
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      cancel();
      reject(new Error(SUBSCRIBE_TIMEOUT_MESSAGE));
    }, timeoutMs);
    import('jsonp').then(
      ({ default: jsonp }) => {
        if (settled) return;
        cancel = jsonp(url, { param: 'c', timeout: 0 }, (err, data: unknown) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (err) reject(err);
          else resolve(readReply(data));
        });
      },
      (err: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** Thrown (as ApiError) when a confirm or unsubscribe link could not be used; the reason is in `detail`. */
export const NEWSLETTER_LINK_FAILURE = 'The link could not be used';

/** What the confirm and unsubscribe calls answer: the new status and the address, masked. */
export interface NewsletterLinkResult {
  status: 'confirmed' | 'unsubscribed';
  email: string;
}

/** Confirms a subscription or takes the address off the list, with the token from the emailed link. */
export const followNewsletterLink = (action: 'confirm' | 'unsubscribe', token: string) =>
  request<NewsletterLinkResult>(`/api/newsletter/${action}`, NEWSLETTER_LINK_FAILURE, {
    method: 'POST',
    body: { token },
  });

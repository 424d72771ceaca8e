import jsonp from 'jsonp';
import { toJsonpUrl, type SignupValues } from '@/lib/shared/newsletter';

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
    const url = toJsonpUrl(subscribeUrl, values);
    let settled = false;
    // Our own timer (jsonp's is off) so the timeout carries a message a person can act on.
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      cancel();
      reject(new Error(SUBSCRIBE_TIMEOUT_MESSAGE));
    }, timeoutMs);
    const cancel = jsonp(url, { param: 'c', timeout: 0 }, (err, data: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(readReply(data));
    });
  });
}

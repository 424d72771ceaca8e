import { randomBytes } from 'node:crypto';

/** A fresh CSP nonce (128 random bits, base64): one per page response, named in the header and the tags. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

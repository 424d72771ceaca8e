import type { IncomingMessage } from 'node:http';
import { HttpError } from '@/lib/shared/errors';

/**
 * A form's urlencoded body (a page's plain POST form, which works before scripts), read up to `maxBytes`
 * (413 beyond), as name → value (the last of a repeated name).
 */
export async function readFormBody(req: IncomingMessage, maxBytes: number): Promise<Record<string, string>> {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    throw new HttpError(415, 'Send the form as application/x-www-form-urlencoded.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new HttpError(413, 'The form is too long.');
    chunks.push(chunk as Buffer);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

import type { IncomingMessage } from 'node:http';
import { HttpError } from '@/lib/shared/errors';

/** Deepest nesting of arrays/objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;

/** True when the Content-Type is exactly application/json (optionally with charset=utf-8). */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(';').map((p) => p.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((p) => p === '' || p === 'charset=utf-8' || p === 'charset="utf-8"');
}

/** Throws 400 when arrays/objects nest deeper than `max` (checked on the text, before JSON.parse). */
export function assertJsonDepth(text: string, max = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (++depth > max) throw new HttpError(400, `The JSON body nests deeper than ${max} levels.`);
    } else if (c === '}' || c === ']') depth--;
  }
}

async function readRaw(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The request body is larger than ${Math.round(maxBytes / 1024)} kB.`);

/**
 * Reads a JSON request body (routes that set `bodyParser: false`): 415 unless the Content-Type is
 * exactly JSON, 413 over `maxBytes`, 400 for invalid JSON or nesting deeper than MAX_JSON_DEPTH.
 * An empty body gives undefined.
 */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  if (!isJsonContentType(req.headers['content-type'])) {
    throw new HttpError(415, "Send the body as JSON with 'Content-Type: application/json'.");
  }
  const text = (await readRaw(req, maxBytes)).toString('utf8');
  if (text.trim() === '') return undefined;
  assertJsonDepth(text);
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    const detail = err instanceof SyntaxError ? `: ${err.message}` : '';
    throw new HttpError(400, `The request body is not valid JSON${detail}.`);
  }
}

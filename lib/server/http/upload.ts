import type { IncomingMessage } from 'node:http';
import { HttpError } from '@/lib/shared/errors';

const tooLarge = (maxBytes: number, advice: string) =>
  new HttpError(
    413,
    `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most one upload may be. ${advice}`,
    'file',
  );

const LAYER_ADVICE = 'Split the layer by area, or remove columns you do not need, and upload again.';

/**
 * Reads a raw upload body, counting bytes as they stream in: a declared Content-Length over the cap is
 * refused before reading, and a body that streams past it is cut off there (the rest is drained unread).
 */
export async function readUpload(
  req: IncomingMessage,
  maxBytes: number,
  advice: string = LAYER_ADVICE,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > maxBytes) {
    req.resume();
    throw tooLarge(maxBytes, advice);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      req.resume();
      throw tooLarge(maxBytes, advice);
    }
    chunks.push(chunk);
  }
  if (size === 0) throw new HttpError(400, 'The upload is empty. Choose a file and upload again.', 'file');
  return Buffer.concat(chunks);
}

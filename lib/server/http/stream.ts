import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerResponse } from 'node:http';
import { log } from '@/lib/server/log';

/**
 * Sends a download written as it is made (200, the headers already set): each piece goes to the network before
 * the next is asked for, and the source waits while the network is slower (back-pressure: the pipeline pauses it
 * until the response drains). A client that goes away stops the source. A failure after the first byte cannot
 * change the status: it is logged and the connection is cut, so the client sees an incomplete download, never a
 * complete-looking one.
 */
export async function sendStream(res: ServerResponse, pieces: AsyncIterable<string | Buffer>): Promise<void> {
  res.statusCode = 200;
  try {
    await pipeline(Readable.from(pieces, { objectMode: false }), res);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return; // the client left
    log.error({ err }, 'streamed download failed');
    res.destroy(err as Error);
  }
}

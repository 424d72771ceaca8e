/** @jest-environment node */
import { Writable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { sendStream } from '@/lib/server/http/stream';

/** A network that takes one piece at a time and is slow: it says when it has taken each. */
function slowNetwork(taken: string[], release: Array<() => void>) {
  return new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _enc, done) {
      taken.push(chunk.toString());
      release.push(done); // the test lets each write finish
    },
  });
}

describe('sendStream', () => {
  it('asks the source for the next piece only as the network takes them (back-pressure)', async () => {
    const taken: string[] = [];
    const release: Array<() => void> = [];
    let made = 0;
    async function* source() {
      for (let i = 0; i < 50; i++) {
        made++;
        yield `piece ${i}\n`;
      }
    }
    const net = slowNetwork(taken, release);
    const sent = sendStream(net as unknown as ServerResponse, source());
    // While the network takes nothing, the source stops a few pieces ahead (the stream's small buffers), never 50.
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(taken).toHaveLength(1);
    expect(made).toBeLessThan(20);
    const ahead = made;
    // Each piece the network takes lets the source make about one more.
    while (taken.length < 50) {
      release.shift()?.();
      await new Promise((r) => setImmediate(r));
      expect(made - taken.length).toBeLessThanOrEqual(ahead);
    }
    release.shift()?.();
    await sent;
    expect(taken.join('')).toBe(Array.from({ length: 50 }, (_, i) => `piece ${i}\n`).join(''));
  });

  it('stops the source when the client goes away', async () => {
    let made = 0;
    let finished = false;
    async function* source() {
      try {
        for (let i = 0; i < 1_000_000; i++) {
          made++;
          yield `${i}\n`;
        }
      } finally {
        finished = true;
      }
    }
    const taken: string[] = [];
    const release: Array<() => void> = [];
    const net = slowNetwork(taken, release);
    const sent = sendStream(net as unknown as ServerResponse, source());
    await new Promise((r) => setImmediate(r));
    net.destroy();
    await sent;
    expect(finished).toBe(true);
    expect(made).toBeLessThan(100);
  });
});

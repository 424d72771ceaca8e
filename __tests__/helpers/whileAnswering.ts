import { callApi, type RouteModule } from './apiMock';

/**
 * Runs `work` while asking the light route `probe` (GET) over and over; returns the work's result and how many
 * answers came back while the work was still running (and, with `since`, once it holds: the heavy part of the
 * work has begun). Work on the request thread would leave the probe unanswered until it ended, so a count of
 * answers shows the site kept answering, with no time asserted: the verdict is the same on a fast or a loaded
 * machine.
 */
export async function whileAnswering<T>(
  probe: RouteModule,
  work: () => Promise<T>,
  since: () => boolean = () => true,
): Promise<{ result: T; asked: number }> {
  let done = false;
  let during = 0;
  const asking = (async () => {
    while (!done) {
      const res = await callApi(probe);
      if (!done && since()) during += 1;
      expect(res.status).toBe(200);
      // The next question follows as soon as the event loop has turned, not after a fixed pause: a pause would
      // cap the count by the clock, so a fast machine (short work) could fall under a threshold it should pass.
      await new Promise((r) => setImmediate(r));
    }
  })();
  try {
    const result = await work();
    return { result, asked: during };
  } finally {
    done = true;
    await asking;
  }
}

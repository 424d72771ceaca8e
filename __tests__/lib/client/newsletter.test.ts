import jsonp from 'jsonp';
import { subscribe, SUBSCRIBE_TIMEOUT_MESSAGE } from '@/lib/client/newsletter';

jest.mock('jsonp');

type Callback = (err: Error | null, data: unknown) => void;
const jsonpMock = jsonp as unknown as jest.Mock;
const cancel = jest.fn();
const VALUES = { fName: 'Ada', lName: 'Lovelace', email: 'ada@example.com' };
const URL_IN = 'https://x.us1.list-manage.com/subscribe/post?u=abc123&id=def456';

/** Makes the fake jsonp answer like the provider (or never, when `answer` is undefined). */
function provider(answer?: (cb: Callback) => void) {
  jsonpMock.mockImplementation((_url: string, _opts: unknown, cb: Callback) => {
    answer?.(cb);
    return cancel;
  });
}

beforeEach(() => {
  jsonpMock.mockReset();
  cancel.mockReset();
});

describe('subscribe', () => {
  it("calls the post-json URL with the 'c' callback parameter and resolves the provider's reply", async () => {
    provider((cb) => cb(null, { result: 'success', msg: 'Thank you for subscribing!' }));
    await expect(subscribe(URL_IN, VALUES)).resolves.toEqual({
      result: 'success',
      msg: 'Thank you for subscribing!',
    });
    const [url, opts] = jsonpMock.mock.calls[0] as [string, { param: string }];
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/subscribe/post-json');
    expect(parsed.searchParams.get('u')).toBe('abc123');
    expect(parsed.searchParams.get('id')).toBe('def456');
    expect(parsed.searchParams.get('EMAIL')).toBe('ada@example.com');
    expect(opts.param).toBe('c');
  });

  it("reads any result other than 'success' as an error with the provider's msg", async () => {
    provider((cb) => cb(null, { result: 'error', msg: '0 - Please enter a value' }));
    await expect(subscribe(URL_IN, VALUES)).resolves.toEqual({
      result: 'error',
      msg: '0 - Please enter a value',
    });
  });

  it('rejects with a clear message when the provider does not answer in time, and cancels the request', async () => {
    jest.useFakeTimers();
    try {
      provider();
      const pending = subscribe(URL_IN, VALUES, { timeoutMs: 500 });
      // jsonp is imported on the first subscribe: let that settle, so the request is made, then time out.
      for (let i = 0; i < 10 && jsonpMock.mock.calls.length === 0; i += 1) await Promise.resolve();
      expect(jsonpMock).toHaveBeenCalled();
      jest.advanceTimersByTime(500);
      await expect(pending).rejects.toThrow(SUBSCRIBE_TIMEOUT_MESSAGE);
      expect(SUBSCRIBE_TIMEOUT_MESSAGE).toBe(
        'The mailing-list service did not answer. Please try again later.',
      );
      expect(cancel).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it("rejects with a transport error's own message", async () => {
    provider((cb) => cb(new Error('Network down'), undefined));
    await expect(subscribe(URL_IN, VALUES)).rejects.toThrow('Network down');
  });
});

/** @jest-environment node */
import { apiHandler, withStatus } from '@/lib/server/http/apiHandler';
import { HttpError } from '@/lib/shared/errors';
import { callApi } from '../../../helpers/apiMock';
import { log } from '@/lib/server/log';

describe('apiHandler', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(log, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('answers an unexpected failure with 500 and a generic message, logging the cause once', async () => {
    const cause = new Error('connection to db-prod-7 refused (password=hunter2)');
    const res = await callApi({
      default: apiHandler({
        GET: () => {
          throw cause;
        },
      }),
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again later.' },
    });
    expect(res.text).not.toContain('hunter2');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0][0]).toMatchObject({ err: cause, method: 'GET' });
  });

  it("passes an HttpError's status and message through, logging only 5xx ones", async () => {
    const notFound = await callApi({
      default: apiHandler({
        GET: () => {
          throw new HttpError(404, 'No such layer.');
        },
      }),
    });
    expect(notFound.status).toBe(404);
    expect(notFound.json).toMatchObject({ error: { message: 'No such layer.' } });
    expect(logged).not.toHaveBeenCalled();

    const unavailable = await callApi({
      default: apiHandler({
        GET: () => {
          throw new HttpError(503, 'The map service is starting. Try again in a minute.');
        },
      }),
    });
    expect(unavailable.status).toBe(503);
    expect(unavailable.json).toMatchObject({
      error: { message: 'The map service is starting. Try again in a minute.' },
    });
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('405 with Allow for a method it has no handler for; withStatus sets status and headers', async () => {
    const mod = { default: apiHandler({ GET: () => withStatus(201, { ok: true }, { 'X-Test': 'yes' }) }) };
    const created = await callApi(mod);
    expect(created.status).toBe(201);
    expect(created.headers.get('x-test')).toBe('yes');
    const wrong = await callApi(mod, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
  });
});

/** @jest-environment node */
import { db } from '@/lib/server/db/knex';
import * as gapTaStudiesRoute from '@/pages/api/gap-ta-studies';
import * as versionsRoute from '@/pages/api/interactvtrans/versions';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';
import { log } from '@/lib/server/log';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
});
afterAll(() => cleanup());

/**
 * Rows are checked against their schemas in the repositories. A stored row that does not fit is the server's
 * fault: the answer is the generic 500 (logged), never a 400 that would blame the caller for a field.
 */
describe('a stored row that does not fit its schema', () => {
  it.each([
    ['gap_ta_studies', { status: 'postponed' }, gapTaStudiesRoute],
    ['interactvtrans_versions', { module: 'report-builder' }, versionsRoute],
  ] as const)('%s → 500 with the generic message', async (table, change, route) => {
    const ok = await callApi(route);
    expect(ok.status).toBe(200);
    const k = await db();
    const [first] = await k(table).select('id').orderBy('id').limit(1);
    await k(table).where({ id: first.id }).update(change);
    const error = jest.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      const res = await callApi(route);
      expect(res.status).toBe(500);
      expect(res.json).toMatchObject({
        error: { message: 'Something went wrong on our side. Please try again later.' },
      });
      expect(JSON.stringify(res.json)).not.toContain('field');
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({
          err: expect.objectContaining({
            message: expect.stringContaining(`A row of ${table} does not fit`),
          }),
        }),
        'API error',
      );
    } finally {
      error.mockRestore();
    }
  });
});

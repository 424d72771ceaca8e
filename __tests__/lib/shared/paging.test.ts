import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { beyondEndMessage, LATEST_UPDATES, pageOf } from '@/lib/shared/paging';
import { UpdatesListQuery } from '@/lib/shared/schemas/updates';
import { updatePath, updatesListPath as updatesHref } from '@/lib/shared/routes';
import { thrownHttpError } from '../../helpers/thrown';

/** The list's address as its service reads it (lib/server/services/content.ts listUpdatesPage). */
const parseUpdatesQuery = (query: Record<string, string | string[]>) =>
  parsePageQuery(UpdatesListQuery, query, { status: 404, back: LATEST_UPDATES });
const refusal = (query: Record<string, string | string[]>) => thrownHttpError(() => parseUpdatesQuery(query));

describe('UpdatesListQuery', () => {
  it('defaults to page 1 of every program', () => {
    expect(parseUpdatesQuery({})).toEqual({ page: 1, program: null });
    expect(parseUpdatesQuery({ page: '', program: '' })).toEqual({ page: 1, program: null });
  });
  it('reads a page number and a program, the first of repeated values, trimmed', () => {
    expect(parseUpdatesQuery({ page: '3', program: 'gap-ta' })).toEqual({ page: 3, program: 'gap-ta' });
    expect(parseUpdatesQuery({ page: [' 12 ', '2'], program: ['vtrans', 'weather'] })).toEqual({
      page: 12,
      program: 'vtrans',
    });
  });
  it.each(['0', '-1', '1.5', 'abc', '01', '9999999'])(
    'refuses page %p: a 404 naming it, with the latest updates as the way on',
    (page) => {
      const err = refusal({ page });
      expect(err.status).toBe(404);
      expect(err.field).toBe('page');
      expect(err.message).toBe(`'${page}' is not a page number. Pages are numbered from 1.`);
      expect(err.back).toEqual({ href: '/get-involved/program-updates', label: 'Go to the latest updates' });
    },
  );
  it('refuses an unknown program, naming it and the programs there are', () => {
    const err = refusal({ program: 'weather' });
    expect(err.status).toBe(404);
    expect(err.field).toBe('program');
    expect(err.message).toBe("There is no program called 'weather'. Choose VTrans or GAP-TA.");
  });
  it('refuses inherited object keys as a program (own properties only)', () => {
    for (const program of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(refusal({ program }).message).toBe(
        `There is no program called '${program}'. Choose VTrans or GAP-TA.`,
      );
    }
  });
  it('quotes at most 40 characters of a long value', () => {
    expect(refusal({ program: 'x'.repeat(500) }).message).toBe(
      `There is no program called '${'x'.repeat(40)}'. Choose VTrans or GAP-TA.`,
    );
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);
  it('slices ten a page and counts the pages', () => {
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, 10), page: 1, pageCount: 3, total: 23 });
    expect(pageOf(items, 3)?.items).toEqual([20, 21, 22]);
  });
  it('is null beyond the last page, but an empty list still has page 1', () => {
    expect(pageOf(items, 4)).toBeNull();
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(beyondEndMessage(4, 3)).toBe('There is no page 4 of updates: they fill 3 pages.');
    expect(beyondEndMessage(2, 1)).toBe('There is no page 2 of updates: they fill 1 page.');
  });
});

describe('links', () => {
  it('leaves page 1 and all programs out of the address', () => {
    expect(updatesHref(1, null)).toBe('/get-involved/program-updates');
    expect(updatesHref(2, null)).toBe('/get-involved/program-updates?page=2');
    expect(updatesHref(2, 'vtrans')).toBe('/get-involved/program-updates?program=vtrans&page=2');
    expect(updatePath('01-21-2022-Mid term')).toBe(
      '/get-involved/program-updates/update?id=01-21-2022-Mid%20term',
    );
  });
});

import { beyondEndMessage, pageOf, parseUpdatesQuery } from '@/lib/shared/paging';
import { updatePath, updatesListPath as updatesHref } from '@/lib/shared/routes';

describe('parseUpdatesQuery', () => {
  it('defaults to page 1 of every program', () => {
    expect(parseUpdatesQuery({})).toEqual({ ok: true, page: 1, program: null });
    expect(parseUpdatesQuery({ page: '', program: '' })).toEqual({ ok: true, page: 1, program: null });
  });
  it('refuses inherited object keys as a program (own properties only)', () => {
    for (const program of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(parseUpdatesQuery({ program })).toMatchObject({ ok: false });
    }
  });
  it('reads a page number and a program', () => {
    expect(parseUpdatesQuery({ page: '3', program: 'gap-ta' })).toEqual({
      ok: true,
      page: 3,
      program: 'gap-ta',
    });
  });
  it.each(['0', '-1', '1.5', 'abc', '01', '9999999'])('refuses page %p with a message naming it', (page) => {
    expect(parseUpdatesQuery({ page })).toEqual({ ok: false, message: expect.stringContaining(`'${page}'`) });
  });
  it('refuses an unknown program', () => {
    expect(parseUpdatesQuery({ program: 'weather' })).toEqual({
      ok: false,
      message: "There is no program called 'weather'. Choose VTrans or GAP-TA.",
    });
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

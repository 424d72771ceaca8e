/**
 * A bounded reader of PDF content streams (PDF 32000-1 §7.8.2): splits the bytes into operands and operators
 * for the accessibility pre-flight (lib/server/documents/pdfAccessibility.ts), which only needs marked content,
 * painting operators, `Tf` and `Do`. pdf-lib reads the objects of a PDF but not the inside of a content
 * stream; this is the small lexer it lacks. Every call counts operators against a shared budget, so a hostile
 * stream ends in a "too complex" answer rather than a long walk.
 */

/**
 * An operand: a number, a name (`/Foo` as `{ name: 'Foo' }`), a string (its bytes, one character each, literal
 * escapes and hexadecimal read), an array or a dictionary.
 */
export type Operand =
  number | boolean | null | string | { name: string } | Operand[] | { dict: Map<string, Operand> };

export class PdfTooComplex extends Error {}

/** What the walk may spend over one document: operators read and bytes of content decoded. */
export interface Budget {
  operators: number;
  /** Operands and operators together (a stream of operands with no operator is bounded too). */
  tokens: number;
  bytes: number;
}

const WS = new Set([0, 9, 10, 12, 13, 32]);
const DELIM = new Set([40, 41, 60, 62, 91, 93, 123, 125, 47, 37]);
const isRegular = (c: number) => !WS.has(c) && !DELIM.has(c);
const latin1 = (b: Uint8Array, from: number, to: number) => {
  let s = '';
  for (let i = from; i < to; i++) s += String.fromCharCode(b[i]);
  return s;
};

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A literal string's bytes (one character each), its escapes read (§7.3.4.2). */
function literal(b: Uint8Array, from: number, to: number): string {
  const raw = latin1(b, from, to);
  if (!raw.includes('\\')) return raw;
  return raw.replace(/\\(?:([0-7]{1,3})|(\r\n|\r|\n)|(.))/gs, (_, oct: string, eol: string, c: string) =>
    oct ? String.fromCharCode(parseInt(oct, 8) & 0xff) : eol ? '' : (ESCAPES[c] ?? c),
  );
}

/** A hexadecimal string's bytes (one character each); a missing last digit is 0 (§7.3.4.3). */
function hex(text: string): string {
  const digits = text.replace(/[^0-9a-fA-F]/g, '');
  let s = '';
  for (let k = 0; k < digits.length; k += 2)
    s += String.fromCharCode(parseInt(digits.slice(k, k + 2).padEnd(2, '0'), 16));
  return s;
}

/**
 * Calls `op(operator, operands)` for each operator of `bytes`, in order. Inline images (BI … ID … EI) are
 * reported as the one operator 'BI'. Stops with PdfTooComplex when the budget's operators run out.
 */
export function readContent(
  bytes: Uint8Array,
  budget: Budget,
  op: (operator: string, operands: Operand[]) => void,
): void {
  budget.bytes -= bytes.length;
  if (budget.bytes < 0) throw new PdfTooComplex('content too large');
  let i = 0;
  const n = bytes.length;
  // Containers being read: arrays and dictionaries (a dictionary as a flat key/value list until it closes).
  const open: Array<{ kind: '[' | '<<'; items: Operand[] }> = [];
  let operands: Operand[] = [];
  const push = (v: Operand) => {
    if (open.length > 0) open[open.length - 1].items.push(v);
    else operands.push(v);
  };
  while (i < n) {
    const c = bytes[i];
    if (WS.has(c)) {
      i++;
      continue;
    }
    if (--budget.tokens < 0) throw new PdfTooComplex('too many tokens');
    if (c === 37 /* % */) {
      while (i < n && bytes[i] !== 10 && bytes[i] !== 13) i++;
    } else if (c === 40 /* ( */) {
      let depth = 1;
      const start = ++i;
      while (i < n && depth > 0) {
        if (bytes[i] === 92) i += 2;
        else {
          if (bytes[i] === 40) depth++;
          else if (bytes[i] === 41) depth--;
          i++;
        }
      }
      push(literal(bytes, start, Math.max(start, i - 1)));
    } else if (c === 60 /* < */ && bytes[i + 1] === 60) {
      open.push({ kind: '<<', items: [] });
      i += 2;
    } else if (c === 62 /* > */ && bytes[i + 1] === 62) {
      i += 2;
      const top = open.pop();
      if (top?.kind === '<<') {
        const dict = new Map<string, Operand>();
        for (let k = 0; k + 1 < top.items.length; k += 2) {
          const key = top.items[k];
          if (key && typeof key === 'object' && 'name' in key) dict.set(key.name, top.items[k + 1]);
        }
        push({ dict });
      }
    } else if (c === 60) {
      const start = ++i;
      while (i < n && bytes[i] !== 62) i++;
      push(hex(latin1(bytes, start, i)));
      i++;
    } else if (c === 91 /* [ */) {
      open.push({ kind: '[', items: [] });
      i++;
    } else if (c === 93 /* ] */) {
      i++;
      const top = open.pop();
      if (top?.kind === '[') push(top.items);
    } else if (c === 47 /* / */) {
      const start = ++i;
      while (i < n && isRegular(bytes[i])) i++;
      push({ name: latin1(bytes, start, i) });
    } else if (c === 123 || c === 125 || c === 41 || c === 62) {
      i++; // PostScript braces (type 4 functions only) and stray closers carry nothing here
    } else {
      const start = i;
      while (i < n && isRegular(bytes[i])) i++;
      const word = latin1(bytes, start, i);
      const num = Number(word);
      if (word === 'true' || word === 'false') push(word === 'true');
      else if (word === 'null') push(null);
      else if (word !== '' && !Number.isNaN(num)) push(num);
      else {
        if (--budget.operators < 0) throw new PdfTooComplex('too many operators');
        open.length = 0; // an operator ends any unclosed container
        if (word === 'BI') {
          // Inline image: its data runs from "ID" to a whitespace-delimited "EI".
          while (i < n && !(bytes[i] === 73 && bytes[i + 1] === 68 && WS.has(bytes[i - 1] ?? 32))) i++;
          i += 3;
          while (
            i < n &&
            !(
              WS.has(bytes[i - 1]) &&
              bytes[i] === 69 &&
              bytes[i + 1] === 73 &&
              (i + 2 >= n || WS.has(bytes[i + 2]))
            )
          )
            i++;
          i += 2;
        }
        op(word, operands);
        operands = [];
      }
    }
  }
}

export const isName = (o: Operand | undefined): o is { name: string } =>
  o !== null && typeof o === 'object' && !Array.isArray(o) && 'name' in o;
export const isDict = (o: Operand | undefined): o is { dict: Map<string, Operand> } =>
  o !== null && typeof o === 'object' && !Array.isArray(o) && 'dict' in o;

/**
 * Basic CQL2 in its text encoding (OGC 21-065, conformance classes basic-cql2 and cql2-text): comparisons of
 * a property with a literal (=, <>, <, <=, >, >=), IS [NOT] NULL, AND, OR, NOT and parentheses; literals are
 * 'strings' ('' for a quote), numbers and TRUE/FALSE. Compiled to a predicate over a feature's properties, which
 * the OGC API's items applies to a layer's cached features. A syntax error or an unknown property throws
 * Cql2Error with a sentence naming where.
 */

export class Cql2Error extends Error {}

type Literal = string | number | boolean;
export type Cql2Predicate = (properties: Record<string, unknown>) => boolean;

type Token =
  | { kind: 'id'; value: string; at: number }
  | { kind: 'str'; value: string; at: number }
  | { kind: 'num'; value: number; at: number }
  | { kind: 'op'; value: string; at: number }
  | { kind: 'end'; at: number };

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'IS', 'NULL', 'TRUE', 'FALSE']);

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === "'") {
      let s = '';
      const at = i++;
      for (;;) {
        if (i >= text.length)
          throw new Cql2Error(`The string starting at character ${at + 1} is not closed.`);
        if (text[i] === "'" && text[i + 1] === "'") {
          s += "'";
          i += 2;
        } else if (text[i] === "'") {
          i++;
          break;
        } else s += text[i++];
      }
      out.push({ kind: 'str', value: s, at });
    } else if (c === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) throw new Cql2Error(`The quoted name at character ${i + 1} is not closed.`);
      out.push({ kind: 'id', value: text.slice(i + 1, end), at: i });
      i = end + 1;
    } else if (/[-+\d.]/.test(c) && /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.test(text.slice(i))) {
      const m = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(text.slice(i))!;
      out.push({ kind: 'num', value: Number(m[0]), at: i });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))!;
      out.push({ kind: 'id', value: m[0], at: i });
      i += m[0].length;
    } else {
      const m = /^(<>|<=|>=|=|<|>|\(|\))/.exec(text.slice(i));
      if (!m) throw new Cql2Error(`Unexpected '${c}' at character ${i + 1}.`);
      out.push({ kind: 'op', value: m[0], at: i });
      i += m[0].length;
    }
  }
  out.push({ kind: 'end', at: text.length });
  return out;
}

const isKeyword = (t: Token, k: string) => t.kind === 'id' && t.value.toUpperCase() === k;

function compare(op: string, a: unknown, b: Literal): boolean {
  if (a === null || a === undefined || a === '') return false;
  let x: number | string | boolean = a as never;
  let y: number | string | boolean = b;
  if (typeof b === 'number') {
    x = typeof a === 'number' ? a : Number(a);
    if (!Number.isFinite(x)) return false;
  } else if (typeof b === 'boolean') {
    x = a === true || a === 'true' || a === 1;
    y = b;
  } else {
    x = String(a);
    y = String(b);
  }
  switch (op) {
    case '=':
      return x === y;
    case '<>':
      return x !== y;
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    default:
      return x >= y;
  }
}

/**
 * How deep parentheses and NOTs may nest: the parser is recursive, and thousands of '(' would
 * overflow the stack (a 500). Real filters nest a few levels.
 */
export const CQL2_MAX_DEPTH = 32;

/** Parses a Basic CQL2 text filter over the given property names into a predicate. */
export function parseCql2Text(text: string, properties: readonly string[]): Cql2Predicate {
  const ts = tokens(text);
  let p = 0;
  const peek = () => ts[p]!;
  const next = () => ts[p++]!;
  const where = (t: Token) => (t.kind === 'end' ? 'at the end' : `at character ${t.at + 1}`);
  let depth = 0;
  const deeper = (t: Token) => {
    if (++depth > CQL2_MAX_DEPTH)
      throw new Cql2Error(
        `The filter nests parentheses or NOT more than ${CQL2_MAX_DEPTH} deep ${where(t)}. Write it with fewer levels.`,
      );
  };
  const expect = (value: string) => {
    const t = next();
    if (t.kind !== 'op' || t.value !== value) throw new Cql2Error(`Expected '${value}' ${where(t)}.`);
  };

  const literal = (): Literal => {
    const t = next();
    if (t.kind === 'str' || t.kind === 'num') return t.value;
    if (isKeyword(t, 'TRUE')) return true;
    if (isKeyword(t, 'FALSE')) return false;
    throw new Cql2Error(`Expected a value ('text', a number, TRUE or FALSE) ${where(t)}.`);
  };
  const property = (): string => {
    const t = next();
    if (t.kind !== 'id' || KEYWORDS.has(t.value.toUpperCase()))
      throw new Cql2Error(`Expected a property name ${where(t)}.`);
    if (!properties.includes(t.value))
      throw new Cql2Error(`There is no property '${t.value}'. The queryables: ${properties.join(', ')}.`);
    return t.value;
  };

  const predicate = (): Cql2Predicate => {
    const name = property();
    if (isKeyword(peek(), 'IS')) {
      next();
      const negated = isKeyword(peek(), 'NOT') ? (next(), true) : false;
      const t = next();
      if (!isKeyword(t, 'NULL')) throw new Cql2Error(`Expected NULL ${where(t)}.`);
      return (f) => {
        const v = f[name];
        return (v === null || v === undefined || v === '') !== negated;
      };
    }
    const op = next();
    if (op.kind !== 'op' || !['=', '<>', '<', '<=', '>', '>='].includes(op.value))
      throw new Cql2Error(`Expected a comparison (=, <>, <, <=, >, >=) or IS NULL ${where(op)}.`);
    const value = literal();
    return (f) => compare(op.value, f[name], value);
  };
  const primary = (): Cql2Predicate => {
    const t = peek();
    if (t.kind === 'op' && t.value === '(') {
      deeper(next());
      const inner = or();
      expect(')');
      depth--;
      return inner;
    }
    return predicate();
  };
  const not = (): Cql2Predicate => {
    if (isKeyword(peek(), 'NOT')) {
      deeper(next());
      const inner = not();
      depth--;
      return (f) => !inner(f);
    }
    return primary();
  };
  const and = (): Cql2Predicate => {
    const parts = [not()];
    while (isKeyword(peek(), 'AND')) {
      next();
      parts.push(not());
    }
    return parts.length === 1 ? parts[0]! : (f) => parts.every((x) => x(f));
  };
  const or = (): Cql2Predicate => {
    const parts = [and()];
    while (isKeyword(peek(), 'OR')) {
      next();
      parts.push(and());
    }
    return parts.length === 1 ? parts[0]! : (f) => parts.some((x) => x(f));
  };

  const result = or();
  if (peek().kind !== 'end') throw new Cql2Error(`Unexpected text ${where(peek())}.`);
  return result;
}

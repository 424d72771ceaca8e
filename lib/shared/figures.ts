/** A key figure read as numbers: a range (low ≤ high), a single value, or null when it holds no number. */
export type ParsedFigure =
  | { low: number; high: number; unit: string; qualifier: string | null }
  | { value: number; unit: string; qualifier: string | null };

const QUALIFIERS = [
  'about',
  'approximately',
  'around',
  'roughly',
  'nearly',
  'almost',
  'up to',
  'over',
  'more than',
  'under',
  'less than',
  'at least',
];
const NUMBER = String.raw`[+-]?\d[\d,]*(?:\.\d+)?`;
const FIGURE = new RegExp(
  String.raw`^(?:(${QUALIFIERS.join('|')})\s+)?(${NUMBER})\s*(%?)` +
    String.raw`(?:\s*(?:to|–|—)\s*(${NUMBER})\s*(%?))?(?:\s+([a-z][a-z -]*))?$`,
  'i',
);

const toNumber = (text: string): number => Number(text.replace(/,/g, ''));

/**
 * Reads a register key figure such as '1,100', 'about 13,100', '+11% to +63%', '−14% to −51%' or
 * 'up to 31%' so it can be charted; anything else (e.g. 'n/a', prose) gives null and stays text only.
 */
export function parseFigure(value: string): ParsedFigure | null {
  // Typeset figures use U+2212 MINUS SIGN and non-breaking spaces; read them as ASCII.
  const text = value
    .replace(/\u2212/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  const m = FIGURE.exec(text);
  if (!m) return null;
  const [, qualifierText, first, firstPct, second, secondPct, unitWords] = m;
  const qualifier = qualifierText ? qualifierText.toLowerCase() : null;
  const unit = firstPct || secondPct ? '%' : (unitWords?.trim() ?? '');
  const a = toNumber(first);
  if (!Number.isFinite(a)) return null;
  if (second === undefined) return { value: a, unit, qualifier };
  const b = toNumber(second);
  if (!Number.isFinite(b)) return null;
  return { low: Math.min(a, b), high: Math.max(a, b), unit, qualifier };
}

/** True when a parsed figure is a range (a floating bar) rather than a single value. */
export const isRange = (f: ParsedFigure): f is Extract<ParsedFigure, { low: number }> => 'low' in f;
